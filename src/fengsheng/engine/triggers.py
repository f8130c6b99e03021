"""Timing events and automatic-skill triggers (rulebook 同一时点触发多个自动式技能的结算原则).

``fire(state, event)`` finds every automatic skill that triggers on ``event`` and resolves them
one after another, starting with the turn player and going right. Event types used by the
engine: 'phase_start', 'card_resolving', 'message_received', 'death', 'victory', and the cards'
'intercepted', 'decrypted', 'nullified'; each is built by its constructor in engine/timing.py
(a plain dict, never changed once fired), as a role's own point is in its module.

Timing points seen from outside (docs/architecture.md, "Response windows seen from outside";
ruling R6): only a seat whose optional skill triggers is asked, so with
``GameState.show_windows`` every timing point of a type in the ruleset's ``shown_points`` (those
at which an optional skill of a role of its set may trigger: never the roles dealt, which are
hidden) stops before anybody is asked, and again after each skill's effect there (the pending
``window.SHOWN`` decision of no seat, prompt ``TRIGGER``), whether or not any seat's role can
use a skill there: the point looks the same whatever the roles dealt, face down or up.
"""
from __future__ import annotations

from . import events
from .decisions import NO, TRIGGER, YES, Decision
from .frames import Triggers, ask
from .state import from_seat


def fire(state, event: dict) -> None:
    """Queue the automatic skills triggered by ``event`` (frame 'triggers')."""
    if not state.roles_in_play:
        return
    etype = event["type"]
    seats = state.listeners.get(etype)
    if seats is None:   # first use in this game: the seats whose role listens (GameState)
        listening = state.ruleset.listening.get(etype, ())
        seats = state.listeners[etype] = tuple(p.seat for p in state.players
                                               if p.role in listening)
    shown = state.show_windows and etype in state.ruleset.shown_points
    if not seats and not shown:   # most timing points: nobody at the table listens
        return
    subject = event.get("seat", -1)
    players = state.players
    faces = state.ruleset.faces
    queue = []
    # In seat order (``triggered`` only reads the state); the queue is then turned to turn
    # order, the order the skills resolve in.
    for seat in seats:
        p = players[seat]
        if p.alive or seat == subject:
            for sk in faces[p.role, p.face_up].listeners.get(etype, ()):
                if sk.triggered(state, seat, event):
                    queue.append((seat, sk.id))
    if queue or shown:   # shown: an empty queue too, to stop at the point (_run)
        queue = from_seat(queue, (state.turn_player,))   # the skills resolve in turn order
        state.frames.append(Triggers(event, tuple(queue)))


def _run(state, f):
    if state.show_windows and not state.over and \
            f.event["type"] in state.ruleset.shown_points:
        depth = len(state.frames) - 1
        if f.i == 0 or depth in state.point_effects:
            # Stop once at the point, before anybody is asked (as window._run at a round), and
            # again after each skill's effect there, whatever is left of the queue.
            if not state.window_shown:
                # Imported here: importing window.py with this module reorders the engine's
                # imports, which costs 0.5% more instructions a decision (docs/engine-speed.md).
                from .window import SHOWN
                state.window_shown = True
                state.pending = Decision(-1, SHOWN, (), prompt=TRIGGER)
                return
            state.window_shown = False
            state.point_effects = tuple(d for d in state.point_effects if d != depth)
    if state.over or f.i >= len(f.queue):
        state.frames.pop()
        return
    seat, sid = f.queue[f.i]
    sk = state.ruleset.skills[sid]
    ev = f.event
    if not state.players[seat].alive and not (ev["type"] == "death" and ev["seat"] == seat) \
            or sk.lapsed(state, seat, ev):
        f.i += 1   # died, or its moment passed, while earlier skills of this queue resolved
        return
    if sk.optional:
        ask(state, Decision(seat, TRIGGER, (YES, NO), prompt=sid))
        return
    f.i += 1
    _push(state, f, sid, seat)


def _answer(state, f, option):
    seat, sid = f.queue[f.i]
    f.i += 1
    if option.kind == "yes":
        events.skill_triggered(state, seat, sid)
        _push(state, f, sid, seat)


def _push(state, f, sid: str, seat: int) -> None:
    """Push the effect of skill ``sid`` of ``seat`` over the triggers frame ``f`` (on top)."""
    if state.show_windows and f.event["type"] in state.ruleset.shown_points:
        state.point_effects += (len(state.frames) - 1,)
    push_effect(state, sid, seat, event=f.event)


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {Triggers: (_run, _answer)}

from .effects import push_effect  # noqa: E402  (effects.py imports this module)
