"""Response windows and priority (rulebook 卡牌技能使用与结算的优先权, 后发先至; design §3).

A window opens with priority on the turn player. A player with priority uses one card or
skill (it goes on the stack and priority passes to their right-hand player) or passes. When
every living player has passed in a row, the stack resolves as a whole, last used first; the
window then opens again with the turn player. A full circle of passes over an empty stack
closes the window.

What a window looks like from outside (docs/architecture.md, "Response windows seen from
outside"): every window the rules open is a public ``window`` event, whether or not anybody can
act in it, and while one is open the pending decision any seat but the asked one sees is the
same "window open" (views.py). Seats whose only option is to pass are skipped without being
asked: that is fast, and it would show, as a window that closes without a question or as a
question asked of some seat, so front ends that show windows in time (the server, the parallel
RL form) set ``GameState.show_windows``: the engine then stops at the start of every round of
priority with the pending :data:`SHOWN` decision of no seat, whatever the seats hold, and
:func:`resume` runs on. Which answers lead to which states is the same either way.
"""
from __future__ import annotations

from ..cards.deck import function_of as deck_functions
from ..cards.rules import HOLDING, OTHER, TURN, TURN_HOLDING, seat_class
from . import events
from .abilities import RoleFace, functions_of
from .decisions import PASS, RESPOND, Decision, IllegalAction, make
from .flow import advance
from .frames import ResolveStack, Window, ask
from .ops import out_of_hand
from .state import ARRIVE, MAX_PLAYERS, TRANSMIT, TURN_END, TURN_START, StackItem, card_ids


def open_window(state, ctx: str) -> None:
    """Open a response window for context ``ctx`` (a phase id, 'transmit' or 'arrive').

    Without role cards nothing can happen between the opening and the window's first run
    (no trigger fires), so the first run is done here: a window in which nobody can do more
    than pass is never pushed, and one in which a seat can act is pushed already asking it,
    exactly as its first run would leave it. With role cards the same, except at 回合开始 and
    回合结束 when a role at the table listens to the phase's start (its triggers fire after the
    opening; ``GameState.listeners``, not known before the first turn), and where the mission
    check would run between the opening and the first run (the state is not known to be
    checked: ``state.unchecked``)."""
    tp = state.turn_player
    players = state.players
    m = state.message
    if not state.stack:   # the window does not open (its first run would close it at once)
        if ctx in MESSAGE_STEPS:
            if m is None:
                return
        elif not players[tp].alive:
            return
    events.window(state, ctx)   # public, whether or not anybody can act in it
    # On a stack (only a built position opens one there) the first run may resolve it.
    if state.stack or state.show_windows or state.roles_in_play and (
            state.unchecked or (
                ctx in _TRIGGERS_AFTER_OPENING and state.listeners.get("phase_start", True))):
        state.frames.append(Window(ctx, first_to_act(state)))
        return
    # Most windows open and close at once here (more than one a decision): nobody can act.
    # The walk starts at the turn player's seat even if they are out: it passes over every dead
    # seat, so it meets the living ones in first_to_act's order (and the quiet windows need
    # no start).
    asked = _next_to_act(state, ctx, tp, 0)
    if asked is not None:
        seat, passes, opts = asked
        state.frames.append(Window(ctx, seat, passes))
        ask(state, make(Decision, (seat, RESPOND, tuple(opts), ctx)))


# The windows of the message's steps: they do not open once the message is gone (a set: a
# tuple of names is built at every test).
MESSAGE_STEPS = frozenset({TRANSMIT, ARRIVE})

# The windows whose opening step fires the phase's triggers ('phase_start') after opening
# them (turn.py).
_TRIGGERS_AFTER_OPENING = frozenset({TURN_START, TURN_END})


def first_to_act(state) -> int:
    """Where priority starts: the turn player, or the next living seat if they are out."""
    tp = state.turn_player
    return tp if state.players[tp].alive else state.right_of(tp)


# ROUNDS[n][s]: the seats of an n-seat table in turn order from seat s.
ROUNDS = {n: tuple(tuple((s + i) % n for i in range(n)) for s in range(n))
          for n in range(1, MAX_PLAYERS + 1)}

