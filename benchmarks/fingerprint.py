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


def fingerprint(games: int, tables: dict = TABLES, digest=game_digest) -> dict[str, str]:
    """Each table's digest of seeds 0..games-1 (``digest(config, seed, h)`` feeds one game), and
    ``all`` over them."""
    out = {}
    total = hashlib.blake2b(digest_size=16)
    for name, config in tables.items():
        h = hashlib.blake2b(digest_size=16)
        for seed in range(games):
            digest(config, seed, h)
        out[name] = h.hexdigest()
        total.update(out[name].encode())
    out["all"] = total.hexdigest()
    return out


def main(argv=None, doc: str = __doc__, default: int = 200, tables: dict = TABLES,
         digest=game_digest) -> None:
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--games", type=int, default=default, help=f"seeds per table (default {default})")
    args = ap.parse_args(argv)
    for name, value in fingerprint(args.games, tables, digest).items():
        print(f"{name:9} {value}")


if __name__ == "__main__":
    main()
