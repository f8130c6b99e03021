"""Fit the heuristic's model of other players from self-play: how often a player takes a
message (by what it can see) and how often a 锁定 is countered.

    python benchmarks/take_rates.py --games 300 --bots heuristic@1 [--roles]

Plays all-``--bots`` games on development seeds (run seed 0) and prints, from the true game:
take rates at 情报接收 decisions where declining was allowed — face down (the player could not
see the card) by how many black messages it held, and face up by the card's colour relative
to the player's identity (its faction's colour, the other faction's, black by blacks held);
and the share of 锁定 cards answered by a 识破 that stood. ``HeuristicBot`` version 2 uses these
figures (``heuristic.TAKE_RATES``, docs/bots.md).
"""
from __future__ import annotations

import argparse
from collections import Counter

from fengsheng.bots import make_bot, play_game
from fengsheng.cards.deck import BLACK, BLUE, MILITARY, RED, UNDERGROUND
from fengsheng.engine import Config
from fengsheng.simulate import bot_seed, game_seed
from fengsheng.views import observe

COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}


class Tally:
    def __init__(self):
        self.n, self.k = Counter(), Counter()
        self.locks = self.countered = 0
        self._lock_uids = set()

    def decision(self, state, seat, option):
        if state.pending.kind != "receive":
            return
        if not any(o.kind == "decline" for o in state.pending.options):
            return
        card = observe(state, seat)["message"]["card"]
        blacks = sum(state.cards[c].colour == BLACK for c in state.players[seat].messages)
        if card is None:
            key = ("face down", f"{min(blacks, 2)} blacks held")
        else:
            colour = state.cards[card].colour
            ident = state.players[seat].identity
            if colour == BLACK:
                key = ("face up", f"black, {min(blacks, 2)} held")
            elif ident not in COLOUR:
                key = ("face up", "red/blue, 打酱油的")
            else:
                key = ("face up", "own colour" if COLOUR[ident] == colour else "other colour")
        self.n[key] += 1
        self.k[key] += option.kind == "take"

    def events(self, state, events):
        for ev in events:
            if ev["type"] == "used" and ev["func"] == "suo_ding":
                self.locks += 1
                self._lock_uids.add(ev["uid"])
            elif ev["type"] == "used" and ev["func"] == "shi_po" and ev["ref"] in self._lock_uids:
                self.countered += 1
                self._lock_uids.discard(ev["ref"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--bots", default="heuristic")
    ap.add_argument("--roles", action="store_true")
    a = ap.parse_args()
    config = Config(players=a.players, roles=a.roles)
    tally = Tally()
    for i in range(a.games):
        bots = [make_bot(a.bots, s, bot_seed(0, i, s)) for s in range(a.players)]
        play_game(config, game_seed(0, i), bots, watch=tally)
    print(f"{a.games} games, {a.players} players, {a.bots}, roles {'on' if a.roles else 'off'}")
    for key in sorted(tally.n):
        print(f"  take rate {key[0]:8s} {key[1]:22s} {tally.k[key] / tally.n[key]:.3f} "
              f"({tally.k[key]}/{tally.n[key]})")
    print(f"  锁定 countered by 识破 (first answer): {tally.countered}/{tally.locks} = "
          f"{tally.countered / max(1, tally.locks):.3f}")


if __name__ == "__main__":
    main()
