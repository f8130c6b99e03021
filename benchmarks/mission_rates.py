"""How often a bot's 机密任务 succeeds, per role, when the bot is the 打酱油的 holding it.

    python benchmarks/mission_rates.py --bots heuristic@4 --games 600 --seed 0 [--players 5]

Plays all-``--bots`` role games on development seeds. Every 挑选角色 is answered uniformly at
random among the offered roles (a seeded RNG of the script's, not the bots': their own choice
would leave the roles they rank low almost unplayed), so every role is held by 打酱油的 often
enough to count. For each seat that is 打酱油的 at the end of a game, with a role that has a
机密任务, it counts the game under that role and whether the seat won (a 打酱油的 wins by its
mission, or by a victory its mission shares; being the last alive is counted apart). Prints
one row per role: held, won, rate, and the share of those games won by anyone's mission.
"""
from __future__ import annotations

import argparse
import random
from collections import defaultdict

from fengsheng.bots import make_bot, play_game
from fengsheng.cards.deck import BYSTANDER
from fengsheng.engine import Config
from fengsheng.roles.table import ROLE_CARD
from fengsheng.simulate import bot_seed, game_seed


def random_roles(seed: int):
    """An answer to every 挑选角色 of one game: uniform among the offered roles."""
    pick = random.Random(seed ^ 0x5EED)
    return lambda decision: decision.options[pick.randrange(len(decision.options))]


def mission_rates(bots: str, games: int, seed: int, players: int = 5) -> dict:
    """{role id: {"held", "won", "last_alive"}} over ``games`` all-``bots`` role games."""
    names = bots.split(",")
    table: dict = defaultdict(lambda: {"held": 0, "won": 0, "last_alive": 0})
    for i in range(games):
        state = play_game(Config(players=players, roles=True), game_seed(seed, i),
                          [make_bot(names[s % len(names)], s, bot_seed(seed, i, s))
                           for s in range(players)], roles=random_roles(game_seed(seed, i)))
        for p in state.players:
            if p.identity != BYSTANDER or state.ruleset.missions.get(p.role) is None:
                continue
            row = table[p.role]
            row["held"] += 1
            if p.seat in state.winners:
                row["last_alive" if state.end_reason == "last_alive" else "won"] += 1
    return dict(table)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bots", default="heuristic")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args(argv)
    table = mission_rates(a.bots, a.games, a.seed, a.players)
    print(f"{'role':24s} {'held':>5s} {'won':>5s} {'rate':>6s} {'last alive':>10s}")
    held = won = 0
    for role, row in sorted(table.items(), key=lambda kv: kv[1]["won"] / kv[1]["held"]):
        held += row["held"]
        won += row["won"]
        print(f"{ROLE_CARD[role].name + ' ' + role:24s} {row['held']:5d} {row['won']:5d} "
              f"{100 * row['won'] / row['held']:5.1f}% {row['last_alive']:10d}")
    print(f"{'all':24s} {held:5d} {won:5d} {100 * won / max(held, 1):5.1f}%")


if __name__ == "__main__":
    main()
