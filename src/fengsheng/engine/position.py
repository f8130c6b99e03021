"""Build any game position from a plain description (scenarios and rules tests).

A *position spec* is a dict (usually read from YAML; ``docs/scenario-format.md`` documents
every key with examples)::

    {"edition": "standard", "max_turns": 120, "seed": 0,
     "players": [{"identity": "潜伏战线", "hand": ["截获/黑"], "messages": ["红", "黑"]},
                 {"identity": "军情处", "alive": False}, ...],
     "turn": "A", "turn_number": 0, "phase": "play_1",
     "message": {"card": "锁定/黑/密电", "holder": "B", "step": "arrive", "lured": ["C"]},
     "locks": ["C"], "deck": ["试探/红"], "discard": [], "removed": [], "rest": "deck"}

Cards are named by description (``截获/黑/直达``, ``jie_huo/black/direct``, ``试探/红/密电/军情处/弃牌``;
any subset of the fields, in any order) or by id (``#23`` or ``c23``). Each is resolved to a
distinct card of the edition; every card not placed goes to the ``rest`` zone (the deck, below
the listed top cards, by default) in an order shuffled with the spec's seed. Seats are numbers
(0 = first) or letters (A = seat 0, B = seat 1, ...).

The frames are built exactly as the engine builds them (turn.py, window.py, message.py) and
then :func:`fengsheng.engine.flow.advance` runs the position up to its first decision.
Any error in the spec raises ValueError naming the offending key.
"""
from __future__ import annotations

from typing import NamedTuple

from ..cards.deck import (BLACK, BLUE, BYSTANDER, DIRECT, DISCARD_ONE, DRAW_TWO, FUNCTIONS,
                          MILITARY, RED, SECRET, TEXT, UNDERGROUND, Card)
from ..games import rng
from .frames import Message, Turn, Window
from .ops import set_hand
from .state import (ARRIVE, DRAW, PLAY_1, PLAY_2, RECEIVE_STEP, SEND_MESSAGE, TRANSMIT,
                    TURN_END, TURN_START, Config, GameState, Player, StackItem)

# -- names accepted in card descriptions (Chinese as printed, and the engine ids) ----------
FUNCTION_NAMES = {
    "锁定": "suo_ding", "调虎离山": "diao_hu_li_shan", "截获": "jie_huo", "退回": "tui_hui",
    "破译": "po_yi", "烧毁": "shao_hui", "识破": "shi_po", "试探": "shi_tan",
    "真伪莫辨": "zhen_wei_mo_bian",
}
COLOUR_NAMES = {"红": RED, "红色": RED, "蓝": BLUE, "蓝色": BLUE, "黑": BLACK, "黑色": BLACK,
                "假情报": BLACK}
TRANSMISSION_NAMES = {"密电": SECRET, "直达": DIRECT, "文本": TEXT}
IDENTITY_NAMES = {"潜伏战线": UNDERGROUND, "潜伏": UNDERGROUND, "军情处": MILITARY,
                  "军情局": MILITARY, "打酱油的": BYSTANDER, "打酱油": BYSTANDER}
EFFECT_NAMES = {"弃牌": DISCARD_ONE, "弃一张手牌": DISCARD_ONE, "抽牌": DRAW_TWO,
                "抽二张牌": DRAW_TWO, "抽两张牌": DRAW_TWO}
for _id in FUNCTIONS:
    FUNCTION_NAMES[_id] = _id
for _id in (RED, BLUE, BLACK):
    COLOUR_NAMES[_id] = _id
for _id in (SECRET, DIRECT, TEXT):
    TRANSMISSION_NAMES[_id] = _id
for _id in (UNDERGROUND, MILITARY, BYSTANDER):
    IDENTITY_NAMES[_id] = _id
for _id in (DISCARD_ONE, DRAW_TWO):
    EFFECT_NAMES[_id] = _id

# Reverse tables for describing cards in the printed (Chinese) form.
FUNCTION_ZH = {v: k for k, v in FUNCTION_NAMES.items() if k != v}
COLOUR_ZH = {RED: "红", BLUE: "蓝", BLACK: "黑"}
TRANSMISSION_ZH = {SECRET: "密电", DIRECT: "直达", TEXT: "文本"}
IDENTITY_ZH = {UNDERGROUND: "潜伏战线", MILITARY: "军情处", BYSTANDER: "打酱油的"}
EFFECT_ZH = {DISCARD_ONE: "弃牌", DRAW_TWO: "抽牌"}

MESSAGE_STEPS = (TRANSMIT, ARRIVE, RECEIVE_STEP)
POSITION_PHASES = (TURN_START, DRAW, PLAY_1, SEND_MESSAGE, PLAY_2, TURN_END)
SPEC_KEYS = ("edition", "max_turns", "identity_table", "roles", "role_set", "role_pool", "seed",
             "players",
             "turn", "turn_number", "phase", "message", "locks", "deck", "discard", "removed",
             "rest", "cannot_send", "engine")
