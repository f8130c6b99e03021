"""The environment's encodings kept up to date as the game goes, instead of rebuilt each step.

The reference encodings are functions of what one seat may know: the table vector is
``observation.encode_observation(views.observe(state, seat))``, the history summary is a
``history.SeatHistory`` fed ``views.visible_event(event, seat)`` of every event, the legal ids
are ``actions.legal_actions(view)``. Rebuilding them at every step cost about five engine
decisions. The classes here give the same arrays (``tests/rl/test_observation.py`` and
``tests/rl/test_actions.py`` check it at every step of random games, with and without roles)
by reading the state and the event log directly and redoing only what changed:

- :class:`Table`: one buffer per seat. Each player's part of the table is encoded once per
  change for all seats (its fields compared with the ones last encoded) and copied into the
  buffers of the seats that look next; a seat's own hand is updated by the cards that came and
  went; the counts, message, stack and decision are rewritten in a seat's buffer only when
  what they show it changed.
- :class:`Summary`: every event of the log is read once for all seats; what differs by seat
  (whether it knows the message in transit, a 试探's bet) is kept per seat.
- :class:`LegalIds`: each option's id is remembered per seat for the process, with what else
  it depends on (a stack item's depth, the seat a chosen message lies in front of).

This is the one place outside ``views.py`` that decides what a seat sees (docs/architecture.md,
invariant 8): the same rules, restated where the state is read — an identity once revealed, a
role once seen or at the end, the message card when face up or seen, a 试探 only to its user
and target, another seat's response window or automatic-skill question as one hidden kind.
While a round of priority is shown (the parallel form), a seat's table comes from its view.
"""
from __future__ import annotations

from functools import lru_cache
from operator import attrgetter

import numpy as np

from ..cards.deck import FUNCTIONS
from ..engine.decisions import RESPOND, TRIGGER
from ..engine.window import SHOWN
from ..views import message_step, role_offer
from .actions import REF_ARG as _REF_ARG, NUM_ACTIONS, WAIT, Context, encode
from .history import (COLOUR as _COLOUR, FUNC as _HFUNC, HANDLERS as _SEAT_HANDLERS,
                      IDENT as _IDENT, PROBE_ANSWERS as _PROBE_ANSWERS, TRANS as _TRANS,
                      PAIR_OFFSET, PAIR_SIZE, SEAT_OFFSET as _HSEAT, SEAT_SIZE as _HSEAT_SIZE,
                      SUMMARY_HIGH)
from .observation import (FUNC as _FUNC, IDENTITY as _IDENTITY, KIND as _KIND,
                          PHASE as _PHASE, PROMPT as _PROMPT, ROLE as _ROLE,
                          SEAT_OFFSET as _SEAT_OFFSET, SEAT_SIZE as _SEAT_SIZE,
                          STACK_OFFSET as _STACK_OFFSET, STACK_SIZE as _STACK_SIZE,
                          STEP as _STEP, TABLE as _TABLE, TRANSMISSION as _TRANSMISSION,
                          COLOUR_INDEX as _COLOUR_INDEX, HIGH, OFFSET, SIZE, STACK_SHOWN)
from .vocab import FACES, MAX_SEATS, PROMPTS, card_faces

_O = OFFSET
_SEAT0 = _O["seat0.present"]
_S = _SEAT_OFFSET
_TURN, _PHASE0, _OVER = _O["turn_fraction"], _O["phase"], _O["over"]
_DECK, _DISCARD, _REMOVED = _O["deck_count"], _O["discard_count"], _O["removed_count"]
_MY_IDENTITY, _MY_HAND, _MY_HAND_SIZE, _OFFER = (
    _O["my_identity"], _O["my_hand_faces"], _O["my_hand_size"], _O["role_offer"])
_M_PRESENT, _M_TRANSMISSION, _M_VISIBLE, _M_FACE, _M_FACE_UP, _M_LEFTWARDS, _M_HOPS, _M_STEP = (
    _O[f"message_{k}"] for k in ("present", "transmission", "visible", "face", "face_up",
                                 "leftwards", "hops", "step"))
