"""The engine's speed shortcuts give the same game as the plain rules they stand for.

- A response window passes over, without building their options, the seats that can only
  pass (engine/window.py), judging from the card modules' timing data (``CONTEXTS``, ``USERS``,
  ``FLAGS``; cards/rules.py) and each role's :class:`RoleFace`. The seat it asks next must be
  the one a walk over every seat's full ``window_options`` finds, in any position and context,
  after no pass or after passes in a row, with the same options (a seat without role skills
  has them built in the pass that tests its cards).
- The timing data is a superset of ``can_use`` for every seat without timing flags, and a card
  that says ``NEEDS_STACK`` is never usable while the stack is empty.
- The window data (``ruleset.usable``, window.build_usable) is built from each function's
  cards: it must be what the definition gives card by card.
"""
from __future__ import annotations

import random

import pytest

from fengsheng.cards.rules import WINDOW_CONTEXTS, seat_class
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.ruleset import rules_for
from fengsheng.engine.window import _next_to_act, window_options

CONFIGS = [Config(players=n, roles=r, deck=d) for n in (3, 5, 9) for r in (False, True)
           for d in ("standard", "promo")]


def reference_next(state, ctx, seat, passes):
    """The rule itself: from ``seat``, ask the first living seat with more than 'pass'."""
    players = state.players
    alive = sum(p.alive for p in players)
    while passes < alive:
        if players[seat].alive:
            opts = window_options(state, seat, ctx)
            if len(opts) > 1:
                return seat, passes, opts
            passes += 1
        seat = (seat + 1) % len(players)
    return None


def positions(config, seeds, every=3):
    """Every ``every``-th decision point of random games with ``config``."""
    for seed in seeds:
        state = new_game(config, seed)
        rng = random.Random(seed)
        while not state.over:
            if state.step % every == 0:
                yield state
            apply(state, rng.choice(state.pending.options))


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.players}p-{c.deck}-"
                         f"{'roles' if c.roles else 'plain'}")
def test_the_window_asks_the_seat_the_full_walk_asks(config):
    checked = asked = 0
    for state in positions(config, range(4)):
        for ctx in WINDOW_CONTEXTS:
            for start in range(config.players):
                # after no pass, and after passes in a row (the walk stops when all passed)
                for passes in (0, 1, config.players - 1):
                    got = _next_to_act(state, ctx, start, passes)
                    assert got == reference_next(state, ctx, start, passes), (
                        ctx, start, passes, state.step)
                    checked += 1
                    asked += got is not None
    assert checked > 100 and asked > 0   # the positions did exercise both outcomes


@pytest.mark.parametrize("config", CONFIGS[::2], ids=lambda c: f"{c.players}p-"
                         f"{'roles' if c.roles else 'plain'}")
def test_card_timing_data_covers_every_use_can_use_allows(config):
    uses = 0
    for state in positions(config, range(3), every=2):
        m = state.message
        holder = -1 if m is None else m["holder"]
        for p in state.players:
            rules = state.ruleset
            if p.role is not None and rules.faces[p.role, p.face_up].flags & rules.timing_flags:
                continue   # its cards' timing is widened by a skill: always checked in full
            cls = seat_class(p.seat, state.turn_player, holder)
            for ctx in WINDOW_CONTEXTS:
                for func, rule in rules.cards.items():
                    if rule.can_use(state, p.seat, ctx):
                        uses += 1
                        assert ctx in rule.CONTEXTS and cls in rule.USERS, (func, ctx, cls)
                        # NEEDS_STACK: no use while the stack is empty (for any seat)
                        assert state.stack or not getattr(rule, "NEEDS_STACK", False), func
    assert uses > 50


@pytest.mark.parametrize("edition", ("standard", "promo"))
def test_window_data_is_the_card_by_card_definition(edition):
    from fengsheng.cards.deck import function_of
    functions = function_of(edition)
    rules = rules_for(edition)
    needs_stack = {f for f, rule in rules.cards.items() if getattr(rule, "NEEDS_STACK", False)}
    for ctx in WINDOW_CONTEXTS:
        u = rules.usable[ctx]
        for k in range(4):
            assert u.funcs[k] == {f for f, rule in rules.cards.items()
                                  if ctx in rule.CONTEXTS and k in rule.USERS}
        assert u.funcs[4] == set().union(*u.funcs[:4])
        cards = tuple(frozenset(c for c, f in enumerate(functions) if f in fs) for fs in u.funcs)
        assert u.cards == cards
        assert u.masks == tuple(sum(1 << c for c in cs) for cs in cards)
        assert u.masks_no_stack == tuple(sum(1 << c for c in cs if functions[c] not in needs_stack)
                                         for cs in cards)
