"""HeuristicBot.witness and HeuristicBot.fork: the search bot's heuristic models of the other
seats are primed and copied with them; neither may change what the heuristic bot chooses."""
from __future__ import annotations

import pytest

from fengsheng.bots import HeuristicBot
from fengsheng.cards.deck import BLACK, deck
from fengsheng.engine import Config

from .conftest import heuristic_decisions


def _decisions(seed: int, players: int, roles: bool):
    """(seat, observation, events) for every decision of a heuristic game."""
    config = Config(players=players, roles=roles)
    for _, seat, obs, events in heuristic_decisions(config, seed, [seed + s for s in range(players)]):
        yield seat, obs, events


@pytest.mark.parametrize("players,roles,seed,version",
                         [(5, False, 3, 1), (7, True, 4, 1), (5, False, 3, 3),
                          (7, True, 4, 7)])
def test_witnessed_events_count_as_events_shown_at_a_decision(players, roles, seed, version):
    """A bot that witnessed each batch of events before being asked (and is then asked with
    no new events) answers every decision exactly like one given the batch with the question."""
    asked = [HeuristicBot(s, seed + s, version) for s in range(players)]
    primed = [HeuristicBot(s, seed + s, version) for s in range(players)]
    count = 0
    for seat, obs, events in _decisions(seed, players, roles):
        primed[seat].witness(obs, events)
        assert primed[seat].choose(obs, []) == asked[seat].choose(obs, events)
        count += 1
    assert count > 100


@pytest.mark.parametrize("version", [1, 3, 7])
def test_a_fork_answers_like_its_original_and_leaves_it_unchanged(version):
    """At every decision a fork with the same RNG state (taken before the decision) answers
    as the bot does, and
    what the fork takes in afterwards does not reach the original (version 3: nor its
    tracker; version 7: nor its log of the message in transit)."""
    black = next(i for i, c in enumerate(deck("standard")) if c.colour == BLACK)
    bots = [HeuristicBot(s, 5 + s, version) for s in range(5)]
    for seat, obs, events in _decisions(5, 5, False):
        bot = bots[seat]
        fork = bot.fork()
        assert fork.choose(obs, events) == bot.choose(obs, events)
        memory = (repr(bot.ev), repr(bot.rel), repr(bot.msg), bot.version)
        tracked = bot.tracker and (bot.tracker.revision, list(bot.tracker.logw))
        logged = bot.transit and (set(bot.transit.seers), list(bot.transit.acts))
        fork.witness(obs, [{"type": "burned", "by": (seat + 1) % 5, "seat": (seat + 2) % 5,
                            "card": black},
                           {"type": "message_sent", "seat": seat, "transmission": "secret",
                            "target": -1}, {"type": "decrypted", "seat": (seat + 3) % 5}])
        assert fork.version == bot.version + 1 and fork.rel != bot.rel
        assert (repr(bot.ev), repr(bot.rel), repr(bot.msg), bot.version) == memory
        if version >= 3:
            assert fork.tracker.revision == bot.tracker.revision + 1
            assert (bot.tracker.revision, bot.tracker.logw) == tracked
        if version >= 7:
            assert fork.transit.seers == {seat, (seat + 3) % 5}
            assert (bot.transit.seers, bot.transit.acts) == logged
        assert fork.cards is bot.cards
