"""The search bot's learned value (bots/value.py, fitted by benchmarks/fit_value.py)."""
from __future__ import annotations

import pytest

from fengsheng.bots import ISMCTSBot, make_bot, play_game
from fengsheng.bots.value import (BYSTANDER_FEATURES, FACTION_FEATURES, features,
                                  learned_value, weights)
from fengsheng.engine import Config
from fengsheng.engine.position import from_position


def _table(a_messages, b_messages, turn="A", roles=False):
    return from_position({
        "roles": roles,
        "players": [
            {"identity": "潜伏战线", "messages": a_messages, "hand": ["截获/黑"]},
            {"identity": "军情处", "messages": b_messages, "hand": ["识破/黑"]},
            {"identity": "军情处"}, {"identity": "潜伏战线"}, {"identity": "打酱油的"}],
        "turn": turn, "phase": "play_1"})


def test_the_shipped_weights_match_the_features():
    for setting in ("off", "on"):
        table = weights()[setting]
        assert len(table["faction"]) == len(FACTION_FEATURES)
        assert len(table["bystander"]) == len(BYSTANDER_FEATURES)


def test_a_side_nearer_its_colour_is_worth_more_and_the_enemy_less():
    """Two reds in front of A (潜伏战线) against none: A and its ally D gain, the 军情处 lose;
    a second black in front of A costs A."""
    even, near = learned_value(_table([], [])), learned_value(_table(["红", "红"], []))
    assert near[0] > even[0] and near[3] > even[3]
    assert near[1] < even[1] and near[2] < even[2]
    assert all(0 < v < 1 for v in near)
    blacks = learned_value(_table(["红", "黑", "黑"], []))
    assert blacks[0] < learned_value(_table(["红"], []))[0]


def test_features_are_read_from_each_seats_side():
    """A's features as 潜伏战线 mirror B's as 军情处 when their tables are swapped."""
    kind_a, a = features(_table(["红", "红"], ["蓝"], turn="A"), 0)
    kind_b, b = features(_table(["红"], ["蓝", "蓝"], turn="B"), 1)
    assert kind_a == kind_b == "faction"
    assert a == b
    assert features(_table([], []), 4)[0] == "bystander"


def test_finished_games_score_their_winners():
    finished = play_game(Config(players=5), 3, [make_bot("random", s, s) for s in range(5)])
    assert learned_value(finished) == [1.0 if s in finished.winners else 0.0 for s in range(5)]


@pytest.mark.parametrize("roles", [False, True])
def test_whole_games_with_the_learned_value_are_legal_and_deterministic(roles):
    def game():
        bots = [ISMCTSBot(s, s, iterations=4, version=5, value="learned")
                if s % 2 == 0 else make_bot("heuristic", s, s) for s in range(5)]
        return play_game(Config(players=5, roles=roles), 22, bots)
    first, second = game(), game()
    assert first.over and first.hash() == second.hash()