_STACK_COUNT, _STACK0 = _O["stack_size"], _O["stack0.present"]
_KIND0, _PROMPT0, _MINE = _O["decision_kind"], _O["decision_prompt"], _O["decision_mine"]
_HIDDEN = _KIND0 + _KIND["hidden"]
_NO_PROMPT = len(PROMPTS)
_HAND_COUNT, _ALIVE, _LOST, _FACE_UP, _IDENTITY0, _ROLE0, _MESSAGE_FACES, _MESSAGE_COLOURS = (
    _S[k] for k in ("hand_count", "alive", "lost", "face_up", "identity", "role",
                    "message_faces", "message_colours"))
_DECIDING, _TURN_PLAYER, _LOCKED, _SENDER, _TARGET, _HOLDER, _LURED = (
    _S[k] for k in ("deciding", "turn_player", "locked", "sender", "target", "holder", "lured"))
_ST_PRESENT, _ST_SKILL, _ST_FUNC, _ST_USER, _ST_TARGET, _ST_NULLIFIED, _ST_COUNTERABLE, \
    _ST_FACE = (_STACK_OFFSET[k] for k in ("present", "from_skill", "func", "user", "target",
                                           "nullified", "counterable", "face"))
_MESSAGE = (_M_PRESENT, _STACK_COUNT)   # the message's slots, rewritten whole
# What the table shows of a player (to itself or to others) besides its hand's size, read
# in one call. The messages list is changed in place: the fields last encoded keep a copy.
_PLAYER = attrgetter("alive", "lost", "face_up", "role_seen", "identity_revealed", "role",
                     "identity", "messages")
# What says a player may have changed since a stop: ops' count of its writes (one list
# compared: comparing the players' fields cost a third of the table's encoding), and with
# roles the role card's fields, which other modules set.
_CHANGES = attrgetter("changes")
_ROLE_CHANGES = attrgetter("changes", "role", "face_up", "role_seen", "identity_revealed")


# The buffers are bytes: every slot but the turn fraction is a count (at most 81, or the
# summary's, kept at most SUMMARY_HIGH by _INC as the history clips them) or a flag, and a
# bytearray's item writes cost about half an array('f')'s; Table.encode turns them into
# float32 and writes the fraction.
if np.any(HIGH[np.arange(SIZE) != _O["turn_fraction"]] > 255) or SUMMARY_HIGH > 255:
    raise ImportError("observation.HIGH, history.SUMMARY_HIGH: a slot's bound is above a byte's")
_INC = tuple(min(v + 1, int(SUMMARY_HIGH)) for v in range(256))   # a count plus one, clipped


# A player's block is its slots before the flags naming seats (turn player, locked, the
# message's seats, lured, deciding), which are set per seat: copying a block leaves them be.
_FLAGS0 = _S["locked"]
if sorted(_S, key=_S.get)[-7:] != ["locked", "turn_player", "sender", "target", "holder", "lured",
                                   "deciding"]:
    raise ImportError("observation.SEAT_FIELDS: the flags naming seats must end a seat's block")
_BLOCK = bytearray(_FLAGS0)   # a player's block before its fields: present
_BLOCK[_S["present"]] = 1
# Zeros to clear a region with (a slice assignment must keep the length).
_IDENTITY_ZEROS, _OFFER_ZEROS, _MESSAGE_ZEROS, _ITEM_ZEROS = (
    bytearray(k) for k in (len(_IDENTITY), len(_ROLE), _MESSAGE[1] - _MESSAGE[0], _STACK_SIZE))


