"""Fit and score the model of the face-down message in transit (``fengsheng.bots.transit``).

Run: ``.venv/bin/python benchmarks/message_model.py --games 1500 --seed 11 --workers 2 [--write]``.

Plays ``--games`` all-heuristic@5 games at 5 players (dev run seed ``--seed``) without role
cards and as many with them. Every seat is watched through its own view (its observation,
its events, a :class:`CardMemory`, a :class:`TransitLog` and its identity :class:`Beliefs`,
as the search bot keeps them); at each of its decisions where the search (``ismcts@6``:
takes and the windows in transit) would determinise an unseen message — a face-down message
it has not seen, a take or a 情报传递/情报到达 window with more than one option — it records
the unseen cards of the message's transmission by colour (the determiniser's pool), the
model's features and, from the true game, the message's colour.

Fits the multinomial logistic regression with the pool as offset (Newton's method, NumPy,
L2 ``--l2``; the bias not penalised) on the first 80% of the games, with the true sender
identity, per setting (roles off/on) and sender kind (faction / 打酱油的). Prints, on the
last 20% (games not fitted), the Brier score (summed over red, blue, black) and log-loss of
the colour distribution the determiniser draws from against the true colour, for the pool
alone (every unseen card alike), ``SENT_COLOUR_WEIGHT`` (the determiniser without the model)
and the fitted model: with the true identities, and as the search sees it (averaged over the
seat's exact identity posterior, ``Beliefs``); and heuristic@5's own guess of the colour
(``HeuristicBot._message_colours``, its hand-set rule, which heuristic@7 replaces by the fitted
model over its posterior). ``--write`` stores the weights in
``src/fengsheng/bots/transit_weights.json``.
"""
from __future__ import annotations

import argparse
import json
import math
import pathlib
import time

import numpy as np

from fengsheng.bots import make_bot, play_game
from fengsheng.bots.base import Bot
from fengsheng.bots.belief import LIKELIHOOD, Beliefs
from fengsheng.bots.determinise import CardMemory, known_places, sent_colour_weights, supported
from fengsheng.bots.transit import CLASSES, FEATURES, TransitLog
from fengsheng.cards.deck import BLACK, BLUE, NO_IDENTITY, RED, deck
from fengsheng.engine import Config
from fengsheng.engine.state import ARRIVE, TRANSMIT
from fengsheng.parallel import open_backend, run_in_order
from fengsheng.simulate import bot_seed, game_seed

OUT = pathlib.Path(__file__).resolve().parent.parent / "src/fengsheng/bots/transit_weights.json"
BOT = "heuristic@5"
COLOURS = (RED, BLUE, BLACK)
FACTION = {"underground": RED, "military": BLUE}
OTHER = {RED: BLUE, BLUE: RED}


def classes_of(own: str | None) -> tuple[tuple[str, ...], ...]:
    """The colours of each class, the base (black) last: (own, other, black) for a faction
    sender of colour ``own``; (coloured, black) otherwise."""
    if own:
        return (own,), (OTHER[own],), (BLACK,)
    return (RED, BLUE), (BLACK,)


def searched(observation: dict) -> bool:
    """A decision where ismcts@6 determinises an unseen message (module text)."""
    m = observation["message"]
    p = observation.get("pending") or {}
    if m is None or m["card"] is not None or not supported(observation):
        return False
    if len(p.get("options", ())) < 2:
        return False
    return p["kind"] == "receive" or (p["kind"] == "respond"
                                      and p["prompt"] in (TRANSMIT, ARRIVE))


