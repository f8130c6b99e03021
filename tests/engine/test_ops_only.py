"""Players' hands, messages, identities and lives change only through engine/ops.py: no card or
role module assigns them or calls a list method on them, and in the engine only the functions
listed below do (read from the source, so that a new module is held to it too)."""
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


# Engine functions that write these themselves, and why.
ENGINE_WRITERS = {
    "ops.py": None,                       # the ops (None: any function)
    "state.py": None,                     # building and copying a state, index_hands
    "position.py": None,                  # building a state from a position
    "setup.py": {"deal"},                 # the deal, before the first step (then index_hands)
    "landing.py": {"_run_death"},         # a death: alive, state.deaths (and the mark)
    "window.py": {"use_card"},            # ops.out_of_hand inlined: a card used in a window
    "message.py": {"start_message"},      # ops.out_of_hand inlined: the message sent
}


def writers(tree) -> set[str]:
    """The functions of ``tree`` that write a player's hand, messages, identity or life."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and writes(node):
            out.add(node.name)
    return out


def test_in_the_engine_only_the_listed_functions_write_them():
    for m in sorted((PACKAGE / "engine").glob("*.py")):
        tree = ast.parse(m.read_text())
        allowed = ENGINE_WRITERS.get(m.name, set())
        if allowed is None:
            continue
        assert writers(tree) <= allowed, (m.name, writers(tree) - allowed)


def test_the_scan_sees_a_write():
    src = "def f(state, p):\n    p.hand.append(3)\n    state.players[0].alive = False\n"
    assert sorted(w for _, w in writes(ast.parse(src))) == [".hand.append()", "assigns .alive"]
