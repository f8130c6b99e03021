"""Scenarios for the games under ``games/`` (``docs/scenario-format.md``, section "Other
games"): a YAML file with ``game``, a ``position`` the game builds (``game.position``), a
``script`` of answers (``"SEAT: ANSWER"``, asserting who is asked) and ``expect``: a subset of
``game.facts(state)`` compared at the end. (风声's scenarios have their own, richer runner,
``fengsheng.scenario``.)"""
from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from . import get_game
from .api import IllegalAction

KEYS = {"game", "name", "description", "position", "seed", "script", "expect"}


@dataclass
class Result:
    path: str
    ok: bool
    problems: list[str] = field(default_factory=list)
    facts: dict = field(default_factory=dict)


def load(path) -> dict:
    with open(path, encoding="utf-8") as fh:
        doc = yaml.safe_load(fh)
    if not isinstance(doc, dict) or "game" not in doc:
        raise ValueError(f"{path}: a scenario is a mapping with a 'game' key")
    unknown = set(doc) - KEYS
    if unknown:
        raise ValueError(f"{path}: unknown key(s) {', '.join(sorted(unknown))}")
    if not isinstance(doc.get("description"), str):
        raise ValueError(f"{path}: 'description' (quoting the rule it checks) is required")
    for key, typ, what in (("position", dict, "a mapping"), ("script", list, "a list of "
                           "'SEAT: ANSWER' lines"), ("expect", dict, "a mapping of facts")):
        if doc.get(key) is not None and not isinstance(doc[key], typ):
            raise ValueError(f"{path}: '{key}' must be {what}")
    return doc


def run(doc: dict, path: str = "<scenario>") -> Result:
    """Run one scenario; problems list every mismatch (or the answer that went wrong)."""
    game = get_game(doc["game"])
    state = game.position(doc.get("position") or {}, doc.get("seed", 0))
    for i, line in enumerate(doc.get("script") or []):
        seat_text, _, answer = str(line).partition(":")
        p = state.pending
        try:
            seat = int(seat_text)
        except ValueError:
            return Result(path, False, [f"script line {i + 1} ({line!r}): write 'SEAT: ANSWER'"])
        if p is None or p.seat != seat:
            who = "nobody (the game is over)" if p is None else f"seat {p.seat} ({p.kind})"
            return Result(path, False, [f"script line {i + 1} ({line!r}): {who} is asked, "
                                        f"not seat {seat}"], game.facts(state))
        try:
            game.apply(state, game.parse_option(answer.strip()), seat)
        except (IllegalAction, ValueError) as e:
            return Result(path, False, [f"script line {i + 1} ({line!r}): {e}"],
                          game.facts(state))
    facts = game.facts(state)
    problems = [f"{key}: expected {want!r}, actual {facts.get(key, '<no such fact>')!r}"
                for key, want in (doc.get("expect") or {}).items()
                if _norm(facts.get(key, KeyError)) != _norm(want)]
    return Result(path, not problems, problems, facts)


def _norm(x):
    """YAML writes ``{0: [...]}`` with int keys and lists; facts may use tuples."""
    if isinstance(x, dict):
        return {str(k): _norm(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_norm(v) for v in x]
    return x
