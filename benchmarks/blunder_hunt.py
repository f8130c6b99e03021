"""Find a bot's remaining blunders one by one, with the position each was made in.

    python benchmarks/blunder_hunt.py --bots heuristic@3 --games 200 --seed 0 [--roles]
        [--kinds shi_po_ally,enemy_win] [--out hunt.jsonl]

Plays all-``--bots`` games (one name: self-play; several: seat s plays name s mod k) on
development seeds and prints one line per blunder — game index, decision step, seat, kind
(with how the message that caused it was placed), the decision that made it (a message's
blunder is its sender's send; a death by 真伪莫辨 its player's), the answer's card and target,
and what the bot believed of the target (its ally score, P(same side) − P(other faction)) —
then the lab's counters (``fengsheng.blunders``) per 100 seats. ``--out`` writes each blunder
with the exact position of that decision (``engine.position.to_position`` of the true state)
as JSON lines, to be cut down by hand into a frozen position test
(tests/bots/test_blunders.py).
"""
from __future__ import annotations

import argparse
import json
from collections import Counter

from fengsheng.blunders import KINDS, Blunders
from fengsheng.bots import make_bot, play_game
from fengsheng.engine import Config
from fengsheng.engine.position import describe_card, to_position
from fengsheng.simulate import bot_seed, game_seed


class Hunt(Blunders):
    """The lab's counters, remembering the decision that made each blunder."""

    def __init__(self, players, bots, keep_positions):
        super().__init__(players)
        self.bots = bots
        self.keep = keep_positions
        self.found: list[dict] = []
        self._last = None     # (step, seat, option, position, kind) of the last decision
        self._send = None     # the same for the send of the message in transit
        self._mixed = None    # ... and for the last 真伪莫辨 played
        self._users: dict[int, int] = {}   # stack uid -> user
        self._via: dict[int, str] = {}     # seat -> how messages were last placed before it

    def decision(self, state, seat, option):
        before = dict(self.counts[seat])
        spec = to_position(state) if self.keep else None
        self._last = (state.step, seat, option, spec, state.pending.kind)
        if state.pending.kind == "send":
            self._send = self._last
        elif option.func == "zhen_wei_mo_bian":
            self._mixed = self._last
        super().decision(state, seat, option)
        self._note(state, seat, before, self._last)

    def events(self, state, events):
        self._users.update({e["uid"]: e["seat"] for e in events if e["type"] == "used"})
        self._via = {e["seat"]: e["via"] for e in events if e["type"] == "message_placed"}
        before = [dict(c) for c in self.counts]
        super().events(state, events)
        for seat, counts in enumerate(self.counts):
            if counts != before[seat]:   # a message's blunder was made by its sender
                killed = counts["self_kill"] != before[seat]["self_kill"]
                at = (self._send if counts["enemy_win"] != before[seat]["enemy_win"]
                      or (killed and self._via.get(seat) == "message")
                      else self._mixed if killed and self._via.get(seat) == "mixed"
                      else self._last)
                self._note(state, seat, before[seat], at)

    def _note(self, state, seat, before, at):
        for kind in KINDS:
            if self.counts[seat][kind] > before[kind]:
                step, who, option, spec, pkind = at
                bot = self.bots[who]
                ally = getattr(bot, "ally", None)
                target = option.seat if option.seat is not None and option.seat >= 0 else None
                if option.func == "shi_po":   # the user of the countered card
                    target = self._users.get(option.ref)
                card = (describe_card(state.cards[option.card])
                        if option.card is not None and option.card >= 0 else None)
                self.found.append({
                    "kind": kind, "via": self._via.get(seat), "seat": seat, "step": step,
                    "decider": who, "prompt": pkind, "option": list(option), "card": card,
                    "target": target, "ally_of_target":
                        None if ally is None or target is None else round(ally[target], 3),
                    "identities": [p.identity for p in state.players],
                    "messages": [[describe_card(state.cards[c]) for c in p.messages]
                                 for p in state.players],
                    "position": spec})


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bots", default="heuristic@3")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--roles", action="store_true")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    names = a.bots.split(",")
    kinds = set(a.kinds.split(","))
    totals, seats = Counter(), 0
    out = open(a.out, "w") if a.out else None
    for i in range(a.games):
        seed = game_seed(a.seed, i)
        bots = [make_bot(names[s % len(names)], s, bot_seed(a.seed, i, s))
                for s in range(a.players)]
        watch = Hunt(a.players, bots, out is not None)
        play_game(Config(players=a.players, roles=a.roles), seed, bots, watch=watch)
        seats += a.players
        for c in watch.counts:
            totals.update(c)
        for f in watch.found:
            if f["kind"] not in kinds:
                continue
            print(f"game {i} step {f['step']} seat {f['seat']} {f['kind']} ({f['via']}): "
                  f"{f['prompt']} {f['option'][:2]} card={f['card']} target={f['target']} "
                  f"ally(target)={f['ally_of_target']} ids={f['identities']} "
                  f"msgs={f['messages']}")
            if out:
                out.write(json.dumps({"game": i, **f}, ensure_ascii=False) + "\n")
    print(f"\n{seats} seats, per 100 seats:")
    for k in KINDS:
        print(f"  {k:18s} {totals[k]:4d}  {100 * totals[k] / seats:5.1f}")


if __name__ == "__main__":
    main()