# SEAT_CLASSES[tp][holder][s]: seat_class(s, tp, holder) (holder -1: the last entry), read
# once a seat in a window's walk, where computing it costs more than the rest of the seat's test.
SEAT_CLASSES = tuple(tuple(tuple(seat_class(s, tp, holder) for s in range(MAX_PLAYERS))
                           for holder in (*range(MAX_PLAYERS), -1))
                     for tp in range(MAX_PLAYERS))

ANY_CLASS = 4   # index of the union over the seat classes in a Usable


class Usable:
    """What cards may be used in a window, per seat class (cards/rules.py: index OTHER..
    TURN_HOLDING, then ANY_CLASS for any class): a superset of what ``can_use`` allows a seat
    without role skills, from the card modules' ``CONTEXTS`` and ``USERS``. Read-only.

    A class with slots, not a named tuple: every window reads it, and a slot is read in a few
    instructions where a named tuple's field costs a descriptor call."""
    __slots__ = ("funcs", "cards", "masks", "masks_no_stack")

    def __init__(self, funcs, cards, masks, masks_no_stack):
        self.funcs: tuple[frozenset[str], ...] = funcs   # card function ids
        self.cards: tuple[frozenset[int], ...] = cards   # ids of the edition's cards with them
        self.masks: tuple[int, ...] = masks   # the same ids as bits, as a hand has them
        # the same less the cards that need a stack (NEEDS_STACK)
        self.masks_no_stack: tuple[int, ...] = masks_no_stack


def build_usable(rules, ctx: str) -> Usable:
    """The :class:`Usable` of window ``ctx`` for the cards of the ruleset ``rules``, built once
    by it (``ruleset.usable[ctx]``). It counts cards whose use depends on the table too
    (烧毁 needs a black message in front of a living player, 识破 a counterable item on the
    stack): their ``can_use`` tells, and is asked only of a seat holding one, which costs less
    than looking at the table for every window; only the stack is looked at, once a window
    (``masks_no_stack``: the cards that say NEEDS_STACK left out)."""
    cards = rules.cards
    funcs = [frozenset(f for f, rule in cards.items() if ctx in rule.CONTEXTS and k in rule.USERS)
             for k in (OTHER, TURN, HOLDING, TURN_HOLDING)]
    funcs.append(frozenset().union(*funcs))
    needs_stack = {f for f, rule in cards.items() if getattr(rule, "NEEDS_STACK", False)}
    ids = {f: [] for f in cards}   # card function -> the ids of the edition's cards with it
    for c, f in enumerate(deck_functions(rules.edition)):
        ids.setdefault(f, []).append(c)
    bits = {f: sum(1 << c for c in cs) for f, cs in ids.items()}
    return Usable(
        tuple(funcs), tuple(frozenset(c for f in fs for c in ids[f]) for fs in funcs),
        tuple(sum(bits[f] for f in fs) for fs in funcs),
        tuple(sum(bits[f] for f in fs - needs_stack) for fs in funcs))


def window_options(state, seat: int, ctx: str) -> list:
    """Every legal option of ``seat`` holding priority in window ``ctx``; PASS first: its cards
    used as themselves (:func:`card_options`) or, with a role that converts cards, as what
    they convert to, and its role's skills that respond in windows."""
    p = state.players[seat]
    if p.role is None:
        return card_options(state, seat, ctx, p.hand) or [PASS]
    face = state.ruleset.faces[p.role, p.face_up]
    if not face.converting:
        opts = card_options(state, seat, ctx, p.hand) or [PASS]
    else:
        opts = [PASS]
        rules = state.ruleset.cards
        usable: dict[str, bool] = {}
        for c in card_ids(p.hand):
            for func in functions_of(state, seat, c):
                ok = usable.get(func)
                if ok is None:
                    ok = usable[func] = rules[func].can_use(state, seat, ctx)
                if ok:
                    opts.extend(rules[func].options(state, seat, c, func))
    responsive = face.responsive
    if responsive:
        waiting = {it.func for it in state.stack if it.user == seat and it.source == "skill"}
        for sk in responsive:
            # One use of a skill at a time: its cost may be paid only when it resolves (掩护,
            # 合谋, 收买), so a second use before that would spend the same cost twice.
            if sk.id not in waiting:
                opts.extend(sk.window_options(state, seat, ctx))
    return opts