class Table:
    """The table vector of every seat of one game (``observation.encode_observation`` of its
    view), brought up to date from the state when a seat is encoded. ``extra``: slots after
    the table in each seat's buffer (where a :class:`Summary` keeps the seat's history)."""

    def __init__(self, config, extra: int = 0):
        n = self.n = config.players
        self.faces = card_faces(config.deck)
        self.max_turns = config.max_turns
        self.roles = config.roles
        base = bytearray(SIZE + extra)
        base[_O["players"] + n - 3] = 1
        base[_O["roles_on"]] = config.roles
        base[_O["promo_deck"]] = config.deck == "promo"
        base[_O["identity_table"] + _TABLE[config.identity_table]] = 1
        self.rows = [bytearray(base) for _ in range(n)]
        self.arrays = [np.frombuffer(r, dtype=np.uint8) for r in self.rows]
        # Shared by the seats: each player's fields as last encoded, its block as others see
        # it and as it sees itself, and a version counting its changes.
        self._stop = None
        self._over = None
        self._fields = [None] * n
        self._marks_seen = [None] * n   # each player's _CHANGES (_ROLE_CHANGES) last synced
        self._mark = _ROLE_CHANGES if config.roles else _CHANGES
        self._sizes = [0] * n     # hand sizes as encoded in the blocks
        self._public = [None] * n
        self._own = [None] * n
        self._version = [0] * n
        # Per seat: the versions of the blocks in its buffer, and each region's signature
        # (head, own, message, stack) and the slots set (flags, decision), to clear them.
        self._seen = [[-1] * n for _ in range(n)]
        self._head = [None] * n
        self._hand = [0] * n      # the hand last encoded in each seat's own slots
        self._me = [None] * n
        self._msg = [None] * n
        self._stack = [[] for _ in range(n)]
        self._marks = [() for _ in range(n)]     # the decision's slots set
        self._flags = [None] * n                  # what the seat flags show
        self._flagged = [[] for _ in range(n)]    # the seat flags' slots set
        self._at = [[_SEAT0 + (p - me) % n * _SEAT_SIZE for p in range(n)] for me in range(n)]

    def _sync_players(self, state) -> None:
        """Re-encode the players written since the last stop: those whose ``changes`` (counted
        by engine/ops.py, the only writer of hands, messages, identities and lives) moved, or
        with roles, whose role card's fields did (set outside ops: the role choice,
        翻开/盖伏 in abilities.py, 知命 in its role module); every one when the game ends
        (every role shows)."""
        players = state.players
        over = state.over
        if over != self._over:
            self._over = over
            self._fields = [None] * self.n
            self._marks_seen = [None] * self.n
        marks = list(map(self._mark, players))
        seen = self._marks_seen
        if marks != seen:
            for s, (now, last) in enumerate(zip(marks, seen)):
                if now != last:
                    seen[s] = now
                    p = players[s]
                    size = int.bit_count(p.hand)
                    fields = _PLAYER(p)
                    if fields != self._fields[s]:
                        self._fields[s] = (*fields[:-1], fields[-1][:])
                        self._sizes[s] = size
                        self._encode_player(p, over)
                    elif size != self._sizes[s]:   # the commonest change: one slot
                        self._sizes[s] = self._public[s][_HAND_COUNT] = \
                            self._own[s][_HAND_COUNT] = size
                        self._version[s] += 1

    def _encode_player(self, p, over: bool) -> None:
        """Player ``p``'s block as others see it and as it sees itself."""
        s = p.seat
        b = bytearray(_BLOCK)   # present
        if p.alive:
            b[_ALIVE] = 1
        if p.lost:
            b[_LOST] = 1
        b[_HAND_COUNT] = self._sizes[s]
        faces = self.faces
        for c in p.messages:
            f = faces[c]
            b[_MESSAGE_FACES + f] += 1
            b[_MESSAGE_COLOURS + _COLOUR_INDEX[f]] += 1
        if p.face_up:
            b[_FACE_UP] = 1
        own = bytearray(b)
        # views.observe: an identity once revealed, a role once seen or at the end;
        # one's own always.
        if p.identity:
            own[_IDENTITY0 + _IDENTITY[p.identity]] = 1
            if p.identity_revealed:
                b[_IDENTITY0 + _IDENTITY[p.identity]] = 1
        if p.role:
            own[_ROLE0 + _ROLE[p.role]] = 1
            if p.role_seen or over:
                b[_ROLE0 + _ROLE[p.role]] = 1
        self._public[s] = b
        self._own[s] = own
        self._version[s] += 1

    def encode(self, state, me: int, stop: int) -> np.ndarray:
        """Seat ``me``'s buffer as a new float32 array, its table vector now in the first
        ``observation.SIZE`` slots. ``stop``: a number that changes whenever the state may
        have changed since the last call."""
        if stop != self._stop:
            self._stop = stop
            self._sync_players(state)
        row = self.rows[me]
        at = self._at[me]   # seat -> the first slot of its block in this seat's vector
        # The players' blocks (up to their flags).
        seen, version = self._seen[me], self._version
        if seen != version:
            for p, v in enumerate(version):
                if seen[p] != v:
                    seen[p] = v
                    b = at[p]
                    row[b:b + _FLAGS0] = self._own[p] if p == me else self._public[p]
        # Counts and phase (the turn fraction is written in the float32 copy).
        head = (state.phase, len(state.deck), len(state.discard), len(state.removed),
                state.over)
        old = self._head[me]
        if head != old:   # the fields that changed (the deck's and discard's size, mostly)
            self._head[me] = head
            phase, deck, discard, removed, over = head
            if old is None:
                old = (None,) * 5
            elif phase != old[0]:
                row[_PHASE0 + _PHASE[old[0]]] = 0
            if phase != old[0]:
                row[_PHASE0 + _PHASE[phase]] = 1
            if deck != old[1]:
                row[_DECK] = deck
            if discard != old[2]:
                row[_DISCARD] = discard
            if removed != old[3]:
                row[_REMOVED] = removed
            if over != old[4]:
                row[_OVER] = over
        # The seat's own hand (the cards that came and went since it last looked), identity
        # and the roles offered to it (before the first turn: setup.py).
        you = state.players[me]
        hand, last = you.hand, self._hand[me]
        if hand is not last and int.__ne__(hand, last):
            self._hand[me] = hand
            faces = self.faces
            for bits, d in ((hand & ~last, 1), (last & ~hand, -1)):
                while bits:
                    low = bits & -bits
                    bits ^= low
                    row[_MY_HAND + faces[low.bit_length() - 1]] += d
            row[_MY_HAND_SIZE] = int.bit_count(hand)
        offer = role_offer(state, me) if self.roles and state.turn_number == 0 else None
        mine = (you.identity, offer)
        if mine != self._me[me]:
            self._me[me] = mine
            row[_MY_IDENTITY:_MY_IDENTITY + len(_IDENTITY)] = _IDENTITY_ZEROS
            row[_OFFER:_OFFER + len(_ROLE)] = _OFFER_ZEROS
            if you.identity:
                row[_MY_IDENTITY + _IDENTITY[you.identity]] = 1
            for r in offer or ():
                row[_OFFER + _ROLE[r]] = 1
        # The message in transit: its card if face up or this seat saw it.
        m = state.message
        if m is None:
            sig = None
        else:
            sig = (m["transmission"], m["card"] if m["face_up"] or me in m["seen_by"] else None,
                   m["face_up"], m["direction"], m["hops"], message_step(state))
        if sig != self._msg[me]:
            self._msg[me] = sig
            row[_MESSAGE[0]:_MESSAGE[1]] = _MESSAGE_ZEROS
            if sig is not None:
                row[_M_PRESENT] = 1
                row[_M_TRANSMISSION + _TRANSMISSION[sig[0]]] = 1
                if sig[1] is not None:
                    row[_M_VISIBLE] = 1
                    row[_M_FACE + self.faces[sig[1]]] = 1
                row[_M_FACE_UP] = sig[2]
                row[_M_LEFTWARDS] = sig[3] == -1
                row[_M_HOPS] = min(81, sig[4])
                row[_M_STEP + _STEP[sig[5]]] = 1
        # The stack, top first: a 试探's card only to its user and target.
        stack, before = state.stack, self._stack[me]
        if stack != before:
            self._stack[me] = stack[:]
            self._encode_stack(row, stack, me, len(before))
        # The decision: another seat's response window or automatic-skill question (and a
        # round or timing point shown) is one hidden kind, with no prompt and no seat.
        d = state.pending
        if d is None:
            marks = ()
        elif d.kind == SHOWN or d.seat != me and (d.kind == RESPOND or d.kind == TRIGGER):
            marks = (_HIDDEN,)
        elif d.seat == me:
            marks = (_KIND0 + _KIND[d.kind], _PROMPT0 + _PROMPT.get(d.prompt, _NO_PROMPT),
                     at[me] + _DECIDING, _MINE)
        else:
            marks = (_KIND0 + _KIND[d.kind], _PROMPT0 + _PROMPT.get(d.prompt, _NO_PROMPT),
                     at[d.seat] + _DECIDING)
        old = self._marks[me]
        if marks != old:
            for i in old:
                row[i] = 0
            for i in marks:
                row[i] = 1
            self._marks[me] = marks
        # The flags naming seats: turn player, locked, the message's seats, lured.
        flags = (state.turn_player, state.locks,
                 None if m is None else (m["sender"], m["target"], m["holder"], m["lured"]))
        if flags != self._flags[me]:
            self._flags[me] = flags
            for i in self._flagged[me]:
                row[i] = 0
            flagged = [at[state.turn_player] + _TURN_PLAYER]
            if state.locks:
                flagged += [at[s] + _LOCKED for s in state.locks]
            if m is not None:
                for k, off in ((m["sender"], _SENDER), (m["target"], _TARGET),
                               (m["holder"], _HOLDER)):
                    if k >= 0:
                        flagged.append(at[k] + off)
                if m["lured"]:
                    flagged += [at[s] + _LURED for s in m["lured"]]
            for i in flagged:
                row[i] = 1
            self._flagged[me] = flagged
        x = self.arrays[me].astype(np.float32)
        if state.turn_number:
            x[_TURN] = min(1.0, state.turn_number / self.max_turns)
        return x

    def _encode_stack(self, row, stack, me: int, before: int) -> None:
        """The stack's slots; ``before``: the size of the stack they showed."""
        n = self.n
        for d in range(min(before, STACK_SHOWN)):
            b = _STACK0 + d * _STACK_SIZE
            row[b:b + _STACK_SIZE] = _ITEM_ZEROS
        row[_STACK_COUNT] = len(stack)
        for d, it in enumerate(reversed(stack[-STACK_SHOWN:])):
            b = _STACK0 + d * _STACK_SIZE
            row[b + _ST_PRESENT] = 1
            row[b + _ST_SKILL] = it.source != "card"
            row[b + _ST_FUNC + _FUNC.get(it.func, len(FUNCTIONS))] = 1
            row[b + _ST_USER + (it.user - me) % n] = 1
            if it.seat >= 0:
                row[b + _ST_TARGET + (it.seat - me) % n] = 1
            row[b + _ST_NULLIFIED] = it.nullified
            row[b + _ST_COUNTERABLE] = it.counterable
            if it.card >= 0 and (it.func != "shi_tan" or me in (it.user, it.seat)):
                row[b + _ST_FACE + self.faces[it.card]] = 1


