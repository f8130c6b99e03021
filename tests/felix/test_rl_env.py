"""菲力猫's PettingZoo AEC environment (fengsheng.rl.game_env): PettingZoo's own api_test and
seed_test at 3-5 players, then the codec (every legal option has an id that maps back), the
observation bounds, the rewards, and an illegal id refused without a change."""
import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from fengsheng.games.felix import FELIX
from fengsheng.rl import felix_codec as codec
from fengsheng.rl.core import IllegalActionId
from fengsheng.rl.game_env import GameAECEnv, felix_env


@pytest.mark.parametrize("n", [3, 4, 5])
def test_pettingzoo_api_test(n):
    api_test(felix_env(players=n), num_cycles=300)


def test_pettingzoo_seed_test():
    seed_test(lambda: felix_env(players=4), num_cycles=200)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_games_through_the_codec(n):
    e = GameAECEnv("felix", n)
    rng = np.random.default_rng(n)
    e.reset(seed=n)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        totals[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        v, m = obs["observation"], obs["action_mask"]
        assert v.shape == (codec.SIZE,) and 0 <= v.min() and v.max() <= 1
        options = e.state.pending.options
        assert sorted(np.flatnonzero(m)) == sorted(codec.action_id(o) for o in options)
        assert all(codec.option_of(codec.action_id(o)) == o for o in options)
        e.step(int(rng.choice(np.flatnonzero(m))))
    winners = FELIX.outcome(e.state)["winners"]
    assert abs(sum(totals.values())) < 1e-9
    assert all((totals[f"seat_{s}"] > 0) == (s in winners) for s in range(n))


def test_an_id_outside_the_mask_is_refused_and_nothing_changes():
    e = GameAECEnv("felix", 4)
    e.reset(seed=1)
    before = e.state.hash()
    mask = e.observe(e.agent_selection)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    for action in (bad, -1, codec.NUM_ACTIONS, 2.0, True):
        with pytest.raises(IllegalActionId):
            e.step(action)
    assert e.state.hash() == before


def test_bad_arguments():
    with pytest.raises(ValueError, match="3 to 5"):
        GameAECEnv("felix", 6)
    with pytest.raises(ValueError, match="render_mode"):
        GameAECEnv("felix", 4, render_mode="human")


def test_render_tells_the_log_in_chinese():
    e = GameAECEnv("felix", 3, render_mode="ansi")
    e.reset(seed=2)
    while not e.terminations[e.agent_selection]:
        mask = e.observe(e.agent_selection)["action_mask"]
        e.step(int(np.flatnonzero(mask)[0]))
    assert "游戏结束" in e.render()