# The engine's own data of an exact position (to_position): what no readable key says.
ENGINE_KEYS = ("rng", "step", "next_uid", "roles_in_play", "frames", "stack", "message",
               "pending", "marks", "deaths", "over", "winners", "declarer", "end_reason")
# ... and, of a state that stops where rounds and points are shown (GameState.show_windows),
# where it stands in them: written only then.
SHOWN_KEYS = ("show_windows", "window_shown", "point_effects")
SEAT_KEYS = ("identity", "hand", "messages", "alive", "lost", "killer", "role", "face_up",
             "role_seen", "identity_revealed", "gender")
# A seat's ``gender``: the player's real-world gender (Config.player_genders, R51).
GENDER_WORDS = {"F": "F", "female": "F", "女": "F", "女性": "F",
                "M": "M", "male": "M", "男": "M", "男性": "M", None: "", "": ""}
MESSAGE_KEYS = ("card", "sender", "transmission", "target", "holder", "direction", "lured",
                "locks", "step", "hops", "seen_by", "returned")
SEAT_LETTERS = "ABCDEFGHI"


# -- card descriptions ------------------------------------------------------------------
class CardQuery(NamedTuple):
    """A parsed card description; ``None`` fields match anything. ``id`` set = one exact card."""
    text: str
    function: str | None = None
    colour: str | None = None
    transmission: str | None = None
    bet: str | None = None
    effect: str | None = None
    id: int | None = None

    def matches(self, card: Card) -> bool:
        if self.id is not None:
            return card.id == self.id
        probe = card.probe or (None, None)
        return ((self.function is None or card.function == self.function)
                and (self.colour is None or card.colour == self.colour)
                and (self.transmission is None or card.transmission == self.transmission)
                and (self.bet is None or probe[0] == self.bet)
                and (self.effect is None or probe[1] == self.effect))

    def specificity(self) -> int:
        return sum(x is not None for x in (self.function, self.colour, self.transmission,
                                           self.bet, self.effect))


def parse_card(text) -> CardQuery:
    """Parse a card description: ``#23`` / ``c23`` (an id) or ``/``-separated fields in any
    order — function (锁定 / suo_ding …), colour (红 / red …), transmission (密电 / secret …),
    and for 试探 the identity it bets on (军情处 / military …) and its effect (弃牌 / discard_one,
    抽牌 / draw_two). Raises ValueError naming the unknown word."""
    if isinstance(text, int) and not isinstance(text, bool):
        return CardQuery(f"#{text}", id=text)
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"a card must be described by text such as '截获/黑/直达' or '#23', "
                         f"got {text!r}")
    t = text.strip()
    if t[0] in "#c" and t[1:].isdigit():
        return CardQuery(t, id=int(t[1:]))
    fields: dict[str, str] = {}
    for word in t.replace("／", "/").split("/"):
        w = word.strip()
        for key, table in (("function", FUNCTION_NAMES), ("colour", COLOUR_NAMES),
                           ("transmission", TRANSMISSION_NAMES), ("bet", IDENTITY_NAMES),
                           ("effect", EFFECT_NAMES)):
            if w in table or w.lower() in table:
                value = table.get(w) or table[w.lower()]
                if key in fields and fields[key] != value:
                    raise ValueError(f"card {text!r}: {w!r} contradicts an earlier {key}")
                fields[key] = value
                break
        else:
            raise ValueError(f"card {text!r}: unknown word {w!r} (expected a function such as "
                             f"截获, a colour 红/蓝/黑, a transmission 密电/直达/文本, or for 试探 "
                             f"an identity and 弃牌/抽牌)")
    if ("bet" in fields or "effect" in fields) and fields.get("function", "shi_tan") != "shi_tan":
        raise ValueError(f"card {text!r}: only 试探 cards carry an identity bet and an effect")
    return CardQuery(t, **fields)


def describe_card(card: Card) -> str:
    """The printed description of ``card``, e.g. '截获/黑/直达' or '试探/红/密电/军情处/弃牌'."""
    parts = [FUNCTION_ZH[card.function], COLOUR_ZH[card.colour],
             TRANSMISSION_ZH[card.transmission]]
    if card.probe:
        parts += [IDENTITY_ZH[card.probe[0]], EFFECT_ZH[card.probe[1]]]
    return "/".join(parts)