class Watched(Bot):
    """A heuristic@5 seat whose searched decisions are recorded (module text)."""

    def __init__(self, seat, seed, config, posterior: bool, out: list):
        super().__init__(seat, seed)
        self.inner = make_bot(BOT, seat, seed)
        self.memory = CardMemory(seat, role_beliefs=False)
        self.transit = TransitLog(seat)
        self.beliefs = Beliefs(seat, config.to_dict(), LIKELIHOOD)
        self.posterior = posterior
        self.out = out
        self.cards = deck(config.deck)

    def choose(self, observation, events):
        self.memory.update(observation, events)
        self.transit.update(observation, events)
        self.beliefs.update(observation, events)
        if searched(observation) and self.beliefs.ready():
            placed = known_places(observation, self.memory)[0]
            trans = observation["message"]["transmission"]
            pool = [c for c in range(len(self.cards)) if c not in placed]
            fitting = [c for c in pool if self.cards[c].transmission == trans] or pool
            counts = {col: sum(1 for c in fitting if self.cards[c].colour == col)
                      for col in COLOURS}
            mix: dict[tuple, float] = {}
            if self.posterior:   # the identity posterior, assignments of equal features merged
                shown = [p["identity"] for p in observation["players"]]
                for w, ids in zip(self.beliefs._weights(), self.beliefs.assignments):
                    if w < 1e-6:
                        continue
                    ids = tuple(NO_IDENTITY if s == NO_IDENTITY else i
                                for s, i in zip(shown, ids))
                    kind, x = self.transit.features(observation, ids)
                    key = (ids[observation["message"]["sender"]], kind, tuple(x))
                    mix[key] = mix.get(key, 0.0) + w
            self.out.append({"seat": self.seat, "observation": observation, "counts": counts,
                             "mix": [(s, k, x, w) for (s, k, x), w in mix.items()]})
            answer = self.inner.choose(observation, events)
            self.out[-1]["heuristic"] = self.inner._message_colours(observation)
            return answer
        return self.inner.choose(observation, events)


class Truth:
    """Fills in each record made at a decision with the true identities and colour."""

    def __init__(self, records, watched):
        self.records = records
        self.watched = watched
        self.done = 0

    def decision(self, state, seat, option):
        for r in self.records[self.done:]:
            ids = tuple(p.identity for p in state.players)
            r["colour"] = state.cards[state.message["card"]].colour
            r["sender"] = ids[state.message["sender"]]
            r["kind"], r["x"] = self.watched[seat].transit.features(r.pop("observation"), ids)
        self.done = len(self.records)

    def events(self, state, events):
        pass


def play(task):
    roles, seed, index, posterior = task
    config = Config(players=5, roles=roles)
    records: list[dict] = []
    bots = [Watched(s, bot_seed(seed, index, s), config, posterior, records) for s in range(5)]
    play_game(config, game_seed(seed, index), bots, watch=Truth(records, bots))
    return records


def design(rows, kind):
    """(X, log-offsets N x K with -inf where the pool has none, one-hot truth N x K) of the
    records of a sender ``kind`` (true identities)."""
    X, O, Y = [], [], []
    for r in rows:
        if r["kind"] != kind:
            continue
        cls = classes_of(FACTION.get(r["sender"]))
        n = [sum(r["counts"][c] for c in cols) for cols in cls]
        if sum(n) == 0:
            continue
        X.append(r["x"])
        O.append([math.log(v) if v else -np.inf for v in n])
        Y.append([float(r["colour"] in cols) for cols in cls])
    return np.array(X, float), np.array(O, float), np.array(Y, float)


def probs(X, O, W):
    """Class probabilities: softmax of offsets + X·θ (the base class's θ is 0)."""
    Z = O + np.concatenate([X @ W.T, np.zeros((len(X), 1))], axis=1)
    Z -= Z.max(axis=1, keepdims=True)
    E = np.exp(Z)
    return E / E.sum(axis=1, keepdims=True)


def fit(X, O, Y, l2: float, steps: int = 40) -> np.ndarray:
    """L2-regularised multinomial logistic regression with offsets by Newton's method."""
    N, F = X.shape
    K = Y.shape[1] - 1
    W = np.zeros((K, F))
    reg = np.full(F, l2)
    reg[0] = 0.0
    for _ in range(steps):
        P = probs(X, O, W)[:, :K]
        g = ((P - Y[:, :K]).T @ X + W * reg).ravel()
        H = np.zeros((K * F, K * F))
        for a in range(K):
            for b in range(K):
                d = P[:, a] * ((a == b) - P[:, b])
                H[a * F:(a + 1) * F, b * F:(b + 1) * F] = (X * d[:, None]).T @ X
        H += np.diag(np.tile(reg, K)) + 1e-6 * np.eye(K * F)
        step = np.linalg.solve(H, g).reshape(K, F)
        W -= step
        if np.abs(step).max() < 1e-7:
            break
    return W


