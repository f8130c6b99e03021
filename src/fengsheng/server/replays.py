"""Views of finished games at any step, for ``GET /api/games/{id}/replay``, built off the event
loop and from snapshots, so a flood of replay requests neither stalls live games nor costs a
whole replay each.

The first request for a game replays its record once, keeping a clone of the game state every
:data:`SNAPSHOT_EVERY` answers; a later request for step k clones the snapshot at or before k
and applies at most ``SNAPSHOT_EVERY - 1`` answers. The snapshots of the last
:data:`GAMES_KEPT` games stay in memory (a finished game never changes).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from ..games import get_game
from .frames import Note, timeout_note

FENGSHENG = get_game("fengsheng")
Config, parse_option = FENGSHENG.Config, FENGSHENG.parse_option
Game, replay = FENGSHENG.records.Game, FENGSHENG.records.replay

SNAPSHOT_EVERY = 16   # answers between snapshots: a step costs at most 15 engine steps
GAMES_KEPT = 32


@dataclass(frozen=True)
class Snapshots:
    """A replayed game: its config and seed, its answers, the state every ``SNAPSHOT_EVERY``
    answers (``states[i]`` after ``i * SNAPSHOT_EVERY`` answers; never played on, only
    cloned), every event with the number of events after each answer, and the notes of the
    answers a timeout gave (``(answer index, Note)``: the log says "超时，自动…" in a replay as
    it did live)."""
    config: Config
    seed: int
    answers: list[str]
    states: list
    events: list[dict]
    events_after: list[int]   # events_after[k]: len(events) after k answers
    notes: list[tuple[int, Note]]

    def notes_before(self, step: int) -> list[Note]:
        """The timeout notes of the first ``step`` answers."""
        return [n for k, n in self.notes if k < step]

    def game_at(self, step: int) -> Game:
        """A :class:`fengsheng.record.Game` after ``step`` answers (0 <= step <= answers)."""
        base = step // SNAPSHOT_EVERY * SNAPSHOT_EVERY
        g = Game(self.config, self.seed, self.states[base // SNAPSHOT_EVERY].clone(),
                 list(self.answers[:base]), self.events[:self.events_after[base]])
        for text in self.answers[base:step]:
            g.play(parse_option(text))
        return g


def build(rec: dict, timeouts: frozenset[int] = frozenset()) -> Snapshots:
    """Replay a finished record once, keeping snapshots; ``timeouts``: the indices of the
    answers a timeout gave (the store's actor). Raises RecordError when the record is
    malformed, an answer is illegal, or the replay does not reach the recorded final state."""
    states, events_after, notes = [], [], []

    def keep(g: Game) -> None:
        k = len(events_after)   # answers so far: the next one is answers[k]
        if k % SNAPSHOT_EVERY == 0:
            states.append(g.state.clone())
        if k in timeouts and g.state.pending is not None:
            notes.append((k, timeout_note(g.state, parse_option(rec["answers"][k]), len(g.events))))
        events_after.append(len(g.events))

    g = replay(rec, on_step=keep)
    return Snapshots(g.state.config, rec["seed"], list(rec["answers"]), states, g.events,
                     events_after, notes)


class ReplayCache:
    """``get(game_id, record_of)`` → :class:`Snapshots`, built with ``record_of(game_id)`` on
    the first request and kept for the last :data:`GAMES_KEPT` games. Safe to call from
    several threads: a game is built once even when asked for concurrently."""

    def __init__(self, kept: int = GAMES_KEPT):
        self.kept = kept
        self.games: OrderedDict[int, Snapshots] = OrderedDict()
        self.lock = threading.Lock()
        self.building: dict[int, threading.Lock] = {}

    def get(self, game_id: int, record_of) -> Snapshots:
        """``record_of(game_id)`` -> (record, indices of its answers a timeout gave)."""
        with self.lock:
            if game_id in self.games:
                self.games.move_to_end(game_id)
                return self.games[game_id]
            building = self.building.setdefault(game_id, threading.Lock())
        with building:
            with self.lock:
                if game_id in self.games:
                    return self.games[game_id]
            try:
                snaps = build(*record_of(game_id))
            finally:
                with self.lock:
                    self.building.pop(game_id, None)
            with self.lock:
                self.games[game_id] = snaps
                while len(self.games) > self.kept:
                    self.games.popitem(last=False)
            return snaps
