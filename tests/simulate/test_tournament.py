"""The tournament design (seat and identity rotation), its verdicts and ``fengsheng tournament``."""
from __future__ import annotations

import json
from collections import Counter

import pytest
from click.testing import CliRunner

from fengsheng.cli.main import main
from fengsheng.engine import Config, new_game
from fengsheng.simulate import Rate, game_seed, seat_bots, simulate
from fengsheng.tournament import lineups, ranking, verdict, verdicts


def run_cli(*args):
    return CliRunner().invoke(main, ["tournament", *args])


@pytest.mark.parametrize("names, players, size", [
    (("a", "b", "c"), 5, 15), (("a", "b"), 4, 2), (("a", "b"), 5, 10),
    (("a", "b", "c", "d"), 3, 12), (("a", "b", "c"), 9, 3),
])
def test_every_kind_sits_at_every_seat_equally_often(names, players, size):
    block = lineups(names, players)
    assert len(block) == size == len(set(block))
    seats = Counter((s, b) for line in block for s, b in enumerate(line))
    each = size * players // len(names) // players
    assert seats == Counter({(s, b): each for s in range(players) for b in names})


def test_lineups_reject_repeated_or_missing_kinds():
    with pytest.raises(ValueError, match="distinct bot kinds"):
        lineups(("a", "a"), 5)
    with pytest.raises(ValueError, match="distinct bot kinds"):
        lineups((), 5)


def test_a_block_is_one_deal_and_every_kind_plays_every_identity_of_it_equally():
    config = Config(players=5)
    names = ("heuristic", "random", "x")   # seat_bots does not build bots
    size = len(lineups(names, 5))
    deals = []
    for block in range(3):
        games = [seat_bots(names, config, block * size + j, "tournament", seed=4)
                 for j in range(size)]
        assert {deal for _, deal in games} == {game_seed(4, block)}
        deals.append(games[0][1])
        identities = [p.identity for p in new_game(config, deals[-1]).players]
        per_kind = {b: Counter(identities[s] for line, _ in games for s, x in enumerate(line)
                               if x == b) for b in names}
        assert per_kind["heuristic"] == per_kind["random"] == per_kind["x"]
        assert per_kind["x"] == Counter({i: 5 * n for i, n in Counter(identities).items()})
    assert len(set(deals)) == 3


def test_ranking_and_verdicts_follow_the_intervals():
    summary = simulate(Config(players=4), ("random", "heuristic"), 8, seed=2, mode="tournament")
    order = ranking(summary)
    rates = [summary.per_bot[b].rate for b in order]
    assert sorted(order) == ["heuristic", "random"] and rates == sorted(rates, reverse=True)
    (lo_a, hi_a), (lo_b, hi_b) = (summary.per_bot[b].ci for b in order)
    expected = "above" if lo_a > hi_b else "overlap"
    assert verdicts(summary) == [{"bot": order[0], "other": order[1], "verdict": expected}]
    # the verdict is read off the intervals
    summary.per_bot.update(random=Rate(90, 100), heuristic=Rate(10, 100))
    assert verdict(summary, "random", "heuristic") == "above"
    assert verdict(summary, "heuristic", "random") == "below"
    summary.per_bot.update(heuristic=Rate(85, 100))
    assert verdict(summary, "random", "heuristic") == "overlap"


def test_tournament_json_balances_seats_and_rounds_to_whole_blocks():
    res = run_cli("--bots", "heuristic,random", "--players", "4", "--games", "5", "--seed", "8",
                  "--json", "--workers", "2")
    assert res.exit_code == 0, res.output
    assert "--games 5 已改为 6" in res.stderr
    data = json.loads(res.stdout)
    assert data["games"] == 6 and data["mode"] == "tournament"
    assert {b: r["n"] for b, r in data["per_bot"].items()} == {"heuristic": 12, "random": 12}
    assert data["bot_games"] == {"heuristic": 6, "random": 6}
    for bot, rate in data["per_bot"].items():
        assert sum(x["wins"] for x in data["bot_identity"][bot].values()) == rate["wins"]
    assert sorted(data["ranking"]) == ["heuristic", "random"]
    assert [v["bot"] for v in data["verdicts"]] == data["ranking"][:1]


def test_tournament_text_shows_standings_and_verdicts():
    res = run_cli("--bots", "random,heuristic", "--players", "5", "--games", "10", "--seed", "1")
    assert res.exit_code == 0, res.output
    for text in ("Standings", "Win rate by identity", "heuristic", "random", "vs",
                 "Winners per game", "潜伏战线"):
        assert text in res.output
    first = next(line for line in res.output.splitlines() if line.startswith("│    1 │"))
    second = next(line for line in res.output.splitlines() if line.startswith("│    2 │"))
    assert "10" in first and "25" in first and "25" in second  # games, seats


@pytest.mark.parametrize("args, message", [
    (["--bots", "random"], "two or more different bots"),
    (["--bots", "random,random"], "two or more different bots"),
    (["--bots", "random,clever"], "unknown bot 'clever'"),
    (["--players", "2"], "bad player count '2'"),
])
def test_tournament_rejects_bad_options(args, message):
    res = run_cli("--games", "2", *args)
    assert res.exit_code == 2, res.output
    assert message in res.output
