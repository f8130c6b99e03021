"""Calibration of the determiniser's face-down message in transit: colour weight vs policy.

Run: ``.venv/bin/python benchmarks/message_policy.py --games 50 --seed 7 [--players 5]
[--roles] [--temperatures 0.1,0.15,0.25,0.5] [--oracle-identity | --oracle-hand]``.

heuristic@5 self-play (each seat an ``ismcts@6`` that searches nothing, so it plays its
heuristic@5 prior while keeping the search's card memory, identity beliefs and models of the
other seats, fed only its own seat's view). At the first decision of each seat while a
message it has not seen is in transit, the distribution the determiniser draws that message
from is computed exactly — over the sender's identity (the seat's belief marginal) and the
unseen cards of its transmission — uniformly (the base rate), by today's colour weight
(``SENT_COLOUR_WEIGHT``) and by the sender's policy
(:class:`~fengsheng.bots.message_policy.SendLikelihood`, ``ISMCTSBot.send_likelihood``) at
each temperature, and ("joint") with the sender's identity also reweighted by how likely the
send is under each; each is scored against the true card: the Brier score and log-loss of
its colour (3 classes) and the log-loss of the exact card (lower is better). The determiniser's pool is
the unseen cards less any 试探 it places first (on the stack, removed): a few cards off.
The true game is read by this script only, never by a bot; ``--oracle-identity`` (a
diagnostic) gives the distributions the sender's true identity: what the send's likelihood
could do with perfect identity beliefs; ``--oracle-hand`` also keeps only the cards of the
sender's true hand (the sent card and the cards it still holds; cards drawn since are a few
extra): how well the likelihood models the policy itself.
"""
from __future__ import annotations

import argparse
import math

from fengsheng.bots import ISMCTSBot, play_game
from fengsheng.bots.determinise import known_places, message_candidates, sent_colour_weights
from fengsheng.cards.deck import BLACK, BLUE, RED
from fengsheng.engine import Config
from fengsheng.simulate import bot_seed, game_seed
from fengsheng.views import observe

COLOURS = (RED, BLUE, BLACK)


def unseen(obs, bot) -> list[int]:
    """The cards whose place ``bot``'s seat does not know, in id order (the determiniser's
    pool before its shuffle)."""
    placed = known_places(obs, bot.memory)[0]
    return [c for c in range(len(bot.prior.cards)) if c not in placed]


def distribution(obs, bot, weights=None, joint=False, identity=None,
                 within=None) -> dict[int, float]:
    """{card: probability} of the unseen message in transit, as ``bot``'s determiniser draws
    it (identity of the sender from its beliefs, or ``identity``; ``weights``: a
    SendLikelihood or None). ``joint``: the sender's identity reweighted by how likely the
    send is under each. ``within``: only these cards (renormalised)."""
    m = obs["message"]
    cards = bot.prior.cards
    pool = unseen(obs, bot)
    parts = []
    marginal = bot.beliefs.marginals()[m["sender"]] if identity is None else {identity: 1.0}
    for ident, p in marginal.items():
        if p <= 0:
            continue
        fitting, w = message_candidates(pool, cards, m["transmission"],
                                        sent_colour_weights(ident),
                                        None if weights is None else weights(ident))
        total = sum(w)
        parts.append((p * total if joint else p, fitting, [x / total for x in w]))
    norm = sum(p for p, _, _ in parts)
    out: dict[int, float] = {}
    for p, fitting, w in parts:
        for i, x in zip(fitting, w):
            if within is None or pool[i] in within:
                out[pool[i]] = out.get(pool[i], 0.0) + p / norm * x
    total = sum(out.values())
    return {c: x / total for c, x in out.items()} if total else out


def scores(dist: dict[int, float], truth: int, cards) -> tuple[float, float, float]:
    """(Brier of the colour, log-loss of the colour, log-loss of the card)."""
    col = {c: 0.0 for c in COLOURS}
    for card, p in dist.items():
        col[cards[card].colour] += p
    true = cards[truth].colour
    brier = sum((col[c] - (c == true)) ** 2 for c in COLOURS)
    return (brier, -math.log(max(col[true], 1e-9)), -math.log(max(dist.get(truth, 0.0), 1e-9)))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--roles", action="store_true")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--temperatures", default="0.1,0.15,0.25,0.5")
    ap.add_argument("--oracle-identity", action="store_true",
                    help="diagnostic: the distributions take the sender's true identity")
    ap.add_argument("--oracle-hand", action="store_true",
                    help="diagnostic: ... and only the cards of its true hand at the send")
    args = ap.parse_args(argv)
    temps = [float(t) for t in args.temperatures.split(",")]
    config = Config(players=args.players, roles=args.roles)
    names = ["uniform", "colour"] + [f"policy T={t:g}" for t in temps] + \
        ([] if args.oracle_identity or args.oracle_hand
         else [f"joint T={t:g}" for t in temps])
    totals = {n: [0.0, 0.0, 0.0] for n in names}
    count = 0
    for g in range(args.games):
        bots = [ISMCTSBot(s, bot_seed(args.seed, g, s), version=6, search=())
                for s in range(args.players)]
        done = set()

        class Watch:
            @staticmethod
            def decision(state, seat, _option):
                nonlocal count
                m = state.message
                bot = bots[seat]
                if m is None or not bot.beliefs.ready():
                    return
                key = (seat, state.turn_number, m["sender"])
                obs = observe(state, seat)
                if obs["message"]["card"] is not None or key in done:
                    return
                done.add(key)
                count += 1
                cards = state.cards
                pool = unseen(obs, bot)
                flat = dict.fromkeys(pool, 1.0)
                oracle = args.oracle_identity or args.oracle_hand
                truth = state.players[m["sender"]].identity if oracle else None
                hand = set(state.players[m["sender"]].hand) | {m["card"]} \
                    if args.oracle_hand else None
                rows = [distribution(obs, bot, lambda _ident: flat, identity=truth,
                                     within=hand),
                        distribution(obs, bot, identity=truth, within=hand)]
                likes = [bot.send_likelihood(obs, t) for t in temps]
                rows += [distribution(obs, bot, like, identity=truth, within=hand)
                         for like in likes]
                if truth is None:
                    rows += [distribution(obs, bot, like, joint=True) for like in likes]
                for n, d in zip(names, rows):
                    for i, x in enumerate(scores(d, m["card"], cards)):
                        totals[n][i] += x

            @staticmethod
            def events(state, events):
                pass
        play_game(config, game_seed(args.seed, g), bots, watch=Watch())
    print(f"heuristic@5 self-play, {args.players} players{', roles' if args.roles else ''}, "
          f"{args.games} games, seed {args.seed}"
          f"{', ORACLE the sender identity (diagnostic)' if args.oracle_identity else ''}"
          f"{', ORACLE the sender identity and hand (diagnostic)' if args.oracle_hand else ''}: "
          f"{count} face-down messages in transit "
          f"(first decision of each seat that has not seen it)")
    print(f"{'model':16s} {'colour Brier':>12s} {'colour log-loss':>16s} {'card log-loss':>14s}")
    for n in names:
        b, lc, lk = (x / max(1, count) for x in totals[n])
        print(f"{n:16s} {b:12.4f} {lc:16.4f} {lk:14.4f}")


if __name__ == "__main__":
    main()
