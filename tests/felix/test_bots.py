"""The 菲力猫 bots: legal whole games at 3-5 players through the shared loop, and what each
knows. (Their strength is measured head to head with ``fengsheng tournament --game felix``, docs/felix.md, not here.)"""
import random

import pytest

from fengsheng.games.bots import make_bot, play_game
from fengsheng.games.felix import FELIX
from fengsheng.games.felix.bots import CountingBot, SearchBot, row_value, unseen


@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_bot_finishes_legal_games(n):
    kinds = ["search", "counting", "random", "counting", "random"][:n]
    bots = [make_bot(FELIX, k, seat, seed=seat) for seat, k in enumerate(kinds)]
    s = play_game(FELIX, {"players": n}, 11, bots)
    assert s.over and len(FELIX.outcome(s)["winners"]) >= 1


def test_unknown_bot_is_refused():
    with pytest.raises(ValueError, match="counting, random, search"):
        make_bot(FELIX, "alphazero", 0)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_search_worlds_agree_with_what_the_seat_knows(n):
    """Every state the search bot samples shows its seat exactly its real view (the history
    aside, which the bot does not rebuild), and it counts everyone's mice from the events."""
    s = FELIX.new_state({"players": n}, 5)
    bot, rng, log, seen = SearchBot(0, 0), random.Random(1), list(s.events), 0
    while not s.over:
        if s.pending.seat == 0:
            obs = FELIX.observe(s, 0)
            bot._count_mice(obs, log[seen:])
            seen = len(log)
            world = bot._sample(obs)
            assert world.mice == s.mice
            mine = FELIX.observe(world, 0)
            assert {k: v for k, v in mine.items() if k != "history"} == \
                {k: v for k, v in obs.items() if k != "history"}
        log.extend(FELIX.apply(s, rng.choice(s.pending.options)))


def test_counting_knows_each_colour_holds_one_of_each_card(pos, run):
    s = pos(players=4, start=0, hands={0: ["small_dog", "3"], 1: ["-5", "5"], 2: ["11", "8"],
                                       3: ["rabbit", "15"]}, removed={1: "15"})
    run(s, "0: commit small_dog", "1: commit -5", "2: commit 11", "3: commit rabbit")
    obs = FELIX.observe(s, 0)
    pool = unseen(obs)
    assert pool[0] == [0]                                  # own colour: only the removed -8
    assert sorted(c % 10 for c in pool[1]) == [1, 3, 6]    # seat 1's -5, 5, and the removed 15
    run(s, "0: bid 1", "1: pass", "2: pass", "3: pass")


def test_counting_values_the_dogs_example_row(pos, run):
    """All four cards up: −5, 11, the rabbit and a small dog are worth 11 to the winner."""
    s = pos(players=4, start=3, hands={0: ["small_dog"], 1: ["-5"], 2: ["11"], 3: ["rabbit"]})
    run(s, "3: commit rabbit", "0: commit small_dog", "1: commit -5", "2: commit 11",
        "3: pass", "0: pass", "1: pass")
    obs = FELIX.observe(s, 2)
    assert row_value(obs, random.Random(0)) == 11.0
    assert CountingBot(2, 0).choose(obs, []) == ("buy", 1)
