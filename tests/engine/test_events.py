"""Events come from the constructors of engine/events.py, the one place an event's fields and
privacy are defined: no other module of the engine, cards or roles appends to
``state.events`` (read from the source, so that a new module is held to it too) — except that
a role released after them builds its own events in its module, one function per event named
as its type (docs/roles.md, "Releasing a role")."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng
from fengsheng.engine import Config, apply, events, new_game

PACKAGE = Path(fengsheng.__file__).parent


def appends_events(tree, own: bool = False) -> list[int]:
    """The lines that append to ``state.events``; ``own``: but for a role's own constructors,
    module-level functions appending one event whose type is the function's name."""
    allowed = set()
    if own:
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef):
                for node in ast.walk(fn):
                    if isinstance(node, ast.Call) and node.args and \
                            isinstance(d := node.args[0], ast.Dict) and d.keys and \
                            isinstance(d.keys[0], ast.Constant) and d.keys[0].value == "type" \
                            and isinstance(d.values[0], ast.Constant) and \
                            d.values[0].value == fn.name:
                        allowed.add(node.lineno)
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("append", "extend")
            and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "events"
            and node.lineno not in allowed]


def test_only_events_py_builds_events():
    from fengsheng.roles.table import ROLE_MODULES
    modules = [m for d in ("engine", "cards") for m in sorted((PACKAGE / d).glob("*.py"))
               if m.name != "events.py"]
    units = {Path(m.__file__) for m in ROLE_MODULES} | set((PACKAGE / "roles").glob("*.py"))
    assert len(modules) > 20 and len(units) > 30
    bad = {m.name: lines for m in modules if (lines := appends_events(ast.parse(m.read_text())))}
    bad |= {m.name: lines for m in sorted(units)
            if (lines := appends_events(ast.parse(m.read_text()), own=True))}
    assert bad == {}, bad


def test_the_scan_sees_an_event_built_elsewhere():
    src = "def f(state):\n    state.events.append({'type': 'x'})\n"
    assert appends_events(ast.parse(src)) == [2]
    assert appends_events(ast.parse(src), own=True) == [2]   # not named as its type
    own = "def x(state):\n    state.events.append({'type': 'x'})\n"
    assert appends_events(ast.parse(own)) == [2] and appends_events(ast.parse(own), own=True) == []


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
