"""Helpers of the 菲力猫 tests, handed out as fixtures: ``pos`` builds a position at the start of
a round (``fengsheng.games.felix.position``), ``act`` answers in notation asserting who is asked,
``conserved`` checks that no mouse and no card was made or lost."""
from __future__ import annotations

import pytest

from fengsheng.games.felix import FELIX
from fengsheng.games.felix.cards import total_cards, total_mice


def pos(spec: dict | None = None, **kw):
    return FELIX.position({**(spec or {}), **kw})


def act(s, seat: int, *answers: str):
    """Each answer in turn from ``seat`` (which must be the one asked); returns the events."""
    events = []
    for a in answers:
        assert s.pending is not None and s.pending.seat == seat, \
            f"seat {seat} should be asked, pending is {s.pending}"
        events += FELIX.apply(s, FELIX.parse_option(a), seat)
    return events


def run(s, *lines: str):
    """``"SEAT: ANSWER"`` lines in order."""
    for line in lines:
        seat, _, answer = line.partition(":")
        act(s, int(seat), answer.strip())


def conserved(s) -> None:
    """felix.md §1.8: players + bids + mouse cards + bank = 66 / 87 / 108, and every card in
    exactly one zone."""
    mice = sum(s.mice) + sum(s.bids) + sum(s.on_cards) + s.bank
    assert mice == total_mice(s.players), (mice, s.mice, s.bids, s.on_cards, s.bank)
    assert min(s.mice + s.bids + s.on_cards + [s.bank]) >= 0
    zones = [c for h in s.hands for c in h] + s.removed + s.dummy + s.row + \
        [c for w in s.won for c in w] + s.box
    assert sorted(zones) == list(range(total_cards(s.players))), sorted(zones)


@pytest.fixture(name="pos")
def _pos():
    return pos


@pytest.fixture(name="act")
def _act():
    return act


@pytest.fixture(name="run")
def _run():
    return run


@pytest.fixture(name="conserved")
def _conserved():
    return conserved
