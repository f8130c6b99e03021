"""Where an RL env step's cost goes, in instructions (callgrind): counts that do not depend on
the machine's load, unlike ``benchmarks/rl_env.py``'s CPU times.

``.venv/bin/python benchmarks/rl_env_instructions.py [--players 5] [--roles] [--games 20]``
runs every part below under valgrind, one after another (each takes about a minute), and
prints the instructions per engine decision or env step. One part by hand: callgrind counts
only inside ``sys.call_tracing`` (what this script wraps around the part measured):

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=sys_call_tracing \\
        --callgrind-out-file=runs/cg.out .venv/bin/python benchmarks/rl_env_instructions.py \\
        PART [--players 5] [--roles] [--games 20]
    grep ^summary: runs/cg.out    # instructions; this script printed the steps

PART: ``engine`` (the bare engine's games, uniform over ``state.pending.options``, as
``rl_env.py``), ``env`` (the AEC env's games in the default mode with ``last()`` before each
step, the random masked policy included), ``policy`` (that policy's NumPy calls alone, on the
masks of the same games), or ``module:Class.method`` / ``module:function`` (that function only,
within the env's games: e.g. ``fengsheng.rl.incremental:Table.encode``,
``fengsheng.rl.incremental:Summary.read_events``, ``fengsheng.rl.incremental:LegalIds.of``,
``fengsheng.rl.core:apply`` — the engine inside the env — or
``fengsheng.rl.aec:raw_env.observe``; a few hundred instructions a call are the wrapper's).
The env's own cost per step is ``env`` − ``policy``. Both play ``--warmup`` untimed games
first (default 50, seeds 10⁶ +), then seeds 0 … games − 1.
"""
from __future__ import annotations

import argparse
import importlib
import os
import random
import subprocess
import sys
import tempfile

import numpy as np

from fengsheng.engine import Config, apply, new_game
from fengsheng.rl.aec import raw_env
from fengsheng.rl.speed import _play


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("part", nargs="?", help="one part (default: run them all under valgrind)")
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--roles", action="store_true")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=50, help="untimed games first (default 50)")
    args = ap.parse_args(argv)
    if args.part is None:
        return run_all(args)
    if args.part == "engine":
        config = Config(players=args.players, roles=args.roles)

        def play(seeds) -> int:
            for s in seeds:
                state, rng = new_game(config, s), random.Random(s)
                while not state.over:
                    options = state.pending.options
                    apply(state, options[rng.randrange(len(options))])
                decisions[0] += state.step
        decisions = [0]
        play(range(10**6, 10**6 + args.warmup))
        decisions[0] = 0
        sys.call_tracing(play, (range(args.games),))
        print("decisions", decisions[0])
        return
    env = raw_env(players=args.players, roles=args.roles)
    _play(env, args.warmup, 10**6, np.random.default_rng(10**6), [])
    masks = []

    def run() -> None:
        rng = np.random.default_rng(0)
        for g in range(args.games):
            env.reset(seed=g)
            for _ in env.agent_iter():
                obs, _, terminated, truncated, _ = env.last()
                if terminated or truncated:
                    env.step(None)
                    continue
                masks.append(obs["action_mask"])
                legal = np.flatnonzero(obs["action_mask"])
                env.step(int(legal[rng.integers(len(legal))]))

    def policy() -> None:
        rng = np.random.default_rng(0)
        for mask in masks:
            legal = np.flatnonzero(mask)
            int(legal[rng.integers(len(legal))])

    if args.part == "env":
        sys.call_tracing(run, ())
    elif args.part == "policy":
        run()
        sys.call_tracing(policy, ())
    else:   # one function, counted at each call
        module, _, name = args.part.partition(":")
        owner = importlib.import_module(module)
        *path, attr = name.split(".")
        for p in path:
            owner = getattr(owner, p)
        real = getattr(owner, attr)
        setattr(owner, attr, lambda *a, **k: sys.call_tracing(lambda: real(*a, **k), ()))
        run()
    print("steps", len(masks))


PARTS = ("engine", "env", "policy", "fengsheng.rl.core:apply",
         "fengsheng.rl.incremental:Table.encode", "fengsheng.rl.incremental:Table._sync_players",
         "fengsheng.rl.incremental:Summary.read_events", "fengsheng.rl.incremental:LegalIds.of")


def run_all(args) -> None:
    """Each of :data:`PARTS` under callgrind: instructions per decision or step."""
    table = ["--players", str(args.players), "--games", str(args.games),
             "--warmup", str(args.warmup)] + \
        (["--roles"] if args.roles else [])
    per = {}
    for part in PARTS:
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "cg.out")
            run = subprocess.run(
                ["valgrind", "--tool=callgrind", "--collect-atstart=no",
                 "--toggle-collect=sys_call_tracing", f"--callgrind-out-file={out}",
                 sys.executable, __file__, part, *table],
                capture_output=True, text=True, check=True)
            count = int(run.stdout.split()[-1])
            with open(out) as f:
                ir = next(int(line.split()[1]) for line in f if line.startswith("summary:"))
        per[part] = ir / count
        print(f"{part:48s} {ir / count:12,.0f} instructions per "
              f"{'decision' if part == 'engine' else 'step'}", flush=True)
    own = per["env"] - per["policy"]
    print(f"{'env less the policy (the env own cost)':48s} {own:12,.0f}   ratio to the engine: "
          f"{per['engine'] / own:.2f}")


if __name__ == "__main__":
    main()
