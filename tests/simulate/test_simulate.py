"""The simulation library and the ``fengsheng simulate`` command (moved from tests/bots)."""
from __future__ import annotations

import json
from collections import Counter

import pytest
from click.testing import CliRunner

from fengsheng.cli.main import main
from fengsheng.bots import make_bot, play_game
from fengsheng.engine import Config, new_game
from fengsheng.simulate import (chunks, game_seed, parse_bots, parse_players, play_games,
                                seat_bots, simulate, summarise, whole_games, wilson)
from fengsheng.tournament import fixed_role


def run_cli(*args):
    return CliRunner().invoke(main, ["simulate", *args])


def test_simulate_json_numbers_add_up():
    res = run_cli("--games", "14", "--players", "4", "--bots", "heuristic,random",
                  "--seed", "3", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    games, players = 14, 4
    assert data["games"] == games and data["config"]["players"] == players
    outcomes = data["outcomes"]
    assert set(outcomes) == {"underground", "military", "bystander", "draw"}
    assert sum(o["wins"] for o in outcomes.values()) == games
    assert sum(data["end_reasons"].values()) == games
    assert sum(b["n"] for b in data["per_bot"].values()) == games * players
    for name, rate in data["per_bot"].items():
        by_ident = data["bot_identity"][name]
        assert sum(x["n"] for x in by_ident.values()) == rate["n"]
        assert sum(x["wins"] for x in by_ident.values()) == rate["wins"]
        lo, hi = rate["ci"]
        assert lo <= rate["rate"] <= hi
    # every winner seat is counted once per seat and once per bot
    assert sum(s["wins"] for s in data["seats"]) == sum(b["wins"] for b in data["per_bot"].values())
    assert data["mean_decisions"] > data["mean_turns"] >= 1


def test_simulate_text_output_shows_the_tables():
    res = run_cli("--games", "6", "--players", "5", "--seed", "1")
    assert res.exit_code == 0, res.output
    for text in ("Winner (per game)", "Win rate by seat", "Win rate by bot", "heuristic",
                 "random", "Mean game length", "End reasons", "潜伏战线"):
        assert text in res.output


@pytest.mark.parametrize("args, message", [
    (["--bots", "heuristic,clever"], "unknown bot 'clever'"),
    (["--bots", "heuristic,,random"], "bad bot list"),
    (["--players", "10"], "bad player count '10'"),
    (["--players", "5,x"], "bad player count 'x'"),
    (["--players", "5,5"], "given twice"),
    (["--ray-address", "127.0.0.1:6379"], "--ray-address needs --backend ray"),
    (["--backend", "spark"], "'spark' is not one of 'local', 'ray'"),
    (["--workers", "0"], "x>=1"),
    (["--games", "0"], "x>=1"),
    (["--mode", "faction", "--bots", "random"], "exactly two bots"),
])
def test_simulate_rejects_bad_options(args, message):
    res = run_cli("--games", "2", *args)
    assert res.exit_code == 2
    assert message in res.output


def test_results_do_not_depend_on_workers_and_progress_streams():
    config = Config(players=4)
    one = play_games(config, ("heuristic", "random"), 16, seed=11, workers=1)
    ticks = []
    two = play_games(config, ("heuristic", "random"), 16, seed=11, workers=2,
                     progress=ticks.append)
    assert one == two
    assert [r.index for r in one] == list(range(16))
    assert len({r.seed for r in one}) == 16   # every game its own deal
    assert sum(ticks) == 16 and len(ticks) == len(chunks(16, 2)) > 2   # as tasks finish


def test_several_player_counts_give_one_json_object_each():
    res = run_cli("--games", "3", "--players", "3,6", "--bots", "random", "--json",
                  "--workers", "1")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert [d["config"]["players"] for d in data] == [3, 6]
    assert [d["games"] for d in data] == [3, 3]
    assert [sum(b["n"] for b in d["per_bot"].values()) for d in data] == [9, 18]
    assert [d["bot_games"] for d in data] == [{"random": 3}, {"random": 3}]


def test_parse_players():
    assert parse_players("5") == (5,)
    assert parse_players(" 9, 3 ,5") == (9, 3, 5)
    for bad in ("", "2", "10", "five", "5,,7"):
        with pytest.raises(ValueError, match="bad player count"):
            parse_players(bad)


def test_whole_games_rounds_up_to_the_mode_block():
    names = ("heuristic", "random")
    assert whole_games(7, "rotate", names, 5) == 7
    assert whole_games(7, "faction", names, 5) == 8
    assert whole_games(7, "tournament", names, 5) == 10      # 10 line-ups at 5 seats
    assert whole_games(11, "tournament", names, 4) == 12     # abab, baba
    assert whole_games(1, "tournament", ("heuristic", "random", "x"), 5) == 15


def test_same_seed_same_summary_other_seed_differs():
    config = Config(players=3)
    a = simulate(config, ("random",), 12, seed=5).to_dict()
    b = simulate(config, ("random",), 12, seed=5).to_dict()
    c = simulate(config, ("random",), 12, seed=6).to_dict()
    assert a == b
    assert a != c


def test_rotation_puts_every_bot_in_every_seat():
    config = Config(players=5)
    names = ("heuristic", "random")
    counts = Counter()
    for i in range(5):
        line, _ = seat_bots(names, config, i)
        assert line.count("heuristic") == 3 and line.count("random") == 2
        counts.update((s, b) for s, b in enumerate(line))
    assert counts == Counter({(s, "heuristic"): 3 for s in range(5)}
                             | {(s, "random"): 2 for s in range(5)})
    single, _ = seat_bots(("random",), config, 3)
    assert single == ("random",) * 5


def test_faction_mode_pairs_games_on_one_deal():
    config = Config(players=6)
    names = ("heuristic", "random")
    for pair in range(2):
        first, deal1 = seat_bots(names, config, 2 * pair, "faction", seed=9)
        second, deal2 = seat_bots(names, config, 2 * pair + 1, "faction", seed=9)
        assert deal1 == deal2 == game_seed(9, pair)
        faction = "underground" if pair % 2 == 0 else "military"
        idents = [p.identity for p in new_game(config, deal1).players]
        for s, ident in enumerate(idents):
            assert first[s] == ("heuristic" if ident == faction else "random")
            assert second[s] == ("random" if ident == faction else "heuristic")


def test_faction_mode_with_roles_reads_identities_dealt_after_the_role_choice():
    # Identities are dealt after 挑选角色; before the fix every seat got the outside bot.
    config = Config(players=5, roles=True)
    names = ("heuristic", "random")

    class FirstIdentities:
        seen = None

        def decision(self, state, seat, option):
            if self.seen is None:
                self.seen = [p.identity for p in state.players]

        def events(self, state, events):
            pass

    for index in range(4):
        line, deal = seat_bots(names, config, index, "faction", seed=3)
        watch = FirstIdentities()
        play_game(config, deal, [make_bot("random", s, s) for s in range(5)], watch=watch,
                  roles=fixed_role)
        faction = "underground" if index // 2 % 2 == 0 else "military"
        inside = names[index % 2]
        assert [b == inside for b in line] == [i == faction for i in watch.seen]
        assert inside in line


def test_summary_counts_draws_and_wins():
    config = Config(players=3)
    results = play_games(config, ("random",), 30, seed=1)
    s = summarise(results, config, 1, ("random",), "rotate")
    assert sum(r.wins for r in s.outcomes.values()) == 30
    assert s.outcomes["draw"].wins == sum(1 for r in results if not r.winners)
    assert s.per_bot["random"].n == 90


def test_wilson_interval():
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_wilson_interval_holds_its_rate_at_both_ends():
    # rounding once left 0/11 with a lower end of 3e-17 and 6/6 with an upper end below 1
    for trials in range(1, 60):
        assert wilson(0, trials)[0] == 0.0 and wilson(trials, trials)[1] == 1.0
        for wins in range(trials + 1):
            lo, hi = wilson(wins, trials)
            assert lo <= wins / trials <= hi, (wins, trials)


def test_parse_bots():
    assert parse_bots("heuristic, random") == ("heuristic", "random")
    assert parse_bots("random") == ("random",)
    with pytest.raises(ValueError, match="unknown bot"):
        parse_bots("random,nobody")
