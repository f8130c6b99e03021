"""Train a small masked policy on the 风声 PettingZoo environment for a few minutes on CPU and
show that it beats the random bot.

    pip install torch            # or: pip install -e '.[train]'
    python examples/train_masked_policy.py --minutes 4 --eval-games 600
    python examples/train_masked_policy.py --updates 20      # fixed length: repeatable run

Training: PPO (clipped objective, a value baseline, γ = 1 since the only reward is the game's
result) on an MLP whose logits are masked with the observation's ``action_mask`` (illegal ids
get −1e9, so they are never sampled). Each training game has 5 seats; the learner plays two
of them (chosen at random) and ``fengsheng.bots``' random bot the others, which play through
the same codec (``env.unwrapped.action_of``). Games run 32 at a time so the network sees
batches.

Evaluation: on the same deals, seat k (rotating) is played once by the trained policy and once
by the random bot, the other four seats always by random bots; the script prints both win
rates with 95% Wilson intervals and the paired difference with Newcombe's paired interval
(``fengsheng.rl.evaluation``; defined for any number of deals from one).
"""
from __future__ import annotations

import argparse
import random
import sys
import time

import numpy as np

try:
    import torch
    from torch import nn
except ImportError:   # torch is optional for the package: only this example needs it
    sys.exit("this example needs torch: pip install torch (or pip install -e '.[train]')")

from fengsheng import rl
from fengsheng.bots import make_bot
from fengsheng.rl.core import outcome_rewards, seat_of
from fengsheng.rl.evaluation import paired_difference_interval, wilson_interval
from fengsheng.rl.observation import HIGH

PLAYERS = 5
PARALLEL_GAMES = 32


class Policy(nn.Module):
    """Observation vector → (masked action logits, value). Inputs are scaled by the space's
    upper bounds so that every feature lies in [0, 1]."""

    def __init__(self, hidden: int = 128):
        super().__init__()
        self.register_buffer("scale", torch.as_tensor(1.0 / HIGH))
        self.body = nn.Sequential(nn.Linear(rl.OBSERVATION_SIZE, hidden), nn.Tanh(),
                                  nn.Linear(hidden, hidden), nn.Tanh())
        self.logits = nn.Linear(hidden, rl.NUM_ACTIONS)
        self.value = nn.Linear(hidden, 1)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor):
        h = self.body(obs * self.scale)
        logits = self.logits(h).masked_fill(mask == 0, -1e9)
        return logits, self.value(h).squeeze(-1)


class Table:
    """One environment, the seats the learner plays, random bots for the rest, and the
    learner's decisions of the current game."""

    def __init__(self, seed: int):
        self.env = rl.raw_env(players=PLAYERS)
        self.rng = random.Random(seed)
        self.learner: set[int] = set()
        self.bots = {}
        self.steps: list[dict] = []

    def start(self, game_seed: int, learner: set[int]) -> None:
        self.env.reset(seed=game_seed)
        self.learner = learner
        self.bots = {s: make_bot("random", s, game_seed * 10 + s) for s in range(PLAYERS)}
        self.steps = []

    def advance(self) -> bool:
        """Let the random bots play until a learner seat must decide (True) or the game is
        over (False)."""
        env = self.env
        while not env.game.over:
            agent = env.agent_selection
            seat = seat_of(agent)
            if seat in self.learner:
                return True
            option = self.bots[seat].choose(env.view(agent), [])
            env.step(env.action_of(agent, option))
        return False


def play(policy: Policy, seeds: list[int], learner_seats, greedy: bool = False):
    """Play one game per seed (``learner_seats(i)`` = the set of seats the policy plays in
    game i). Returns (decisions, rewards): the policy's decisions as dicts of tensors'
    rows, and per game the list of per-seat rewards."""
    tables = [Table(i) for i in range(min(PARALLEL_GAMES, len(seeds)))]
    queue = list(enumerate(seeds))
    decisions: list[dict] = []
    results: dict[int, list[float]] = {}
    running: dict[int, int] = {}   # table index -> game index

    def refill(k):
        while queue:
            i, seed = queue.pop(0)
            tables[k].start(seed, learner_seats(i))
            if tables[k].advance():
                running[k] = i
                return
            finish(k, i)
        running.pop(k, None)

    def finish(k, i):
        rewards = outcome_rewards(tables[k].env.game)
        results[i] = rewards
        for d in tables[k].steps:
            d["ret"] = rewards[d["seat"]]
        decisions.extend(tables[k].steps)

    for k in range(len(tables)):
        refill(k)
    while running:
        ks = list(running)
        obs, masks = [], []
        for k in ks:
            o = tables[k].env.observe(tables[k].env.agent_selection)
            obs.append(o["observation"])
            masks.append(o["action_mask"])
        obs_t = torch.as_tensor(np.stack(obs))
        mask_t = torch.as_tensor(np.stack(masks))
        with torch.no_grad():
            logits, values = policy(obs_t, mask_t)
            dist = torch.distributions.Categorical(logits=logits)
            actions = logits.argmax(-1) if greedy else dist.sample()
            logps = dist.log_prob(actions)
        for j, k in enumerate(ks):
            t = tables[k]
            seat = seat_of(t.env.agent_selection)
            t.steps.append({"obs": obs[j], "mask": masks[j], "action": int(actions[j]),
                            "logp": float(logps[j]), "value": float(values[j]), "seat": seat})
            t.env.step(int(actions[j]))
            if not t.advance():
                finish(k, running[k])
                refill(k)
    return decisions, [results[i] for i in range(len(seeds))]


