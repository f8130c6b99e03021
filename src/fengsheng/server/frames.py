"""Building what one viewer of a game receives: the ``view`` frame (docs/web-protocol.md).

Everything comes from 风声's ``observe(state, seat)`` and ``visible_events(events, seat)``
(``reveal_all``/``reveal_events`` for the all-visible replay of a finished game) and is worded
in the viewer's language (its ``texts(lang)``: ``zh_cn`` or ``en``), all through its game object
(``games/fengsheng_adapter.py``); a :class:`Viewer` remembers how far into the game's events it
has narrated, so each frame carries only the new log lines.
"""
from __future__ import annotations

import time
from typing import NamedTuple

from ..games import get_game
from ..i18n import LANGUAGES
from .timeouts import told_to_all

FENGSHENG = get_game("fengsheng")
Option, deck, texts = FENGSHENG.Option, FENGSHENG.deck, FENGSHENG.texts


class Note(NamedTuple):
    """A line the server adds to the log (a timeout), before the game's event ``pos``.
    ``public``: everyone reads it; else only ``seat`` does. ``labels``: the option's text in
    each language (:data:`LANGUAGES`), for ``seat`` only; for a game whose texts the client
    words (server/hosting.py), only its ``notation``."""
    pos: int
    seat: int
    public: bool
    option: Option
    labels: dict


def timeout_note(state, option: Option, pos: int) -> Note:
    """The note of a timeout that answers ``option`` to ``state``'s pending decision (before it
    is applied), placed before the game's event ``pos``: live (Room.time_out) and in replays."""
    seat = state.pending.seat
    labels = option_labels(option, FENGSHENG.observe(state, seat), deck(state.config.deck),
                           state.config.players)
    return Note(pos, seat, told_to_all(state.pending.kind), option, labels)


class Viewer:
    """One seat's (or a spectator's, ``seat=None``) running narration of one game.

    ``frame(state, events, seq, deadline_ms, bot_playing)`` returns the next ``view`` frame
    for ``state`` after ``events`` (all the game's events up to it); the first one carries the
    whole log (``log_start`` 0). ``omniscient`` (replays of finished games only) shows
    everything. ``lang``: the language of every text (``zh-CN`` or ``en``)."""

    def __init__(self, game_id: int, config, seat: int | None, omniscient: bool = False,
                 notes: list[Note] | None = None, lang: str = "zh-CN"):
        self.game_id = game_id
        self.seat = seat
        self.omniscient = omniscient
        self.shown = (FENGSHENG.reveal_events if omniscient
                      else lambda events: FENGSHENG.visible_events(events, seat))
        self.cards = deck(config.deck)
        self.lang, self.tx = lang, texts(lang)
        self.names = self.tx.seat_names(config.players, seat)
        self.narrator = self.tx.Narrator(self.names, self.cards)
        self.events_seen = 0     # events of the game already narrated
        self.notes = notes if notes is not None else []   # the room's list, growing
        self.notes_seen = 0
        self.lines = 0           # log lines sent so far
        self.taken_from = None   # seat whose declaration a 机密任务 took (for the result)

    def new_lines(self, events: list[dict]) -> tuple[int, list[str]]:
        """(index of the first new line, the new lines) for the events not narrated yet."""
        start, lines = self.lines, []
        for i in range(self.events_seen, len(events) + 1):
            while self.notes_seen < len(self.notes) and self.notes[self.notes_seen].pos <= i:
                n = self.notes[self.notes_seen]
                self.notes_seen += 1
                if n.public or n.seat == self.seat or self.omniscient:
                    label = n.labels[self.lang] if n.seat == self.seat else None
                    lines.append(self.tx.timeout_line(n.option, self.names[n.seat], label))
            if i == len(events):
                break
            e = self.shown([events[i]])[0]
            lines.append(self.narrator.line(e))
            if e.get("type") == "victory_taken":
                self.taken_from = e.get("from_seat")
        self.events_seen = len(events)
        self.lines += len(lines)
        return start, lines

    def frame(self, state, events: list[dict], seq: int, deadline_ms: int | None = None,
              bot_playing: bool = False) -> dict:
        """The ``view`` frame of ``state``; ``seq``: the room's count of public moments
        (docs/web-protocol.md), the same for every viewer."""
        obs = (FENGSHENG.reveal_all(state) if self.omniscient
               else FENGSHENG.observe(state, self.seat))
        log_start, log = self.new_lines(events)
        pending = obs["pending"]
        mine = pending is not None and (pending.get("yours") or (
            self.omniscient and "options" in pending))
        return {
            "type": "view", "game_id": self.game_id, "seq": seq, "seat": self.seat,
            "view": obs, "log_start": log_start, "log": log,
            "prompt": self.tx.decision_prompt(pending, obs, self.names) if mine else None,
            "options": option_list(obs, self.cards, self.names, self.tx) if mine else [],
            "waiting": self.tx.waiting_text(obs, self.names),
            "deadline": None if state.over else deadline_ms,
            "now": int(time.time() * 1000),
            "bot_playing": bot_playing,
            "result": result(state, self.names, self.taken_from, self.tx) if state.over else None,
        }


def option_list(obs: dict, cards, names, tx) -> list[dict]:
    """The pending decision's options with labels (text module ``tx``) and notation, in engine
    order (``index`` is what an ``answer`` frame sends back)."""
    out = []
    for i, raw in enumerate(obs["pending"]["options"]):
        o = Option(*raw)
        out.append({"index": i, "label": tx.option_text(o, obs, cards, names),
                    "notation": FENGSHENG.format_option(o), "kind": o.kind, "card": o.card,
                    "func": o.func, "seat": o.seat, "ref": o.ref})
    return out


def result(state, names, taken_from, tx) -> dict:
    """The end of the game with everything revealed (the game is over, so nothing is secret):
    the result sentence, winners, every seat's identity and role."""
    full = FENGSHENG.reveal_all(state)
    identities = [p["identity"] for p in full["players"]]
    text = tx.result_text(full["winners"], full["declarer"], full["end_reason"], identities,
                          names, taken_from)
    return {"text": text, "winners": full["winners"], "declarer": full["declarer"],
            "end_reason": full["end_reason"], "identities": identities,
            "roles": [p["role"] for p in full["players"]]}


def option_labels(option: Option, obs: dict, cards, players: int) -> dict:
    """An option's text in every language (a :class:`Note`'s ``labels``), for the deciding
    seat (``obs``: its observation)."""
    out = {}
    for lang in LANGUAGES:
        tx = texts(lang)
        out[lang] = tx.option_text(option, obs, cards, tx.seat_names(players, obs["seat"]))
    return out
