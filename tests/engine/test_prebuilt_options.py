"""Options are taken from tables built once per ruleset (cards/rules.py ``use_options``,
engine/message.py ``send_table``) instead of being built at every question. At every
decision of random games, for every seat and hand card, they must equal the options the
card text gives built the plain way, in the same order and of the same type."""
from __future__ import annotations

import random

import pytest

from fengsheng.cards.deck import DIRECT
from fengsheng.cards.rules import option_without_target, options_on_another_player
from fengsheng.engine import Config, Option, apply, new_game
from fengsheng.engine.message import send_options
from fengsheng.engine.ruleset import rules_for


def plain_send(state, seat):
    """传递情报阶段 without skills: each hand card its own way, 直达 to each other living seat."""
    opts = []
    for c in state.players[seat].hand:
        t = state.cards[c].transmission
        if t == DIRECT:
            opts += [Option("send", c, t, p.seat) for p in state.players
                     if p.alive and p.seat != seat]
        else:
            opts.append(Option("send", c, t))
    return tuple(opts)


def plain_use(state, seat, card, func, options):
    if options is options_on_another_player:
        return [Option("use", card, func, p.seat) for p in state.players
                if p.alive and p.seat != seat]
    assert options is option_without_target
    return [Option("use", card, func)]


def same(got, want):
    assert got == want
    assert [type(o) for o in got] == [Option] * len(want)


@pytest.mark.parametrize("config", [Config(players=n, deck=d, roles=r) for n in (3, 5, 9)
                                    for d in ("standard", "promo") for r in (False, True)],
                         ids=lambda c: f"{c.players}p-{c.deck}-{'roles' if c.roles else 'plain'}")
def test_options_from_the_tables_are_the_options_built_plainly(config):
    tabled = {f: rule.options for f, rule in rules_for(config.deck).cards.items()
              if rule.options in (options_on_another_player, option_without_target)}
    assert len(tabled) >= 7   # the cards whose options have no table-dependent target
    compared = 0
    for seed in range(4):
        state = new_game(config, seed)
        rng = random.Random(seed)
        while not state.over:
            for p in state.players:
                if p.alive and p.role is None:
                    same(send_options(state, p.seat), plain_send(state, p.seat))
                for c in p.hand:
                    for func, options in tabled.items():   # its own function, and converted
                        same(options(state, p.seat, c, func),
                             plain_use(state, p.seat, c, func, options))
                        compared += 1
            apply(state, rng.choice(state.pending.options))
    assert compared > 1000
