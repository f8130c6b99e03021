"""Fit the search bot's learned value (``fengsheng.bots.value``) from heuristic self-play.

Run: ``.venv/bin/python benchmarks/fit_value.py --games 3000 --seed 7 --workers 2 [--write]``.

Plays ``--games`` all-heuristic@5 games at 5 players (dev run seed ``--seed``) without role
cards and as many with them; at every turn change (where the search's rollouts stop and
score the table) records every seat's features of the true table and, at the end, whether
the seat won. Fits an L2-regularised logistic regression (Newton's method, NumPy) per
(roles off/on) x (faction seat / 打酱油的) on the first 80% of the games and prints, on the
last 20% (games not fitted), the Brier score and log-loss of the fitted value against the
hand-set ``ismcts.evaluate`` on the same states. ``--write`` stores the weights in
``src/fengsheng/bots/value_weights.json``.
"""
from __future__ import annotations

import argparse
import json
import math
import pathlib
import time

import numpy as np

from fengsheng.bots import make_bot, play_game
from fengsheng.bots.ismcts import evaluate
from fengsheng.bots.value import BYSTANDER_FEATURES, FACTION_FEATURES, features
from fengsheng.engine import Config
from fengsheng.parallel import open_backend, run_in_order
from fengsheng.simulate import bot_seed, game_seed

OUT = pathlib.Path(__file__).resolve().parent.parent / "src/fengsheng/bots/value_weights.json"
BOT = "heuristic@5"


class Recorder:
    """A ``play_game`` watch: the features of every seat at every turn change."""

    def __init__(self):
        self.turn = -1
        self.rows = []     # (seat, kind, features, hand-set evaluate)

    def decision(self, state, seat, option):
        pass

    def events(self, state, events):
        if state.over or state.turn_number == self.turn:
            return
        self.turn = state.turn_number
        hand = evaluate(state)
        for s in range(state.n):
            kind, x = features(state, s)
            self.rows.append((s, kind, x, hand[s]))


def play(task):
    roles, seed, index = task
    config = Config(players=5, roles=roles)
    bots = [make_bot(BOT, s, bot_seed(seed, index, s)) for s in range(5)]
    rec = Recorder()
    state = play_game(config, game_seed(seed, index), bots, watch=rec)
    won = set(state.winners)
    return [(kind, x, h, float(s in won)) for s, kind, x, h in rec.rows]


def fit(X: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 30) -> np.ndarray:
    """L2-regularised logistic regression by Newton's method (the bias not penalised)."""
    w = np.zeros(X.shape[1])
    reg = np.full(X.shape[1], l2)
    reg[0] = 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-np.clip(X @ w, -30, 30)))
        g = X.T @ (p - y) + reg * w
        H = (X * (p * (1 - p))[:, None]).T @ X + np.diag(reg) + 1e-9 * np.eye(X.shape[1])
        step = np.linalg.solve(H, g)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def scores(p: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(np.mean((p - y) ** 2)), float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000, help="games per setting (default 3000)")
    ap.add_argument("--seed", type=int, default=7, help="dev run seed (default 7)")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--write", action="store_true", help="store the weights")
    args = ap.parse_args(argv)
    out = {}
    start = time.perf_counter()
    for roles in (False, True):
        tasks = [(roles, args.seed, i) for i in range(args.games)]
        with open_backend("local", args.workers) as backend:
            games = run_in_order(backend, play, tasks)
        cut = int(len(games) * 0.8)
        table = {}
        for kind, names in (("faction", FACTION_FEATURES), ("bystander", BYSTANDER_FEATURES)):
            def rows(part):
                r = [(x, h, y) for g in part for k, x, h, y in g if k == kind]
                return (np.array([x for x, _, _ in r], float), np.array([h for _, h, _ in r]),
                        np.array([y for _, _, y in r]))
            Xtr, _, ytr = rows(games[:cut])
            Xte, hte, yte = rows(games[cut:])
            w = fit(Xtr, ytr, args.l2)
            pte = 1 / (1 + np.exp(-np.clip(Xte @ w, -30, 30)))
            b_l, ll_l = scores(pte, yte)
            b_h, ll_h = scores(hte, yte)
            b_0, ll_0 = scores(np.full_like(yte, ytr.mean()), yte)
            print(f"roles {'on ' if roles else 'off'} {kind:9s}: {len(ytr)} train / {len(yte)} "
                  f"test states; test Brier learned {b_l:.4f}, hand-set {b_h:.4f}, base rate "
                  f"{b_0:.4f}; log-loss {ll_l:.4f} / {ll_h:.4f} / {ll_0:.4f}")
            for n, v in zip(names, w):
                print(f"    {n:18s} {v:+.3f}")
            table[kind] = [round(float(v), 4) for v in w]
        out["on" if roles else "off"] = table
    print(f"wall {time.perf_counter() - start:.0f} s")
    if args.write:
        OUT.write_text(json.dumps({
            "fitted": f"python benchmarks/fit_value.py --games {args.games} --seed {args.seed} "
                      f"--l2 {args.l2} --write ({BOT} self-play, 5 players; first 80% of the "
                      f"games of each setting)",
            "weights": out}, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
