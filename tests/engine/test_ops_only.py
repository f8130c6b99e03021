"""Players' hands, messages, identities and lives (and the list of deaths) change only through
engine/ops.py: no card or role module, nor a module outside the engine that the engine, cards
or roles import (a helper), assigns them (a loop's or a ``with``'s target too), calls a list
method on them (or a function that changes a list in place: ``bisect.insort``) or sets them
with ``setattr`` (or ``object.__setattr__``, a slot's ``__set__``; or a method fetched by its
name), and in the rest of the engine only the functions that build or copy a state do;
outside the engine, a module that makes a state (calls ``GameState(…)`` or ``Player(…)``)
writes them only in its listed builders (bots/determinise.py). Read from the source, so that a new module is held to it too. A write
through an alias (``m = p.messages; m.append(c)``) escapes a scan: the per-role sweep catches
it at run time by the mark it fails to set (tests/properties/test_each_role.py); a card out of
a hand sets no mark, so only the scan sees that (a hand is immutable: it has no alias).

A seat's role card, and the list of players itself (replacing a player could change a role
unseen), are held to the same (docs/architecture.md invariant 4): only the role choice and the
builders set one, before the first timing point, so the trigger index
(``GameState.listeners``, filled on first use) never sees a role change."""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng

PACKAGE = Path(fengsheng.__file__).parent
FIELDS = {"hand", "messages", "identity", "alive", "lost", "deaths", "role", "players"}
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse",
            "__setitem__", "__delitem__", "__iadd__", "__imul__", "setitem", "delitem", "iadd",
            # functions that change the list they are given
            "insort", "insort_left", "insort_right", "heappush", "heappop", "heapify",
            "heapreplace", "heappushpop", "shuffle"}
SETTERS = {"setattr", "__setattr__", "__set__"}


def is_field(node) -> bool:
    """``x.hand`` (or another field), or ``getattr(x, "hand")``."""
    if isinstance(node, ast.Attribute):
        return node.attr in FIELDS
    return isinstance(node, ast.Call) and getattr(node.func, "id", None) == "getattr" and \
        len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and node.args[1].value in FIELDS


