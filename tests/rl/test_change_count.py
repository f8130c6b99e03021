"""``Player.changes``, the count of engine/ops.py's writes to a player that the RL table reads
to know which players to re-encode (rl/incremental.py): every op that writes a player's hand,
messages, identity or life moves it, and it is no part of the position."""
from __future__ import annotations

import pytest

from fengsheng.engine import Config, new_game, ops


def _state():
    state = new_game(Config(players=5), 7)
    # Seat 1 holds a card and has a message in front of it, for the ops that take one.
    ops.place_messages(state, 1, [state.deck.pop()], -1, -1, "message")
    state.frames.pop()   # the landing frame: only the write is under test here
    return state


def _a_hand_card(state, seat):
    return next(iter(state.players[seat].hand))


OPS = {
    "set_hand": lambda s: ops.set_hand(s, 1, [s.deck.pop()]),
    "into_hand": lambda s: ops.into_hand(s, 1, s.deck.pop()),
    "out_of_hand": lambda s: ops.out_of_hand(s, 1, _a_hand_card(s, 1)),
    "draw": lambda s: ops.draw(s, 1, 2),
    "remove_message": lambda s: ops.remove_message(s, 1, s.players[1].messages[0]),
    "set_identity": lambda s: ops.set_identity(s, 1, ""),
    "revive": lambda s: ops.revive(s, 1),
    "die": lambda s: ops.die(s, 1, -1),
    "reveal_identity": lambda s: ops.reveal_identity(s, 1),
    "clear_out": lambda s: ops.clear_out(s, 1),
    "lose": lambda s: ops.lose(s, 1, "test"),
    "place_messages": lambda s: ops.place_messages(s, 1, [s.deck.pop()], -1, -1, "message"),
}


@pytest.mark.parametrize("name", sorted(OPS))
def test_every_op_that_writes_a_player_counts_it(name):
    state = _state()
    before = [p.changes for p in state.players]
    OPS[name](state)
    after = [p.changes for p in state.players]
    assert after[1] > before[1]
    assert after[:1] + after[2:] == before[:1] + before[2:]   # only the player written


def test_the_count_is_no_part_of_the_position():
    state = _state()
    digest = state.hash()
    state.players[2].changes += 5
    assert state.hash() == digest
    assert state.clone().players[2].changes == state.players[2].changes
