"""Without role cards a response window runs its first step where it opens (engine/window.py
``open_window``): one in which nobody can do more than pass is never pushed. The game must be
the one the plain rule gives — push the window frame and let the interpreter run it — at every
decision: same state hash, same pending decision, same events."""
from __future__ import annotations

import pytest
from helpers_random import game_trace

from fengsheng.engine import Config, message, turn
from fengsheng.engine.window import first_to_act, window_frame


def plain_open_window(state, ctx):
    """The rule as written: push the window; its first run happens in ``advance``."""
    state.frames.append(window_frame(ctx, first_to_act(state)))


@pytest.mark.parametrize("players,deck", [(3, "standard"), (5, "promo"), (9, "standard")])
def test_opening_a_window_in_place_gives_the_game_the_plain_frame_gives(monkeypatch, players,
                                                                       deck):
    config = Config(players=players, deck=deck)
    fast = [game_trace(config, seed, seed + 100) for seed in range(6)]
    monkeypatch.setattr(turn, "open_window", plain_open_window)
    monkeypatch.setattr(message, "open_window", plain_open_window)
    plain = [game_trace(config, seed, seed + 100) for seed in range(6)]
    assert fast == plain
    assert sum(len(t) for t in fast) > 200   # the games did run
