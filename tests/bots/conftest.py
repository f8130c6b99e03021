"""Helpers shared by the bot tests."""
from __future__ import annotations

from fengsheng.bots import make_bot
from fengsheng.engine import Config, apply, new_game
from fengsheng.views import observe, visible_events


def heuristic_decisions(config: Config, seed: int, bot_seeds, name: str = "heuristic"):
    """Every decision of a game of ``name`` bots (the promoted heuristic) on deal ``seed``
    (bot of seat s seeded ``bot_seeds[s]``), as (state, seat, observation, events): each seat
    is shown what it was shown since its last decision. The state is the live game, before
    the seat answers."""
    state = new_game(config, seed)
    bots = [make_bot(name, s, bot_seeds[s]) for s in range(config.players)]
    log, seen = list(state.events), [0] * config.players
    while not state.over:
        seat = state.pending.seat
        events = visible_events(log[seen[seat]:], seat)
        seen[seat] = len(log)
        obs = observe(state, seat)
        yield state, seat, obs, events
        log.extend(apply(state, bots[seat].choose(obs, events), seat))
