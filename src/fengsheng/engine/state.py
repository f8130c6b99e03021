"""The whole game as plain data: players, zones, the frame stack, the response stack.

Everything needed to continue a game lives here (design §2): control flow is a list of
frames (typed, engine/frames.py), the response stack is a list of :class:`StackItem`, and the RNG state
is one int. ``clone()`` is therefore a few list copies.
"""
from __future__ import annotations

import hashlib
from bisect import bisect_left
from dataclasses import dataclass
from typing import NamedTuple

from ..cards.deck import DECKS, Card, black_ids, colour_ids, deck, function_of

ENGINE_VERSION = "0.4.0"
MAX_PLAYERS = 9   # seats at the largest table (Config.players: 3..9)
PLAYER_GENDERS = ("F", "M", "")   # Config.player_genders: female, male, unknown

# Phases (glossary)
TURN_START, DRAW, PLAY_1, SEND_MESSAGE, PLAY_2, TURN_END = (
    "turn_start", "draw", "play_1", "send_message", "play_2", "turn_end")
PHASES = (TURN_START, DRAW, PLAY_1, SEND_MESSAGE, PLAY_2, TURN_END)
# Message steps
TRANSMIT, ARRIVE, RECEIVE_STEP = "transmit", "arrive", "receive"


@dataclass(frozen=True)
class Config:
    """A game's configuration (part of every record).

    players: 3..9. deck: 'standard' (标准版) or 'promo' (推广版).
    identity_table: 'standard' (with 打酱油的), 'first_game' (初次游戏 column: 4 or 6 players,
    no 打酱油的) or 'alternative' (7 players: 2/2/3). roles: role cards in play; role_set: the
    named, frozen set of role cards dealt from (roles/table.py ROLE_SETS: 'all30', the
    default, or 'standard25'); role_pool: role ids to deal from instead (at least two per
    player).
    max_turns: house rule ending a game as a draw (docs/rulings.md R20).
    player_genders: each seat's player's real-world gender, 'F', 'M' or '' (unknown), one per
    seat, or empty (all unknown): "女性包括女性角色与女性玩家" (R51). Unknown: only the role's
    gender counts.
    Raises ValueError on an invalid combination.
    """
    players: int = 5
    deck: str = "standard"
    identity_table: str = "standard"
    roles: bool = False
    max_turns: int = 120
    role_pool: tuple[str, ...] = ()
    role_set: str = "all30"   # roles/table.py DEFAULT_ROLE_SET
    player_genders: tuple[str, ...] = ()

    def __post_init__(self):
        from .setup import identity_counts
        if not isinstance(self.roles, bool):
            raise ValueError(f"roles must be true or false, got {self.roles!r}")
        if isinstance(self.players, bool) or not isinstance(self.players, int) or \
                not 3 <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players must be 3..9, got {self.players!r}")
        deck(self.deck)
        identity_counts(self.players, self.identity_table)
        if isinstance(self.max_turns, bool) or not isinstance(self.max_turns, int) or \
                self.max_turns < 1:
            raise ValueError(f"max_turns must be a positive integer, got {self.max_turns!r}")
        from ..roles.table import ROLE_SETS
        if not isinstance(self.role_set, str) or self.role_set not in ROLE_SETS:
            raise ValueError(f"unknown role set {self.role_set!r}; the sets are "
                             f"{', '.join(sorted(ROLE_SETS))}")
        if self.role_pool:
            from ..roles.table import ROLE_CARD
            if isinstance(self.role_pool, str) or not hasattr(self.role_pool, "__iter__"):
                raise ValueError(f"role_pool must be a list of role ids, got {self.role_pool!r}")
            object.__setattr__(self, "role_pool", tuple(self.role_pool))
            unknown = [r for r in self.role_pool if not isinstance(r, str) or r not in ROLE_CARD]
            if unknown:
                raise ValueError(f"unknown role ids in role_pool: {unknown}")
            if len(set(self.role_pool)) < 2 * self.players:
                raise ValueError(f"role_pool needs at least {2 * self.players} different roles "
                                 f"for {self.players} players")
        if self.player_genders:
            genders = self.player_genders
            if isinstance(genders, str) or not hasattr(genders, "__iter__") or \
                    len(tuple(genders)) != self.players or \
                    any(g not in PLAYER_GENDERS for g in genders):
                raise ValueError(f"player_genders must list one of 'F', 'M' or '' (unknown) for "
                                 f"each of the {self.players} seats, got {genders!r}")
            object.__setattr__(self, "player_genders",
                               tuple(genders) if any(genders) else ())

    def to_dict(self) -> dict:
        d = {"players": self.players, "deck": self.deck, "identity_table": self.identity_table,
             "roles": self.roles, "max_turns": self.max_turns}
        if self.role_pool:
            d["role_pool"] = list(self.role_pool)
        elif self.roles:
            d["role_set"] = self.role_set
        if self.player_genders:   # absent when all are unknown: older records stay as they were
            d["player_genders"] = list(self.player_genders)
        return d

    def dealt_roles(self) -> tuple[str, ...]:
        """The role ids a game with roles deals from: ``role_pool``, else the named set."""
        from ..roles.table import ROLE_SETS
        return tuple(dict.fromkeys(self.role_pool)) if self.role_pool \
            else ROLE_SETS[self.role_set]

    @classmethod
    def from_dict(cls, d: dict) -> "Config":
        known = {"players", "deck", "identity_table", "roles", "max_turns", "role_pool",
                 "role_set", "player_genders"}
        extra = set(d) - known
        if extra:
            raise ValueError(f"unknown configuration keys: {sorted(extra)}")
        return cls(**d)


