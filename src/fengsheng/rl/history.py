"""The public history as one seat saw it: a fixed-size summary vector and a sequence of event
tokens, both built only from the events ``views.visible_event(event, seat)`` shows that seat.

In 风声 the evidence is the history: who sent what to whom, who took or declined it, who
locked, lured, probed, intercepted or countered whom, and how a probed seat answered.
:class:`SeatHistory` reads one seat's visible events one at a time (incrementally: each event
once) and keeps

- the **summary** (:data:`SEAT_FIELDS`, :data:`PAIR_FIELDS`): per seat, counts of what it did
  and what happened to it, and per ordered pair of seats, counts of what one did to the other;
- the **tokens** (:data:`TOKEN_FIELDS`): one row of small integers per event, for sequence
  models (an embedding per field).

Seats are relative to the observer (slot 0 = itself, slot 1 = its right-hand player, …), as
in the observation vector; tokens are kept with absolute seats (shared between seats by the
environment) and turned relative when read. docs/rl.md lists every field. Everything here is a function of the seat's visible events and nothing else, so it
holds only what the seat may know (tests/rl/test_history.py).
"""
from __future__ import annotations

import numpy as np

from ..cards.deck import BLACK, BLUE, DRAW_TWO, DISCARD_ONE, FUNCTIONS, IDENTITIES, RED
from .vocab import (CHOOSE_WORDS, EVENT_TYPES, FACES, MAX_SEATS, MESSAGE_STEPS, ROLE_IDS,
                    SKILL_IDS, TRANSMISSIONS, card_faces)

# Event types (token field "type"): vocab.EVENT_TYPES, in a fixed order derived from
# engine/events.py and the role set (tests/rl/test_history.py checks it against the source).
# Unknown types: the last id.
# Names (token field "name"): card functions, skills, roles. Words (fields "word", "word2").
NAMES: tuple[str, ...] = tuple(dict.fromkeys((*FUNCTIONS, *SKILL_IDS, *ROLE_IDS)))
WORDS: tuple[str, ...] = tuple(dict.fromkeys((
    *IDENTITIES, DISCARD_ONE, DRAW_TWO, *TRANSMISSIONS, *MESSAGE_STEPS, *CHOOSE_WORDS,
    "message", "messages", "cannot_send", "all_out", "turn_cap", "target_gone", "target_out",
    "undercover", "not_undercover")))

# The fields of an event that name its main seat, another seat, a card, a name and words.
_OTHER_KEYS = ("target", "to", "from_seat", "by", "killer", "sender", "user", "holder",
               "saved")
_NAME_KEYS = ("func", "skill", "role")
_WORD_KEYS = ("transmission", "identity", "bet", "words", "step", "reason", "choice", "via",
              "why")
_WORD2_KEYS = ("effect", "target_identity")
_NUMBER_KEYS = ("n", "turn", "limit", "size", "hand_count")

TOKEN_FIELDS: tuple[tuple[str, int], ...] = (
    # (name, number of values: 0 always means "none"/padding)
    ("type", len(EVENT_TYPES) + 2), ("seat", MAX_SEATS + 1), ("other", MAX_SEATS + 1),
    ("face", len(FACES) + 1), ("name", len(NAMES) + 2), ("word", len(WORDS) + 2),
    ("word2", len(WORDS) + 2), ("number", 82), ("flag", 2),
)
TOKEN_SIZE = len(TOKEN_FIELDS)
TOKEN_HIGH = np.array([k - 1 for _, k in TOKEN_FIELDS], dtype=np.int16)
_SEAT_COLUMNS = (1, 2)

# Slots within a field's group, and the event handlers (read by incremental.py too).
COLOUR = {RED: 0, BLUE: 1, BLACK: 2}
FUNC = {f: i for i, f in enumerate(FUNCTIONS)}
IDENT = {x: i for i, x in enumerate(IDENTITIES)}
_TYPE = {t: i + 1 for i, t in enumerate(EVENT_TYPES)}
_NAME = {x: i + 1 for i, x in enumerate(NAMES)}
_WORD = {x: i + 1 for i, x in enumerate(WORDS)}
TRANS = {x: i for i, x in enumerate(TRANSMISSIONS)}
PROBE_ANSWERS = ("probe_declared", "probe_draws", "probe_discard_nothing", "discard")