def _role_seat_options(state, seat: int, ctx: str, u: Usable, k: int, face: RoleFace,
                       masks: tuple[int, ...]):
    """``window_options`` of a seat whose role adds to windows (skills, conversions, timing
    flags), or None when a cheap test shows it can only pass. ``u``: what cards may be used in
    window ``ctx``; ``k``: the seat's class (cards/rules.py ``seat_class``); ``face``: its
    role's :class:`RoleFace` as it is turned now; ``masks``: ``u.masks``, or
    ``u.masks_no_stack`` while the stack is empty."""
    p = state.players[seat]
    hand = p.hand
    if hand:
        rules = state.ruleset.cards
        if face.widens_timing:   # a flag lifts some card's seat classes: any class's cards
            k = ANY_CLASS
        if hand & masks[k]:   # one ``&``, as for a seat without skills
            function_of = state.function_of
            for c in card_ids(hand & u.masks[k]):   # each card as itself
                if rules[function_of[c]].can_use(state, seat, ctx):
                    return window_options(state, seat, ctx)
        if face.converting:   # then as what it converts to, only where that may be used
            converts_to = face.converts_to
            if converts_to is None:   # not stated: what the hand converts to now
                converts_to = {func for c in hand for func in functions_of(state, seat, c)}
            for func in u.funcs[k].intersection(converts_to):
                if rules[func].can_use(state, seat, ctx) and any(
                        func in functions_of(state, seat, c) for c in hand):
                    return window_options(state, seat, ctx)
    # Most of the time no responsive skill has an option either: no option list is built.
    for sk in face.responsive:
        if ctx in sk.contexts and sk.window_options(state, seat, ctx):
            return window_options(state, seat, ctx)
    return None


def card_options(state, seat: int, ctx: str, cards: int):
    """The options of ``seat`` using ``cards`` (card ids as bits, from its hand) as themselves
    in window ``ctx``, PASS first, or None if none of them may be used. The window's walk gives
    only the cards its seat class may use there (:class:`Usable`: a superset of what
    ``can_use`` allows), so the rest of the hand is passed over without a call."""
    opts = None
    plays = state.ruleset.plays
    for c in card_ids(cards):
        func, can_use, options = plays[c]
        # can_use only reads the state: asked again for a second card of a function, which
        # costs less than remembering the answers for the few hands that have one
        if can_use(state, seat, ctx):
            if opts is None:
                opts = [PASS]
            opts.extend(options(state, seat, c, func))
    return opts