class StackItem(NamedTuple):
    """A card or skill waiting to resolve (design §3). Immutable; replaced when nullified.

    card: the physical card id (-1 for a skill that uses no card); func: the function it
    resolves as (card function id, or skill id); seat/ref: targets as in Option;
    counterable: whether 识破 may target it; source: 'card' or 'skill'.
    """
    uid: int
    user: int
    card: int
    func: str
    seat: int = -1
    ref: int = -1
    counterable: bool = True
    nullified: bool = False
    source: str = "card"


def from_seat(items: list, first) -> list:
    """``items`` in seat order (seats, or tuples that start with one) turned to begin at the
    first item not below ``first`` (a seat, or ``(seat,)``): seat order becomes turn order
    from that seat, the order the rulebook resolves simultaneous things in."""
    i = bisect_left(items, first)
    return items[i:] + items[:i] if i else items


def card_ids(bits: int) -> list[int]:
    """The card ids whose bits are set in ``bits`` (bit c for card c), in card-id order."""
    out = []
    while bits:   # from the highest: no negative int to build for the lowest bit
        c = bits.bit_length() - 1
        out.append(c)
        bits &= _BELOW[c]   # one operation on the long int, where ``^= 1 << c`` is two
    out.reverse()
    return out


# _BELOW[c]: the bits of the cards below card c (every deck has 81 cards: DECKS).
_BELOW = tuple((1 << c) - 1 for c in range(max(map(len, DECKS.values()))))


class Hand(int):
    """A hand of cards: the set of its card ids as one int, bit c for card c. The fast form is
    the hand itself (as python-chess's bitboards are its board): a window tests who could act
    with one ``&`` of a hand and a card mask (window.py). It reads as a sequence of card ids
    in card-id order (``for c in hand``, ``len``, ``in``, ``hand[i]``); it is immutable, and
    engine/ops.py alone gives a player a new one."""
    __slots__ = ()

    @staticmethod
    def of(cards) -> "Hand":
        """The hand holding ``cards`` (card ids). Raises ValueError on a card held twice."""
        bits = 0
        for c in cards:
            bit = 1 << c
            if bits & bit:
                raise ValueError(f"card {c} twice in one hand")
            bits |= bit
        return Hand(bits)

    def __iter__(self):
        return iter(card_ids(self))

    def __len__(self) -> int:
        return self.bit_count()

    def __contains__(self, card) -> bool:
        return type(card) is int and card >= 0 and self >> card & 1 == 1

    def __getitem__(self, i):
        return card_ids(self)[i]

    def __eq__(self, other) -> bool:
        # Equal to the list or tuple of its card ids, as a sequence of them would be.
        if isinstance(other, (list, tuple)):
            return card_ids(self) == list(other)
        return int.__eq__(self, other)

    def __ne__(self, other) -> bool:
        return not self == other

    __hash__ = int.__hash__

    def __repr__(self) -> str:
        return f"Hand({card_ids(self)})"


NO_CARDS = Hand(0)


class Player:
    """One seat. ``alive`` is False once dead or lost; ``lost`` tells which. ``role_seen``:
    the role has been face up in front of everyone, so all know it even when it is turned face
    down again (ruling R41). ``changes`` counts the writes of ``engine/ops.py`` to this player
    (so that the RL encoder finds who changed without comparing them all: rl/incremental.py);
    it is no part of the position (not in :meth:`key`)."""
    __slots__ = ("seat", "identity", "hand", "messages", "alive", "lost", "role", "face_up",
                 "role_seen", "identity_revealed", "changes")

    def __init__(self, seat: int, identity: str):
        self.seat = seat
        self.identity = identity
        self.hand: Hand = NO_CARDS
        self.messages: list[int] = []
        self.alive = True
        self.lost = False
        self.role: str | None = None
        self.face_up = False
        self.role_seen = False
        self.identity_revealed = False
        self.changes = 0

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.seat = self.seat
        p.identity = self.identity
        p.hand = self.hand   # immutable
        p.messages = self.messages[:]
        p.alive = self.alive
        p.lost = self.lost
        p.role = self.role
        p.face_up = self.face_up
        p.role_seen = self.role_seen
        p.identity_revealed = self.identity_revealed
        p.changes = self.changes
        return p

    def key(self) -> tuple:
        # role_seen is left out: see GameState.key.
        return (self.seat, self.identity, tuple(self.hand), tuple(self.messages), self.alive,
                self.lost, self.role, self.face_up, self.identity_revealed)


