"""Speed of the RL environment next to the bare engine's and a PettingZoo classic environment's,
on one core, all measured in the same run.

Run: ``.venv/bin/python benchmarks/rl_env.py [--games N] [--reference-games M] [--warmup W]``.
For 5 and 9 players, without and with role cards, it prints the bare engine's decisions per
second (uniform over ``state.pending.options``) and the AEC environment's steps per second in
each observation mode ('table', 'history' = the default, 'sequence'), with random masked
actions and ``last()`` before each step. One env step is one decision, so ``ratio`` = env
steps/s ÷ engine decisions/s (the issue's target: at least 0.5 in the default mode). ``loop``
counts the whole loop's CPU time, the random policy's NumPy calls included (``np.flatnonzero``
of the mask and a draw: what any learner adds); ``env`` counts the loop less those calls
(replayed on the same masks with the same draws and timed alone): the environment's
``reset``/``last``/``step`` (engine + encodings + mask + PettingZoo's bookkeeping) and the
loop around them, without a timer around each call (one costs about 1 µs here, a tenth of a
step). Each table is measured in ``--repeat`` rounds (the engine, then each mode), and the
medians are printed, each ratio's taken within its round: on a shared machine the load
changes between measurements. The first round of each, the bare engine's too, first plays
``--warmup`` games on other seeds, not timed: the environment remembers action ids for the
whole process (about 60 games at 5 players fill that cache), so the figures are those of a
long run. Last, PettingZoo's
``texas_holdem_v4`` (needs rlcard: ``pip install -e '.[bench]'``) and ``connect_four_v3``
driven by the same loop. Figures are per second of this process's CPU time (the steadier
figure when other jobs share the machine).
"""
from __future__ import annotations

import argparse
import statistics
import warnings

from fengsheng.rl.speed import (engine_decisions_per_second, env_steps_per_second,
                                pettingzoo_steps_per_second)

MODES = ("table", "history", "sequence")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30, help="games per table (default 30)")
    ap.add_argument("--reference-games", type=int, default=300,
                    help="games of each PettingZoo environment (default 300)")
    ap.add_argument("--warmup", type=int, default=50,
                    help="untimed games before each first measurement (default 50)")
    ap.add_argument("--repeat", type=int, default=3,
                    help="rounds of measurements per table; medians printed (default 3)")
    args = ap.parse_args(argv)
    print(f"{'table':17s} {'engine dec/s':>12s}" +
          "".join(f" {m + ' env/s':>16s} {'ratio':>5s}" for m in MODES) +
          f" {'history loop/s':>14s} {'ratio':>5s}")
    for players in (5, 9):
        for roles in (False, True):
            # Rounds of (engine, each mode) one after the other, so that a change of load
            # falls on both sides of a ratio; each ratio is within its round.
            rates: dict[str, list[float]] = {}
            for r in range(args.repeat):
                warmup = args.warmup if r == 0 else 0
                eng = engine_decisions_per_second(players, roles, args.games, warmup=warmup)
                rate = eng["decisions_per_cpu_second"]
                rates.setdefault("engine", []).append(rate)
                for mode in MODES:
                    env = env_steps_per_second(players, roles, args.games, observation=mode,
                                               warmup=warmup)
                    for key, value in ((mode, env["env_steps_per_cpu_second"]),
                                       ("loop", env["steps_per_cpu_second"])):
                        if key == "loop" and mode != "history":
                            continue
                        rates.setdefault(key, []).append(value)
                        rates.setdefault(key + " ratio", []).append(value / rate)
            m = {k: statistics.median(v) for k, v in rates.items()}
            line = f"{players} players" + (", roles" if roles else "")
            line = f"{line:17s} {m['engine']:12,.0f}"
            for key in (*MODES, "loop"):
                width = 14 if key == "loop" else 16
                line += f" {m[key]:{width},.0f} {m[key + ' ratio']:5.2f}"
            print(line, flush=True)
    # pygame (which PettingZoo's classic environments import) warns about pkg_resources.
    warnings.filterwarnings("ignore", "pkg_resources is deprecated")
    for name in ("classic.texas_holdem_v4", "classic.connect_four_v3"):
        try:
            ref = pettingzoo_steps_per_second(name, args.reference_games, warmup=args.warmup)
        except ImportError as e:
            print(f"PettingZoo {name}: not installed ({e})")
            continue
        print(f"PettingZoo {name}: env {ref['env_steps_per_cpu_second']:,.0f} steps/s, "
              f"loop {ref['steps_per_cpu_second']:,.0f}", flush=True)


if __name__ == "__main__":
    main()
