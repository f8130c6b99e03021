"""Does the search play better when its determinisations draw face-down roles from the role
beliefs? A paired test: the same search bot at the same seat of the same deal, once drawing
roles from ``RoleBeliefs`` (``CardMemory(seat, role_beliefs=True)``, ismcts@5's) and once
uniformly (``role_beliefs=False``, the versions before), the other seats heuristic bots with
the same seeds.

    python benchmarks/role_draw_strength.py --deals 30 --workers 2 --seed 100 [--bot ismcts@5]

Role cards on (the bots choose their roles). Each deal gives the mean over seats of (win with
the role beliefs − win with the uniform draw); printed: both win rates and the mean paired
difference with its 95% interval over deals (normal approximation; the seats of one deal are
not independent). Development seeds only (the lab's dev range).
"""
from __future__ import annotations

import argparse
import math
import statistics
import time

from fengsheng.bots import make_bot, play_game
from fengsheng.bots.determinise import CardMemory
from fengsheng.engine import Config
from fengsheng.parallel import open_backend, run_in_order
from fengsheng.simulate import bot_seed, game_seed


def play(task) -> dict:
    config_dict, seed, deal, seat, bot, beliefs = task
    config = Config.from_dict(config_dict)
    bots = [make_bot(bot if s == seat else "heuristic", s, bot_seed(seed, deal, s))
            for s in range(config.players)]
    bots[seat].memory = CardMemory(seat, role_beliefs=beliefs)
    start = time.process_time()
    state = play_game(config, game_seed(seed, deal), bots)
    return {"deal": deal, "seat": seat, "beliefs": beliefs, "won": seat in state.winners,
            "cpu": time.process_time() - start}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--seed", type=int, default=100, help="run seed (dev range)")
    ap.add_argument("--bot", default="ismcts", help="the search bot (default: the promoted)")
    ap.add_argument("--workers", type=int, default=None)
    a = ap.parse_args(argv)
    if not 0 <= a.seed <= 9999:
        ap.error("development seeds only (0-9999)")
    cfg = Config(players=a.players, roles=True).to_dict()
    tasks = [(cfg, a.seed, d, s, a.bot, b) for d in range(a.deals) for s in range(a.players)
             for b in (True, False)]
    start = time.perf_counter()
    with open_backend("local", a.workers) as backend:
        results = run_in_order(backend, play, tasks)
    wall = time.perf_counter() - start
    won = {(r["deal"], r["seat"], r["beliefs"]): r["won"] for r in results}
    per_deal = [statistics.fmean(won[d, s, True] - won[d, s, False] for s in range(a.players))
                for d in range(a.deals)]
    mean = statistics.fmean(per_deal)
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal))
    n = a.deals * a.players
    changed = sum(won[d, s, True] != won[d, s, False]
                  for d in range(a.deals) for s in range(a.players))
    print(f"{a.bot}, {a.players} players, roles on, {a.deals} deals x {a.players} seats, run "
          f"seed {a.seed}: wins drawing roles from the beliefs "
          f"{sum(v for k, v in won.items() if k[2]) / n:.1%}, uniformly "
          f"{sum(v for k, v in won.items() if not k[2]) / n:.1%}; paired "
          f"{mean:+.1%} [{mean - half:+.1%}, {mean + half:+.1%}] (95%, over deals); outcome "
          f"changed in {changed / n:.1%}")
    print(f"CPU per game {statistics.fmean(r['cpu'] for r in results):.1f} s; wall {wall:.0f} s")


if __name__ == "__main__":
    main()
