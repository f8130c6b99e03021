"""Helpers shared by the rules tests: build positions, answer in scenario notation, check zones.

They are handed out as fixtures (``table``, ``act``, ``offered`` and the namespace ``h``) rather
than imported, so that other test directories may have their own conftest.py::

    def test_x(table, act):
        s = table({"B": {"hand": ["截获"]}}, phase="send_message",
                  message={"card": "锁定/红/密电"})
        act(s, "B", "use 截获")      # asserts B is asked, applies the first matching option
"""
from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from fengsheng.engine import apply
from fengsheng.engine.position import describe_card, from_position, seat_of
from fengsheng.scenario import parse_answer, run_until

# Five seats A..E: two 潜伏战线, two 军情处, one 打酱油的 (the rulebook's 5-player table).
IDENTITIES5 = ["潜伏战线", "军情处", "潜伏战线", "军情处", "打酱油的"]


def table(seats: dict | None = None, n: int = 5, advance: bool = True, ruleset=None, **spec):
    """A position of ``n`` players (identities as IDENTITIES5, cycled) with per-seat overrides
    ``seats`` ({seat or letter: {hand, messages, identity, alive…}}) and any other position
    key in ``spec`` (turn defaults to A, phase to play_1). Runs to the first decision unless
    ``advance`` is False (then drive it with :func:`play`, which stops exactly). ``ruleset``:
    a test's own rules (engine/ruleset.py), for roles defined in the test."""
    players = [{"identity": IDENTITIES5[i % 5]} for i in range(n)]
    for key, over in (seats or {}).items():
        players[seat_of(key, n)].update(copy.deepcopy(over))
    full = {"players": players, "turn": "A", "phase": "play_1"}
    full.update(spec)
    return from_position(full, advance=advance, ruleset=ruleset)


def _stack(state):
    return tuple((it.uid, it.func, it.card) for it in state.stack)


def matching(state, text: str) -> list:
    """The pending options matching ``text`` (scenario answer notation)."""
    d = state.pending
    if d is None:
        return []
    p = parse_answer(text, state.n)
    return [o for o in d.options if p.matches(o, state.cards, _stack(state))]


def offered(state, text: str) -> bool:
    return bool(matching(state, text))


def asked(state) -> tuple:
    """(seat letter, prompt) of the pending decision, or None."""
    d = state.pending
    return None if d is None else ("ABCDEFGHI"[d.seat], d.prompt)


def act(state, seat, text: str) -> list[dict]:
    """Assert ``seat`` is the one asked, then apply the first option matching ``text``."""
    d = state.pending
    assert d is not None, f"nothing is asked (game over: {state.over})"
    want = seat_of(seat, state.n)
    assert d.seat == want, f"expected {seat} to be asked, but {asked(state)} is"
    opts = matching(state, text)
    assert opts, f"{text!r} is not offered to {seat}: {d.options}"
    return apply(state, opts[0])


def play(state, *script, until, answer=None) -> list[dict]:
    """Drive ``state`` up to ``until`` ('play_2', 'next_turn', 'game_over', 'script_done',
    {'asked': 'B receive'}, {'answers': N}; see scenario.run_until), answering first from
    ``script`` ('SEAT[ PROMPT]: ANSWER', which must be who the engine asks, in order), then
    with the defaults (pass, decline, first option) or ``answer(decision)``. Stops between
    frames, so nothing past the stop point has happened. Returns the log."""
    return run_until(state, until, script, answer)


def of_type(log, type_, **fields) -> list[dict]:
    """The log entries of ``type_`` whose fields equal ``fields``."""
    return [e for e in log if e["type"] == type_ and all(e.get(k) == v for k, v in fields.items())]


def desc(state, card: int) -> str:
    return describe_card(state.cards[card])


def descs(state, cards) -> list[str]:
    return sorted(desc(state, c) for c in cards)


def all_zones(state) -> list[int]:
    """Every card id found in a zone of ``state.zones()`` (deck, discard, removed, hands,
    messages, in transit, on the stack, held by an effect under way), sorted; equals
    range(81) when each card is in exactly one zone."""
    return sorted(c for cards in state.zones().values() for c in cards)


def types(events) -> list[str]:
    return [e["type"] for e in events]


@pytest.fixture(name="table")
def _table_fixture():
    return table


@pytest.fixture(name="act")
def _act_fixture():
    return act


@pytest.fixture(name="offered")
def _offered_fixture():
    return offered


@pytest.fixture
def h():
    """All the helpers of this module, as attributes."""
    return SimpleNamespace(table=table, act=act, offered=offered, matching=matching,
                           asked=asked, play=play, of_type=of_type, desc=desc, descs=descs,
                           all_zones=all_zones, types=types)
