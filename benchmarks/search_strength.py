"""Paired strength test of the search bot against the heuristic bot.

Run: ``.venv/bin/python benchmarks/search_strength.py --deals 60 --workers 2
[--players 5] [--seed 0] [--param iterations=40 --param horizon=2 ...] [--oracle identities|state|prior]``.

Design. For every deal (game seed) the all-heuristic game is played once; then, for every
seat, the same deal is played again with the search bot (``ISMCTSBot(seat, seed, **params)``)
at that seat and the same heuristic bots (same seeds) at the others. The seat's win with the
search bot minus its win in the all-heuristic game is the *paired gain*: identities, hands,
deck order and opponents are the same, so it carries far less noise than a tournament's
difference of win rates. A faction's win counts for each member (as in the tournament).

Printed: the search bot's and the heuristic's win rate at the same seats, the mean paired gain
with its 95% interval (normal approximation over deals: the seats of one deal are not
independent, so each deal's mean gain is one observation), the gain by identity, the share of
(deal, seat) pairs where the outcome changed, and the CPU seconds per search-bot game.

``--oracle`` (repeatable) is a diagnostic, never a bot: this script hands the search bot
facts of the true game (what no seat may see in play) to bound what better inference could
give. ``identities``: its determinisations take the true identities (hands, deck and the
message still sampled): the most any identity inference (a sharper tracker, a policy
likelihood) can give the determinisations. ``state``: every determinisation is the true game
itself (perfect information for the search); ``deck``: the true game with the deck in a
random order (future draws unknown); ``hands``: the true game with the other seats' hands
dealt anew from them and the deck (their hands unknown; identities, messages and the message
in transit true); ``message``: the determinisations as sampled, but with the true message in
transit. ``prior``: its heuristic prior believes the true
identities (its rollouts' forks of it keep them until new evidence arrives); with ``--param
"search=()"`` the bot plays its prior alone: what perfect identity beliefs are worth to the
heuristic itself. The models of the other seats keep their own beliefs.
"""
from __future__ import annotations

import argparse
import ast
import math
import statistics
import time

from fengsheng.bots import ISMCTSBot, make_bot, play_game
from fengsheng.cards.deck import IDENTITIES
from fengsheng.engine import Config
from fengsheng.engine.state import Hand
from fengsheng.parallel import open_backend, run_in_order
from fengsheng.simulate import bot_seed, game_seed, identity_of

ORACLES = ("identities", "message", "state", "deck", "hands", "prior")


def play(task) -> dict:
    """One game of deal ``deal``: the search bot at ``seat`` (None: all heuristic). Returns
    {'deal', 'seat', 'winners', 'identities', 'cpu', 'searched', 'changed'} (decisions the
    search bot searched, and those where it overrode its heuristic prior)."""
    config_dict, seed, deal, seat, params, oracle = task
    config = Config.from_dict(config_dict)
    bots = [ISMCTSBot(s, bot_seed(seed, deal, s), **params) if s == seat
            else make_bot("heuristic", s, bot_seed(seed, deal, s))
            for s in range(config.players)]
    searched = changed = 0
    game = []     # the true game (a diagnostic oracle reads it; no bot does in play)
    watch = None
    if oracle and seat is not None:
        class Truth:   # keeps the live game state, seen at its first decision
            @staticmethod
            def decision(state, _seat, _option):
                game[:] = [state]

            @staticmethod
            def events(state, events):
                pass
        watch = Truth()
    if seat is not None:
        bot = bots[seat]
        choose = bot.choose

        def counted(observation, events):
            nonlocal searched, changed
            if game:
                _reveal(bot, game[0], oracle, observation)
            answer = choose(observation, events)
            if bot.last_search is not None:
                searched += 1
                changed += bot.last_search["choice"] != bot.last_search["prior"]
            return answer
        bot.choose = counted
    start = time.process_time()
    state = play_game(config, game_seed(seed, deal), bots, watch=watch)
    return {"deal": deal, "seat": seat, "winners": set(state.winners),
            "identities": [identity_of(p.identity) for p in state.players],
            "cpu": time.process_time() - start, "searched": searched, "changed": changed}


def _reveal(bot: ISMCTSBot, state, oracle: tuple[str, ...], observation: dict) -> None:
    """Diagnostic oracles (module text): hand ``bot`` facts of the true ``state``."""
    oracle = set(oracle)
    truth = tuple(p.identity for p in state.players)
    if "identities" in oracle and bot.beliefs is not None:
        bot.beliefs.sample = lambda rng: truth
    if oracle & {"state", "deck", "hands"}:
        def true_states(observation, count, tally, deadline):
            for _ in range(count):
                s = state.clone()
                if "state" not in oracle:
                    s.rng = bot.rng.getrandbits(32)   # reshuffles unknown
                    if "hands" in oracle:    # the others' hands dealt anew from them and the deck
                        others = [p for p in s.players if p.seat != bot.seat]
                        pool = [c for p in others for c in p.hand] + s.deck
                        bot.rng.shuffle(pool)
                        for p in others:
                            p.hand = Hand.of([pool.pop() for _ in p.hand])
                        s.deck[:] = pool
                    else:
                        bot.rng.shuffle(s.deck)
                tally["done"] += 1
                yield s
        bot._determinisations = true_states
    if "message" in oracle and not hasattr(bot, "_sampled"):
        bot._sampled = bot._determinisations

        def with_true_message(observation, count, tally, deadline):
            for s in bot._sampled(observation, count, tally, deadline):
                _swap_message(s, state)
                yield s
        bot._determinisations = with_true_message
    if "prior" in oracle:
        prior = bot.prior
        prior._setup(observation)   # creates its tracker before its first choice
        prior._belief_key = None    # its cached beliefs are read again
        prior.tracker.marginals = lambda: [{k: float(k == t) for k in IDENTITIES}
                                           for t in truth]


