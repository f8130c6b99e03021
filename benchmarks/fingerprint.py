"""The behaviour fingerprint: one digest of what the same random games do.

Run: ``.venv/bin/python benchmarks/fingerprint.py [--games N]`` (default 200 a table).

For 5 and 9 players, without and with role cards, it plays seeds 0..N-1 with a uniform
policy seeded by the game's seed, and digests every event list, every pending decision
(seat, kind, options, prompt) and every final state hash. A change of the engine's inside
that keeps the game as it was leaves each digest as it was; a commit that changes a rule says
so and which digest moved. Compare a branch with its base: run it in both trees.
"""
from __future__ import annotations

import argparse
import hashlib
import random

from fengsheng.engine import Config, apply, new_game

TABLES = {"5p": Config(players=5), "9p": Config(players=9),
          "5p-roles": Config(players=5, roles=True), "9p-roles": Config(players=9, roles=True)}


def game_digest(config: Config, seed: int, h) -> None:
    """Feed game ``seed`` of ``config`` to the digest ``h``."""
    state = new_game(config, seed)
    rng = random.Random(seed)
    h.update(repr((state.pending, state.events)).encode())
    while not state.over:
        opts = state.pending.options
        events = apply(state, opts[rng.randrange(len(opts))])
        h.update(repr((state.pending, events)).encode())
    h.update(state.hash().encode())


def fingerprint(games: int) -> dict[str, str]:
    out = {}
    total = hashlib.blake2b(digest_size=16)
    for name, config in TABLES.items():
        h = hashlib.blake2b(digest_size=16)
        for seed in range(games):
            game_digest(config, seed, h)
        out[name] = h.hexdigest()
        total.update(out[name].encode())
    out["all"] = total.hexdigest()
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200, help="seeds per table (default 200)")
    args = ap.parse_args(argv)
    for name, digest in fingerprint(args.games).items():
        print(f"{name:9} {digest}")


if __name__ == "__main__":
    main()