# Per seat: (name, size). Counts since the start of the game.
SEAT_FIELDS: tuple[tuple[str, int], ...] = (
    ("turns", 1),
    ("sent", len(TRANSMISSIONS)),          # messages sent, by transmission
    ("sent_colour", 4),                    # their colour as this seat saw it: red, blue, black, unseen
    ("took", 3),                           # messages it chose to take, by colour
    ("took_forced", 3),                    # messages it had to take (locked, 直达 target, …)
    ("declined", 4),                       # messages it passed on: red, blue, black, colour unknown
    ("used", len(FUNCTIONS) + 1),          # cards used by function, then skills used
    ("probe_answers", 2),                  # 试探 answered: complied (drew / discarded), declared
    ("probe_seen", 2 * len(IDENTITIES)),   # of those whose bet this seat saw: bet x (complied, declared)
)
# Per ordered pair (actor, other): (name, size).
PAIR_FIELDS: tuple[tuple[str, int], ...] = (
    ("used_on", len(FUNCTIONS) + 1),       # cards by function, then skills, used by actor on other
    ("countered", 1),                      # actor nullified an item other had used
    ("gave_message", 3),                   # a message sent by actor placed in front of other, by colour
    ("sent_direct", 1),                    # actor sent a 直达 message to other
)


def _offsets(fields):
    out, o = {}, 0
    for name, size in fields:
        out[name] = o
        o += size
    return out, o


SEAT_OFFSET, SEAT_SIZE = _offsets(SEAT_FIELDS)
PAIR_OFFSET, PAIR_SIZE = _offsets(PAIR_FIELDS)
SUMMARY_SIZE = MAX_SEATS * SEAT_SIZE + MAX_SEATS * MAX_SEATS * PAIR_SIZE
SUMMARY_HIGH = 255.0   # counts are clipped here


class SeatHistory:
    """One seat's history. Feed it that seat's visible events in order with :meth:`add`;
    read :meth:`summary` and :meth:`tokens`. ``deck``: the edition (card id → face);
    ``keep_tokens``: build the tokens too (only sequence observations need them)."""

    def __init__(self, seat: int, players: int, deck: str, keep_tokens: bool = True):
        self.keep_tokens = keep_tokens
        self.events = 0          # events read
        self.reads = READS       # the event types the summary depends on
        self.faces = card_faces(deck)
        self._counts = np.zeros(SUMMARY_SIZE, dtype=np.float32)   # relative seats
        self._relative = [(s - seat) % players for s in range(players)]
        self._rows: list[tuple[int, ...]] = []   # tokens, seats absolute + 1
        # absolute + 1 -> relative + 1 (0, "none", stays 0), for the tokens' seat fields
        self._token_seat = np.array([0] + [r + 1 for r in self._relative], dtype=np.int16)
        self._transit = None     # the card in transit, if this seat knows it
        self._probe: dict[int, str | None] = {}   # probed seat -> the bet, if this seat saw it
        self._uid_user: dict[int, int] = {}       # stack item -> who used it

    # -- reading ---------------------------------------------------------------------------
    def summary(self, out: np.ndarray | None = None) -> np.ndarray:
        """The summary (float32, ``(SUMMARY_SIZE,)``, in [0, SUMMARY_HIGH]), relative seats;
        written into ``out`` if given."""
        return np.minimum(self._counts, SUMMARY_HIGH, out=out)

    def tokens(self, length: int) -> np.ndarray:
        """The last ``length`` event tokens (int16, ``(length, TOKEN_SIZE)``), oldest first,
        zero rows in front when fewer events were seen; seat fields relative (0 = none)."""
        out = np.zeros((length, TOKEN_SIZE), dtype=np.int16)
        rows = self._rows[-length:]
        if rows:
            block = np.asarray(rows, dtype=np.int16)
            block[:, _SEAT_COLUMNS] = self._token_seat[block[:, _SEAT_COLUMNS]]
            out[length - len(rows):] = block
        return out

    def __len__(self) -> int:
        return self.events

    # -- writing ---------------------------------------------------------------------------
    def _seat(self, s: int, field: str, k: int = 0) -> None:
        self._counts[self._relative[s] * SEAT_SIZE + SEAT_OFFSET[field] + k] += 1

    def _pair(self, a: int, b: int, field: str, k: int = 0) -> None:
        rel = self._relative
        self._counts[MAX_SEATS * SEAT_SIZE + (rel[a] * MAX_SEATS + rel[b]) * PAIR_SIZE
                     + PAIR_OFFSET[field] + k] += 1

    def _colour(self, card) -> int:
        return COLOUR[FACES[self.faces[card]][1]]

    def add(self, ev: dict, token: tuple[int, ...] | None = None) -> None:
        """Read one event as this seat was shown it (``views.visible_event(event, seat)``).
        ``token``: ``event_token(ev, faces)`` if the caller has it already (it is the same
        for every seat that was shown the same event)."""
        self.events += 1
        if self.keep_tokens:
            self._rows.append(token or event_token(ev, self.faces))
        t = ev["type"]
        handler = HANDLERS.get(t)
        if handler is not None:
            handler(self, ev)
        if t in PROBE_ANSWERS and ev["seat"] in self._probe:
            bet = self._probe.pop(ev["seat"])
            declared = t == "probe_declared"
            self._seat(ev["seat"], "probe_answers", declared)
            if bet is not None:
                self._seat(ev["seat"], "probe_seen", 2 * IDENT[bet] + declared)

    def skip(self, k: int = 1) -> None:
        """Count ``k`` events of types the summary does not read (not in :attr:`reads`)
        without reading them: only when tokens are not kept."""
        self.events += k

    def _turn_start(self, ev):
        self._seat(ev["seat"], "turns")

    def _message_sent(self, ev):
        s = ev["seat"]
        self._seat(s, "sent", TRANS[ev["transmission"]])
        card = ev.get("card")
        self._transit = card
        self._seat(s, "sent_colour", 3 if card is None else self._colour(card))
        if ev["target"] >= 0:
            self._pair(s, ev["target"], "sent_direct")

    def _transit_seen(self, ev):
        if "card" in ev:                 # 破译 shows the card to its user only
            self._transit = ev["card"]

    def _swapped(self, ev):
        self._transit = ev.get("new_card")

    def _declined(self, ev):
        card = self._transit
        self._seat(ev["seat"], "declined", 3 if card is None else self._colour(card))

    def _taken(self, ev):
        self._transit = None
        card = ev.get("card")
        if card is not None:
            self._seat(ev["seat"], "took_forced" if ev.get("forced") else "took",
                       self._colour(card))

    def _placed(self, ev):
        sender = ev.get("sender")
        if isinstance(sender, int) and sender >= 0:
            for card in ev["cards"]:
                self._pair(sender, ev["seat"], "gave_message", self._colour(card))

    def _used(self, ev):
        s, k = ev["seat"], FUNC.get(ev.get("func"), len(FUNCTIONS))
        self._uid_user[ev["uid"]] = s
        self._seat(s, "used", k)
        if ev["target"] >= 0:
            self._pair(s, ev["target"], "used_on", k)

    def _nullified(self, ev):
        user = self._uid_user.get(ev["uid"])
        if user is not None:
            self._pair(ev["by"], user, "countered")

    def _probe_shown(self, ev):
        self._probe[ev["seat"]] = ev.get("bet")