def colour_dist(counts, weight) -> dict[str, float]:
    """The determiniser's distribution of the colour: unseen cards x weight per colour."""
    z = {c: counts[c] * weight[c] for c in COLOURS}
    t = sum(z.values())
    return {c: v / t for c, v in z.items()}


def fitted_weight(table, sender, kind, x) -> dict[str, float]:
    own = FACTION.get(sender)
    W = np.array(table[kind])
    e = np.exp(np.clip(W @ np.array(x), -30, 30))
    if own:
        return {own: e[0], OTHER[own]: e[1], BLACK: 1.0}
    return {RED: e[0], BLUE: e[0], BLACK: 1.0}


def score(dists, truths):
    brier = ll = 0.0
    for d, t in zip(dists, truths):
        brier += sum((d[c] - (c == t)) ** 2 for c in COLOURS)
        ll -= math.log(max(d[t], 1e-6))
    return brier / len(truths), ll / len(truths)


def evaluate(rows, table) -> dict[str, tuple]:
    """Brier and log-loss of each method (module text) on ``rows``, with the true identities
    and over the seat's identity posterior."""
    out = {}
    truths = [r["colour"] for r in rows]
    methods = {
        "pool": lambda s, k, x: {c: 1.0 for c in COLOURS},
        "SENT_COLOUR_WEIGHT": lambda s, k, x: sent_colour_weights(s),
        "fitted": lambda s, k, x: fitted_weight(table, s, k, x),
    }
    for name, weight in methods.items():
        true = [colour_dist(r["counts"], weight(r["sender"], r["kind"], r["x"])) for r in rows]
        post = []
        for r in rows:
            acc = {c: 0.0 for c in COLOURS}
            total = sum(w for *_, w in r["mix"])
            for s, k, x, w in r["mix"]:
                d = colour_dist(r["counts"], weight(s, k, x))
                for c in COLOURS:
                    acc[c] += w / total * d[c]
            post.append(acc)
        out[name] = (score(true, truths), score(post, truths))
    out[f"{BOT}'s own guess"] = (None, score([r["heuristic"] for r in rows], truths))
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1500, help="games per setting (default 1500)")
    ap.add_argument("--seed", type=int, default=11, help="dev run seed (default 11)")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--write", action="store_true", help="store the weights")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    out = {}
    for roles in (False, True):
        cut = int(args.games * 0.8)
        tasks = [(roles, args.seed, i, i >= cut) for i in range(args.games)]
        with open_backend("local", args.workers) as backend:
            games = run_in_order(backend, play, tasks)
        train = [r for g in games[:cut] for r in g]
        test = [r for g in games[cut:] for r in g]
        setting = "on" if roles else "off"
        table = {}
        for kind in CLASSES:
            X, O, Y = design(train, kind)
            W = fit(X, O, Y, args.l2)
            table[kind] = [[round(float(v), 4) for v in row] for row in W]
            print(f"roles {setting}, {kind} sender: {len(X)} decisions fitted "
                  f"(class shares {', '.join(f'{v:.3f}' for v in Y.mean(axis=0))})")
            for name, *row in zip(FEATURES, *W):
                print(f"    {name:20s} " + " ".join(f"{v:+.3f}" for v in row))
        out[setting] = table
        print(f"roles {setting}: {len(test)} decisions of {args.games - cut} games not fitted "
              f"(messages: {sum(1 for r in test if r['colour'] == BLACK) / len(test):.1%} black)")
        print("    method               Brier (true ids)  log-loss | Brier (posterior)  log-loss")
        for name, (true, (bp, lp)) in evaluate(test, table).items():
            left = ("   (its own beliefs)    " if true is None
                    else f"{true[0]:.4f}  {true[1]:.4f}          ")
            print(f"    {name:20s} {left}| {bp:.4f}  {lp:.4f}")
    print(f"wall {time.perf_counter() - start:.0f} s")
    if args.write:
        OUT.write_text(json.dumps({
            "fitted": f"python benchmarks/message_model.py --games {args.games} --seed "
                      f"{args.seed} --l2 {args.l2} --write ({BOT} self-play, 5 players; first "
                      f"80% of the games of each setting)",
            "features": list(FEATURES), "weights": out}, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
