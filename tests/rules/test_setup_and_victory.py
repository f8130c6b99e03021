"""Set-up by the rulebook's 决定身份 table (ruling R3) and who wins with a faction (R19)."""
from collections import Counter

import pytest

from fengsheng.engine import Config, new_game
from fengsheng.engine.setup import identity_counts

# 001 决定身份: "游戏人数 潜伏战线 军情局 打酱油的 | 潜伏战线 军情局 打酱油的"
TABLE = {3: (1, 1, 1), 4: (1, 1, 2), 5: (2, 2, 1), 6: (2, 2, 2), 7: (3, 3, 1), 8: (3, 3, 2),
         9: (3, 3, 3)}


@pytest.mark.parametrize("players", range(3, 10))
def test_identities_and_starting_hands_follow_the_table(players):
    for seed in range(5):
        s = new_game(Config(players=players), seed)
        got = Counter(p.identity for p in s.players)
        assert (got["underground"], got["military"], got["bystander"]) == TABLE[players]
        # "随机分给每位玩家三张为起始手牌": before anyone plays, hands hold 3, the first player 3 + 2.
        hands = sorted(len(p.hand) for p in s.players)
        assert hands == [3] * (players - 1) + [5]


@pytest.mark.parametrize("players,expected", [(4, (2, 2, 0)), (6, (3, 3, 0))])
def test_first_game_column_has_no_bystander(players, expected):
    # "※初次游戏：我们建议初次游戏时采用偶数的游戏人数，并且不使用打酱油的这张身份牌。"
    s = new_game(Config(players=players, identity_table="first_game"), 1)
    got = Counter(p.identity for p in s.players)
    assert (got["underground"], got["military"], got["bystander"]) == expected


def test_the_seven_player_alternative_column():
    assert identity_counts(7, "alternative") == (2, 2, 3)


@pytest.mark.parametrize("players,table", [(5, "first_game"), (3, "alternative"), (10, "standard")])
def test_a_missing_column_is_refused(players, table):
    with pytest.raises(ValueError):
        Config(players=players, identity_table=table)


def test_dead_members_win_with_their_faction_but_a_player_who_lost_does_not(table, act):
    # "潜伏战线的其中一人获得三张或以上红色情报时，潜伏战线的所有人一同获得胜利" (R19: dead members too);
    # 输掉游戏 takes a player out of the game (R19: they do not win).
    s = table({"A": {"identity": "潜伏战线", "messages": ["红", "红"]},
               "B": {"identity": "军情处"},
               "C": {"identity": "潜伏战线", "alive": False},
               "D": {"identity": "潜伏战线", "alive": False, "lost": True},
               "E": {"identity": "军情处"}}, turn="B", phase="send_message",
              message={"card": "锁定/红/密电", "sender": "B", "holder": "A", "step": "receive"})
    act(s, "A", "take")
    assert s.over and s.declarer == 0
    assert set(s.winners) == {0, 2}


@pytest.mark.parametrize("max_turns", [0, -1, True, 2.5, "10"])
def test_a_turn_cap_that_is_not_a_positive_integer_is_refused(max_turns):
    # R20's turn cap; True is an int in Python but never a number of turns.
    with pytest.raises(ValueError, match="max_turns must be a positive integer"):
        Config(max_turns=max_turns)


@pytest.mark.parametrize("field, value, match", [
    ("deck", ["standard"], "unknown deck edition"), ("deck", {}, "unknown deck edition"),
    ("identity_table", ["standard"], "unknown identity table"),
    ("role_set", ["all30"], "unknown role set"),
    ("role_pool", (["lao_gui"],) * 10, "unknown role ids in role_pool"),
    ("role_pool", 7, "role_pool must be a list of role ids"),
])
def test_a_configuration_of_the_wrong_type_is_refused_by_name(field, value, match):
    # A record, a scenario or a request gives JSON: a list where a name belongs is a
    # ValueError naming the field, never a TypeError ("unhashable type: 'list'").
    with pytest.raises(ValueError, match=match):
        Config(players=5, roles=True, **{field: value})
