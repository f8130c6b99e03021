"""An effect names its steps (``frame.step``): no card or role module compares ``.step`` with a
number or sets it to one, so a reader sees which step is which (read from the source, so that a
new module is held to it too). The names keep the numbers the state hash has always had."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng

PACKAGE = Path(fengsheng.__file__).parent


def numbered_steps(tree) -> list[int]:
    def is_step(node):
        return isinstance(node, ast.Attribute) and node.attr == "step" or \
            isinstance(node, ast.Name) and node.id == "step"

    def is_number(node):
        return isinstance(node, ast.Constant) and type(node.value) is int

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and (
                is_step(node.left) and any(is_number(c) for c in node.comparators)
                or is_number(node.left) and any(is_step(c) for c in node.comparators)):
            found.append(node.lineno)
        elif isinstance(node, ast.Assign) and is_number(node.value) and \
                any(is_step(t) for t in node.targets):
            found.append(node.lineno)
    return found


def test_no_card_or_role_module_numbers_its_steps():
    modules = sorted((PACKAGE / "cards").glob("*.py")) + sorted((PACKAGE / "roles").glob("*.py"))
    assert len(modules) > 40
    bad = {m.name: lines for m in modules if (lines := numbered_steps(ast.parse(m.read_text())))}
    assert bad == {}, bad


def test_the_scan_sees_a_numbered_step():
    src = ("def f(frame):\n    if frame.step == 2:\n        frame.step = 3\n"
           "    step = frame.step\n    if 1 == step:\n        frame.step = frame.DONE\n")
    assert numbered_steps(ast.parse(src)) == [2, 3, 5]
