"""Speed of the RL environment next to the bare engine's and a PettingZoo classic environment's,
on one core, all measured in the same run.

Run: ``.venv/bin/python benchmarks/rl_env.py [--games N] [--reference-games M]``. For 5 and 9
players, without and with role cards, it prints the AEC environment's steps per second in each
observation mode ('table', 'history' = the default, 'sequence'; random masked actions,
``last()`` before each step: engine + ``observe`` + encodings + mask) and the bare engine's
decisions per second (uniform over ``state.pending.options``). One env step is one decision,
so ``ratio`` = env steps/s ÷ engine decisions/s is the share of a step the engine takes (the
issue's target: at least 0.5 in the default mode). Last, PettingZoo's ``texas_holdem_v4``
(needs rlcard: ``pip install -e '.[bench]'``) and ``connect_four_v3`` driven by the same
loop. Figures are per second of this process's CPU time (the steadier one when other jobs
share the machine); wall-clock figures are in brackets.
"""
from __future__ import annotations

import argparse
import warnings

from fengsheng.rl.speed import (engine_decisions_per_second, env_steps_per_second,
                                pettingzoo_steps_per_second)

MODES = ("table", "history", "sequence")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30, help="games per table (default 30)")
    ap.add_argument("--reference-games", type=int, default=300,
                    help="games of each PettingZoo environment (default 300)")
    args = ap.parse_args(argv)
    print(f"{'table':17s} {'engine dec/s':>14s}" +
          "".join(f" {'env ' + m + ' /s':>18s} {'ratio':>6s}" for m in MODES))
    for players in (5, 9):
        for roles in (False, True):
            eng = engine_decisions_per_second(players, roles, args.games)
            rate = eng["decisions_per_cpu_second"]
            line = f"{players} players" + (", roles" if roles else "")
            line = f"{line:17s} {rate:14,.0f}"
            for mode in MODES:
                env = env_steps_per_second(players, roles, args.games, observation=mode)
                line += (f" {env['steps_per_cpu_second']:9,.0f} ({env['steps_per_second']:6,.0f})"
                         f" {env['steps_per_cpu_second'] / rate:6.2f}")
            print(line, flush=True)
    # pygame (which PettingZoo's classic environments import) warns about pkg_resources.
    warnings.filterwarnings("ignore", "pkg_resources is deprecated")
    for name in ("classic.texas_holdem_v4", "classic.connect_four_v3"):
        try:
            ref = pettingzoo_steps_per_second(name, args.reference_games)
        except ImportError as e:
            print(f"PettingZoo {name}: not installed ({e})")
            continue
        print(f"PettingZoo {name}: {ref['steps_per_cpu_second']:,.0f} steps/s "
              f"({ref['steps_per_second']:,.0f})", flush=True)


if __name__ == "__main__":
    main()