def seat_of(value, n: int, what: str = "seat") -> int:
    """A seat given as a number (0-based) or a letter (A = 0). Raises ValueError."""
    if isinstance(value, bool):
        raise ValueError(f"{what}: {value!r} is not a seat")
    if isinstance(value, int):
        s = value
    elif isinstance(value, str) and value.strip().isdigit():
        s = int(value.strip())
    elif (isinstance(value, str) and len(value.strip()) == 1
          and value.strip().upper() in SEAT_LETTERS):
        s = SEAT_LETTERS.index(value.strip().upper())
    else:
        raise ValueError(f"{what}: {value!r} is not a seat (use 0..{n - 1} or "
                         f"A..{SEAT_LETTERS[n - 1]})")
    if not 0 <= s < n:
        raise ValueError(f"{what}: there is no seat {value!r} at a {n}-player table "
                         f"(seats 0..{n - 1}, A..{SEAT_LETTERS[n - 1]})")
    return s


def seat_name(seat: int) -> str:
    """The letter of ``seat`` (A = 0), as used in scenarios and logs."""
    return SEAT_LETTERS[seat] if 0 <= seat < len(SEAT_LETTERS) else str(seat)


# -- the builder ------------------------------------------------------------------------
def _check_keys(d, allowed, where: str) -> None:
    if not isinstance(d, dict):
        raise ValueError(f"{where} must be a mapping, got {type(d).__name__}")
    extra = [k for k in d if k not in allowed]
    if extra:
        raise ValueError(f"{where}: unknown key(s) {', '.join(map(repr, extra))}; "
                         f"allowed: {', '.join(allowed)}")