def writes(tree) -> list[tuple[int, str]]:
    found = []
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, (ast.Assign, ast.Delete)):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor,
                               ast.comprehension)):
            targets = [node.target]
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            targets = [node.optional_vars]
        while targets:
            t = targets.pop()
            if isinstance(t, (ast.Tuple, ast.List)):   # a, b.hand = …; [p.alive] = …
                targets.extend(t.elts)
                continue
            while isinstance(t, (ast.Subscript, ast.Starred)):
                t = t.value
            if isinstance(t, ast.Attribute) and t.attr in FIELDS:
                found.append((t.lineno, f"assigns .{t.attr}"))
        called_name = isinstance(node, ast.Call) and \
            getattr(node.func, "attr", getattr(node.func, "id", None))
        if called_name in MUTATORS:
            # p.messages.append(c), getattr(p, "messages").append(c), list.append(p.messages, c),
            # bisect.insort(p.messages, c), insort(p.messages, c)
            on = node.func.value if isinstance(node.func, ast.Attribute) else None
            field = on if is_field(on) else node.args[0] if node.args else None
            if is_field(field):
                name = field.attr if isinstance(field, ast.Attribute) else field.args[1].value
                found.append((node.lineno, f".{name}.{called_name}()"))
        if isinstance(node, (ast.Name, ast.Attribute)) and \
                getattr(node, "id", getattr(node, "attr", None)) in SETTERS and \
                id(node) not in called:
            # a setter passed on or renamed (partial(setattr, p, "hand"), g = setattr): not
            # a call the check below can read
            found.append((node.lineno, "setattr()"))
        if isinstance(node, ast.Call) and \
                getattr(node.func, "id", getattr(node.func, "attr", None)) in SETTERS:
            # setattr(p, n, v), object.__setattr__(p, n, v), p.__setattr__(n, v), a slot's
            # __set__(p, v): the name is one of the first two arguments, or unknown here
            names = [a.value for a in node.args[:2]
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if not names or set(names) & FIELDS:
                found.append((node.lineno, "setattr()"))
        if isinstance(node, ast.Call) and any(
                isinstance(a, ast.Constant) and a.value in MUTATORS | SETTERS for a in node.args):
            # getattr(p.messages, "append"), operator.methodcaller("remove", c),
            # getattr(builtins, "setattr"): whatever it is called on, the scan cannot see
            found.append((node.lineno, "method named by a string"))
    return found


def helpers(package: Path) -> set[Path]:
    """The modules outside engine/, cards/ and roles/ that a module there imports (at any
    depth, relative or ``fengsheng.…``): a helper a role writes through."""
    inside = {"engine", "cards", "roles"}
    todo = [m for d in inside for m in (package / d).rglob("*.py")]
    seen = set(todo)
    while todo:
        m = todo.pop()
        for node in ast.walk(ast.parse(m.read_text())):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = m.parents[node.level - 1]
            elif (node.module or "").split(".")[0] == package.name:
                base = package.parent
            else:
                continue
            target = base.joinpath(*node.module.split(".")) if node.module else base
            for alias in node.names:
                for c in (target / alias.name / "__init__.py", target / f"{alias.name}.py",
                          target.with_suffix(".py"), target / "__init__.py"):
                    if c.is_file():   # with the packages Python imports on the way
                        for f in (c, *(d / "__init__.py" for d in c.parents
                                       if package in d.parents)):
                            if f.is_file() and f not in seen:
                                seen.add(f)
                                todo.append(f)
                        break
    return {m for m in seen if m.relative_to(package).parts[0] not in inside}


def card_and_role_modules() -> list[Path]:
    from fengsheng.roles.table import ROLE_MODULES
    units = {Path(m.__file__) for m in ROLE_MODULES} | set((PACKAGE / "roles").rglob("*.py"))
    return sorted((PACKAGE / "cards").rglob("*.py")) + sorted(units)


def test_every_role_unit_is_read():
    """A released role's unit (roles/table.py ROLE_MODULES) is read wherever it lives (a role
    released in a test lives in the test's file: tests/roles/test_releasing_a_role.py)."""
    from fengsheng.roles.table import ROLE_MODULES
    assert {Path(m.__file__) for m in ROLE_MODULES} <= set(card_and_role_modules())


def test_no_card_or_role_module_writes_hands_messages_identities_or_lives():
    modules = card_and_role_modules()
    assert len(modules) > 40
    bad = {m.name: w for m in modules if (w := writes(ast.parse(m.read_text())))}
    assert bad == {}, bad


# Engine functions that write these themselves, and why.
ENGINE_WRITERS = {
    "ops.py": None,                                   # the ops (None: any function)
    "state.py": {"__init__", "copy", "clone"},        # building and copying a state
    "position.py": {"from_position", "_set_engine_data"},   # a state built from a position
    "setup.py": {"new_game", "_answer_role_choice"},   # the deal; 挑选角色, before the first timing point
    "frames.py": {"build"},   # a frame's own fields, by name (exact positions)
    "landing.py": {"_run_death"},   # the death frame's own field 'hand' (R45), not a player's
}


def writers(tree) -> set[str]:
    """The functions of ``tree`` that write a player's hand, messages, identity or life."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and writes(node):
            out.add(node.name)
    return out


def test_in_the_engine_only_the_ops_and_the_builders_write_them():
    for m in sorted((PACKAGE / "engine").glob("*.py")):
        tree = ast.parse(m.read_text())
        allowed = ENGINE_WRITERS.get(m.name, set())
        if allowed is None:
            continue
        assert writers(tree) <= allowed, (m.name, writers(tree) - allowed)


# Builders outside the engine: a state made whole from what one seat knows, before it runs.
OTHER_BUILDERS = {"bots/determinise.py": {"determinise", "_sample_roles"}}


def makes_states(tree) -> bool:
    """``tree`` calls ``GameState(…)`` or ``Player(…)``."""
    return any(isinstance(node, ast.Call) and
               getattr(node.func, "id", getattr(node.func, "attr", None)) in ("GameState", "Player")
               for node in ast.walk(tree))


def test_outside_the_engine_only_the_listed_builders_write_them():
    builders = {}
    for m in sorted(PACKAGE.rglob("*.py")):
        name = m.relative_to(PACKAGE).as_posix()
        tree = ast.parse(m.read_text())
        if name.split("/")[0] not in ("engine", "cards", "roles") and makes_states(tree):
            builders[name] = writers(tree)
    assert set(builders) == set(OTHER_BUILDERS), builders   # a new one is listed, with its why
    for name, found in builders.items():
        assert found <= OTHER_BUILDERS[name], (name, found - OTHER_BUILDERS[name])


def test_the_scan_sees_a_module_that_makes_states():
    made = ast.parse("def f(config):\n    s = engine.GameState(config)\n    s.players = []\n")
    assert makes_states(made) and writers(made) == {"f"}
    assert not makes_states(ast.parse("def f(state):\n    state.players[0].hand = 0\n"))


def test_a_hand_cannot_be_written_in_place():
    """The scan sees assignments and list methods; a hand (engine.state.Hand, an int) has no
    methods that change it, so a write must be an assignment, which the scan sees."""
    from fengsheng.engine import Config, new_game
    hand = new_game(Config(players=5), 1).players[0].hand
    assert not any(hasattr(hand, m) for m in MUTATORS)


def test_the_scan_sees_a_write():
    src = ("def f(state, p, k):\n    p.hand.append(3)\n    state.players[0].alive = False\n"
           "    setattr(p, 'messages', ())\n    setattr(p, k, 1)\n    setattr(p, 'face_up', 1)\n"
           "    p.role = 'lao_jin'\n    p.hand, q.hand = q.hand, p.hand\n    x, *q.messages = k\n"
           "    state.players[1] = p.copy()\n    state.players.append(p)\n")
    assert sorted(w for _, w in writes(ast.parse(src))) == [
        ".hand.append()", ".players.append()", "assigns .alive", "assigns .hand", "assigns .hand",
        "assigns .messages", "assigns .players", "assigns .role", "setattr()", "setattr()"]


def test_the_scan_sees_setattr_however_it_is_called():
    """``object.__setattr__`` on a slotted Player works as ``setattr`` does (a card out of a
    hand that way passes the per-role sweep: a card leaving a hand sets no mark)."""
    src = ("def f(p, h, k):\n    object.__setattr__(p, 'hand', h)\n"
           "    builtins.setattr(p, 'messages', [])\n    p.__setattr__('alive', False)\n"
           "    type(p).hand.__set__(p, h)\n    object.__setattr__(p, k, h)\n"
           "    object.__setattr__(p, 'face_up', True)\n")
    assert sorted(w for _, w in writes(ast.parse(src))) == ["setattr()"] * 5


def test_the_scan_sees_a_write_however_it_is_spelled():
    """A list's dunder methods, a method called on the class with the field as its first
    argument, ``operator.setitem``, ``getattr(p, "messages")``, and ``setattr`` passed on or
    renamed instead of called: a card out of a hand or a player replaced that way sets no mark,
    so the per-role sweep would not see it either."""
    src = ("def f(p, state, q, h, c):\n    state.players.__setitem__(0, q)\n"
           "    operator.setitem(state.players, 0, q)\n    p.messages.__iadd__([c])\n"
           "    p.messages.__delitem__(0)\n    list.append(p.messages, c)\n"
           "    getattr(p, 'messages').append(c)\n    functools.partial(setattr, p, 'hand')(h)\n"
           "    g = setattr\n    g(p, 'hand', h)\n    s = object.__setattr__\n")
    assert len(writes(ast.parse(src))) == 9, writes(ast.parse(src))


def test_the_scan_sees_every_assignment_target_and_a_method_named_by_a_string():
    """A loop's, a comprehension's or a ``with``'s target assigns as ``=`` does (a card taken
    out of a hand by ``for p.hand in (h,)`` passed the scan and the per-role sweep); a list
    method or a setter fetched by its name (``getattr``, ``operator.methodcaller``) is called
    as the spelled one is. (Code run from a string, ``exec``, is code no scan reads.)"""
    src = ("async def f(p, h, cm, c, q, state):\n    for p.hand in (h,):\n        pass\n"
           "    async for x, p.alive in cm:\n        pass\n    [0 for p.identity in (h,)]\n"
           "    with cm as p.messages:\n        pass\n    getattr(p.messages, 'append')(c)\n"
           "    operator.methodcaller('__setitem__', 0, q)(state.players)\n"
           "    getattr(builtins, 'setattr')(p, 'hand', h)\n")
    assert sorted(w for _, w in writes(ast.parse(src))) == [
        "assigns .alive", "assigns .hand", "assigns .identity", "assigns .messages",
        "method named by a string", "method named by a string", "method named by a string"]


def test_the_scan_sees_a_function_that_changes_a_list_in_place():
    """``bisect.insort``, ``heapq.heappush``, ``random.shuffle`` (imported by name too) change
    the list they are given, as its own methods do."""
    src = ("def f(p, c, rng):\n    bisect.insort(p.messages, c)\n    insort(p.messages, c)\n"
           "    heapq.heappush(p.messages, c)\n    rng.shuffle(state.players)\n"
           "    len(p.messages)\n    sorted(p.messages)\n")
    assert sorted(w for _, w in writes(ast.parse(src))) == [
        ".messages.heappush()", ".messages.insort()", ".messages.insort()", ".players.shuffle()"]


def test_the_scan_follows_a_role_into_the_modules_it_imports(tmp_path):
    """A helper in a module outside the engine, cards and roles, written to by a role through
    it, is held to the rule of the role."""
    root = tmp_path / "fengsheng"
    for d in ("roles", "cards", "engine", "util"):
        (root / d).mkdir(parents=True)
        (root / d / "__init__.py").write_text("")
    (root / "roles" / "x.py").write_text("from ..util.give import give\n")
    (root / "util" / "give.py").write_text(
        "from fengsheng import lists\n\ndef give(p, c):\n    p.hand = c\n")
    (root / "lists.py").write_text("def f(p):\n    p.messages.append(1)\n")
    assert helpers(root) == {root / "util" / "give.py", root / "util" / "__init__.py",
                             root / "lists.py"}
    assert {m.name: [w for _, w in writes(ast.parse(m.read_text()))] for m in helpers(root)} == {
        "give.py": ["assigns .hand"], "__init__.py": [], "lists.py": [".messages.append()"]}


def test_no_module_the_engine_cards_or_roles_import_writes_them():
    found = helpers(PACKAGE)
    assert {PACKAGE / "games" / "rng.py", PACKAGE / "i18n" / "en.py"} <= found
    bad = {m.relative_to(PACKAGE).as_posix(): w for m in sorted(found)
           if (w := writes(ast.parse(m.read_text())))}
    assert bad == {}, bad