def ppo_update(policy, optimiser, decisions, epochs=3, minibatch=512, clip=0.2,
               entropy_coef=0.01, value_coef=0.5) -> None:
    obs = torch.as_tensor(np.stack([d["obs"] for d in decisions]))
    mask = torch.as_tensor(np.stack([d["mask"] for d in decisions]))
    act = torch.as_tensor([d["action"] for d in decisions])
    old_logp = torch.as_tensor([d["logp"] for d in decisions])
    ret = torch.as_tensor([d["ret"] for d in decisions], dtype=torch.float32)
    adv = ret - torch.as_tensor([d["value"] for d in decisions])
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    n = len(decisions)
    for _ in range(epochs):
        for idx in torch.randperm(n).split(minibatch):
            logits, value = policy(obs[idx], mask[idx])
            dist = torch.distributions.Categorical(logits=logits)
            ratio = (dist.log_prob(act[idx]) - old_logp[idx]).exp()
            pg = -torch.min(ratio * adv[idx], ratio.clamp(1 - clip, 1 + clip) * adv[idx]).mean()
            loss = pg + value_coef * (value - ret[idx]).pow(2).mean() \
                - entropy_coef * dist.entropy().mean()
            optimiser.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
            optimiser.step()


def evaluate(policy, games: int, seed0: int, greedy: bool) -> None:
    seeds = list(range(seed0, seed0 + games))
    seat = lambda i: i % PLAYERS   # noqa: E731  (the seat under test in game i)
    _, trained = play(policy, seeds, lambda i: {seat(i)}, greedy=greedy)
    _, baseline = play(policy, seeds, lambda i: set())
    won_t = [r[seat(i)] > 0 for i, r in enumerate(trained)]
    won_b = [r[seat(i)] > 0 for i, r in enumerate(baseline)]
    for name, won in (("trained policy", won_t), ("random bot", won_b)):
        k = sum(won)
        lo, hi = wilson_interval(k, games)
        print(f"  {name:15s} wins {k}/{games} = {100 * k / games:.1f}% "
              f"[{100 * lo:.1f}, {100 * hi:.1f}]")
    diff, lo, hi = paired_difference_interval(won_t, won_b)
    print(f"  paired difference (same deals): {100 * diff:+.1f} points "
          f"[{100 * lo:+.1f}, {100 * hi:+.1f}]")


def positive_int(text: str) -> int:
    """argparse type: an integer of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=4.0, help="training time (default 4)")
    ap.add_argument("--updates", type=int,
                    help="train exactly this many updates instead (reproducible run)")
    ap.add_argument("--games-per-update", type=positive_int, default=64)
    ap.add_argument("--eval-games", type=positive_int, default=600,
                    help="deals to evaluate on (at least 1; default 600)")
    ap.add_argument("--greedy", action="store_true", help="evaluate the argmax action")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", help="write the trained weights to this file")
    args = ap.parse_args(argv)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    policy = Policy()
    optimiser = torch.optim.Adam(policy.parameters(), lr=1e-3)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    update = games = 0
    while (update < args.updates if args.updates is not None
           else time.perf_counter() - start < 60 * args.minutes):
        seeds = [rng.getrandbits(48) for _ in range(args.games_per_update)]
        learner = [set(rng.sample(range(PLAYERS), 2)) for _ in seeds]
        decisions, results = play(policy, seeds, lambda i: learner[i])
        ppo_update(policy, optimiser, decisions)
        update += 1
        games += len(seeds)
        if update % 10 == 0:
            won = sum(r[s] > 0 for r, ls in zip(results, learner) for s in ls)
            print(f"{time.perf_counter() - start:6.0f}s  update {update}  games {games}  "
                  f"learner seats won {100 * won / (2 * len(results)):.0f}% of the last batch",
                  flush=True)
    print(f"trained {time.perf_counter() - start:.0f}s: {update} updates, {games} games")
    if args.save:
        torch.save(policy.state_dict(), args.save)
    t = time.perf_counter()
    print(f"evaluation over {args.eval_games} deals, one seat under test, 4 random bots:")
    evaluate(policy, args.eval_games, 10**9, args.greedy)
    print(f"evaluated in {time.perf_counter() - t:.0f}s")


if __name__ == "__main__":
    main()