def _swap_message(det, true) -> None:
    """Put the true message in transit into the determinisation ``det``, and the sampled one
    where the true card was sampled to be."""
    if det.message is None or true.message is None:
        return
    t, d = true.message["card"], det.message["card"]
    if t == d:
        return
    for p in det.players:
        if t in p.hand:
            p.hand = Hand.of([d if c == t else c for c in p.hand])
            break
    else:
        zone = next(z for z in (det.deck, det.discard, det.removed) if t in z)
        zone[zone.index(t)] = d
    det.message["card"] = t


def parse_param(text: str) -> tuple[str, object]:
    """``key=value`` with the value read as a Python literal (a bare word is a string)."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected key=value, got {text!r}")
    try:
        return key, ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return key, value


def interval(values: list[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean with its 95% normal-approximation interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 1.0
    return mean, mean - half, mean + half


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=40, help="deals (default 40)")
    ap.add_argument("--players", type=int, default=5, help="players per game (default 5)")
    ap.add_argument("--roles", action="store_true", help="deal role cards")
    ap.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    ap.add_argument("--workers", type=int, default=None, help="local processes (default: cores)")
    ap.add_argument("--param", type=parse_param, action="append", default=[],
                    help="ISMCTSBot keyword argument, e.g. iterations=60 (repeatable)")
    ap.add_argument("--oracle", action="append", default=[], choices=ORACLES,
                    help="diagnostic (repeatable): identities: the search determinises with "
                         "the true identities; state: with the true game; deck: the true game, "
                         "deck reshuffled; hands: the true game, others' hands redealt; message: "
                         "the true message in transit; prior: "
                         "the heuristic prior believes the true identities")
    args = ap.parse_args(argv)
    if args.deals < 2:
        ap.error("--deals must be at least 2")
    params = dict(args.param)
    try:
        ISMCTSBot(0, 0, **params)   # bad parameters fail here, not in a worker
    except (TypeError, ValueError) as exc:
        ap.error(f"bad --param: {exc}")
    config = Config(players=args.players, roles=args.roles)
    cfg = config.to_dict()
    tasks = [(cfg, args.seed, d, seat, params, tuple(args.oracle))
             for d in range(args.deals) for seat in [None, *range(args.players)]]
    start = time.perf_counter()
    with open_backend("local", args.workers) as backend:
        results = run_in_order(backend, play, tasks)
    wall = time.perf_counter() - start
    base = {r["deal"]: r for r in results if r["seat"] is None}
    per_deal: dict[int, list[float]] = {}
    by_identity: dict[str, list[float]] = {}
    wins = base_wins = changed = 0
    cpu = []
    for r in results:
        if r["seat"] is None:
            continue
        seat, b = r["seat"], base[r["deal"]]
        won, was = seat in r["winners"], seat in b["winners"]
        wins += won
        base_wins += was
        changed += won != was
        cpu.append(r["cpu"])
        per_deal.setdefault(r["deal"], []).append(won - was)
        by_identity.setdefault(b["identities"][seat], []).append(won - was)
    pairs = sum(len(v) for v in per_deal.values())
    mean, lo, hi = interval([statistics.fmean(v) for v in per_deal.values()])
    shown = " ".join(f"{k}={v}" for k, v in params.items()) or "defaults"
    print(f"search bot ({shown}) vs heuristic, {args.players} players"
          f"{', roles' if args.roles else ''}"
          f"{''.join(f', ORACLE {o} (diagnostic)' for o in args.oracle)}, "
          f"{args.deals} deals x {args.players} seats, "
          f"seed {args.seed}")
    print(f"win rate: search {wins / pairs:.1%}, heuristic at the same seats "
          f"{base_wins / pairs:.1%}; outcome changed in {changed / pairs:.1%} of {pairs} pairs")
    print(f"paired gain: {mean:+.1%} [{lo:+.1%}, {hi:+.1%}] (95%, over deals)")
    for ident, gains in sorted(by_identity.items()):
        print(f"  as {ident:11s} {statistics.fmean(gains):+.1%} over {len(gains)} seats")
    searched = sum(r["searched"] for r in results)
    overrides = sum(r["changed"] for r in results)
    print(f"searched decisions {searched / pairs:.1f} per game, prior overridden in "
          f"{overrides / max(1, searched):.1%} of them")
    print(f"CPU per search-bot game {statistics.fmean(cpu):.1f} s; wall {wall:.0f} s")


if __name__ == "__main__":
    main()
