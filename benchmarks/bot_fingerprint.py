"""The bots' fingerprint: one digest of what the heuristic bot decides in the same games.

Run: ``.venv/bin/python benchmarks/bot_fingerprint.py [--games N]`` (default 100 a table).

For 5 and 9 players with role cards, every seat a heuristic bot (seeded by the game's seed),
it plays seeds 0..N-1 and digests every answer (seat, option) and every event list. A change
that moves the bot's judgements (its tables, the roles' ``BOT_*`` hooks) without changing a
decision leaves the digest as it was. Compare a branch with its base: run it in both trees.
"""
from __future__ import annotations

import fingerprint  # benchmarks/fingerprint.py: the table loop and the printer
from fengsheng.bots import HeuristicBot, play_game
from fengsheng.engine import Config

TABLES = {"5p-roles": Config(players=5, roles=True), "9p-roles": Config(players=9, roles=True)}


class _Digest:
    """``play_game``'s watcher: feeds every answer and event list to ``h``."""

    def __init__(self, h):
        self.h = h

    def decision(self, state, seat, option) -> None:
        self.h.update(repr((seat, option)).encode())

    def events(self, state, events) -> None:
        self.h.update(repr(events).encode())


def game_digest(config: Config, seed: int, h) -> None:
    """Feed game ``seed`` of ``config``, every seat a heuristic bot, to the digest ``h``."""
    bots = [HeuristicBot(s, seed) for s in range(config.players)]
    state = play_game(config, seed, bots, watch=_Digest(h))
    h.update(state.hash().encode())


if __name__ == "__main__":
    fingerprint.main(doc=__doc__, default=100, tables=TABLES, digest=game_digest)
