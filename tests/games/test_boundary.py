"""Which code is 风声, which is 菲力猫, which serves both (docs/architecture.md, "Two games,
one platform"), read from the source: every import statement (at module level or inside a
function) and every module name written as a string (``importlib`` registries).

- The front ends and shared layers reach a game only through ``games.get_game(name)`` and the
  object it hands out: never 风声's engine, rules, views, notation, records, bots or words, never
  菲力猫's engine, never the adapter module itself.
- Neither game's engine imports a front end, a shared layer above it, or the other game.
"""
from __future__ import annotations

import ast
from pathlib import Path

import fengsheng

ROOT = Path(fengsheng.__file__).parent

# -- who is who ------------------------------------------------------------------------------
# Serve both games: the browser server, the terminal, bulk games, and the game-neutral layer.
SHARED = ["server", "cli", "simulate.py", "tournament.py", "parallel.py", "plots.py", "games"]
SHARED_EXCEPT = ["games/felix", "games/fengsheng_adapter.py"]
# Each game's engine (its rules; 菲力猫's bots are not its engine).
ENGINES = {"fengsheng": ["engine", "cards", "roles"], "felix": ["games/felix"]}
ENGINES_EXCEPT = ["games/felix/bots.py"]

# What a shared module may not import: a game's modules are reached through its game object.
FENGSHENG_MODULES = ["fengsheng.engine", "fengsheng.cards", "fengsheng.roles", "fengsheng.views",
                     "fengsheng.notation", "fengsheng.record", "fengsheng.bots",
                     "fengsheng.blunders", "fengsheng.scenario", "fengsheng.rl",
                     "fengsheng.games.fengsheng_adapter"]
FELIX_MODULES = ["fengsheng.games.felix"]
# ``fengsheng.i18n`` holds the platform's messages (both games' rooms and accounts) beside 风声's
# texts: only the messages may be imported; 风声's texts come from ``game.texts(lang)``.
I18N_SHARED = {"LANGUAGES", "Words", "Refusal"}
# What an engine may not import: anything above it.
ABOVE_ENGINES = ["fengsheng.server", "fengsheng.cli", "fengsheng.simulate", "fengsheng.tournament",
                 "fengsheng.parallel", "fengsheng.plots", "fengsheng.bots", "fengsheng.rl",
                 "fengsheng.scenario", "fengsheng.record", "fengsheng.views",
                 "fengsheng.notation", "fengsheng.blunders", "fengsheng.games.match",
                 "fengsheng.games.record", "fengsheng.games.scenario", "fengsheng.games.bots",
                 "fengsheng.games.fengsheng_adapter"]

# The module of a computed-name import (``importlib.import_module(x)``, ``__import__(x)``).
DYNAMIC = "<import by a computed name>"

# Module names written as strings in registries that look a game's modules up by its name, so
# that a shared layer imports one game only when that game is asked for. Each is the one place
# that knows where the game keeps that piece.
REGISTRIES = {
    ("games/__init__.py", "fengsheng.games.felix"): "the game registry (get_game)",
    ("games/__init__.py", "fengsheng.games.fengsheng_adapter"): "the game registry (get_game)",
    ("games/bots.py", "fengsheng.bots"): "the bot registry (bot_kinds, make_bot)",
    ("games/bots.py", "fengsheng.games.felix.bots"): "the bot registry (bot_kinds, make_bot)",
    ("cli/game_play.py", "fengsheng.i18n.felix_zh"): "the terminal's words of each game (TEXTS)",
    # ... and where they import by name: from their own tables, whose strings are scanned above.
    ("games/__init__.py", DYNAMIC): "the game registry (get_game)",
    ("games/bots.py", DYNAMIC): "the bot registry (bot_kinds, make_bot)",
    ("cli/game_play.py", DYNAMIC): "the terminal's words of each game (TEXTS)",
    ("cli/game_replay.py", DYNAMIC): "the terminal's words of each game (game_play.TEXTS)",
    ("cli/main.py", DYNAMIC): "the sub-commands, each imported when used (COMMANDS)",
}


def _files(parts: list[str], exclude: list[str]) -> list[Path]:
    out = []
    for part in parts:
        p = ROOT / part
        for f in ([p] if p.suffix == ".py" else sorted(p.rglob("*.py"))):
            rel = f.relative_to(ROOT).as_posix()
            if not any(rel == e or rel.startswith(e + "/") for e in exclude):
                out.append(f)
    return out