def event_token(ev: dict, faces: tuple[int, ...]) -> tuple[int, ...]:
    """The token of one visible event (:data:`TOKEN_FIELDS`), seats absolute + 1 (0: none);
    :meth:`SeatHistory.tokens` turns them relative. ``faces``: card id → face."""
    seat = ev.get("seat")
    other = -1
    for k in _OTHER_KEYS:
        v = ev.get(k)
        if v.__class__ is int and v >= 0:
            other = v
            break
    card = ev.get("card")
    if card is None:
        cards = ev.get("cards")
        card = cards[0] if cards else None
    name = word = word2 = number = None
    for k in _NAME_KEYS:
        if k in ev:
            name = _NAME.get(ev[k], len(NAMES) + 1)
            break
    for k in _WORD_KEYS:
        if k in ev:
            word = _WORD.get(ev[k], len(WORDS) + 1)
            break
    for k in _WORD2_KEYS:
        if k in ev:
            word2 = _WORD.get(ev[k], len(WORDS) + 1)
            break
    for k in _NUMBER_KEYS:
        v = ev.get(k)
        if v.__class__ is int:
            number = v
            break
    if number is None and isinstance(ev.get("cards"), list):
        number = len(ev["cards"])
    return (
        _TYPE.get(ev["type"], len(EVENT_TYPES) + 1),
        seat + 1 if seat.__class__ is int and seat >= 0 else 0,
        other + 1,
        faces[card] + 1 if card.__class__ is int and card >= 0 else 0,
        name or 0, word or 0, word2 or 0,
        0 if number is None else min(81, number),
        int(ev.get("forced") is True or ev.get("converted") is True),
    )


HANDLERS = {
    "turn_start": SeatHistory._turn_start, "message_sent": SeatHistory._message_sent,
    "decrypted": SeatHistory._transit_seen, "intercepted": SeatHistory._transit_seen,
    "message_swapped": SeatHistory._swapped, "declined": SeatHistory._declined,
    "message_taken": SeatHistory._taken, "message_placed": SeatHistory._placed,
    "used": SeatHistory._used, "skill_used": SeatHistory._used,
    "nullified": SeatHistory._nullified, "probe_shown": SeatHistory._probe_shown,
}
READS = frozenset((*HANDLERS, *PROBE_ANSWERS))
