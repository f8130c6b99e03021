"""What leaves the engine: ``observe(state, seat)`` and ``visible_events(events, seat)``.

The only redaction point (design §4). A seat sees: its own hand and identity; everyone's
messages (face up), hand counts, face-up roles, identities once revealed (death, loss, end);
the message in transit only if it is face up (文本), or this seat sent it or looked at it
(破译); a 试探's card only as its user or target; the decision it must answer.

Response windows look the same to everyone whatever the seats hold (docs/architecture.md,
"Response windows seen from outside"): while one is open, every seat but the one asked sees
the same pending "window open" ({'seat': None, 'kind': 'respond', 'prompt': ctx}), also when
the engine stopped to show a round in which nobody may be asked (window.SHOWN); and the count
of answers so far ('step') is shown only to an omniscient view, since it counts the passes of
seats that were asked. Timing points likewise (triggers.py): a pending ``trigger`` decision
looks to everyone else like the point shown before anybody is asked (window.SHOWN, prompt
'trigger'), the same whether or not any seat may use a skill there.
"""
from __future__ import annotations

from .engine.decisions import RESPOND, TRIGGER
from .engine.frames import Message, RoleChoice
from .engine.state import GameState
from .engine.window import SHOWN

def observe(state: GameState, seat: int | None, omniscient: bool = False) -> dict:
    """A JSON-ready dict of what ``seat`` may know (``seat=None``: a spectator, public facts
    only; ``omniscient=True``: everything, for finished-game replays and debugging).

    Shape: {'seat', 'step' (answers applied so far; None unless omniscient), 'config', 'turn', 'turn_player', 'phase', 'deck_count',
    'discard_count', 'removed_count', 'you': {'identity', 'hand'} | None, 'players': [...],
    'message': {...} | None, 'locks', 'stack': [...], 'pending': {...} | None, 'over',
    'winners', 'declarer', 'end_reason', 'deaths'}. Cards are ids into the edition's deck.
    Raises ValueError for a seat that is not at the table."""
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < state.n):
        raise ValueError(f"no seat {seat!r} at a {state.n}-player table")
    see_all = omniscient
    players = []
    for p in state.players:
        mine = see_all or p.seat == seat
        players.append({
            "seat": p.seat, "alive": p.alive, "lost": p.lost, "hand_count": len(p.hand),
            "hand": list(p.hand) if see_all else None,
            "messages": list(p.messages),
            "identity": p.identity if (mine or p.identity_revealed) else None,
            "role": p.role if (mine or p.role_seen or state.over) else None,
            "face_up": p.face_up,
            "role_seen": p.role_seen,
        })
    m = state.message
    message = None
    if m is not None:
        visible = see_all or m["face_up"] or (seat is not None and seat in m["seen_by"])
        message = {"sender": m["sender"], "transmission": m["transmission"],
                   "target": m["target"], "holder": m["holder"], "direction": m["direction"],
                   "lured": list(m["lured"]), "face_up": m["face_up"], "hops": m["hops"],
                   "step": message_step(state), "card": m["card"] if visible else None}
    stack = []
    for it in state.stack:
        hidden = it.func == "shi_tan" and not see_all and seat not in (it.user, it.seat)
        stack.append({"uid": it.uid, "user": it.user, "func": it.func, "target": it.seat,
                      "ref": it.ref, "card": None if hidden or it.card < 0 else it.card,
                      "nullified": it.nullified, "counterable": it.counterable,
                      "source": it.source})
    return {
        "seat": seat, "step": state.step if see_all else None, "config": state.config.to_dict(),
        "turn": state.turn_number, "turn_player": state.turn_player, "phase": state.phase,
        "deck_count": len(state.deck), "discard_count": len(state.discard),
        "removed_count": len(state.removed),
        "you": None if seat is None else {"identity": state.players[seat].identity or None,
                                           "hand": list(state.players[seat].hand),
                                           "role_offer": role_offer(state, seat)},
        "players": players, "message": message, "locks": list(state.locks), "stack": stack,
        "pending": _pending(state, seat, see_all), "over": state.over,
        "winners": list(state.winners), "declarer": state.declarer,
        "end_reason": state.end_reason, "deaths": [list(d) for d in state.deaths],
    }


def role_offer(state, seat: int) -> list[str] | None:
    """The two role cards dealt to ``seat`` while roles are being chosen (挑选角色); None
    otherwise. (Also read by the RL encoder, rl/incremental.py.)"""
    for f in state.frames:
        if isinstance(f, RoleChoice):
            return list(f.offers[seat])
    return None


def message_step(state) -> str:
    """'transmit' (情报传递), 'arrive' (情报到达) or 'receive' (情报接收) for the message in
    transit. (Also read by the RL encoder, rl/incremental.py.)"""
    for f in reversed(state.frames):   # a loop: no generator, at every RL step
        if isinstance(f, Message):
            step = f.step
            break
    if step == "receive":
        d = state.pending
        return "receive" if d is not None and d.kind == "receive" else "arrive"
    return "transmit"


def _pending(state, seat, see_all):
    d = state.pending
    if d is None:
        return None
    if d.kind == SHOWN:   # a round of priority or a timing point shown, no seat's
        if d.prompt == TRIGGER:   # the same as a trigger asked of another seat
            return dict(_TRIGGER_ELSEWHERE)
        return {"seat": None, "kind": RESPOND, "prompt": d.prompt, "yours": False}
    if see_all or d.seat == seat:
        return {"seat": d.seat, "kind": d.kind, "prompt": d.prompt, "yours": d.seat == seat,
                "options": [list(o) for o in d.options]}
    if d.kind == RESPOND:   # the same as a round shown (SHOWN): "the window is open"
        return {"seat": None, "kind": d.kind, "prompt": d.prompt, "yours": False}
    if d.kind == TRIGGER:
        # Whether an automatic skill may trigger is the owner's secret until used (a face-down
        # role's 就计 would give the role away even if its owner declines).
        return dict(_TRIGGER_ELSEWHERE)
    return {"seat": d.seat, "kind": d.kind, "prompt": d.prompt, "yours": False}


# A timing point as every seat but one asked there sees it (Ruleset.shown_points).
_TRIGGER_ELSEWHERE = {"seat": None, "kind": TRIGGER, "prompt": "", "yours": False}


def visible_event(ev: dict, seat: int | None, omniscient: bool = False) -> dict:
    """The event as ``seat`` may see it: private fields removed unless ``seat`` may see them."""
    if "private" not in ev:
        return ev
    out = {k: v for k, v in ev.items() if k not in ("private", "hide")}
    if omniscient or (seat is not None and seat in ev["private"]):
        return out
    for k in ev["hide"]:
        out.pop(k, None)
    return out


def visible_events(events, seat: int | None, omniscient: bool = False) -> list[dict]:
    return [visible_event(e, seat, omniscient) for e in events]
