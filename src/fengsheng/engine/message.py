"""传递情报阶段: sending a message and its three steps at every player it reaches.

情报传递 (TRANSMIT window) → the message moves to its next recipient → 情报到达 (ARRIVE window)
→ 情报接收 (take or decline). Rules implemented (rulebook 001 传递情报阶段, 000 card rulings):
- 密电/文本 go right player by player (or left after 退回); 直达 goes to its chosen target and,
  if refused, back to the sender.
- 调虎离山: a lured player is skipped for this message, unless locked; the sender is never
  skipped; a lured 直达 target sends the message back to the sender.
- 锁定: a locked player must take it; the first locked player reached takes it.
- Back at the sender, the sender must take it; if the sender has died, it is discarded.
"""
from __future__ import annotations

from ..cards.deck import DIRECT, TEXT, deck
from ..cards.rules import other_living
from . import events
from .abilities import active_skills
from .decisions import DECLINE, RECEIVE, TAKE, Decision, Option, make
from .frames import Message, ask
from .ops import out_of_hand, place_messages
from .state import ARRIVE, MAX_PLAYERS, TRANSMIT, card_ids
from .window import open_window


LEFTWARDS = 1   # Option.ref of a 'send' option: the message starts to the left (逢缘)


def send_table(edition: str) -> tuple[tuple[Option, ...], ...]:
    """``[card]``: the options to send ``card`` of ``edition`` its own way: for a 直达 card one
    per target seat (``[card][seat]``, 9 of them), else the one option. Built once per
    ruleset (``ruleset.send_options``) and shared by every state (options are immutable;
    taking one costs far less than building it)."""
    return tuple(
        tuple([make(Option, ("send", c.id, DIRECT, s, -1)) for s in range(MAX_PLAYERS)])
        if c.transmission == DIRECT else (make(Option, ("send", c.id, c.transmission, -1, -1)),)
        for c in deck(edition))


def send_options(state, seat: int) -> tuple[Option, ...]:
    """Options of the 传递情报阶段: each hand card, and for 直达 each target (another living
    player). ``Option.func`` carries the transmission; role skills may add ways to send a card
    (``Skill.transmissions``, e.g. 加密: a 文本 as 密电) and a choice of direction (flag
    'choose_direction', 逢缘: ``ref=LEFTWARDS``)."""
    opts = []
    cards = state.cards
    skills = active_skills(state, seat) if state.players[seat].role is not None else ()
    if not skills:   # every card goes its own way: the options exist already
        table = state.ruleset.send_options
        others = None   # 直达's targets, looked for at the first 直达 card (half the hands hold none)
        for c in card_ids(state.players[seat].hand):
            own = table[c]
            if len(own) == 1:
                opts.append(own[0])
            else:
                if others is None:
                    others = other_living(state, seat)
                opts.extend([own[s] for s in others])
        return tuple(opts)
    others = other_living(state, seat)   # 直达's targets, in seat order
    both_ways = any("choose_direction" in s.flags for s in skills)
    for c in state.players[seat].hand:
        ways = [cards[c].transmission]
        for s in skills:
            ways.extend(t for t in s.transmissions(state, seat, c) if t not in ways)
        for t in ways:
            if t == DIRECT:
                opts.extend([make(Option, ("send", c, t, s, -1)) for s in others])
            else:
                opts.append(make(Option, ("send", c, t, -1, -1)))
                if both_ways:
                    opts.append(Option("send", c, t, -1, LEFTWARDS))
    return tuple(opts)


def start_message(state, seat: int, option: Option) -> None:
    """The turn player sends ``option.card``; the message frame takes over."""
    _, card, transmission, target, ref = option   # read once (window.use_card says why)
    out_of_hand(state, seat, card)
    face_up = transmission == TEXT
    state.message = {"card": card, "sender": seat, "transmission": transmission,
                     "target": target, "holder": seat,
                     "direction": -1 if ref == LEFTWARDS else 1, "lured": (),
                     "seen_by": (seat,), "face_up": face_up, "returned": False, "hops": 0}
    events.message_sent(state, seat, card, transmission, target, face_up)
    state.frames.append(Message(TRANSMIT))


def next_recipient(state) -> int | None:
    """Where the message goes when the current TRANSMIT step ends; None = discard it."""
    m = state.message
    players = state.players
    sender = m["sender"]
    back = sender if players[sender].alive else None
    if m["transmission"] == DIRECT:
        if m["hops"] == 0:
            t = m["target"]
            if players[t].alive and (t not in m["lured"] or t in state.locks):
                return t
        return back
    n = len(players)
    s = m["holder"]
    d = m["direction"]
    for _ in range(n):
        s = (s + d) % n
        if s == sender:
            return back
        if not players[s].alive:
            continue
        if s in m["lured"] and s not in state.locks:
            continue
        return s
    return back


def _run(state, f):
    m = state.message
    if m is None:
        state.frames.pop()
        return
    step = f.step
    if step == TRANSMIT:
        f.step = "move"
        events.step(state, TRANSMIT, m["holder"])
        open_window(state, TRANSMIT)
        # Without roles nothing runs between two steps of the message (no trigger, no mission
        # check): after a window that asked nobody, the next step is run here.
        if state.roles_in_play or state.pending is not None or state.frames[-1] is not f:
            return
        step = "move"
    if step == "move":
        dest = next_recipient(state)
        m["hops"] += 1
        if dest is None:
            _discard_message(state)
            state.frames.pop()
            return
        m["holder"] = dest
        f.step = "receive"
        events.step(state, ARRIVE, dest)
        open_window(state, ARRIVE)
        if state.roles_in_play or state.pending is not None or state.frames[-1] is not f:
            return
    # receive (情报接收: no card or skill may be used)
    holder = m["holder"]
    if not state.players[holder].alive:
        if holder == m["sender"]:
            _discard_message(state)
            state.frames.pop()
        else:
            f.step = TRANSMIT
        return
    if m["returned"]:
        m["returned"] = False
        f.step = TRANSMIT
        return
    if holder == m["sender"] or holder in state.locks:
        _take(state, holder, forced=True)
        return
    ask(state, make(Decision, (holder, RECEIVE, (TAKE, DECLINE), "receive")))


def _answer(state, f, option):
    holder = state.message["holder"]
    if option.kind == "take":
        _take(state, holder, forced=False)
    else:
        events.declined(state, holder)
        f.step = TRANSMIT


def _take(state, seat: int, forced: bool) -> None:
    m = state.message
    state.message = None
    state.frames.pop()
    events.message_taken(state, seat, m["card"], forced)
    place_messages(state, seat, [m["card"]], m["sender"], m["sender"], "message")


def _discard_message(state) -> None:
    m = state.message
    state.message = None
    state.discard.append(m["card"])
    events.message_discarded(state, m["card"], None if m["face_up"] else m["seen_by"])


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {Message: (_run, _answer)}
