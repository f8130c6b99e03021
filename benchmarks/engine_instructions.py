"""Machine instructions per decision (callgrind) of the engine's random games and of RLCard
UNO's game loop: counts that depend neither on the load nor on the processor, unlike
``engine_speed.py``'s decisions/s.

    .venv/bin/python benchmarks/engine_instructions.py [--games 10] [--uno-games 100]

runs each table (5 and 9 players, without and with roles: seeds 0 … games − 1, the games
``engine_speed.play_random`` times) and UNO (``engine_speed.uno_player``'s loop, from seed 0)
under valgrind, one after another, and prints instructions per decision. Callgrind counts only inside ``sys.call_tracing``, around the games measured; one
game of the table (seed 10⁶) is played before, so one-time work (building the ruleset, first
calls) is left out. To compare two versions of the engine, run the script with
``PYTHONPATH=<tree>/src`` for each, the trees at paths of the same length (a path's length
moves the counts by about 0.2%), and ``PYTHONHASHSEED=0`` (set here for the runs).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from fengsheng.engine import Config

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_speed import play_random, uno_player  # noqa: E402  (the loops engine_speed times)

TABLES = ((5, False), (5, True), (9, False), (9, True))


def engine_games(players: int, roles: bool, games: int) -> int:
    """Play the table's random games inside ``sys.call_tracing``; return their decisions."""
    config = Config(players=players, roles=roles)

    def play(seeds) -> int:
        return sum(play_random(config, seed) for seed in seeds)
    play([10 ** 6])
    return sys.call_tracing(play, (range(games),))


def uno_games(games: int) -> int:
    """RLCard UNO's loop (``engine_speed.uno_player``) inside ``sys.call_tracing``."""
    return sys.call_tracing(uno_player(0), (games,))


def measure(part: list[str]) -> float:
    """Instructions per decision of ``part`` (this script's arguments for one run)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--collect-atstart=no",
             "--toggle-collect=sys_call_tracing", f"--callgrind-out-file={out}",
             sys.executable, __file__, *part],
            capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONHASHSEED": "0"})
        decisions = int(run.stdout.split()[-1])
        with open(out) as f:
            ir = next(int(line.split()[1]) for line in f if line.startswith("summary:"))
    return ir / decisions


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="games per table (seeds 0 …)")
    ap.add_argument("--uno-games", type=int, default=100)
    ap.add_argument("--run", nargs=2, metavar=("PLAYERS", "ROLES"), help=argparse.SUPPRESS)
    ap.add_argument("--run-uno", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.run:
        print(engine_games(int(a.run[0]), a.run[1] == "1", a.games))
        return
    if a.run_uno:
        print(uno_games(a.uno_games))
        return
    for players, roles in TABLES:
        ir = measure(["--run", str(players), str(int(roles)), "--games", str(a.games)])
        print(f"{players} players{', roles' if roles else '':8s} {ir:10,.0f} instructions a "
              f"decision", flush=True)
    try:
        import rlcard  # noqa: F401
    except ImportError:
        print("RLCard UNO: not measured (pip install -c constraints.txt -e '.[bench]')")
        return
    ir = measure(["--run-uno", "--uno-games", str(a.uno_games)])
    print(f"RLCard UNO        {ir:10,.0f} instructions a decision")


if __name__ == "__main__":
    main()
