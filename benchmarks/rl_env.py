"""Speed of the RL environment next to the bare engine's, on one core.

Run: ``.venv/bin/python benchmarks/rl_env.py [--games N]``. For 5 and 9 players, without and
with role cards, it prints the AEC environment's steps per second (random masked actions,
``last()`` before each step: engine + ``observe`` + observation vector + action mask) and the
bare engine's decisions per second (uniform over ``state.pending.options``). One env step is
one decision, so the ratio is the cost of the RL encodings. Each figure is given per second of
wall-clock time and, in brackets, per second of this process's CPU time (the steadier one when
other jobs share the machine); the ratio uses CPU time.
"""
from __future__ import annotations

import argparse

from fengsheng.rl.speed import engine_decisions_per_second, env_steps_per_second


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30, help="games per table (default 30)")
    args = ap.parse_args(argv)
    print(f"{'table':18s} {'env steps/s (cpu)':>20s} {'engine decisions/s (cpu)':>26s} "
          f"{'ratio':>6s}")
    for players in (5, 9):
        for roles in (False, True):
            env = env_steps_per_second(players, roles, args.games)
            eng = engine_decisions_per_second(players, roles, args.games)
            name = f"{players} players" + (", roles" if roles else "")
            ratio = env["steps_per_cpu_second"] / eng["decisions_per_cpu_second"]
            print(f"{name:18s} {env['steps_per_second']:11,.0f} "
                  f"({env['steps_per_cpu_second']:6,.0f}) {eng['decisions_per_second']:17,.0f} "
                  f"({eng['decisions_per_cpu_second']:6,.0f}) {ratio:6.2f}", flush=True)


if __name__ == "__main__":
    main()
