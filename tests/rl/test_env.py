"""The PettingZoo environments (fengsheng.rl): PettingZoo's own api_test, seed_test,
max_cycles_test and parallel_api_test, then what they do not check: rewards from the game's
winners, determinism of reset(seed), refusing illegal ids without a change, truncation after
max_cycles decisions, dead seats kept until the end, and bots playing through the codec;
and the checks of arguments, seeds, options, starting positions and parallel actions."""
from __future__ import annotations

import functools
import re
import types
import warnings

import numpy as np
import pytest
from pettingzoo.test import (api_test, max_cycles_test, parallel_api_test, parallel_seed_test,
                             seed_test)
from pettingzoo.utils import parallel_to_aec

from fengsheng import rl
from fengsheng.bots import make_bot
from fengsheng.engine import Config, new_game
from fengsheng.rl.actions import WAIT
from fengsheng.rl.core import IllegalActionId, outcome_rewards, seat_of


def _random_game(e, seed, rng_seed=0):
    """Play one game with uniform masked actions; returns per-agent total rewards and the
    number of decisions, passes in response windows not counted (as ``max_cycles``)."""
    rng = np.random.default_rng(rng_seed)
    e.reset(seed=seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    decisions = 0
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        totals[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        window = e.unwrapped.game.pending.kind == "respond"
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        e.step(action)
        decisions += not (window and rl.describe(action) == "pass")
    return totals, decisions


@pytest.mark.parametrize("kwargs", [dict(players=5), dict(players=9, roles=True),
                                    dict(players=3, deck="promo", observation="table"),
                                    dict(players=4, observation="sequence", history_length=16,
                                         privileged=True)])
def test_pettingzoo_api_test(kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        # Dict observations with an action mask always draw these two advisory warnings.
        warnings.filterwarnings("ignore", "Observation space for each agent probably")
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        api_test(rl.env(**kwargs), num_cycles=300)


def test_pettingzoo_seed_test():
    seed_test(lambda: rl.env(players=6, roles=True), num_cycles=300)
    seed_test(lambda: rl.env(players=5), num_cycles=300)
    # It samples every agent's action without the mask, hence 'substitute' (docs/rl.md).
    parallel_seed_test(lambda: rl.parallel_env(players=5, on_illegal="substitute"),
                       num_cycles=300)


def test_pettingzoo_parallel_api_test():
    parallel_api_test(rl.parallel_env(players=5), num_cycles=300)


def test_pettingzoo_max_cycles_test():
    """max_cycles_test samples actions without the mask, so it runs in 'substitute' mode, and
    its AEC half needs every agent to act once per cycle: the lockstep parallel form seen as
    an AEC env by PettingZoo's own parallel_to_aec (the decision-order AEC env's max_cycles is
    tested below)."""
    make = functools.partial(rl.parallel_env, on_illegal="substitute")
    max_cycles_test(types.SimpleNamespace(
        parallel_env=make, env=lambda **kw: parallel_to_aec(make(**kw))))


def test_the_aec_env_truncates_after_max_cycles_decisions():
    e = rl.env(players=5, max_cycles=7)
    totals, decisions = _random_game(e, seed=3)
    assert decisions == 7 and set(totals.values()) == {0.0}
    assert e.agents == []


def test_rewards_are_the_games_result():
    e = rl.env(players=5)
    for seed in range(6):
        totals, _ = _random_game(e, seed, rng_seed=seed)
        game = e.unwrapped.game
        assert game.over
        if game.winners:
            assert {a for a, r in totals.items() if r == 1.0} == \
                {f"seat_{s}" for s in game.winners}
            assert all(r == -1.0 for a, r in totals.items() if int(a[5:]) not in game.winners)
        else:
            assert set(totals.values()) == {0.0}


def test_a_draw_gives_zero_to_everyone():
    e = rl.env(players=4, max_turns=1)
    totals, _ = _random_game(e, seed=5)
    assert e.unwrapped.game.end_reason == "turn_limit" and set(totals.values()) == {0.0}
    assert outcome_rewards(e.unwrapped.game) == [0.0] * 4


def test_dead_seats_stay_until_the_end_and_can_win_with_their_faction():
    e = rl.env(players=9)
    for seed in range(40):
        rng = np.random.default_rng(seed)
        e.reset(seed=seed)
        dead_seen = set()
        for agent in e.agent_iter():
            obs, reward, term, trunc, _ = e.last()
            game = e.unwrapped.game
            dead_seen |= {f"seat_{p.seat}" for p in game.players if not p.alive}
            if term or trunc:
                e.step(None)
                continue
            assert game.players[int(agent[5:])].alive
            assert not (dead_seen & {a for a in e.agents if e.terminations[a]})
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        game = e.unwrapped.game
        dead_winners = [s for s in game.winners if not game.players[s].alive]
        if dead_winners:
            return
    pytest.fail("no game in 40 where a dead seat won with its faction")


def test_reset_with_a_seed_is_deterministic_and_so_is_the_sequence_after_it():
    a, b = rl.env(players=7, roles=True), rl.env(players=7, roles=True)
    hashes = []
    for e in (a, b):
        e.reset(seed=11)
        first = e.unwrapped.game.hash()
        e.reset()
        hashes.append((first, e.unwrapped.game.hash()))
    assert hashes[0] == hashes[1] and hashes[0][0] != hashes[0][1]
    assert _random_game(a, 12)[0] == _random_game(b, 12)[0]


def test_an_illegal_id_raises_and_changes_nothing():
    e = rl.env(players=5)
    e.reset(seed=2)
    obs, *_ = e.last()
    before = e.unwrapped.game.hash()
    agent = e.agent_selection
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[1])
    for bad in (illegal, -1, rl.NUM_ACTIONS, 2.5, "pass", True):
        with pytest.raises(IllegalActionId):
            e.step(bad)
    assert e.unwrapped.game.hash() == before and e.agent_selection == agent
    np.testing.assert_array_equal(e.last()[0]["action_mask"], obs["action_mask"])


def test_substitute_mode_takes_the_lowest_legal_id_and_says_so():
    e = rl.env(players=5, on_illegal="substitute")
    twin = rl.env(players=5)
    for x in (e, twin):
        x.reset(seed=4)
    obs, *_ = e.last()
    legal = np.flatnonzero(obs["action_mask"])
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[1])
    agent = e.agent_selection
    e.step(illegal)
    twin.step(int(legal[0]))
    assert e.unwrapped.game.hash() == twin.unwrapped.game.hash()
    assert e.infos[agent] == {"illegal_action": illegal}


def to_decision(p, obs):
    """Step the parallel form through the windows nobody can act in (every agent waits) to the
    first moment where an agent decides; its observations."""
    while all(o["action_mask"][WAIT] for o in obs.values()):
        obs = p.step({})[0]
    return obs


def test_the_parallel_form_applies_only_the_deciding_agents_action():
    p = rl.parallel_env(players=5)
    obs = to_decision(p, p.reset(seed=9)[0])
    steps = p.game.step
    decider = next(a for a, o in obs.items() if o["action_mask"][WAIT] == 0)
    assert all(o["action_mask"].sum() == 1 and o["action_mask"][WAIT] == 1
               for a, o in obs.items() if a != decider)
    before = p.game.hash()
    other = next(a for a in p.agents if a != decider)
    legal = int(np.flatnonzero(obs[decider]["action_mask"])[0])
    with pytest.raises(IllegalActionId):
        p.step({decider: legal, other: legal if legal != WAIT else 1})
    with pytest.raises(IllegalActionId):
        p.step({other: WAIT})
    assert p.game.hash() == before
    p.step({decider: legal})
    assert p.game.step == steps + 1


def test_a_game_can_start_from_a_given_position(table):
    state = table({"C": {"hand": ["锁定/红/密电"]}}, turn="C")
    e = rl.env(players=5)
    e.reset(options={"state": state})
    assert e.agent_selection == "seat_2" and e.unwrapped.game.hash() == state.hash()
    with pytest.raises(ValueError):
        e.reset(options={"state": table({}, n=4)})


def test_bots_play_through_the_codec_and_render_narrates_in_chinese():
    e = rl.env(players=5, render_mode="ansi")
    e.reset(seed=21)
    bots = {a: make_bot("heuristic", s, s) for s, a in enumerate(e.possible_agents)}
    for agent in e.agent_iter():
        _, _, term, trunc, _ = e.last(observe=False)
        if term or trunc:
            e.step(None)
            continue
        option = bots[agent].choose(e.unwrapped.view(agent), e.unwrapped.events_for(agent))
        e.step(e.unwrapped.action_of(agent, option))
    text = e.render()
    assert "游戏结束" in text and e.unwrapped.game.over


@pytest.mark.parametrize("kwargs,error", [
    (dict(players=10), "players"), (dict(render_mode="human"), "render_mode"),
    (dict(max_cycles=0), "max_cycles"), (dict(on_illegal="ignore"), "on_illegal"),
    (dict(deck="deluxe"), "deck"), (dict(observation="pixels"), "observation"),
    (dict(history_length=0), "history_length"), (dict(privileged=1), "privileged")])
def test_bad_arguments_are_refused(kwargs, error):
    with pytest.raises(ValueError, match=error):
        rl.env(**kwargs)


def test_the_speed_functions_play_whole_games():
    from fengsheng.rl.speed import engine_decisions_per_second, env_steps_per_second
    env = env_steps_per_second(players=3, games=2, seed=5)
    eng = engine_decisions_per_second(players=3, games=2, seed=5)
    assert env["games"] == eng["games"] == 2
    assert env["steps"] > 2 * 3 and eng["decisions"] > 2 * 3   # more than one round each
    assert env["steps_per_second"] == env["steps"] / env["seconds"]
    assert 0 < env["env_cpu_seconds"] <= env["cpu_seconds"]
    with pytest.raises(ValueError):
        env_steps_per_second(games=0)


@pytest.mark.parametrize("part", ["engine", "policy", "fengsheng.rl.incremental:Table.encode"])
def test_the_instruction_benchmark_runs_each_part(part, capsys):
    # Without valgrind: the part runs and the steps or decisions counted are printed.
    import runpy
    from pathlib import Path
    bench = runpy.run_path(str(Path(__file__).parents[2] / "benchmarks" /
                               "rl_env_instructions.py"))
    bench["main"]([part, "--players", "3", "--games", "1", "--warmup", "1"])
    what, count = capsys.readouterr().out.split()
    assert what == ("decisions" if part == "engine" else "steps") and int(count) > 3


def test_the_benchmark_prints_every_mode_and_the_pettingzoo_references(capsys):
    import runpy
    from pathlib import Path
    bench = runpy.run_path(str(Path(__file__).parents[2] / "benchmarks" / "rl_env.py"))
    bench["main"](["--games", "1", "--reference-games", "2", "--warmup", "1", "--repeat", "1"])
    out = capsys.readouterr().out
    assert out.count("players") == 4 and "history env/s" in out and "history loop/s" in out
    for name in ("texas_holdem_v4", "connect_four_v3"):
        assert re.search(rf"PettingZoo classic\.{name}: env [\d,]+ steps/s, loop [\d,]+", out), out


def test_the_parallel_form_ends_with_the_game():
    p = rl.parallel_env(players=3)
    obs, _ = p.reset(seed=1)
    rng = np.random.default_rng(1)
    while p.agents:
        actions = {a: int(rng.choice(np.flatnonzero(o["action_mask"]))) for a, o in obs.items()}
        obs, rewards, terms, truncs, _ = p.step(actions)
    assert all(terms.values()) and p.game.over
    assert list(rewards.values()) == outcome_rewards(p.game)
    with pytest.raises(ValueError, match="reset"):
        p.step({})


def test_a_dying_seat_may_still_be_asked_by_its_own_death_triggers():
    """docs/rl.md: dead seats are selected only for what their own death triggers (9 seats with
    roles: the first game from seed 1009 on in which a dead seat is asked; every such question
    comes while that seat's own death is being declared)."""
    for seed in range(1009, 1059):
        e = rl.env(players=9, roles=True)
        e.reset(seed=seed)
        rng = np.random.default_rng(9)
        asked_dead = []
        for agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            game = e.unwrapped.game
            seat = seat_of(agent)
            if not game.players[seat].alive:
                dying = {f.seat for f in game.frames if f.kind == "death"}
                asked_dead.append((agent, game.pending.kind, seat in dying))
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if asked_dead:
            break
    assert asked_dead, "no game in the range asked a dead seat"
    assert all(own for _, _, own in asked_dead), asked_dead


def test_a_position_dealt_with_another_configuration_is_refused_by_name():
    e = rl.env(players=5, roles=False, deck="standard", max_turns=120)
    e.reset(seed=1)
    before = e.unwrapped.game.hash()
    state = new_game(Config(players=5, roles=True, deck="promo", max_turns=3), 1)
    with pytest.raises(ValueError, match="deck.*roles.*max_turns"):
        e.reset(options={"state": state})
    assert e.unwrapped.game.hash() == before
    same = new_game(Config(players=5), 7)
    e.reset(options={"state": same})
    assert e.unwrapped.game.hash() == same.hash()


@pytest.mark.parametrize("make", [rl.env, rl.parallel_env])
def test_bad_seeds_and_options_are_refused_and_change_nothing(make):
    e = make(players=5)
    e.reset(seed=5)
    before = e.unwrapped.game.hash()
    for kwargs in (dict(seed=-5), dict(seed=1.0), dict(seed="1"), dict(options="abc"),
                   dict(options=[])):
        with pytest.raises(ValueError, match="seed|options"):
            e.reset(**kwargs)
        assert e.unwrapped.game.hash() == before
    e.reset(seed=np.uint64(5))
    assert e.unwrapped.game.hash() == before


def test_arguments_accept_numpy_integers_but_not_bools():
    e = rl.env(players=np.int64(6), max_cycles=np.int64(4), max_turns=np.int32(30))
    assert e.possible_agents == [f"seat_{s}" for s in range(6)]
    _, decisions = _random_game(e, seed=1)
    assert decisions == 4 and e.unwrapped.game.config.max_turns == 30
    with pytest.raises(ValueError, match="max_turns"):
        rl.env(max_turns=True)
    with pytest.raises(ValueError, match="max_cycles"):
        rl.parallel_env(max_cycles=True)


def test_env_takes_positional_arguments_like_raw_env_and_parallel_env():
    e = rl.env(6, "promo")
    e.reset(seed=0)
    assert e.possible_agents == rl.raw_env(6).possible_agents == \
        rl.parallel_env(6).possible_agents == [f"seat_{s}" for s in range(6)]
    assert e.unwrapped.game.config.deck == "promo"


def test_agent_names_are_exactly_seat_k():
    e = rl.env(players=5)
    e.reset(seed=0)
    for bad in ("seat_01", "seat_+1", "seat_-1", "seat_ 1", "player_0", 1):
        with pytest.raises(ValueError, match="no agent"):
            e.observe(bad)
    assert seat_of("seat_10") == 10


def test_a_failed_first_reset_leaves_the_env_needing_a_reset():
    e = rl.env(players=5)
    with pytest.raises(ValueError, match="seed"):
        e.reset(seed="x")
    with pytest.raises(AssertionError, match="reset"):
        e.step(0)
    with pytest.raises(AttributeError, match="before reset"):
        e.last()
    with pytest.raises(ValueError, match="reset"):
        e.unwrapped.view("seat_0")
    e.reset(seed=1)
    assert e.last()[0]["action_mask"].any()


def test_the_parallel_form_checks_every_agents_action_like_the_aec_form():
    """A non-integer action raises whoever sends it, in both modes; None means the same as
    leaving the agent out (WAIT for a non-decider; for the decider an error, or the lowest
    legal id in 'substitute' mode)."""
    for mode in ("raise", "substitute"):
        p = rl.parallel_env(players=5, on_illegal=mode)
        obs = to_decision(p, p.reset(seed=0)[0])
        decider = next(a for a, o in obs.items() if o["action_mask"][WAIT] == 0)
        other = next(a for a in p.agents if a != decider)
        legal = int(np.flatnonzero(obs[decider]["action_mask"])[0])
        before = p.game.hash()
        for bad in (0.0, np.array([0]), np.array(0), "0", True):
            with pytest.raises(IllegalActionId, match="integer"):
                p.step({decider: legal, other: bad})
        assert p.game.hash() == before
        twin = rl.parallel_env(players=5)
        to_decision(twin, twin.reset(seed=0)[0])
        twin.step({decider: legal})
        if mode == "raise":
            with pytest.raises(IllegalActionId, match="no action"):
                p.step({decider: None})
            p.step({decider: legal, other: None})
        else:
            infos = p.step({decider: None, other: None})[4]
            assert infos[decider] == {"illegal_action": -1} and infos[other] == {}
        assert p.game.hash() == twin.game.hash()