def _card_list(value, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list of cards, got {value!r}")
    return value


def _bool(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where} must be true or false, got {value!r}")
    return value


def _identity(value, where: str) -> str:
    if isinstance(value, str) and (value in IDENTITY_NAMES or value.lower() in IDENTITY_NAMES):
        return IDENTITY_NAMES.get(value) or IDENTITY_NAMES[value.lower()]
    raise ValueError(f"{where}: unknown identity {value!r} (潜伏战线/underground, "
                     f"军情处/military, 打酱油的/bystander)")


class _Slot(NamedTuple):
    where: str       # for messages: "seat B hand", "deck", "message"…
    query: CardQuery


def _resolve_cards(slots: list[_Slot], cards: tuple[Card, ...], edition: str) -> list[int]:
    """Give every slot a distinct matching card id (a bipartite matching, so a vague
    description never steals the only card a precise one could take). Deterministic:
    exact ids first, then descriptions from the most precise, candidates by id."""
    result: list[int | None] = [None] * len(slots)
    owner: dict[int, int] = {}
    for i, sl in enumerate(slots):
        q = sl.query
        if q.id is None:
            continue
        if not 0 <= q.id < len(cards):
            raise ValueError(f"{sl.where}: there is no card {q.text} (ids are 0..{len(cards) - 1})")
        if q.id in owner:
            raise ValueError(f"{sl.where}: card {q.text} is already placed in "
                             f"{slots[owner[q.id]].where}")
        owner[q.id] = i
        result[i] = q.id
    order = sorted((i for i, sl in enumerate(slots) if sl.query.id is None),
                   key=lambda i: (-slots[i].query.specificity(), i))
    candidates = {i: [c.id for c in cards if slots[i].query.matches(c)] for i in order}

    def assign(i: int, seen: set) -> bool:
        for c in candidates[i]:
            if c in seen:
                continue
            seen.add(c)
            j = owner.get(c)
            if j is None or (slots[j].query.id is None and assign(j, seen)):
                owner[c] = i
                result[i] = c
                return True
        return False

    for i in order:
        sl = slots[i]
        if not candidates[i]:
            raise ValueError(f"{sl.where}: no card {sl.query.text!r} exists in the {edition} deck")
        if not assign(i, set()):
            users = sorted({slots[owner[c]].where for c in candidates[i] if c in owner})
            raise ValueError(f"{sl.where}: card {sl.query.text!r} is used up: the {edition} deck "
                             f"has {len(candidates[i])} such card(s), all placed already "
                             f"({'; '.join(users)})")
    return result  # type: ignore[return-value]


def _position_rules(config, players_spec):
    """The ruleset of a position: the configuration's role set (or pool) when roles are on or
    a role is seated, with any other role card seated after it."""
    from ..roles.table import ROLE_CARD
    from .ruleset import rules_for
    seated = [ps.get("role") for ps in players_spec if isinstance(ps, dict)]
    if not config.roles and not any(seated):
        return rules_for(config.deck)
    ids = list(config.dealt_roles())
    ids += [r for r in dict.fromkeys(seated) if r in ROLE_CARD and r not in ids]
    return rules_for(config.deck, tuple(ids))


def from_position(spec: dict, advance: bool = True, ruleset=None) -> GameState:
    """Build the :class:`GameState` described by ``spec`` (see the module docstring and
    docs/scenario-format.md) and, if ``advance``, run it to its first decision.

    Phases: 'turn_start', 'draw', 'play_1', 'send_message', 'play_2', 'turn_end' — the turn
    frame is set to that phase and the engine enters it (opening its window, drawing, or
    asking for the message to send). With ``message`` (phase send_message only) the message
    is in transit at step 'transmit' (情报传递 window about to open at the holder), 'arrive'
    (情报到达 window at the holder) or 'receive' (情报接收: take or decline).
    Raises ValueError with the offending key for any inconsistent spec; all 81 cards end in
    exactly one zone. ``ruleset``: the rules to play by (a test's roles); by default the
    configuration's role set with any other role card seated (:func:`_position_rules`).
    """
    _check_keys(spec, SPEC_KEYS, "position")
    exact = "engine" in spec   # an exact position (to_position): the engine's data given
    if exact:
        _check_keys(spec["engine"], ENGINE_KEYS + SHOWN_KEYS, "position.engine")
        for key in ("seed", "rest", "message"):
            if key in spec:
                raise ValueError(f"position.{key}: not part of an exact position (with "
                                 f"'engine' every card is placed and the message is "
                                 f"engine.message)")
    players_spec = spec.get("players")
    if not isinstance(players_spec, list) or not players_spec:
        raise ValueError("position: 'players' must be a non-empty list (one entry per seat, "
                         "in turn order)")
    edition = spec.get("edition", "standard")
    genders = []
    for s, ps in enumerate(players_spec):
        g = ps.get("gender") if isinstance(ps, dict) else None
        if not isinstance(g, (str, type(None))) or g not in GENDER_WORDS:
            raise ValueError(f"players[{s}] (seat {seat_name(s)}).gender: {g!r} is not a gender "
                             f"(女/男, F/M, female/male; leave it out when unknown)")
        genders.append(GENDER_WORDS[g])
    pool = [] if spec.get("role_pool") is None else spec["role_pool"]
    if not isinstance(pool, list):
        raise ValueError(f"position.role_pool must be a list of role ids, got {pool!r}")
    try:
        config = Config(players=len(players_spec), deck=edition,
                        max_turns=spec.get("max_turns", 120),
                        identity_table=spec.get("identity_table", "standard"),
                        roles=spec.get("roles", False),
                        role_set=spec.get("role_set", "all30"),
                        role_pool=tuple(pool),
                        player_genders=tuple(genders))
    except ValueError as e:
        raise ValueError(f"position: {e}") from None
    n = config.players
    seed = spec.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"position: seed must be an integer, got {seed!r}")
    state = GameState(config, ruleset or _position_rules(config, players_spec))
    cards = state.cards

    # Seats
    slots: list[_Slot] = []
    placements: list[tuple[str, int | None]] = []   # (zone, seat) per slot
    players: list[Player] = []
    dead_killers: list[tuple[int, int]] = []

    def add(zone: str, seat: int | None, items, where: str) -> None:
        for k, item in enumerate(_card_list(items, where)):
            try:
                q = parse_card(item)
            except ValueError as e:
                raise ValueError(f"{where}[{k}]: {e}") from None
            slots.append(_Slot(where, q))
            placements.append((zone, seat))

    for s, ps in enumerate(players_spec):
        where = f"players[{s}] (seat {seat_name(s)})"
        _check_keys(ps, SEAT_KEYS, where)
        if "identity" not in ps:
            raise ValueError(f"{where}: 'identity' is required")
        # In an exact position a seat may hold no identity card (before they are dealt, or
        # taken by 临危受命).
        p = Player(s, "" if exact and ps["identity"] == "" else
                   _identity(ps["identity"], f"{where}.identity"))
        lost = _bool(ps.get("lost", False), f"{where}.lost")
        alive = _bool(ps.get("alive", not lost), f"{where}.alive")
        if lost and alive:
            raise ValueError(f"{where}: a player who lost is out of the game (alive: false)")
        p.alive, p.lost = alive, lost
        if not alive and not exact and (ps.get("hand") or ps.get("messages")):
            raise ValueError(f"{where}: a player out of the game has no cards (they went to "
                             f"the discard pile); remove 'hand'/'messages'")
        if "killer" in ps:
            if exact:
                raise ValueError(f"{where}: in an exact position deaths are engine.deaths")
            if alive or lost:
                raise ValueError(f"{where}: 'killer' is only for a dead player")
            k = ps["killer"]
            dead_killers.append((s, -1 if k is None else seat_of(k, n, f"{where}.killer")))
        elif not alive and not lost:
            dead_killers.append((s, -1))
        role = ps.get("role")
        if role is not None:
            if role not in state.ruleset.roles:
                from ..roles.table import ROLE_CARD
                known = sorted(set(ROLE_CARD) | set(state.ruleset.roles))
                raise ValueError(f"{where}: unknown role {role!r} (role ids: {', '.join(known)})")
            p.role = role
            hidden = state.ruleset.roles[role].hidden
            p.face_up = _bool(ps.get("face_up", not hidden), f"{where}.face_up")
            # A public role starts face up: face down, it was turned over in front of all (R41).
            p.role_seen = _bool(ps.get("role_seen", p.face_up or not hidden),
                                f"{where}.role_seen")
            if p.face_up and not p.role_seen:
                raise ValueError(f"{where}: a face-up role is seen by everyone (role_seen)")
        elif "face_up" in ps or "role_seen" in ps:
            raise ValueError(f"{where}: 'face_up' and 'role_seen' need a 'role'")
        p.identity_revealed = _bool(ps.get("identity_revealed", not alive),
                                    f"{where}.identity_revealed")
        players.append(p)
        add("hand", s, ps.get("hand"), f"seat {seat_name(s)} hand")
        add("messages", s, ps.get("messages"), f"seat {seat_name(s)} messages")
    state.players = players
    # Roles in play switch on the engine's mission checks (flow.step, landing).
    state.roles_in_play = any(p.role is not None for p in players)
    if not state.alive_seats() and not exact:
        raise ValueError("position: at least one player must be alive")

    # Turn and phase
    tp = seat_of(spec.get("turn", 0), n, "position.turn")
    turn_number = spec.get("turn_number", 0)
    if not isinstance(turn_number, int) or isinstance(turn_number, bool) or turn_number < 0:
        raise ValueError(f"position.turn_number must be a non-negative integer, "
                         f"got {turn_number!r}")
    if turn_number >= config.max_turns:
        raise ValueError(f"position.turn_number {turn_number} is not below max_turns "
                         f"{config.max_turns}")
    phase = spec.get("phase", PLAY_1)
    if phase not in POSITION_PHASES:
        raise ValueError(f"position.phase must be one of {', '.join(POSITION_PHASES)}, "
                         f"got {phase!r}")
    msg_spec = spec.get("message")
    if msg_spec is not None and phase != SEND_MESSAGE:
        raise ValueError("position.message: a message is in transit only in phase send_message")
    if not players[tp].alive and msg_spec is None and not exact:
        raise ValueError(f"position.turn: seat {seat_name(tp)} is out of the game; only a "
                         f"message already in transit can outlive its sender")
    cannot_send = _bool(spec.get("cannot_send", False), "position.cannot_send")
    if cannot_send and phase not in (PLAY_2, TURN_END) and not exact:
        raise ValueError("position.cannot_send applies only in play_2 or turn_end (after the "
                         "传递情报阶段 failed)")

    if msg_spec is not None:
        _check_keys(msg_spec, MESSAGE_KEYS, "position.message")
        if "card" not in msg_spec:
            raise ValueError("position.message: 'card' is required")
        add("message", None, [msg_spec["card"]], "message")

    add("deck", None, spec.get("deck"), "deck")
    add("discard", None, spec.get("discard"), "discard")
    add("removed", None, spec.get("removed"), "removed")

    ids = _resolve_cards(slots, cards, edition)
    top: list[int] = []
    discard: list[int] = []
    removed: list[int] = []
    message_card = None
    hands: list[list[int]] = [[] for _ in players]
    for (zone, seat), cid in zip(placements, ids):
        if zone == "hand":
            hands[seat].append(cid)
        elif zone == "messages":
            players[seat].messages.append(cid)
        elif zone == "deck":
            top.append(cid)
        elif zone == "discard":
            discard.append(cid)
        elif zone == "removed":
            removed.append(cid)
        else:
            message_card = cid

    # Everything else goes to the rest zone, in a seeded order (an exact position places
    # every card: the others are held by its engine data).
    used = set(ids)
    rest = [] if exact else [c.id for c in cards if c.id not in used]
    state.rng = rng.shuffle(rng.seed_state(seed), rest)
    rest_zone = spec.get("rest", "deck")
    if rest_zone == "deck":
        state.deck = rest + top[::-1]
    else:
        state.deck = top[::-1]
        if rest_zone == "discard":
            discard = rest + discard
        elif rest_zone == "removed":
            removed = rest + removed
        elif isinstance(rest_zone, dict) and set(rest_zone) == {"hand"}:
            holder = seat_of(rest_zone["hand"], n, "position.rest.hand")
            if not players[holder].alive:
                raise ValueError("position.rest.hand: that seat is out of the game")
            hands[holder].extend(rest)
        else:
            raise ValueError(f"position.rest must be 'deck', 'discard', 'removed' or "
                             f"{{hand: SEAT}}, got {rest_zone!r}")
    state.discard = discard
    state.removed = removed
    state.deaths = tuple(dead_killers)
    for seat, cards in enumerate(hands):
        set_hand(state, seat, cards)

    state.turn_player = tp
    state.turn_number = turn_number
    state.phase = phase
    state.cannot_send = cannot_send
    locks = [seat_of(x, n, "position.locks")
             for x in _seat_list(spec.get("locks"), "position.locks")]

    if exact:
        _set_engine_data(state, spec["engine"])
        state.locks = tuple(locks)
        return state
    if msg_spec is None:
        state.frames.append(Turn(phase))
    else:
        locks += [seat_of(x, n, "position.message.locks")
                  for x in _seat_list(msg_spec.get("locks"), "position.message.locks")]
        _build_message(state, msg_spec, message_card)
    for s in locks:
        if not players[s].alive:
            raise ValueError(f"position.locks: seat {seat_name(s)} is out of the game")
    state.locks = tuple(dict.fromkeys(locks))

    _check_zones(state)
    _check_settled(state)
    if advance:
        from .flow import advance as run
        run(state)
    return state