@lru_cache(maxsize=None)
def _positions(n: int, base: int):
    """Where seat a's fields and pair (a, b)'s fields start in each seat's summary, as seen
    by that seat (relative seats): ``seat_at[a][seat]``, ``pair_at[a][b][seat]``."""
    rel = [[(a - s) % n for a in range(n)] for s in range(n)]    # [observer][seat]
    seat_at = tuple(tuple(base + rel[s][a] * _HSEAT_SIZE for s in range(n)) for a in range(n))
    pairs = base + MAX_SEATS * _HSEAT_SIZE
    pair_at = tuple(tuple(tuple(pairs + (rel[s][a] * MAX_SEATS + rel[s][b]) * PAIR_SIZE
                                for s in range(n)) for b in range(n)) for a in range(n))
    return seat_at, pair_at


def _seers(ev: dict, key: str, n: int) -> list[bool]:
    """Per seat: whether ``views.visible_event(ev, seat)`` keeps ``ev[key]`` (if it has it)."""
    if "private" not in ev or key not in ev["hide"]:
        return [True] * n
    private = ev["private"]
    return [seat in private for seat in range(n)]


def _public(ev: dict, keys: frozenset) -> None:
    """The fields a handler reads once for all seats must be shown to all: raise if an event
    with hidden fields hides one (engine/events.py would have changed; read it per seat
    then)."""
    if not keys.isdisjoint(ev["hide"]):
        raise ValueError(f"{ev['type']} hides one of {sorted(keys)}: the summary reads it for "
                         "all seats")