class GameState:
    """A game in progress. Create with :func:`fengsheng.engine.setup.new_game`.

    Zones: ``deck`` (top = last element), ``discard``, ``removed`` (used 试探), each player's
    ``hand`` and ``messages``, ``message['card']`` while a message is in transit, and the cards
    of ``stack`` items. ``pending`` is the decision the engine waits for (None when over).
    ``events`` holds the events produced by the last ``apply`` (not part of the state proper).
    """
    __slots__ = ("config", "cards", "black_ids", "colour_ids", "function_of", "rng", "players", "deck", "discard", "removed", "turn_player",
                 "turn_number", "phase", "frames", "stack", "message", "locks", "next_uid",
                 "pending", "over", "winners", "declarer", "end_reason", "deaths", "events",
                 "cannot_send", "step", "roles_in_play", "marks",
                 "unchecked", "listeners", "show_windows", "window_shown",
                 "point_effects",
                 "ruleset")

    def __init__(self, config: Config, ruleset=None):
        self.config = config
        # The rules this game plays by (engine/ruleset.py), shared with every clone.
        if ruleset is None:
            from .ruleset import config_rules   # here: ruleset.py imports the engine's modules
            ruleset = config_rules(config)
        elif ruleset.edition != config.deck:
            raise ValueError(f"the ruleset is of edition {ruleset.edition!r}, the game of "
                             f"{config.deck!r}")
        self.ruleset = ruleset
        self.cards: tuple[Card, ...] = deck(config.deck)
        self.black_ids: frozenset[int] = black_ids(config.deck)
        self.colour_ids = colour_ids(config.deck)   # read-only, shared by every state
        self.function_of: tuple[str, ...] = function_of(config.deck)
        self.rng = 0
        self.players: list[Player] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.removed: list[int] = []
        self.turn_player = 0
        self.turn_number = 0
        self.phase = TURN_START
        self.frames: list = []   # engine/frames.py Frame objects, the top last
        self.stack: list[StackItem] = []
        self.message: dict | None = None
        self.locks: tuple[int, ...] = ()
        self.next_uid = 1
        self.pending = None
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.declarer: int | None = None
        self.end_reason = ""
        self.deaths: tuple[tuple[int, int], ...] = ()   # (seat, killer or -1), in order
        self.events: list[dict] = []
        self.cannot_send = False
        self.step = 0   # number of answers applied
        self.roles_in_play = False   # any seat has a role card (set up by setup/position)
        # What skills must remember across steps (e.g. "killed a player this turn"):
        # key -> immutable value. Cleared of keys starting "turn:" at each turn's end.
        self.marks: dict[str, object] = {}
        # Something the mission check reads (players' cards, identities and lives, deaths,
        # landings) changed since it last looked: set by the ops that change them, cleared by
        # the check (engine/flow.py). Not part of key(); a clone, or a state whose hands were set
        # by hand (ops.set_hand), starts with it set, so that it is checked after its next step.
        self.unchecked = True
        # The trigger index: event type -> the seats, in seat order, whose role (either face)
        # has a skill listening to it (triggers.fire; filled on first use). Derived from the
        # roles, which are set only before the first timing point (the role choice, the
        # builders of a state: tests/engine/test_ops_only.py) or on a clone, which starts it
        # empty (determinisation sets roles). Not part of key().
        self.listeners: dict[str, tuple[int, ...]] = {}
        # Stop at the start of every round of priority in a response window (window.py SHOWN,
        # for front ends that show windows in time), and at timing points (triggers.py);
        # window_shown: the round or point was shown. Not part of key(): the game goes the
        # same either way.
        self.show_windows = False
        self.window_shown = False
        # With show_windows: the depths (in frames) of the timing points a skill's effect was
        # pushed over; each is shown once more when it runs on (triggers.py). Not in key().
        self.point_effects: tuple[int, ...] = ()

    # -- copies and identity -------------------------------------------------------------
    def clone(self) -> "GameState":
        """An independent copy (shares only immutable data). Events are not copied."""
        s = GameState.__new__(GameState)
        s.config = self.config
        s.cards = self.cards
        s.black_ids = self.black_ids
        s.colour_ids = self.colour_ids
        s.function_of = self.function_of
        s.rng = self.rng
        s.players = [p.copy() for p in self.players]
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.removed = self.removed[:]
        s.turn_player = self.turn_player
        s.turn_number = self.turn_number
        s.phase = self.phase
        s.frames = [f.copy() for f in self.frames]
        s.stack = self.stack[:]
        s.message = None if self.message is None else self.message.copy()
        s.locks = self.locks
        s.next_uid = self.next_uid
        s.pending = self.pending
        s.over = self.over
        s.winners = self.winners
        s.declarer = self.declarer
        s.end_reason = self.end_reason
        s.deaths = self.deaths
        s.events = []
        s.cannot_send = self.cannot_send
        s.step = self.step
        s.roles_in_play = self.roles_in_play
        s.marks = dict(self.marks)
        s.unchecked = True   # a copy may be changed by hand (determinisation) before an answer
        s.listeners = {}
        s.show_windows = self.show_windows
        s.window_shown = self.window_shown
        s.point_effects = self.point_effects
        s.ruleset = self.ruleset
        return s

    def key(self) -> tuple:
        """What :meth:`hash` digests: everything that decides how the game goes on.
        ``Player.role_seen`` (R41) is left out: it changes what views show, never a rule, and
        it follows from the game's history, so records saved before R41 replay to their
        hashes; so is the default role set (below), and a timing point's frame with nobody to
        ask: only ``show_windows`` pushes one, to stop there (triggers.py), and it changes
        nothing else."""
        msg = None if self.message is None else tuple(sorted(self.message.items()))
        config = self.config.to_dict()
        if config.get("role_set") == "all30":
            # The set every game with roles dealt from before sets were named: left out, so
            # that the records made then replay to their hashes.
            del config["role_set"]
        return (config.items().__repr__(), self.rng,
                tuple(p.key() for p in self.players), tuple(self.deck), tuple(self.discard),
                tuple(self.removed), self.turn_player, self.turn_number, self.phase,
                tuple(tuple(f.items()) for f in self.frames
                      if f.kind != "triggers" or f.queue), tuple(self.stack), msg,
                self.locks, self.next_uid, self.pending, self.over, self.winners,
                self.declarer, self.end_reason, self.deaths, self.cannot_send, self.step,
                self.roles_in_play, tuple(sorted(self.marks.items())))

    def hash(self) -> str:
        """A hex digest of the whole state, equal across processes and machines."""
        return hashlib.blake2b(repr(self.key()).encode(), digest_size=16).hexdigest()

    def zones(self) -> dict[str, list[int]]:
        """Where every card is: each of the 81 ids appears in exactly one list. Keys: 'deck',
        'discard', 'removed', 'in_transit', 'stack', 'resolving' (cards held by effects under
        way, e.g. the card being resolved or 真伪莫辨's undealt cards), 'hand:S', 'messages:S'."""
        z = {"deck": list(self.deck), "discard": list(self.discard),
             "removed": list(self.removed),
             "in_transit": [] if self.message is None else [self.message["card"]],
             "stack": [i.card for i in self.stack if i.card >= 0], "resolving": []}
        for f in self.frames:
            if f.kind == "effect":
                item = f.item
                if item is not None and item.card >= 0:
                    z["resolving"].append(item.card)
                z["resolving"].extend(getattr(f, "held", ()))
        for p in self.players:
            z[f"hand:{p.seat}"] = list(p.hand)
            z[f"messages:{p.seat}"] = list(p.messages)
        return z

    # -- small queries used everywhere --------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def alive_seats(self) -> list[int]:
        return [p.seat for p in self.players if p.alive]

    def right_of(self, seat: int, direction: int = 1) -> int:
        """The next living seat after ``seat`` in ``direction`` (+1 = right-hand player)."""
        players = self.players
        n = len(players)
        s = (seat + direction) % n
        while not players[s].alive:
            if s == seat:
                return seat
            s = (s + direction) % n
        return s

    def seats_from(self, start: int) -> list[int]:
        """Living seats in turn order beginning with ``start`` (or the next living one)."""
        n = len(self.players)
        return [(start + i) % n for i in range(n) if self.players[(start + i) % n].alive]

    def black_count(self, seat: int) -> int:
        return len(self.black_ids.intersection(self.players[seat].messages))

    def colour_count(self, seat: int, colour: str) -> int:
        return len(self.colour_ids[colour].intersection(self.players[seat].messages))

    def new_uid(self) -> int:
        u = self.next_uid
        self.next_uid += 1
        return u