# -- exact positions: the way back from a state ------------------------------------------
def to_position(state: GameState) -> dict:
    """The exact position of ``state``: a spec (JSON-ready: lists, dicts, str, int, bool,
    None) from which :func:`from_position` builds a state with the same :meth:`GameState.hash`.

    Seats, zones, turn and phase are written as readable keys (cards by id, ``c23``; the deck
    top first); what no readable key says — the RNG, the frames, the response stack, the
    message in transit, the pending decision (options in notation), marks, deaths and the end —
    goes under ``engine``, as the engine holds it (a StackItem as ``{"StackItem": [fields]}``,
    tuples as lists)."""
    c = state.config
    spec: dict = {"edition": c.deck, "max_turns": c.max_turns}
    if c.identity_table != "standard":
        spec["identity_table"] = c.identity_table
    if c.roles:
        spec["roles"] = True
    if c.role_pool:
        spec["role_pool"] = list(c.role_pool)
    elif c.roles:
        spec["role_set"] = c.role_set
    players = []
    for p in state.players:
        ps = {"identity": p.identity, "hand": [f"c{x}" for x in p.hand],
              "messages": [f"c{x}" for x in p.messages], "alive": p.alive, "lost": p.lost}
        if p.role is not None:
            ps.update(role=p.role, face_up=p.face_up, role_seen=p.role_seen)
        ps["identity_revealed"] = p.identity_revealed
        if c.player_genders and c.player_genders[p.seat]:
            ps["gender"] = c.player_genders[p.seat]
        players.append(ps)
    d = state.pending
    spec.update(
        players=players, turn=seat_name(state.turn_player), turn_number=state.turn_number,
        phase=state.phase, deck=[f"c{x}" for x in reversed(state.deck)],
        discard=[f"c{x}" for x in state.discard], removed=[f"c{x}" for x in state.removed],
        locks=[seat_name(x) for x in state.locks], cannot_send=state.cannot_send,
        engine={
            "rng": state.rng, "step": state.step, "next_uid": state.next_uid,
            "roles_in_play": state.roles_in_play,
            "frames": [_encode(dict(f.items())) for f in state.frames],
            "stack": _encode(state.stack), "message": _encode(state.message),
            "pending": None if d is None else {
                "seat": d.seat, "kind": d.kind, "prompt": d.prompt,
                "options": [list(o) for o in d.options]},
            "marks": _encode(state.marks), "deaths": _encode(state.deaths),
            "over": state.over, "winners": list(state.winners), "declarer": state.declarer,
            "end_reason": state.end_reason})
    if state.show_windows:
        spec["engine"].update(show_windows=True, window_shown=state.window_shown,
                              point_effects=list(state.point_effects))
    return spec


