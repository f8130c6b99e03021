"""Players' hands, messages, identities and lives change only through engine/ops.py in every
card and role module: no module there assigns them or calls a list method on them
(read it from the source, so that a new module is held to it too)."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng

PACKAGE = Path(fengsheng.__file__).parent
FIELDS = {"hand", "messages", "identity", "alive", "lost", "hand_bits", "deaths"}
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse"}


def writes(tree) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
        for t in targets:
            while isinstance(t, ast.Subscript):
                t = t.value
            if isinstance(t, ast.Attribute) and t.attr in FIELDS:
                found.append((node.lineno, f"assigns .{t.attr}"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in MUTATORS and isinstance(node.func.value, ast.Attribute) and \
                node.func.value.attr in FIELDS:
            found.append((node.lineno, f".{node.func.value.attr}.{node.func.attr}()"))
    return found


def test_no_card_or_role_module_writes_hands_messages_identities_or_lives():
    modules = sorted((PACKAGE / "cards").glob("*.py")) + sorted((PACKAGE / "roles").glob("*.py"))
    assert len(modules) > 40
    bad = {m.name: w for m in modules if (w := writes(ast.parse(m.read_text())))}
    assert bad == {}, bad


def test_the_scan_sees_a_write():
    src = "def f(state, p):\n    p.hand.append(3)\n    state.players[0].alive = False\n"
    assert sorted(w for _, w in writes(ast.parse(src))) == [".hand.append()", "assigns .alive"]
