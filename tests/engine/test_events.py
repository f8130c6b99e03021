"""Events come from the constructors of engine/events.py, the one place an event's fields and
privacy are defined: no other module of the engine, cards or roles appends to
``state.events`` (read from the source, so that a new module is held to it too)."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng
from fengsheng.engine import Config, apply, events, new_game

PACKAGE = Path(fengsheng.__file__).parent


def appends_events(tree) -> list[int]:
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("append", "extend")
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "events"]


def test_only_events_py_builds_events():
    modules = [m for d in ("engine", "cards", "roles") for m in sorted((PACKAGE / d).glob("*.py"))
               if m.name != "events.py"]
    assert len(modules) > 50
    bad = {m.name: lines for m in modules if (lines := appends_events(ast.parse(m.read_text())))}
    assert bad == {}, bad


def test_the_scan_sees_an_event_built_elsewhere():
    src = "def f(state):\n    state.events.append({'type': 'x'})\n"
    assert appends_events(ast.parse(src)) == [2]


def test_an_event_has_its_type_first_and_privacy_last():
    state = new_game(Config(players=5), 2)
    state.events = []
    events.card_given(state, 1, 3, 40)
    events.burned(state, 2, 7, 0)
    assert [list(e) for e in state.events] == [
        ["type", "seat", "to", "card", "private", "hide"], ["type", "seat", "card", "by"]]
    assert state.events[0]["private"] == (1, 3) and state.events[0]["hide"] == ("card",)


def test_every_event_of_random_games_is_one_a_constructor_builds():
    """Every event's keys are those of its type's constructor, in its order (a constructor with
    two forms, public and private, gives either)."""
    shapes: dict[str, set] = {}
    for roles in (False, True):
        for seed in range(6):
            state = new_game(Config(players=5, roles=roles), seed)
            seen = list(state.events)
            while not state.over:
                seen += apply(state, state.pending.options[seed % len(state.pending.options)])
            for e in seen:
                shapes.setdefault(e["type"], set()).add(tuple(e))
    for etype, keys in shapes.items():
        assert hasattr(events, etype), etype
        for k in keys:
            assert k[0] == "type" and ("private" not in k or k[-2:] == ("private", "hide")), k
