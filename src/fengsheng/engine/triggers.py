"""Timing events and automatic-skill triggers (rulebook 同一时点触发多个自动式技能的结算原则).

``fire(state, event)`` finds every automatic skill that triggers on ``event`` and resolves them
one after another, starting with the turn player and going right. Event types used by the
engine: 'phase_start', 'card_resolving', 'message_received', 'death', 'victory'. Events are
plain dicts and must not be mutated once fired.
"""
from __future__ import annotations

from .abilities import FACES, LISTENING, SKILLS, role_face, roles_listening
from .decisions import NO, TRIGGER, YES, Decision
from .effects import push_effect
from .frames import ask, register
from .state import from_seat


def fire(state, event: dict) -> None:
    """Queue the automatic skills triggered by ``event`` (frame 'triggers')."""
    if not state.roles_in_play:
        return
    etype = event["type"]
    seats = state.listeners.get(etype)
    if seats is None:   # first use in this game: the seats whose role listens (GameState)
        listening = LISTENING.get(etype)   # roles_listening(), its cache read inline
        if listening is None:
            listening = roles_listening(etype)
        seats = state.listeners[etype] = tuple(p.seat for p in state.players
                                               if p.role in listening)
    if not seats:   # most timing points: nobody at the table listens
        return
    subject = event.get("seat", -1)
    players = state.players
    queue = []
    # In seat order (``triggered`` only reads the state); the queue is then turned to turn
    # order, the order the skills resolve in.
    for seat in seats:
        p = players[seat]
        if p.alive or seat == subject:
            face = FACES.get((p.role, p.face_up)) or role_face(p.role, p.face_up)
            for sk in face.listeners.get(etype, ()):
                if sk.triggered(state, seat, event):
                    queue.append((seat, sk.id))
    if queue:
        queue = from_seat(queue, (state.turn_player,))   # the skills resolve in turn order
        state.frames.append({"kind": "triggers", "event": event, "queue": tuple(queue), "i": 0})


def _run(state, f):
    if state.over or f["i"] >= len(f["queue"]):
        state.frames.pop()
        return
    seat, sid = f["queue"][f["i"]]
    sk = SKILLS[sid]
    ev = f["event"]
    if not state.players[seat].alive and not (ev["type"] == "death" and ev["seat"] == seat) \
            or sk.lapsed(state, seat, ev):
        f["i"] += 1   # died, or its moment passed, while earlier skills of this queue resolved
        return
    if sk.optional:
        ask(state, Decision(seat, TRIGGER, (YES, NO), prompt=sid))
        return
    f["i"] += 1
    push_effect(state, sid, seat, event=f["event"])


def _answer(state, f, option):
    seat, sid = f["queue"][f["i"]]
    f["i"] += 1
    if option.kind == "yes":
        state.emit("skill_triggered", seat=seat, skill=sid)
        push_effect(state, sid, seat, event=f["event"])


register("triggers", _run, _answer)
