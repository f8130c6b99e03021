"""Timing points come from the constructors of engine/timing.py, the one place a point's fields
are defined: no module of the engine, cards or roles hands ``triggers.fire`` a literal dict
(read from the source), and every point a skill listens to has its constructor."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng
from fengsheng.engine import timing
from fengsheng.engine.ruleset import every_role
from fengsheng.engine.state import StackItem

PACKAGE = Path(fengsheng.__file__).parent


def literal_points(tree) -> list[int]:
    """The lines where ``fire`` is called with a point built in place (a dict literal)."""
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and len(node.args) > 1
            and (getattr(node.func, "id", None) == "fire"
                 or getattr(node.func, "attr", None) == "fire")
            and isinstance(node.args[1], (ast.Dict, ast.DictComp, ast.Call))
            and not (isinstance(node.args[1], ast.Call)
                     and getattr(node.args[1].func, "value", None) is not None
                     and getattr(node.args[1].func.value, "id", None) == "timing")]


def test_only_timing_py_builds_timing_points():
    modules = [m for d in ("engine", "cards", "roles") for m in sorted((PACKAGE / d).glob("*.py"))]
    assert len(modules) > 50
    bad = {m.name: lines for m in modules if (lines := literal_points(ast.parse(m.read_text())))}
    assert bad == {}, bad


def test_the_scan_sees_a_point_built_elsewhere():
    src = ("def f(state):\n    fire(state, {'type': 'death', 'seat': 1})\n"
           "    triggers.fire(state, dict(type='death'))\n"
           "    fire(state, timing.death(1, -1, ''))\n")
    assert literal_points(ast.parse(src)) == [2, 3]


def test_every_point_a_skill_listens_to_has_its_constructor():
    rules = every_role()
    listened = {t for sk in rules.skills.values() for t in sk.listens}
    assert listened and all(hasattr(timing, t) for t in listened), listened - set(dir(timing))


def test_a_point_has_its_type_first():
    item = StackItem(4, 1, 30, "shi_tan", seat=2)
    assert list(timing.card_resolving(item)) == ["type", "func", "user", "seat", "uid", "source"]
    assert timing.nullified(item, 3) == {"type": "nullified", "seat": 1, "uid": 4,
                                         "func": "shi_tan", "by": 3, "source": "card"}