def _encode(x):
    if isinstance(x, StackItem):
        return {"StackItem": list(x)}
    if isinstance(x, (list, tuple)):
        return [_encode(v) for v in x]
    if isinstance(x, dict):
        return {k: _encode(v) for k, v in x.items()}
    return x


def _decode(x, where: str):
    """Engine data from its JSON form: lists are tuples (frames, marks and the message hold
    only immutable values: a clone copies them shallowly)."""
    if isinstance(x, list):
        return tuple(_decode(v, f"{where}[{i}]") for i, v in enumerate(x))
    if isinstance(x, dict):
        if set(x) == {"StackItem"}:
            fields = x["StackItem"]
            if not isinstance(fields, list) or len(fields) != len(StackItem._fields):
                raise ValueError(f"{where}: a StackItem is [{', '.join(StackItem._fields)}]")
            return StackItem._make(fields)
        if not all(isinstance(k, str) for k in x):
            raise ValueError(f"{where}: keys must be text")
        return {k: _decode(v, f"{where}.{k}") for k, v in x.items()}
    if x is None or isinstance(x, (bool, int, str)):
        return x
    raise ValueError(f"{where}: {x!r} is not engine data (lists, mappings, text, integers, "
                     f"true/false, null)")


def _int(value, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where} must be an integer, got {value!r}")
    return value


