"""The shipped policy (``fengsheng.bots.policy``): it reads exactly the environment's default
observation, runs without torch, and refuses weights trained on other encodings."""
from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from fengsheng import rl
from fengsheng.bots import make_bot
from fengsheng.bots.policy import WEIGHTS, PolicyWeightsError, load_weights, save_weights
from fengsheng.rl.aec import encoding_checksum

# The checksum of the action codec and observation layout the shipped weights were trained
# on. If a change moves it, action ids or observation slots mean something else now: bump
# rl.ENV_VERSION and retrain the policy (docs/rl.md, "The shipped policy").
ENCODING = "56ad4622c8f3d9a6"


def test_the_codec_and_layout_are_the_ones_the_shipped_policy_was_trained_on():
    assert encoding_checksum() == ENCODING
    _, meta = load_weights(WEIGHTS)
    assert (meta["env_version"], meta["encoding"]) == (rl.ENV_VERSION, ENCODING)


@pytest.mark.parametrize("players, roles", [(5, False), (9, True)])
def test_the_bot_reads_the_default_observation_of_its_seat(players, roles):
    """At every decision of a game where policy bots hold every seat, the vector a bot builds
    from its view and the events its seat was shown equals the AEC environment's default
    observation of that seat; its answer is legal."""
    env = rl.raw_env(players=players, roles=roles, max_turns=20)
    env.reset(seed=players)
    bots = {a: make_bot("policy", s, s) for s, a in enumerate(env.possible_agents)}
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        view = env.view(agent)
        x = bots[agent].features(view, env.events_for(agent))
        np.testing.assert_array_equal(x, obs["observation"])
        env.step(env.action_of(agent, bots[agent].pick(x, view)))   # raises if illegal


def test_the_bot_plays_with_numpy_only():
    """A whole game of policy bots in a process where ``import torch`` fails."""
    code = ("import sys; sys.modules['torch'] = None\n"
            "from fengsheng.bots import make_bot, play_game\n"
            "from fengsheng.engine import Config\n"
            "s = play_game(Config(players=5), 7, [make_bot('policy', i, i) for i in range(5)])\n"
            "assert s.over and sys.modules['torch'] is None\n"
            "print('over', s.step)")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0 and run.stdout.startswith("over"), run.stderr


def test_weights_of_other_encodings_or_malformed_files_are_refused(tmp_path):
    layers, meta = load_weights(WEIGHTS)
    path = tmp_path / "w.npz"
    save_weights(path, layers, {"note": "copy"})
    assert load_weights(path)[1]["note"] == "copy"
    with np.load(path) as f:
        arrays = dict(f)
    for field, value in (("encoding", "0123456789abcdef"), ("env_version", 1)):
        arrays["meta"] = np.array(json.dumps(dict(meta, **{field: value})))
        np.savez(path, **arrays)
        with pytest.raises(PolicyWeightsError, match="retrain"):
            load_weights(path)
    (tmp_path / "bad.npz").write_bytes(b"not an npz")
    with pytest.raises(PolicyWeightsError, match="cannot read"):
        load_weights(tmp_path / "bad.npz")
    with pytest.raises(ValueError):
        save_weights(path, layers[:2], {})


# A frozen position: seat A (潜伏战线, two reds in front of it) at 情报接收 of a face-up red
# message sent by D; taking it wins at once.
WINNING_TAKE = {
    "seed": 3,
    "players": [
        {"identity": "潜伏战线", "hand": ["截获/黑", "锁定/红", "试探/蓝"], "messages": ["红", "红"]},
        {"identity": "军情处", "hand": ["识破/黑"], "messages": ["蓝"]},
        {"identity": "潜伏战线", "hand": ["锁定/蓝"]},
        {"identity": "军情处", "hand": ["调虎离山/黑"], "messages": ["黑"]},
        {"identity": "打酱油的", "hand": ["烧毁/黑"]}],
    "turn": "D", "phase": "send_message",
    "message": {"card": "退回/红", "holder": "A", "step": "receive", "hops": 1}}
# The shipped policy's logits there, by action id (to 2 decimals): pinned so a merge that
# changes what the policy reads or how it is read shows here. (It takes: p ≈ 0.97.)
WINNING_TAKE_LOGITS = {2: 1.99, 3: -1.41}   # 2 take, 3 decline


def test_the_shipped_policy_plays_a_frozen_position_as_trained():
    from fengsheng.engine.position import from_position
    from fengsheng.views import observe
    state = from_position(WINNING_TAKE)
    assert state.pending.seat == 0 and state.pending.kind == "receive"
    bot = make_bot("policy", 0, 0)
    view = observe(state, 0)
    x = bot.features(view, [])
    ids = sorted(rl.legal_actions(view))
    got = {i: round(float(v), 2) for i, v in zip(ids, bot.logits(x, ids))}
    assert got == pytest.approx(WINNING_TAKE_LOGITS, abs=0.02)
    assert rl.describe(2) == "take" and rl.describe(3) == "decline"
