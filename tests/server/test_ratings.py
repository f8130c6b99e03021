"""How a game's end becomes OpenSkill teams and ranks (ratings.placings), and a bot kind in
several seats (ratings.rate), checked against the library's own computation."""
from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from fengsheng.server.ratings import placings, rate, shown

U, M, B = "underground", "military", "bystander"


def test_a_faction_wins_together_and_a_bystander_is_alone():
    ranks, teams = placings([0, 2], [U, M, U, M, B])
    assert ranks == [1, 2, 1, 2, 2]
    assert teams == [(U, 1), (M, 2), (U, 1), (M, 2), ("seat", 4)]


def test_a_draw_ranks_everyone_first():
    assert placings([], [U, M, B])[0] == [1, 1, 1]


def test_a_stolen_victory_puts_the_robbed_faction_second():
    # 1 (military) declared; the bystander at 4 took it.
    ranks, teams = placings([4], [U, M, U, M, B], taken_from=1)
    assert ranks == [3, 2, 3, 2, 1]
    assert teams[4] == ("seat", 4) and teams[1] == teams[3] == (M, 2)


def test_a_faction_member_who_lost_is_not_on_the_winning_team():
    ranks, teams = placings([0], [U, M, U])   # 2 lost (e.g. 败露) while 0 declared
    assert teams[0] != teams[2]


def test_the_update_is_openskills_and_a_bot_kind_in_two_seats_averages():
    model = PlackettLuce()
    seats = [("player", 1), ("bot", "random"), ("bot", "random")]
    ranks, teams = placings([0], [U, M, B])
    after, new = rate(seats, ranks, teams, {("player", 1): (30.0, 5.0)})
    want = model.rate([[model.rating(30.0, 5.0)], [model.rating()], [model.rating()]],
                      ranks=[1, 2, 2])
    assert after[0] == pytest.approx((want[0][0].mu, want[0][0].sigma))
    assert new[("bot", "random")] == pytest.approx(
        ((want[1][0].mu + want[2][0].mu) / 2, (want[1][0].sigma + want[2][0].sigma) / 2))
    assert shown(25.0, 25.0 / 3) == 1000
