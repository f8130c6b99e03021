"""The lab's additions to the tournament (docs/bots.md, "The lab"): roles fixed per deal,
paired differences clustered by deal, seed splits, bot versions, blunders in the output."""
from __future__ import annotations

import json
from collections import defaultdict

import pytest
from click.testing import CliRunner

from fengsheng.bots import PROMOTED, HeuristicBot, make_bot, parse_name
from fengsheng.bots.novice import NoviceBot
from fengsheng.cli.main import main
from fengsheng.engine import Config
from fengsheng.simulate import GameResult, play_games
from fengsheng.tournament import DEV_SEEDS, SPLITS, paired_differences, split_seed


def test_with_roles_every_line_up_of_a_deal_gets_the_same_roles_and_identities():
    results = play_games(Config(players=4, roles=True), ("heuristic", "random"), 16, seed=3,
                         mode="tournament")
    by_deal = defaultdict(list)
    for r in results:
        by_deal[r.seed].append(r)
    assert len(by_deal) == 8
    for games in by_deal.values():
        assert len({r.roles for r in games}) == 1
        if "zhi_ming_xiang_shui" not in games[0].roles:    # 临危受命 exchanges identities
            assert len({r.identities for r in games}) == 1


def _result(seed, bots, winners):
    return GameResult(0, seed, bots, ("underground",) * len(bots), winners, "", 1, 1)


def test_paired_differences_average_per_deal_rates_with_a_t_interval_over_deals():
    results = [
        _result(1, ("a", "b"), (0,)), _result(1, ("b", "a"), (1,)),        # a 2/2, b 0/2: +1
        _result(2, ("a", "b"), (1,)), _result(2, ("b", "a"), (1,)),        # a 1/2, b 1/2: 0
        _result(3, ("a", "b"), (0, 1)), _result(3, ("b", "a"), ()),        # a 1/2, b 1/2: 0
    ]
    (p,) = paired_differences(results, ("a", "b"))
    assert (p["bot"], p["other"], p["deals"]) == ("a", "b", 3)
    assert p["mean"] == pytest.approx(1 / 3)
    sd = (((1 - 1 / 3) ** 2 + 2 * (1 / 3) ** 2) / 2) ** 0.5
    half = p["ci"][1] - p["mean"]
    assert half == pytest.approx(p["mean"] - p["ci"][0])
    assert half == pytest.approx(4.303 * sd / 3 ** 0.5)     # t(0.975, 2) = 4.303


def test_seed_splits_are_fixed_and_dev_seeds_stay_in_their_range():
    assert split_seed(None, 7) == split_seed("dev", 7) == 7
    assert split_seed("validation", 7) == SPLITS["validation"] not in DEV_SEEDS
    assert split_seed("holdout", 0) == SPLITS["holdout"] not in DEV_SEEDS
    with pytest.raises(ValueError, match="development range"):
        split_seed("dev", SPLITS["validation"])
    res = CliRunner().invoke(main, ["tournament", "--seed", str(SPLITS["holdout"]), "--games", "2"])
    assert res.exit_code == 2 and "development range" in res.output


def test_versions_and_levels_resolve_to_bots():
    assert make_bot("heuristic@1", 0, 1).careful is False
    assert make_bot("heuristic@2", 0, 1).careful is True
    assert parse_name("heuristic") == ("heuristic", PROMOTED["heuristic"])
    assert make_bot("ismcts@2", 0, 1).prior.careful is True
    assert isinstance(make_bot("入门", 0, 1), NoviceBot)
    assert type(make_bot("普通", 0, 1)) is HeuristicBot
    assert make_bot("困难", 0, 1).name == "ismcts"
    with pytest.raises(ValueError, match="unknown version"):
        make_bot("heuristic@9", 0, 1)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever@1", 0, 1)


def test_the_tournament_prints_paired_differences_and_blunders_and_json_has_them():
    res = CliRunner().invoke(main, ["tournament", "--bots", "heuristic@2,heuristic@1",
                                    "--games", "8", "--players", "4", "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert "Paired difference" in res.output and "Blunders" in res.output
    assert "risky_send" in res.output and "heuristic@1" in res.output
    res = CliRunner().invoke(main, ["tournament", "--bots", "heuristic,random", "--games", "4",
                                    "--players", "4", "--workers", "1", "--json",
                                    "--split", "validation"])
    data = json.loads(res.output)
    assert data["seed"] == SPLITS["validation"]
    assert data["paired"][0]["deals"] == 2
    assert set(data["blunders"]["random"]) >= {"risky_send", "self_kill", "probe_ally"}