# The fields each handler reads once for all seats.
_SHOWN_SEAT = frozenset(("seat",))
_SHOWN_SEAT_CARDS_SENDER = frozenset(("seat", "cards", "sender"))
_SHOWN_SEAT_FORCED = frozenset(("seat", "forced"))
_SHOWN_SEAT_FUNC_TARGET_UID = frozenset(("seat", "func", "target", "uid"))
_SHOWN_SEAT_TRANSMISSION_TARGET = frozenset(("seat", "transmission", "target"))
_SHOWN_UID_BY = frozenset(("uid", "by"))
# Where each count lies in a seat's fields, or a pair's.
_TURNS, _SENT, _SENT_COLOUR, _TOOK, _TOOK_FORCED, _DECLINED, _USED, _PROBE_ANSWERS_AT, \
    _PROBE_SEEN = (_HSEAT[k] for k in ("turns", "sent", "sent_colour", "took", "took_forced",
                                       "declined", "used", "probe_answers", "probe_seen"))
_SENT_UNSEEN, _DECLINED_UNSEEN = _SENT_COLOUR + 3, _DECLINED + 3   # the colour unseen
_USED_ON, _COUNTERED, _GAVE_MESSAGE, _SENT_DIRECT = (
    PAIR_OFFSET[k] for k in ("used_on", "countered", "gave_message", "sent_direct"))


