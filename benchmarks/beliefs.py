"""Identity beliefs, measured and fitted: the tracker (``bots.belief.Beliefs``, the search's
sampler) against the heuristic's built-in estimate, on the same seat views.

    python benchmarks/beliefs.py --games 200 --seed 1   # Brier and top-1 per turn
    python benchmarks/beliefs.py --games 200 --seed 1 --bots heuristic@4 \
        --likelihood heuristic@3 --estimate heuristic@2
    python benchmarks/beliefs.py --games 600 --fit      # likelihoods fitted from self-play
    python benchmarks/beliefs.py --games 200 --seed 1 --bots heuristic@7 --search ismcts@11
    python benchmarks/beliefs.py --games 200 --seed 1 --bots random --search ismcts@11 \
        --param model_prior=0.5                     # a setting of the search bot

Plays ``--bots`` self-play games (default ``heuristic@2``; development seeds: run seed
``--seed``, default 0; fit and measure on different seeds); in every game one seat is
watched (game i: seat i mod players). The tracker uses the table ``--likelihood``
(``belief.TABLES``: ``v1``, ``heuristic@2``, ``heuristic@3``; default the tracker's default).
``--search ismcts@N``: the tracker scored is that search bot's (its search off, its answers
unused, fed the same views), which from version 11 also reads the policy likelihood of the
other seats' sends (``ISMCTSBot.send_evidence``).
The heuristic estimate compared is that of ``--estimate`` (default: the ``--bots`` bot itself;
from version 3 on the heuristic reads a tracker, so name an older version, which then shadows
the watched seat: fed the same views, its answers unused). At each of the watched seat's
decisions, for every other player whose identity it does not know for certain, both
estimates are scored against the truth: the
Brier score (sum over identities of (p - [true])², lower is better; 0.667 at a uniform
third) and top-1 accuracy (the likeliest identity is the true one). Rows are per turn.

``--fit`` counts, for each kind of evidence the tracker reads (``belief.LIKELIHOOD``), the true
relation of the seats it names (own side / opposite faction / 打酱油的 for one seat; same
faction / opposed for a pair) and prints the likelihood ratios that make the evidence
calibrated: P(relation | evidence) / P(relation) over the same games.
"""
from __future__ import annotations

import argparse
from collections import Counter, defaultdict

from fengsheng.bots import ISMCTSBot, make_bot, play_game
from fengsheng.bots.belief import COLOUR_FACTION, TABLES, Beliefs
from fengsheng.cards.deck import BYSTANDER
from fengsheng.engine import Config
from fengsheng.simulate import bot_seed, game_seed
from search_strength import parse_param

IDENTS = ("underground", "military", "bystander")


class Watched:
    """The watched seat's bot, with a tracker fed the same observation and events."""

    def __init__(self, bot, seat, config, fit, likelihood=None, shadow=None, search=None):
        self.bot, self.seat = bot, seat
        self.search = search
        self.beliefs = (FitBeliefs if fit else Beliefs)(seat, config.to_dict(), likelihood)
        self.shadow = shadow or bot    # whose built-in estimate is scored
        self.last = None

    def choose(self, obs, events):
        if self.search is not None:
            self.search.choose(obs, events)
            self.beliefs = self.search.beliefs
        else:
            self.beliefs.update(obs, events)
        answer = self.bot.choose(obs, events)
        if self.shadow is not self.bot:
            self.shadow.choose(obs, events)
        if self.beliefs.ready() and self.shadow.identity is not None:
            self.shadow._beliefs(obs)
            self.last = (self.beliefs.marginals(), self.shadow.dist)
        else:
            self.last = None
        return answer


class FitBeliefs(Beliefs):
    """A tracker that also records each evidence call (kind, seats, colour) for the fit."""

    def __init__(self, seat, config, likelihood=None):
        super().__init__(seat, config, likelihood)
        self.calls = []

    def _single(self, kind, seat, colour):
        if seat != self.seat and colour in COLOUR_FACTION:
            self.calls.append(("single", kind, seat, colour))
        super()._single(kind, seat, colour)

    def _pair(self, kind, a, b):
        if a != b:
            self.calls.append(("pair", kind, a, b))
        super()._pair(kind, a, b)


class Score:
    def __init__(self, watched):
        self.w = watched
        self.rows = defaultdict(lambda: [0, 0.0, 0.0, 0, 0])   # n, brier T, brier H, top T, top H

    def decision(self, state, seat, option):
        if seat != self.w.seat or self.w.last is None:
            return
        tracker, heuristic = self.w.last
        view_known = self.w.beliefs.known
        row = self.rows[min(state.turn_number, 12)]
        for p in state.players:
            if p.seat == seat or p.seat in view_known or p.identity not in IDENTS:
                continue
            t = [tracker[p.seat][k] for k in IDENTS]
            h = list(heuristic[p.seat])
            truth = [1.0 if k == p.identity else 0.0 for k in IDENTS]
            row[0] += 1
            row[1] += sum((a - b) ** 2 for a, b in zip(t, truth))
            row[2] += sum((a - b) ** 2 for a, b in zip(h, truth))
            row[3] += IDENTS[t.index(max(t))] == p.identity
            row[4] += IDENTS[h.index(max(h))] == p.identity

    def events(self, state, events):
        pass