def _next_to_act(state, ctx: str, seat: int, passes: int):
    """From ``seat`` holding priority after ``passes`` passes in a row, the first seat with
    more than the option to pass, as ``(seat, passes, options)``, or None if every remaining
    seat can only pass. The seats passed over count as passes (they are never asked: they
    could only pass); dead seats, ``seat`` too, are passed over without one. A seat without
    role skills is tested on the timing of its cards (:class:`Usable`: one ``&`` of its hand
    first) and its options built in the same pass over its hand (:func:`card_options`)."""
    players = state.players
    rules = state.ruleset
    u = rules.usable[ctx]
    masks = u.masks if state.stack else u.masks_no_stack
    tp = state.turn_player
    m = state.message
    holder = -1 if m is None else m["holder"]
    roles = state.roles_in_play
    if not (passes or roles):
        # Most windows: no seat without role skills can act. Neither the turn player nor the
        # message's holder holds a card their class may use, and no hand a card any seat may
        # use (one ``&`` a hand). After a pass the table is not quiet: the seat that passed
        # still holds what it could use. An empty hand (every dead seat's, and more than half
        # of all seats in random games) is passed over without the ``&``, which builds an int.
        p = players[tp]
        if not (p.alive and p.hand and p.hand & masks[TURN_HOLDING if tp == holder else TURN]):
            if holder < 0 or holder == tp or not (
                    (p := players[holder]).alive and p.hand and p.hand & masks[HOLDING]):
                other = masks[OTHER]
                for p in players:
                    if p.hand and p.hand & other:
                        break
                else:
                    return None
    n = len(players)
    alive = n   # a circle of the table from ``seat`` meets each living seat once
    if passes:   # the walk ends once every living seat has passed in a row
        alive = 0
        for p in players:
            if p.alive:
                alive += 1
        if passes >= alive:
            return None
    # Once a window: every seat's test reads it (by the stack, then by the seat's class).
    role_faces = rules.window_faces[ctx][masks is u.masks] if roles else None
    classes = SEAT_CLASSES[tp][holder]
    for seat in ROUNDS[n][seat]:
        p = players[seat]
        if p.alive:
            k = classes[seat]
            if roles and (face := role_faces[k][p.face_up].get(p.role)) is not None:
                opts = _role_seat_options(state, seat, ctx, u, k, face, masks)
                if opts is not None and len(opts) > 1:
                    return seat, passes, opts
            # One ``&`` passes over a seat holding none of the cards its class may use (none
            # over an empty hand).
            elif p.hand and (cards := p.hand & masks[k]):
                opts = card_options(state, seat, ctx, cards)
                if opts is not None and len(opts) > 1:
                    return seat, passes, opts
            passes += 1
            if passes == alive:
                return None
    return None


def use_card(state, seat: int, option) -> StackItem:
    """Take ``option.card`` from ``seat``'s hand and put it on the stack as ``option.func``."""
    # The fields read once: a named tuple's field is a descriptor call (about 200 instructions).
    _, card, func, target, ref = option
    out_of_hand(state, seat, card)
    uid = state.new_uid()
    item = make(StackItem, (uid, seat, card, func, target, ref, True, False, "card"))
    state.stack.append(item)
    events.used(state, uid, seat, card, func, target, ref)
    return item


# The pending decision of a state stopped at the start of a round of priority (``show_windows``;
# its prompt the window's context), or at a timing point (triggers.py; prompt TRIGGER): no
# seat's; it has no option, so ``apply`` refuses every answer; :func:`resume` goes on.
SHOWN = "window"


def resume(state) -> list[dict]:
    """Run on from a round of priority being shown (pending kind :data:`SHOWN`) to the next
    decision or stop; return the events that produced. Raises IllegalAction (and changes
    nothing) when no round is being shown."""
    d = state.pending
    if d is None or d.kind != SHOWN:
        raise IllegalAction("no response window is being shown: nothing to resume")
    state.events = []
    state.pending = None
    advance(state)
    return state.events


def _run(state, f):
    ctx = f.ctx
    if not state.stack:
        if ctx in MESSAGE_STEPS:
            if state.message is None:
                state.frames.pop()   # the message was taken (截获): nothing left to respond to
                return
        elif not state.players[state.turn_player].alive:
            state.frames.pop()       # the turn player died: the rest of the turn is skipped (R18)
            return
    if state.show_windows and f.passes == 0:
        # A round of priority starts (the window opens, someone used a card or skill, or the
        # stack resolved): stop once there, before anybody is asked.
        if not state.window_shown:
            state.window_shown = True
            state.pending = make(Decision, (-1, SHOWN, (), ctx))
            return
        state.window_shown = False
    asked = _next_to_act(state, ctx, f.prio, f.passes)
    if asked is not None:
        seat, f.passes, opts = asked
        f.prio = seat
        ask(state, make(Decision, (seat, RESPOND, tuple(opts), ctx)))
    elif state.stack:
        f.prio = first_to_act(state)
        f.passes = 0
        state.frames.append(ResolveStack())
    else:
        state.frames.pop()


def _answer(state, f, option):
    seat = f.prio
    kind = option.kind
    if kind == "pass":
        f.passes += 1
    else:
        if kind == "use":
            use_card(state, seat, option)
        else:
            state.ruleset.skills[option.func].use(state, seat, option)
        f.passes = 0
    f.prio = state.right_of(seat)


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {Window: (_run, _answer)}