def _option(fields, where: str):
    from .decisions import Option
    if (not isinstance(fields, list) or len(fields) != len(Option._fields)
            or not all(isinstance(v, t) and not (t is int and isinstance(v, bool))
                       for v, t in zip(fields, (str, int, str, int, int)))):
        raise ValueError(f"{where}: an option is [kind, card, func, seat, ref], got {fields!r}")
    return Option._make(fields)


def _set_engine_data(state: GameState, e: dict) -> None:
    """Set what ``engine`` gives (see :func:`to_position`) and check the cards' zones."""
    from .decisions import Decision
    from .frames import KINDS
    from .window import SHOWN
    missing = [k for k in ENGINE_KEYS if k not in e]
    if missing:
        raise ValueError(f"position.engine: missing {', '.join(missing)}")
    state.rng = _int(e["rng"], "position.engine.rng")
    if not 0 <= state.rng < 2**64:
        raise ValueError("position.engine.rng must be a 64-bit state (0 ≤ rng < 2^64)")
    state.step = _int(e["step"], "position.engine.step")
    state.next_uid = _int(e["next_uid"], "position.engine.next_uid")
    state.roles_in_play = _bool(e["roles_in_play"], "position.engine.roles_in_play")
    state.over = _bool(e["over"], "position.engine.over")
    frames = e["frames"]
    if not isinstance(frames, list) or not all(isinstance(f, dict) for f in frames):
        raise ValueError("position.engine.frames must be a list of frames (mappings)")
    state.frames = []
    for i, f in enumerate(frames):
        where = f"position.engine.frames[{i}]"
        fields = _decode(f, where)
        cls = KINDS.get(fields.pop("kind", None))
        if cls is None:
            raise ValueError(f"{where}: unknown kind {f.get('kind')!r}")
        try:
            state.frames.append(cls.build(fields))
        except ValueError as e:
            raise ValueError(f"{where}: {e}") from None
    stack = _decode(e["stack"], "position.engine.stack")
    if not isinstance(stack, tuple) or not all(isinstance(i, StackItem) for i in stack):
        raise ValueError("position.engine.stack must be a list of StackItems")
    state.stack = list(stack)
    message = _decode(e["message"], "position.engine.message")
    if message is not None and not isinstance(message, dict):
        raise ValueError("position.engine.message must be a mapping or null")
    state.message = message
    marks = _decode(e["marks"], "position.engine.marks")
    if not isinstance(marks, dict):
        raise ValueError("position.engine.marks must be a mapping")
    state.marks = marks
    state.deaths = _decode(e["deaths"], "position.engine.deaths")
    state.winners = _decode(e["winners"], "position.engine.winners")
    declarer = e["declarer"]
    state.declarer = None if declarer is None else _int(declarer, "position.engine.declarer")
    if not isinstance(e["end_reason"], str):
        raise ValueError("position.engine.end_reason must be text")
    state.end_reason = e["end_reason"]
    state.show_windows = _bool(e.get("show_windows", False), "position.engine.show_windows")
    state.window_shown = _bool(e.get("window_shown", False), "position.engine.window_shown")
    effects = e.get("point_effects", [])
    if not isinstance(effects, list) or not all(type(x) is int for x in effects):
        raise ValueError("position.engine.point_effects must be a list of frame depths")
    state.point_effects = tuple(effects)
    d = e["pending"]
    if d is not None:
        _check_keys(d, ("seat", "kind", "prompt", "options"), "position.engine.pending")
        options = tuple(_option(o, f"position.engine.pending.options[{i}]") for i, o in
                        enumerate(_card_list(d.get("options"), "position.engine.pending.options")))
        shown = state.show_windows and d.get("kind") == SHOWN and d.get("seat") == -1
        if not options and not shown:   # a shown round or point is nobody's and has none
            raise ValueError("position.engine.pending.options: a decision has options")
        state.pending = Decision(-1 if shown else
                                 seat_of(d.get("seat"), state.n, "position.engine.pending.seat"),
                                 str(d.get("kind")), options, str(d.get("prompt", "")))
    if (state.pending is None) != state.over:
        raise ValueError("position.engine: a decision is pending exactly while the game is "
                         "not over")
    placed = sorted(c for cards in state.zones().values() for c in cards)
    if placed != list(range(len(state.cards))):
        raise ValueError("position: every card must be in exactly one zone (hands, messages, "
                         "deck, discard, removed, or the engine's message, stack and effects)")