PRIOR_COUNT = 10     # pseudo-observations per kind of evidence, at the base rates


def _single_relation(identity, faction):
    return "own" if identity == faction else "bystander" if identity == BYSTANDER else "opposite"


def _pair_relation(x, y):
    if BYSTANDER in (x, y):
        return "bystander"
    return "same" if x == y else "opposed"


def fit(games, players, bots, seed):
    single = defaultdict(Counter)
    pair = defaultdict(Counter)
    base_single, base_pair = Counter(), Counter()
    config = Config(players=players)
    for i in range(games):
        seat = i % players
        ws = [make_bot(bots, s, bot_seed(seed, i, s)) for s in range(players)]
        w = ws[seat] = Watched(ws[seat], seat, config, fit=True)
        state = play_game(config, game_seed(seed, i), ws)
        ident = [p.identity for p in state.players]
        for what, kind, a, b in w.beliefs.calls:
            if what == "single":
                single[kind][_single_relation(ident[a], COLOUR_FACTION[b])] += 1
            else:
                pair[kind][_pair_relation(ident[a], ident[b])] += 1
        for a in range(players):          # base rates: every other seat and colour / pair
            if a == seat:
                continue
            for faction in COLOUR_FACTION.values():
                base_single[_single_relation(ident[a], faction)] += 1
            for b in range(a + 1, players):
                if b != seat:
                    base_pair[_pair_relation(ident[a], ident[b])] += 1
    print(f"fit from {games} games, {players} players, {bots}, run seed {seed} (counts; "
          f"likelihood ratio P(relation | evidence) / P(relation), {PRIOR_COUNT} pseudo-counts "
          f"spread by the base rates, the relation with 打酱油的 = 1)")
    fitted = {}
    for table, base, rels in ((single, base_single, ("own", "opposite", "bystander")),
                              (pair, base_pair, ("same", "opposed", "bystander"))):
        tb = sum(base.values())
        for kind, c in sorted(table.items()):
            n = sum(c.values()) + PRIOR_COUNT
            ratio = {r: ((c[r] + PRIOR_COUNT * base[r] / tb) / n) / (base[r] / tb) for r in rels}
            fitted[kind] = tuple(round(ratio[r] / ratio["bystander"], 2) for r in rels[:-1]) + (
                (1.0,) if table is single else ())
            print(f"  {kind:18s} n={n - PRIOR_COUNT:5d}  " + "  ".join(
                f"{r} {c[r]:4d}" for r in rels) + f"  -> {fitted[kind]}")
    print("LIKELIHOOD fitted:", fitted)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=5)
    # heuristic@2: from version 3 on the heuristic's estimate *is* the tracker
    ap.add_argument("--bots", default="heuristic@2")
    ap.add_argument("--likelihood", choices=sorted(TABLES), help="the tracker's table")
    ap.add_argument("--estimate", help="heuristic version whose estimate is compared")
    ap.add_argument("--search", help="score this search bot's tracker (ismcts@N)")
    ap.add_argument("--param", type=parse_param, action="append", default=[],
                    help="a setting of the --search bot, e.g. model_prior=0.5")
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--seed", type=int, default=0, help="run seed (development range)")
    a = ap.parse_args()
    if a.fit:
        return fit(a.games, a.players, a.bots, a.seed)
    config = Config(players=a.players)
    total = defaultdict(lambda: [0, 0.0, 0.0, 0, 0])
    for i in range(a.games):
        seat = i % a.players
        bots = [make_bot(a.bots, s, bot_seed(a.seed, i, s)) for s in range(a.players)]
        shadow = a.estimate and make_bot(a.estimate, seat, bot_seed(a.seed, i, seat))
        search = a.search and ISMCTSBot(seat, bot_seed(a.seed, i, seat), search=(),
                                        version=int(a.search.removeprefix("ismcts@")),
                                        **dict(a.param))
        w = bots[seat] = Watched(bots[seat], seat, config, False,
                                 a.likelihood and TABLES[a.likelihood], shadow, search)
        score = Score(w)
        play_game(config, game_seed(a.seed, i), bots, watch=score)
        for turn, row in score.rows.items():
            total[turn] = [x + y for x, y in zip(total[turn], row)]
    print(f"{a.games} games, {a.players} players, {a.bots}, run seed {a.seed}; tracker table "
          f"{a.search or a.likelihood or 'default'}, heuristic estimate of "
          f"{a.estimate or a.bots}; watched "
          f"seat's decisions, unrevealed other players")
    print(f"{'turn':>5} {'n':>6}  {'Brier tracker':>13} {'Brier heuristic':>15}  "
          f"{'top-1 tracker':>13} {'top-1 heuristic':>15}")
    all_ = [0, 0.0, 0.0, 0, 0]
    for turn in sorted(total):
        n, bt, bh, tt, th = total[turn]
        all_ = [x + y for x, y in zip(all_, total[turn])]
        label = f"{turn}" if turn < 12 else "12+"
        print(f"{label:>5} {n:6d}  {bt / n:13.3f} {bh / n:15.3f}  {tt / n:13.3f} {th / n:15.3f}")
    n, bt, bh, tt, th = all_
    print(f"{'all':>5} {n:6d}  {bt / n:13.3f} {bh / n:15.3f}  {tt / n:13.3f} {th / n:15.3f}")


if __name__ == "__main__":
    main()