@lru_cache(maxsize=None)
def _colours(deck: str) -> tuple[int, ...]:
    """Card id -> the history's colour slot (red, blue, black) of its face."""
    return tuple(_COLOUR[FACES[f][1]] for f in card_faces(deck))


class Summary:
    """The history summary of every seat of one game (``history.SeatHistory.summary`` of the
    seat's visible events), each event of the log read once for all seats."""

    def __init__(self, config, rows: list, base: int):
        n = self.n = config.players
        self.colour = _colours(config.deck)
        # Per seat: the summary is at [base, base + SUMMARY_SIZE), each count kept at most
        # history.SUMMARY_HIGH by _INC (the history clips them there).
        self.rows = rows
        self.read = 0            # events of the log read
        seat_at, self.pair_at = _positions(n, base)
        # Per seat a: (row, first slot of a's fields) of every seat, the increments of a count
        # of a's for all seats; per pair (a, b) the same, built when first counted.
        self.cells = [tuple(zip(rows, seat_at[a])) for a in range(n)]
        self.pair_cells: dict[tuple[int, int], tuple] = {}
        self.transit = [None] * n   # per seat: the card in transit, if it knows it
        self.probe: dict[int, list] = {}   # probed seat -> per seat: the bet, if it saw it
        self.uid_user: dict[int, int] = {}

    def read_events(self, log: list) -> None:
        """Read the events of ``log`` not read yet."""
        if self.read < len(log):
            handlers = _HANDLERS
            for ev in log[self.read:]:
                h = handlers.get(ev["type"])
                if h is not None:
                    h(self, ev)
            self.read = len(log)

    def _pair(self, a: int, b: int, off: int) -> None:
        """Count pair (a, b)'s field at ``off`` for every seat."""
        cells = self.pair_cells.get((a, b))
        if cells is None:
            cells = self.pair_cells[a, b] = tuple(zip(self.rows, self.pair_at[a][b]))
        for row, k in cells:
            k += off
            row[k] = _INC[row[k]]

    def _turn_start(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT)
        for row, k in self.cells[ev["seat"]]:
            k += _TURNS
            row[k] = _INC[row[k]]

    def _message_sent(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT_TRANSMISSION_TARGET)
            known = _seers(ev, "card", self.n)
        else:
            known = None
        s = ev["seat"]
        sent = _SENT + _TRANS[ev["transmission"]]
        card = ev["card"]
        colour = _SENT_COLOUR + self.colour[card]
        transit = self.transit
        for seat, (row, k) in enumerate(self.cells[s]):
            row[k + sent] = _INC[row[k + sent]]
            if known is None or known[seat]:
                transit[seat] = card
                k += colour
            else:
                transit[seat] = None
                k += _SENT_UNSEEN
            row[k] = _INC[row[k]]
        if ev["target"] >= 0:
            self._pair(s, ev["target"], _SENT_DIRECT)

    def _transit_seen(self, ev):
        if "card" in ev:
            for seat, known in enumerate(_seers(ev, "card", self.n)):
                if known:
                    self.transit[seat] = ev["card"]

    def _swapped(self, ev):
        new = ev.get("new_card")
        self.transit = [new if known else None for known in _seers(ev, "new_card", self.n)]

    def _declined(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT)
        colour = self.colour
        for card, (row, k) in zip(self.transit, self.cells[ev["seat"]]):
            k += _DECLINED_UNSEEN if card is None else _DECLINED + colour[card]
            row[k] = _INC[row[k]]

    def _taken(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT_FORCED)
        self.transit = [None] * self.n
        card = ev.get("card")
        if card is not None:
            off = (_TOOK_FORCED if ev.get("forced") else _TOOK) + self.colour[card]
            if "private" not in ev:
                for row, k in self.cells[ev["seat"]]:
                    k += off
                    row[k] = _INC[row[k]]
            else:
                for known, (row, k) in zip(_seers(ev, "card", self.n), self.cells[ev["seat"]]):
                    if known:
                        k += off
                        row[k] = _INC[row[k]]

    def _placed(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT_CARDS_SENDER)
        sender = ev.get("sender")
        if isinstance(sender, int) and sender >= 0:
            for card in ev["cards"]:
                self._pair(sender, ev["seat"], _GAVE_MESSAGE + self.colour[card])

    def _used(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT_FUNC_TARGET_UID)
        s, k = ev["seat"], _HFUNC.get(ev.get("func"), len(FUNCTIONS))
        self.uid_user[ev["uid"]] = s
        off = _USED + k
        for row, at in self.cells[s]:
            at += off
            row[at] = _INC[row[at]]
        if ev["target"] >= 0:
            self._pair(s, ev["target"], _USED_ON + k)

    def _nullified(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_UID_BY)
        user = self.uid_user.get(ev["uid"])
        if user is not None:
            self._pair(ev["by"], user, _COUNTERED)

    def _probe_shown(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT)
        bet = ev.get("bet")
        self.probe[ev["seat"]] = [bet if known else None for known in _seers(ev, "bet", self.n)]

    def _probe_answer(self, ev):
        if "private" in ev:
            _public(ev, _SHOWN_SEAT)
        s = ev["seat"]
        bets = self.probe.pop(s, None)
        if bets is None:   # not an answer to a 试探
            return
        declared = ev["type"] == "probe_declared"
        answers = _PROBE_ANSWERS_AT + declared
        for bet, (row, k) in zip(bets, self.cells[s]):
            row[k + answers] = _INC[row[k + answers]]
            if bet is not None:
                k += _PROBE_SEEN + 2 * _IDENT[bet] + declared
                row[k] = _INC[row[k]]


