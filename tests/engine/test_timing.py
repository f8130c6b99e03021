"""Timing points come from the constructors of engine/timing.py, the one place a point's fields
are defined: no module of the engine, cards or roles hands ``triggers.fire`` a literal dict
(read from the source), and every point a skill listens to has its constructor — except that a
role may fire a point of its own, built in its module by one function named as the point's type
(as its events: docs/roles.md, "Adding a role"; tests/engine/test_trigger_points.py plays one)."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng
from fengsheng.engine import timing
from fengsheng.engine.ruleset import every_role
from fengsheng.engine.state import StackItem

PACKAGE = Path(fengsheng.__file__).parent


def own_constructors(tree) -> set[str]:
    """A role module's own points: its module-level functions returning a dict whose first
    key is ``"type"`` with the function's name."""
    return {fn.name for fn in tree.body if isinstance(fn, ast.FunctionDef)
            for node in ast.walk(fn)
            if isinstance(node, ast.Return) and isinstance(d := node.value, ast.Dict) and d.keys
            and isinstance(d.keys[0], ast.Constant) and d.keys[0].value == "type"
            and isinstance(d.values[0], ast.Constant) and d.values[0].value == fn.name}


def literal_points(tree, own: bool = False) -> list[int]:
    """The lines where ``fire`` is called with a point built in place (a dict literal) or by
    anything but a constructor of engine/timing.py (``own``: or of the module itself)."""
    mine = own_constructors(tree) if own else set()
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Call) and len(node.args) > 1
            and (getattr(node.func, "id", None) == "fire"
                 or getattr(node.func, "attr", None) == "fire")
            and isinstance(node.args[1], (ast.Dict, ast.DictComp, ast.Call))
            and not (isinstance(node.args[1], ast.Call)
                     and getattr(node.args[1].func, "value", None) is not None
                     and getattr(node.args[1].func.value, "id", None) == "timing")
            and not (isinstance(node.args[1], ast.Call)
                     and getattr(node.args[1].func, "id", None) in mine)]


def test_only_timing_py_builds_timing_points():
    from fengsheng.roles.table import ROLE_MODULES
    modules = [m for d in ("engine", "cards") for m in sorted((PACKAGE / d).glob("*.py"))]
    units = {Path(m.__file__) for m in ROLE_MODULES} | set((PACKAGE / "roles").glob("*.py"))
    assert len(modules) > 20 and len(units) > 30
    bad = {m.name: lines for m in modules if (lines := literal_points(ast.parse(m.read_text())))}
    bad |= {m.name: lines for m in sorted(units)
            if (lines := literal_points(ast.parse(m.read_text()), own=True))}
    assert bad == {}, bad


def test_the_scan_sees_a_point_built_elsewhere():
    src = ("def f(state):\n    fire(state, {'type': 'death', 'seat': 1})\n"
           "    triggers.fire(state, dict(type='death'))\n"
           "    fire(state, timing.death(1, -1, ''))\n")
    assert literal_points(ast.parse(src)) == [2, 3]
    own = ("def x(seat):\n    return {'type': 'x', 'seat': seat}\n"
           "def y(seat):\n    return {'type': 'z'}\n"
           "def f(state):\n    fire(state, x(1))\n    fire(state, y(1))\n")
    assert literal_points(ast.parse(own)) == [6, 7]   # in the engine or a card: neither
    assert literal_points(ast.parse(own), own=True) == [7]   # y is not named as its type


def test_every_point_a_skill_listens_to_has_its_constructor():
    """In engine/timing.py, or for a role's own point in the module of a role of the set."""
    from fengsheng.roles.table import role_module
    rules = every_role()
    listened = {t for sk in rules.skills.values() for t in sk.listens}
    own = set().union(*(own_constructors(ast.parse(Path(role_module(r).__file__).read_text()))
                        for r in rules.roles))
    assert listened and all(hasattr(timing, t) or t in own for t in listened), \
        listened - set(dir(timing)) - own


def test_a_point_has_its_type_first():
    item = StackItem(4, 1, 30, "shi_tan", seat=2)
    assert list(timing.card_resolving(item)) == ["type", "func", "user", "seat", "uid", "source"]
    assert timing.nullified(item, 3) == {"type": "nullified", "seat": 1, "uid": 4,
                                         "func": "shi_tan", "by": 3, "source": "card"}
