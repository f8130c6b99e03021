"""Speed of the 菲力猫 engine: random games per second and decisions per second at 3, 4 and 5
players, beside RLCard's UNO timed in the same run (the project's yardstick, engine_speed.py).

Run: ``.venv/bin/python benchmarks/felix_speed.py [--games N] [--repeats R]`` (needs the
``bench`` extra for RLCard: ``pip install -c constraints.txt -e '.[bench]'``).

Each run plays the same seeded games with a uniform choice among ``state.pending.options``
through the interface (``FELIX.apply``, which checks every answer); UNO is timed right before
each run, so both see the machine in the same state. The figure is the fastest of the runs
(other work on the machine only slows a run) with the median beside it; the ratio to UNO is the
number to compare across machines. Also: ``clone()`` of a mid-game state, and games through the
shared bot loop (``observe`` for every decision) with the random bot.
"""
from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_speed import uno_run  # noqa: E402  (the same UNO loop as the 风声 benchmark)

from fengsheng.games.bots import make_bot, play_game  # noqa: E402
from fengsheng.games.felix import FELIX  # noqa: E402


def play_random(players: int, seed: int) -> int:
    s = FELIX.new_state({"players": players}, seed)
    rng = random.Random(seed)
    while not s.over:
        opts = s.pending.options
        FELIX.apply(s, opts[rng.randrange(len(opts))])
    return s.step


def clone_us(players: int, repeats: int = 2000) -> float:
    s = FELIX.new_state({"players": players}, 1)
    rng = random.Random(1)
    for _ in range(40):
        FELIX.apply(s, rng.choice(s.pending.options))
    t = time.perf_counter()
    for _ in range(repeats):
        s.clone()
    return (time.perf_counter() - t) / repeats * 1e6


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500, help="games per player count")
    ap.add_argument("--repeats", type=int, default=3, help="runs of the same games")
    args = ap.parse_args(argv)
    try:
        uno_run(1)
    except ImportError:
        ap.error("needs RLCard: .venv/bin/pip install -c constraints.txt -e '.[bench]'")
    print(f"Python {sys.version.split()[0]} · one core · random answers through FELIX.apply · "
          f"fastest of {args.repeats} runs, median beside it · RLCard UNO (2 players, random "
          f"legal actions) timed right before each run")
    for players in (3, 4, 5):
        play_random(players, 0)                      # warm-up
        runs, uno = [], []
        for _ in range(args.repeats):
            uno.append(uno_run(max(1, args.games), len(uno)))
            gc.collect()
            t = time.perf_counter()
            decisions = sum(play_random(players, seed) for seed in range(args.games))
            runs.append(time.perf_counter() - t)
        secs, ref = min(runs), max(uno)
        dps = decisions / secs
        gc.collect()
        t = time.perf_counter()
        bot_games = max(1, args.games // 4)
        bot_decisions = sum(play_game(FELIX, {"players": players}, seed,
                                      [make_bot(FELIX, "random", q, seed) for q in range(players)]).step
                            for seed in range(bot_games))
        bot_secs = time.perf_counter() - t
        print(f"\n菲力猫 {players} players ({args.games} games, {decisions / args.games:.1f} "
              f"decisions a game)")
        print(f"  games/s              {args.games / secs:10,.1f}   (median "
              f"{args.games / statistics.median(runs):,.1f})")
        print(f"  decisions/s          {dps:10,.0f}   (median "
              f"{decisions / statistics.median(runs):,.0f})")
        print(f"  RLCard UNO in the same run: {ref:,.0f} decisions/s (fastest); 菲力猫 is "
              f"{dps / ref:.0%} of it")
        print(f"  random bot via observe/play_game: {bot_decisions / bot_secs:,.0f} decisions/s")
        print(f"  clone() mid-game     {clone_us(players):10,.1f} µs")


if __name__ == "__main__":
    main()