# history._HANDLERS, each by Summary's method of the same name (for all seats at once); a
# 试探's answer is read as SeatHistory.add reads it.
_HANDLERS = {t: getattr(Summary, h.__name__) for t, h in _SEAT_HANDLERS.items()}
if set(_PROBE_ANSWERS) & set(_HANDLERS):
    raise ImportError("a 试探 answer's event has a handler of its own: call both here")
_HANDLERS.update((t, Summary._probe_answer) for t in _PROBE_ANSWERS)

# Options whose id depends on more than the option and the acting seat: a stack item named
# by its uid (its id is its depth), a chosen card (a message on the table names its seat).
_STACK_REFS = frozenset(k for k, a in _REF_ARG.items() if a == "stack")
_MASK = np.zeros(NUM_ACTIONS, dtype=np.int8)


class LegalIds:
    """``actions.legal_actions`` of the deciding seat from ``state.pending.options``, and its
    mask. The id of each option is remembered per seat, by the option alone or with what its
    id also depends on (a stack item's depth, the seat a chosen message lies in front of),
    for every environment of the process with the same table size and edition: an id is a
    function of those alone (``actions.option_key``)."""
    KEEP = 200_000   # ids remembered per seat at most (then forgotten, and found again)

    def __init__(self, config):
        self.n = config.players
        self.faces = card_faces(config.deck)
        self._ids = _IDS.setdefault((config.players, config.deck),
                                    [{} for _ in range(config.players)])

    def of(self, state, seat: int) -> tuple[dict, np.ndarray]:
        """(action id -> option, the first option of each id as ``legal_actions``; the
        mask). Raises CodecError for an option without an id."""
        ids = self._ids[seat]
        options = state.pending.options
        found = list(map(ids.get, options))   # an option needing a context is never a key
        if None not in found:
            legal = dict(zip(found, options))
            if len(legal) < len(options):   # keep the first option of each id
                legal = {}
                for i, o in zip(found, options):
                    if i not in legal:
                        legal[i] = o
            return legal, _mask(found)
        legal = {}
        depth = where = ctx = None
        for o in options:
            key = o
            if o.kind == "choose" and o.card >= 0:
                if where is None:
                    where = {c: p.seat for p in state.players for c in p.messages}
                key = (o, where.get(o.card, -1))
            elif o.ref >= 0 and (o.kind, o.func) in _STACK_REFS:
                if depth is None:
                    depth = {it.uid: d for d, it in enumerate(reversed(state.stack))}
                # Six fields: never equal to an option (five), whose ref is a uid.
                key = (o.kind, o.card, o.func, o.seat, depth.get(o.ref, -1), "depth")
            i = ids.get(key)
            if i is None:
                if ctx is None:
                    ctx = Context(seat, self.n, self.faces,
                                  tuple(it.uid for it in reversed(state.stack)),
                                  {c: p.seat for p in state.players for c in p.messages})
                if len(ids) >= self.KEEP:
                    ids.clear()
                i = ids[key] = encode(o, ctx)
            if i not in legal:
                legal[i] = o
        return legal, _mask(legal)


_IDS: dict[tuple[int, str], list[dict]] = {}   # (players, edition) -> per seat: key -> id


def _mask(ids) -> np.ndarray:
    m = _MASK.copy()
    if len(ids) > 10:   # one call (put: cheaper than m[list] = 1); below, item writes are
        m.put(list(ids), 1)
    else:
        for i in ids:
            m[i] = 1
    return m


WAIT_MASK = _MASK.copy()
WAIT_MASK[WAIT] = 1
