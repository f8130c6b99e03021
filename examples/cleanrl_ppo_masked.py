"""CleanRL-style single-file PPO with action masking on the single-agent 风声 environment, then
its score against the random and the heuristic bot on the same deals.

    pip install -e '.[train]'
    python examples/cleanrl_ppo_masked.py --total-timesteps 200000 --deals 1000 --seed 0

Everything is in this file, in the shape of CleanRL's ``ppo.py``: a Gymnasium vector env
(``SyncVectorEnv`` of ``gymnasium.make("fengsheng/Fengsheng-v2", ...)``, one table size per
env from ``--players``, same-step autoreset), rollouts of
``--num-steps`` per env, GAE, clipped PPO updates on minibatches. The only change is the mask:
illegal ids (``info["action_mask"] == 0``) get a logit of −1e9. γ = 1: the only reward is the
game's result at its end. ``--export`` writes the actor for the NumPy ``policy`` bot; the
shipped one was trained with the command in docs/rl.md, "The shipped policy".
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

try:
    import torch
    from torch import nn
except ImportError:
    sys.exit("this example needs torch: pip install -e '.[train]'")

import gymnasium as gym

from fengsheng import rl
from fengsheng.rl.evaluation import print_against_bots


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--total-timesteps", type=int, default=200_000)
    ap.add_argument("--num-envs", type=int, default=8)
    ap.add_argument("--num-steps", type=int, default=256)
    ap.add_argument("--learning-rate", type=float, default=3e-4)
    ap.add_argument("--gamma", type=float, default=1.0)
    ap.add_argument("--gae-lambda", type=float, default=0.95)
    ap.add_argument("--num-minibatches", type=int, default=4)
    ap.add_argument("--update-epochs", type=int, default=4)
    ap.add_argument("--clip-coef", type=float, default=0.2)
    ap.add_argument("--ent-coef", type=float, default=0.01)
    ap.add_argument("--vf-coef", type=float, default=0.5)
    ap.add_argument("--max-grad-norm", type=float, default=0.5)
    ap.add_argument("--players", default="5",
                    help="table size, or sizes joined by commas (the envs cycle through them)")
    ap.add_argument("--opponents", default="random",
                    help="bot in the other seats while training (several joined by commas: "
                         "each seat of each game draws one)")
    ap.add_argument("--hidden", type=int, default=256, help="width of the critic's layer")
    ap.add_argument("--actor-hidden", type=int, default=256, help="width of the actor's layers")
    ap.add_argument("--max-minutes", type=float, help="stop training after this wall time")
    ap.add_argument("--deals", type=int, default=1000, help="deals per evaluation (0: none)")
    ap.add_argument("--save", help="write the trained weights to this file")
    ap.add_argument("--export", help="write the actor for the numpy 'policy' bot to this .npz "
                                     "(also every 10 iterations)")
    args = ap.parse_args(argv)
    if args.deals < 0 or args.total_timesteps < 1:
        ap.error("--deals must be at least 0 and --total-timesteps at least 1")
    try:
        args.tables = [int(p) for p in args.players.split(",")]
    except ValueError:
        ap.error(f"--players: sizes joined by commas, got {args.players!r}")
    args.batch_size = args.num_envs * args.num_steps
    args.minibatch_size = max(1, args.batch_size // args.num_minibatches)
    args.num_iterations = max(1, args.total_timesteps // args.batch_size)
    return args


class Agent(nn.Module):
    """MLP actor-critic; inputs scaled by the observation space's upper bounds."""

    def __init__(self, space: gym.spaces.Box, actions: int, hidden: int = 256,
                 actor_hidden: int = 256):
        super().__init__()
        self.register_buffer("scale", torch.as_tensor(1.0 / np.maximum(space.high, 1)))
        size, a = space.shape[0], actor_hidden
        self.critic = nn.Sequential(nn.Linear(size, hidden), nn.Tanh(), nn.Linear(hidden, 1))
        self.actor = nn.Sequential(nn.Linear(size, a), nn.Tanh(),
                                   nn.Linear(a, a), nn.Tanh(), nn.Linear(a, actions))

    def get_value(self, x):
        return self.critic(x * self.scale).squeeze(-1)

    def get_action_and_value(self, x, mask, action=None):
        logits = self.actor(x * self.scale).masked_fill(~mask, -1e9)
        dist = torch.distributions.Categorical(logits=logits)
        if action is None:
            action = dist.sample()
        return action, dist.log_prob(action), dist.entropy(), self.get_value(x)