def _seat_list(value, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list of seats, got {value!r}")
    return value


def _build_message(state, ms: dict, card: int) -> None:
    """The turn frame, message frame (and window) and ``state.message`` exactly as
    turn._answer → message.start_message → message._run leave them at the given step."""
    from .window import first_to_act
    n = state.n
    players = state.players
    tp = state.turn_player
    sender = seat_of(ms.get("sender", tp), n, "position.message.sender")
    if sender != tp:
        raise ValueError("position.message.sender: only the turn player sends a message "
                         f"(turn player is {seat_name(tp)})")
    transmission = ms.get("transmission", state.cards[card].transmission)
    transmission = TRANSMISSION_NAMES.get(transmission, transmission)
    if transmission not in (SECRET, DIRECT, TEXT):
        raise ValueError(f"position.message.transmission: unknown {transmission!r}")
    target = -1
    if transmission == DIRECT:
        if "target" not in ms:
            raise ValueError("position.message: a 直达 message needs a 'target'")
        target = seat_of(ms["target"], n, "position.message.target")
        if target == sender:
            raise ValueError("position.message.target: a 直达 goes to another player")
    elif "target" in ms:
        raise ValueError("position.message.target: only a 直达 message has a target")
    holder = seat_of(ms.get("holder", sender), n, "position.message.holder")
    step = ms.get("step", TRANSMIT)
    if step not in MESSAGE_STEPS:
        raise ValueError(f"position.message.step must be one of {', '.join(MESSAGE_STEPS)}, "
                         f"got {step!r}")
    if step != TRANSMIT and not players[holder].alive:
        raise ValueError(f"position.message.holder: seat {seat_name(holder)} is out of the game; "
                         f"a message can only arrive at a living player")
    if transmission == DIRECT and holder not in (sender, target):
        raise ValueError("position.message.holder: a 直达 message is only ever at its sender "
                         "or its target")
    direction = ms.get("direction", 1)
    direction = {"right": 1, "left": -1}.get(direction, direction)
    if direction not in (1, -1):
        raise ValueError(f"position.message.direction must be 1 (right) or -1 (left), "
                         f"got {direction!r}")
    hops = ms.get("hops", 0 if (holder == sender and step == TRANSMIT) else 1)
    if not isinstance(hops, int) or isinstance(hops, bool) or hops < 0:
        raise ValueError(f"position.message.hops must be a non-negative integer, got {hops!r}")
    if holder == sender and step == TRANSMIT and hops:
        raise ValueError("position.message: back at its sender the message is taken, it is "
                         "not passed on (hops must be 0 when the sender holds it at transmit)")
    if holder != sender and hops == 0:
        raise ValueError("position.message.hops: the message has moved, hops must be ≥ 1")
    lured = tuple(dict.fromkeys(seat_of(x, n, "position.message.lured")
                                for x in _seat_list(ms.get("lured"), "position.message.lured")))
    seen_by = tuple(dict.fromkeys(
        [sender] + [seat_of(x, n, "position.message.seen_by")
                    for x in _seat_list(ms.get("seen_by"), "position.message.seen_by")]))
    returned = _bool(ms.get("returned", False), "position.message.returned")
    if returned and step != RECEIVE_STEP:
        raise ValueError("position.message.returned: only meaningful at step receive (the "
                         "退回 just resolved, the holder does not get to take it)")
    state.frames.append(Turn(PLAY_2))
    state.phase = SEND_MESSAGE
    state.message = {"card": card, "sender": sender, "transmission": transmission,
                     "target": target, "holder": holder, "direction": direction,
                     "lured": lured, "seen_by": seen_by, "face_up": transmission == TEXT,
                     "returned": returned, "hops": hops}
    if step == TRANSMIT:
        state.frames.append(Message(TRANSMIT))
    else:
        state.frames.append(Message("receive"))
        if step == ARRIVE:
            # Pushed as it is: the position is not complete yet (locks), and its first run
            # (advance) decides who is asked.
            state.frames.append(Window(ARRIVE, first_to_act(state)))


def _check_settled(state) -> None:
    """A position cannot hold what the rules would already have resolved: a living player
    with three fakes is dead, one with three of their faction's colour has won."""
    from .victory import meets_condition
    for p in state.players:
        if p.alive and state.black_count(p.seat) >= 3:
            raise ValueError(f"position.players.{seat_name(p.seat)}: a living player cannot hold "
                             f"three or more fake messages (they would be dead)")
        if meets_condition(state, p.seat):
            raise ValueError(f"position.players.{seat_name(p.seat)}: already holds three of "
                             f"their faction's colour (the game would be over)")


def _check_zones(state) -> None:
    """Every card of the edition in exactly one zone (an internal invariant of the builder)."""
    seen: list[int] = list(state.deck) + state.discard + state.removed
    for p in state.players:
        seen += list(p.hand) + p.messages
    if state.message is not None:
        seen.append(state.message["card"])
    if sorted(seen) != list(range(len(state.cards))):
        raise RuntimeError("position builder lost or duplicated a card (a bug in position.py)")


__all__ = ["CardQuery", "from_position", "parse_card", "describe_card", "seat_of", "seat_name",
           "to_position"]