def _module(f: Path) -> str:
    parts = ["fengsheng", *f.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(f: Path, source: str | None = None):
    """(line, imported module, names taken from it or None) of every import in ``f`` (or in
    ``source``, read as if it were ``f``), every string constant naming a ``fengsheng.`` module
    (names None), and every call of ``import_module``/``__import__`` (module ``DYNAMIC``)."""
    package = _module(f) if f.name == "__init__.py" else _module(f).rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(f.read_text("utf-8") if source is None else source)):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name, None
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            if node.module is None or target == "fengsheng":   # ``from .. import x``: modules
                for a in node.names:
                    yield node.lineno, f"{target}.{a.name}", None
            else:
                yield node.lineno, target, {a.name for a in node.names}
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.startswith("fengsheng.") and " " not in node.value:
            yield node.lineno, node.value, None
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                node.func, "id", None)) in ("import_module", "__import__"):
            yield node.lineno, DYNAMIC, None


def _within(module: str, prefixes: list[str], names=None) -> bool:
    """``module``, or a module taken from it by name (``from fengsheng.games import felix``),
    is one of ``prefixes`` or inside one."""
    return any(m == p or m.startswith(p + ".") for p in prefixes
               for m in [module, *(f"{module}.{n}" for n in names or ())])


def _shared_faults(f: Path, source: str | None = None) -> list[str]:
    rel, bad = f.relative_to(ROOT).as_posix(), []
    for line, module, names in _imports(f, source):
        if (rel, module) in REGISTRIES:
            continue
        if module == DYNAMIC:
            bad.append(f"{rel}:{line} imports by a computed name outside the registries")
        elif _within(module, FENGSHENG_MODULES + FELIX_MODULES, names):
            bad.append(f"{rel}:{line} imports {module} {sorted(names or [])}")
        elif module.startswith("fengsheng.i18n.") or (
                module == "fengsheng.i18n" and (names is None or names - I18N_SHARED)):
            bad.append(f"{rel}:{line} imports {module} {sorted(names or [])}: 风声's "
                       "texts come from get_game('fengsheng').texts(lang)")
    return bad


def test_the_front_ends_reach_a_game_only_through_its_game_object():
    bad = [b for f in _files(SHARED, SHARED_EXCEPT) for b in _shared_faults(f)]
    assert not bad, "\n".join(bad)


def test_neither_engine_imports_a_front_end_or_the_other_game():
    bad = []
    for game, parts in ENGINES.items():
        other = FELIX_MODULES if game == "fengsheng" else \
            ["fengsheng.engine", "fengsheng.cards", "fengsheng.roles"]
        for f in _files(parts, ENGINES_EXCEPT):
            for line, module, names in _imports(f):
                if _within(module, ABOVE_ENGINES + other, names):
                    bad.append(f"{f.relative_to(ROOT).as_posix()}:{line} imports {module}")
    assert not bad, "\n".join(bad)


def test_the_scan_sees_what_it_forbids():
    """The scan itself: a relative import, one inside a function and a registry string are all
    found (else the two tests above could pass by seeing nothing)."""
    found = {m for _, m, _ in _imports(ROOT / "games" / "fengsheng_adapter.py")}
    assert {"fengsheng.engine", "fengsheng.views", "fengsheng.bots.belief",
            "fengsheng.i18n"} <= found
    assert "fengsheng.games.felix" in {m for _, m, _ in _imports(ROOT / "games" / "__init__.py")}
    assert len(_files(SHARED, SHARED_EXCEPT)) > 40 and len(_files(ENGINES["felix"], [])) > 10


def test_the_scan_sees_a_game_module_taken_by_name_or_imported_by_a_computed_name():
    """The ways round it: a game's module taken from its package by name, and a module
    imported by a name built at run time (a relative string, a concatenation), outside the
    registries, which are the one place allowed to do that."""
    server = ROOT / "server" / "app.py"
    for source in ("from ..games import felix", "from fengsheng.games import fengsheng_adapter",
                   "from .. import engine", "from fengsheng.games.felix import FELIX",
                   "import importlib\nimportlib.import_module('.felix', 'fengsheng.games')",
                   "from importlib import import_module\nimport_module('fengsheng.' + 'views')",
                   "__import__('fengsheng' + '.engine')"):
        assert _shared_faults(server, source), source
    for source in ("from ..games import get_game", "from ..games.api import IllegalAction",
                   "from ..i18n import Words"):
        assert not _shared_faults(server, source), source
