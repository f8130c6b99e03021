"""Building what one viewer of a game receives: the ``view`` frame (docs/web-protocol.md).

Everything comes from ``views.observe(state, seat)`` and ``views.visible_events(events, seat)``
and is worded by :mod:`fengsheng.i18n.zh_cn`; a :class:`Viewer` remembers how far into the
game's events it has narrated, so each frame carries only the new log lines.
"""
from __future__ import annotations

import time
from typing import NamedTuple

from ..cards.deck import deck
from ..engine import Option
from ..i18n import zh_cn as zh
from ..notation import format_option
from ..views import observe, visible_event
from .timeouts import timeout_line, told_to_all


class Note(NamedTuple):
    """A line the server adds to the log (a timeout), before the game's event ``pos``.
    ``public``: everyone reads it; else only ``seat`` does. ``label``: the option's text, for
    ``seat`` only."""
    pos: int
    seat: int
    public: bool
    option: Option
    label: str


def timeout_note(state, option: Option, pos: int) -> Note:
    """The note of a timeout that answers ``option`` to ``state``'s pending decision (before it
    is applied), placed before the game's event ``pos``: live (Room.time_out) and in replays."""
    seat = state.pending.seat
    names = zh.seat_names(state.config.players, seat)
    label = zh.option_text(option, observe(state, seat), deck(state.config.deck), names)
    return Note(pos, seat, told_to_all(state.pending.kind), option, label)


class Viewer:
    """One seat's (or a spectator's, ``seat=None``) running narration of one game.

    ``frame(state, events, seq, deadline_ms, bot_playing)`` returns the next ``view`` frame
    for ``state`` after ``events`` (all the game's events up to it); the first one carries the
    whole log (``log_start`` 0). ``omniscient`` (replays of finished games only) shows
    everything."""

    def __init__(self, game_id: int, config, seat: int | None, omniscient: bool = False,
                 notes: list[Note] | None = None):
        self.game_id = game_id
        self.seat = seat
        self.omniscient = omniscient
        self.cards = deck(config.deck)
        self.names = zh.seat_names(config.players, seat)
        self.narrator = zh.Narrator(self.names, self.cards)
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
                    lines.append(timeout_line(n.option, self.names[n.seat],
                                              n.label if n.seat == self.seat else None))
            if i == len(events):
                break
            e = visible_event(events[i], self.seat, self.omniscient)
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
        obs = observe(state, self.seat, self.omniscient)
        log_start, log = self.new_lines(events)
        pending = obs["pending"]
        mine = pending is not None and (pending.get("yours") or (
            self.omniscient and "options" in pending))
        return {
            "type": "view", "game_id": self.game_id, "seq": seq, "seat": self.seat,
            "view": obs, "log_start": log_start, "log": log,
            "prompt": zh.decision_prompt(pending, obs, self.names) if mine else None,
            "options": option_list(obs, self.cards, self.names) if mine else [],
            "waiting": waiting_text(obs, self.names),
            "deadline": None if state.over else deadline_ms,
            "now": int(time.time() * 1000),
            "bot_playing": bot_playing,
            "result": result(state, self.names, self.taken_from) if state.over else None,
        }


def option_list(obs: dict, cards, names) -> list[dict]:
    """The pending decision's options with Chinese labels and notation, in engine order
    (``index`` is what an ``answer`` frame sends back)."""
    out = []
    for i, raw in enumerate(obs["pending"]["options"]):
        o = Option(*raw)
        out.append({"index": i, "label": zh.option_text(o, obs, cards, names),
                    "notation": format_option(o), "kind": o.kind, "card": o.card,
                    "func": o.func, "seat": o.seat, "ref": o.ref})
    return out


_WAITING = {"send": "传出情报", "receive": "决定是否接收情报", "choose": "选择", "trigger": "决定是否发动技能"}


def waiting_text(obs: dict, names) -> str:
    """What the table waits for, as the viewer may know it: a response window never names
    the seat being asked (design §4)."""
    pending = obs["pending"]
    if pending is None:
        return "对局已结束。" if obs["over"] else ""
    if pending.get("yours"):
        return "轮到你了。"
    if pending["kind"] == "respond":
        return f"{zh.window_context(pending, obs, names)}：等待响应……"
    if pending["seat"] is None:
        return "等待其他玩家……"
    what = "挑选角色" if pending["prompt"] == "choose_role" else _WAITING.get(pending["kind"], "决定")
    return f"等待{names[pending['seat']]}{what}……"


def result(state, names, taken_from) -> dict:
    """The end of the game with everything revealed (the game is over, so nothing is secret):
    the result sentence, winners, every seat's identity and role."""
    full = observe(state, None, omniscient=True)
    identities = [p["identity"] for p in full["players"]]
    text = zh.result_text(full["winners"], full["declarer"], full["end_reason"], identities,
                          names, taken_from)
    return {"text": text, "winners": full["winners"], "declarer": full["declarer"],
            "end_reason": full["end_reason"], "identities": identities,
            "roles": [p["role"] for p in full["players"]]}
