"""sb3-contrib's MaskablePPO on the single-agent 风声 environment, then its score against the
random and the heuristic bot on the same deals.

    pip install -e '.[train]'        # torch, stable-baselines3, sb3-contrib
    python examples/sb3_maskable_ppo.py --timesteps 200000 --deals 1000 --seed 0

The environment is ``gymnasium.make("fengsheng/Fengsheng-v2", ...)``: the learner plays one
seat (drawn anew each game), the other seats are played by ``--opponents`` bots, the reward is
the seat's result (+1 / −1 / 0). Stable-Baselines3's ``make_vec_env`` vectorises it, and
MaskablePPO reads the legal actions from the env's ``action_masks()``. The evaluation
(``fengsheng.rl.evaluation.head_to_head``) seats the trained policy in one seat of each deal
and, on the same deal, the bot instead; it prints both win rates (Wilson 95%) and their
paired difference (Newcombe 95%).
"""
from __future__ import annotations

import argparse
import sys
import time

try:
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.env_util import make_vec_env
except ImportError:
    sys.exit("this example needs torch, stable-baselines3 and sb3-contrib: "
             "pip install -e '.[train]'")

from fengsheng import rl
from fengsheng.rl.evaluation import print_against_bots


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--timesteps", type=int, default=200_000, help="learner decisions to train on")
    ap.add_argument("--envs", type=int, default=4, help="environments in the VecEnv")
    ap.add_argument("--n-steps", type=int, default=512, help="rollout length per environment")
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--opponents", default="random", help="bot in the other seats while training")
    ap.add_argument("--deals", type=int, default=1000, help="deals per evaluation (>= 1)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", help="write the trained model to this .zip")
    args = ap.parse_args(argv)
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    torch.set_num_threads(1)
    env_kwargs = {"players": args.players, "opponents": args.opponents, "render_mode": None}
    venv = make_vec_env(rl.ENV_ID, n_envs=args.envs, seed=args.seed, env_kwargs=env_kwargs)
    model = MaskablePPO("MlpPolicy", venv, n_steps=args.n_steps, batch_size=256, n_epochs=4,
                        gamma=1.0, learning_rate=3e-4, ent_coef=0.01, seed=args.seed,
                        device="cpu", policy_kwargs={"net_arch": [256, 256]}, verbose=0)
    start = time.perf_counter()
    model.learn(args.timesteps)
    print(f"trained {time.perf_counter() - start:.0f}s: {model.num_timesteps} timesteps")
    if args.save:
        model.save(args.save)

    def policy(observation: dict) -> int:
        action, _ = model.predict(observation["observation"],
                                  action_masks=observation["action_mask"].astype(bool))
        return int(action)

    print_against_bots(policy, args.deals, seed=10**9 + args.seed, players=args.players)


if __name__ == "__main__":
    main()
