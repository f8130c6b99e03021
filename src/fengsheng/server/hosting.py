"""A room's game through the game-neutral interface (``games/api.py``): every game but 风声, which
keeps its own path (``fengsheng.record.Game`` with its response windows, ``frames.Viewer`` with
its Chinese narration). 菲力猫 is served from here.

What a socket receives is built only from ``game.observe(state, seat)`` and
``game.visible_events(events, seat)``: the view frame carries the observation, the events as
data (the client words them in its own language, ``static/js/felix.js``), and the pending
options as notation. A record is a ``games.record`` record (game, rules version, configuration,
seed, answers), replayed to rebuild a game after a restart and for replays.
"""
from __future__ import annotations

import random
import time

from ..games import get_game
from ..games.record import FORMAT, RecordError as GameRecordError, Session, replay
from .frames import Note

# The error the server catches for any record that does not replay: 风声's record's.
RecordError = get_game("fengsheng").records.RecordError

# Who answers for a player who is away (托管) or disconnected, per game.
STAND_IN_BOT = {"felix": "counting"}

# A timeout's draw: outside the game's seeded generator, which is the deal's alone.
_UNFORESEEN = random.SystemRandom()


class Hosted(Session):
    """A game in a room: the record's session, and what the room shows after each answer."""

    def moments(self) -> list[tuple]:
        """(state, number of ``events`` then) of what the last answer (or the deal) led to: the
        state after it. No game here holds response windows, so there is one per answer."""
        return [(self.state.clone(), len(self.events))]


def new_game(name: str, config: dict, seed: int) -> Hosted:
    return Hosted.new(get_game(name), config, seed)


def safe_default(rules, options):
    """A timeout's answer: ``pass`` where it is offered (it commits nothing), else an option
    drawn at random (菲力猫: a card put face down; a fixed one, as the first of the hand, would
    tell the table which card it is). The record keeps the answer, so a replay is unchanged."""
    return next((o for o in options if rules.format_option(o) == "pass"), None) \
        or _UNFORESEEN.choice(options)


def timeout_note(rules, option, seat: int) -> Note:
    """Everyone reads that a seat's time ran out: who decides is public in every game hosted
    here (none has response windows; a game that asks seats in secret would need 风声's care).
    What the clock answered is its seat's alone (``Viewer``): it may name a card put face down
    (菲力猫's commit); the others read the answer's public events as after any answer."""
    return Note(0, seat, True, option, {"notation": rules.format_option(option)})


def result(rules, state) -> dict:
    """The end of a game for the database (``store.append_answer``): the outcome's winners, and
    its scores (and cat points, 菲力猫's tie-break) as the reveal."""
    out = rules.outcome(state)
    return {"winners": list(out["winners"]), "declarer": None, "end_reason": "scores",
            "reveal": {k: v for k, v in out.items() if k != "winners"}}


def record(game_row: dict, answers: list[dict]) -> dict:
    """The ``games.record`` record of a stored game."""
    rec = {"format": FORMAT, "game": game_row["game"], "rules": game_row["engine"],
           "config": game_row["config"], "seed": game_row["seed"],
           "answers": [a["notation"] for a in answers]}
    if game_row["status"] == "finished":
        rec.update(final_hash=game_row["final_hash"], history_hash=game_row["history_hash"],
                   over=True)
    return rec


def load(rec: dict, upto: int | None = None) -> Hosted:
    """Replay a record (its first ``upto`` answers). RecordError (the server's) when it does not
    replay."""
    try:
        s = replay(rec, upto)
    except GameRecordError as e:
        raise RecordError(str(e)) from None
    return Hosted(s.game, s.config, s.seed, s.state, s.answers, s.events, s.chain)


def moments_shown(game: Hosted) -> int:
    """How many moments ``game`` showed, as ``Room.seq`` counts them: the deal, and each answer
    that added events (its public view changed), found by replaying it once more."""
    again, seq = Hosted.new(game.game, game.config, game.seed), 1
    for text in game.answers:
        seq += bool(again.play(game.game.parse_option(text)))
    return seq


class Viewer:
    """One seat's (or a spectator's, ``seat=None``) view of a hosted game: ``frame`` gives the
    next ``view`` frame; the log is the events this seat may see, numbered for the whole game,
    with the timeouts (``notes``) among them as ``{"type": "timeout"}``. ``omniscient``
    (replays of finished games only, 全部公开): the view is ``reveal_all``'s, with every seat's
    own view beside it (``views``)."""

    def __init__(self, rules, game_id: int, players: int, seat: int | None,
                 omniscient: bool = False, notes: list[Note] | None = None):
        self.rules = rules
        self.players = players
        self.game_id = game_id
        self.seat = seat
        self.omniscient = omniscient
        self.notes = notes if notes is not None else []
        self.events_seen = 0
        self.notes_seen = 0
        self.lines = 0

    def new_lines(self, events: list[dict]) -> tuple[int, list[dict]]:
        start, out = self.lines, []
        for i in range(self.events_seen, len(events) + 1):
            while self.notes_seen < len(self.notes) and self.notes[self.notes_seen].pos <= i:
                n = self.notes[self.notes_seen]
                self.notes_seen += 1
                own = n.seat == self.seat or self.omniscient
                if n.public or own:
                    out.append({"type": "timeout", "seat": n.seat,
                                **({"answer": n.labels["notation"]} if own else {})})
            if i < len(events):
                out.extend(self.rules.reveal_events([events[i]]) if self.omniscient
                           else self.rules.visible_events([events[i]], self.seat))
        self.events_seen = len(events)
        self.lines += len(out)
        return start, out

    def frame(self, state, events: list[dict], seq: int, deadline_ms: int | None = None,
              bot_playing: bool = False) -> dict:
        obs = (self.rules.reveal_all(state) if self.omniscient
               else self.rules.observe(state, self.seat))
        log_start, log = self.new_lines(events)
        pending = obs["pending"]
        mine = pending is not None and bool(pending.get("yours"))
        frame = {
            "type": "view", "game": self.rules.name, "game_id": self.game_id, "seq": seq,
            "seat": self.seat, "view": obs, "log_start": log_start, "log": log,
            "options": [{"index": i, "notation": self.rules.format_option(tuple(o)),
                         "option": list(o)} for i, o in enumerate(pending["options"])]
            if mine else [],
            "deadline": None if state.over else deadline_ms,
            "now": int(time.time() * 1000), "bot_playing": bot_playing,
            "result": self.rules.outcome(state) if state.over else None,
        }
        if self.omniscient:
            frame["views"] = [self.rules.observe(state, s) for s in range(self.players)]
        return frame