def main(argv=None) -> None:
    args = parse_args(argv)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    tables = [args.tables[i % len(args.tables)] for i in range(args.num_envs)]
    envs = gym.vector.SyncVectorEnv(
        [lambda p=p: gym.make(rl.ENV_ID, players=p, opponents=args.opponents) for p in tables],
        autoreset_mode=gym.vector.AutoresetMode.SAME_STEP)
    agent = Agent(envs.single_observation_space, envs.single_action_space.n, args.hidden,
                  args.actor_hidden)
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.learning_rate, eps=1e-5)

    n, e = args.num_steps, args.num_envs
    obs = torch.zeros((n, e) + envs.single_observation_space.shape)
    masks = torch.zeros((n, e, envs.single_action_space.n), dtype=torch.bool)
    actions = torch.zeros((n, e), dtype=torch.long)
    logprobs, rewards, dones, values = (torch.zeros((n, e)) for _ in range(4))

    start = time.perf_counter()
    next_obs, info = envs.reset(seed=args.seed)
    next_obs = torch.as_tensor(next_obs)
    next_mask = torch.as_tensor(info["action_mask"]).bool()
    next_done = torch.zeros(e)
    games, wins = 0, 0
    for iteration in range(1, args.num_iterations + 1):
        for step in range(n):
            obs[step], masks[step], dones[step] = next_obs, next_mask, next_done
            with torch.no_grad():
                action, logprob, _, value = agent.get_action_and_value(next_obs, next_mask)
            actions[step], logprobs[step], values[step] = action, logprob, value
            next_obs, reward, terminated, truncated, info = envs.step(action.numpy())
            rewards[step] = torch.as_tensor(reward, dtype=torch.float32)
            done = np.logical_or(terminated, truncated)
            games += int(done.sum())
            wins += int((reward[done] > 0).sum())
            next_obs = torch.as_tensor(next_obs)
            next_mask = torch.as_tensor(info["action_mask"]).bool()
            next_done = torch.as_tensor(done, dtype=torch.float32)

        with torch.no_grad():   # GAE
            next_value = agent.get_value(next_obs)
            advantages = torch.zeros_like(rewards)
            last = torch.zeros(e)
            for t in reversed(range(n)):
                nonterminal = 1.0 - (next_done if t == n - 1 else dones[t + 1])
                following = next_value if t == n - 1 else values[t + 1]
                delta = rewards[t] + args.gamma * following * nonterminal - values[t]
                last = delta + args.gamma * args.gae_lambda * nonterminal * last
                advantages[t] = last
            returns = advantages + values

        b_obs = obs.reshape((-1,) + envs.single_observation_space.shape)
        b_masks = masks.reshape(-1, envs.single_action_space.n)
        b_actions, b_logprobs = actions.reshape(-1), logprobs.reshape(-1)
        b_adv, b_returns, b_values = advantages.reshape(-1), returns.reshape(-1), values.reshape(-1)
        for _ in range(args.update_epochs):
            for mb in torch.randperm(args.batch_size).split(args.minibatch_size):
                _, newlogprob, entropy, newvalue = agent.get_action_and_value(
                    b_obs[mb], b_masks[mb], b_actions[mb])
                ratio = (newlogprob - b_logprobs[mb]).exp()
                adv = b_adv[mb]
                adv = (adv - adv.mean()) / (adv.std() + 1e-8) if len(mb) > 1 else adv
                pg_loss = torch.max(-adv * ratio,
                                    -adv * ratio.clamp(1 - args.clip_coef, 1 + args.clip_coef)).mean()
                v_loss = 0.5 * (newvalue - b_returns[mb]).pow(2).mean()
                loss = pg_loss - args.ent_coef * entropy.mean() + args.vf_coef * v_loss
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), args.max_grad_norm)
                optimizer.step()
        if iteration % 10 == 0 or iteration == args.num_iterations:
            print(f"{time.perf_counter() - start:6.0f}s  iteration {iteration}/{args.num_iterations}"
                  f"  games {games}  learner won {100 * wins / max(games, 1):.0f}%", flush=True)
            games = wins = 0
            if args.export:
                export(agent, args, iteration * args.batch_size, time.perf_counter() - start)
        if args.max_minutes and time.perf_counter() - start > 60 * args.max_minutes:
            break
    steps = iteration * args.batch_size
    print(f"trained {time.perf_counter() - start:.0f}s: {steps} timesteps")
    if args.save:
        torch.save(agent.state_dict(), args.save)
    if args.export:
        export(agent, args, steps, time.perf_counter() - start)
    if not args.deals:
        return

    def policy(observation: dict) -> int:
        with torch.no_grad():
            x = torch.as_tensor(observation["observation"])[None]
            m = torch.as_tensor(observation["action_mask"]).bool()[None]
            return int(agent.get_action_and_value(x, m)[0][0])

    print_against_bots(policy, args.deals, seed=10**9 + args.seed, players=args.tables[0])


def export(agent: Agent, args, steps: int, seconds: float) -> None:
    """The actor's layers (the bot scales its inputs as :class:`Agent` does), for
    ``fengsheng.bots.policy`` (NumPy only at play time)."""
    from fengsheng.bots.policy import save_weights

    linear = [m for m in agent.actor if isinstance(m, nn.Linear)]
    layers = [(m.weight.detach().numpy().T, m.bias.detach().numpy()) for m in linear]
    about = {"trainer": "examples/cleanrl_ppo_masked.py", "argv": sys.argv[1:],
             "seed": args.seed, "timesteps": steps, "wall_seconds": round(seconds)}
    save_weights(args.export, layers, about)


if __name__ == "__main__":
    main()
