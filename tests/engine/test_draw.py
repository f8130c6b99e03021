"""ops.draw takes the top cards at once when no reshuffle can happen on the way: the same cards,
in the same order, as drawing them one at a time with ops.take_top, for any count (0 included)
and any deck size, with or without a discard pile to reshuffle."""
from __future__ import annotations

import pytest

from fengsheng.engine import Config, new_game
from fengsheng.engine.ops import draw, take_top


@pytest.mark.parametrize("deck_size", [0, 1, 2, 3, 10])
@pytest.mark.parametrize("n", [0, 1, 2, 3, 5])
@pytest.mark.parametrize("discard", [0, 4])
def test_draw_matches_one_card_at_a_time(deck_size, n, discard):
    fast = new_game(Config(players=5), 7)
    pool = fast.deck + [c for p in fast.players for c in p.hand]
    fast.deck, fast.discard = pool[:deck_size], pool[deck_size:deck_size + discard]
    plain = fast.clone()
    hand = list(fast.players[0].hand)
    got = draw(fast, 0, n)
    expected = []
    for _ in range(n):
        c = take_top(plain)
        if c is None:
            break
        expected.append(c)
    assert got == expected
    assert len(got) == min(n, deck_size + discard)
    assert fast.deck == plain.deck and fast.discard == plain.discard and fast.rng == plain.rng
    assert fast.players[0].hand == sorted(hand + got)
