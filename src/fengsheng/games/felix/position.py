"""Build a 菲力猫 position at the start of any round from a plain description (scenarios and
rules tests; ``docs/scenario-format.md``, section 菲力猫)::

    {"players": 4, "start": 0,
     "hands": {0: ["15", "-5", "large_dog"], 1: [...], ...},   # kinds of the seat's own set
     "removed": {0: "rabbit"},            # the card drawn unseen from a set (optional)
     "dummy": ["11", "3", "-8"],          # 3 players: the dummy stack, top first
     "won": {2: ["8/1"]},                 # won piles, cards as KIND/COLOUR
     "mice": [15, 15, 15, 15], "bank": 15, "on_cards": [2, 4, 6]}

Every hand has the same size h, and the round is 10 - h (so 9 cards: round 1). A colour's
cards that are in no hand, won pile, dummy or ``removed`` were played in earlier rounds: they go
to the box (the first one missing is the removed card, unless ``removed`` names it). A
hand not given is filled with the first free cards of its colour. Mice
default to the setup's; whatever is given must keep the game's total (66 / 87 / 108), and the
mouse cards are all full or all empty, as every round starts.
Errors raise ValueError naming the key.
"""
from __future__ import annotations

from . import rounds, setup
from .cards import (BANK, DUMMY_COLOUR, MOUSE_CARDS, ROUNDS, SET_SIZE, START_MICE, is_dog,
                    total_mice)
from .notation import parse_card, parse_kind
from .state import FelixState


def build(spec: dict, seed: int = 0) -> FelixState:
    if not isinstance(spec, dict):
        raise ValueError("position: must be a mapping")
    known = {"players", "start", "hands", "removed", "dummy", "won", "mice", "bank", "on_cards"}
    if set(spec) - known:
        raise ValueError(f"position: unknown key(s) {', '.join(sorted(map(str, set(spec) - known)))}")
    config = setup.check_config({"players": spec.get("players", 4),
                                 "start": spec.get("start", 0)})
    n = config["players"]
    if "dummy" in spec and n != 3:
        raise ValueError("position.dummy: only with 3 players")
    s = setup.new_state(config, seed)           # then every zone is laid out again
    colours = list(range(n)) + ([DUMMY_COLOUR] if n == 3 else [])
    hands = _seat_map(spec.get("hands", {}), n, "hands")
    size = {len(h) for h in hands.values()} | ({len(spec["dummy"])} if "dummy" in spec else set())
    if len(size) > 1 or (size and not 1 <= min(size) <= ROUNDS):
        raise ValueError("position.hands: every hand (and the dummy) must hold the same number "
                         "of cards, 1 to 9")
    h = size.pop() if size else ROUNDS
    won = {seat: [_won(c, f"won.{seat}", len(colours)) for c in cards]
           for seat, cards in _seat_map(spec.get("won", {}), n, "won").items()}
    removed = spec.get("removed") or {}
    if not isinstance(removed, dict) or any(k not in colours or isinstance(k, bool)
                                            for k in removed):
        raise ValueError(f"position.removed: must map colours 0..{len(colours) - 1} to a kind")
    placed = [c for cards in won.values() for c in cards]
    s.hands, s.removed, s.box, s.dummy = [], [], [], []
    for col in colours:
        if col == DUMMY_COLOUR and n == 3:
            own = [col * SET_SIZE + _kind(k, "dummy") for k in spec.get("dummy", [])]
        else:
            own = [col * SET_SIZE + _kind(k, f"hands.{col}") for k in hands.get(col, [])]
        missing = [c for c in range(col * SET_SIZE, (col + 1) * SET_SIZE)
                   if c not in own and c not in placed]
        if len(set(own)) != len(own) or len(missing) + len(own) + sum(
                c // SET_SIZE == col for c in placed) != SET_SIZE:
            raise ValueError(f"position: a card of colour {col} is named twice")
        if not missing:
            raise ValueError(f"position: every card of colour {col} is placed; one must have "
                             f"been removed at setup")
        gone = col * SET_SIZE + _kind(removed[col], "removed") if col in removed else missing[0]
        if gone not in missing:
            raise ValueError(f"position.removed: {removed[col]} of colour {col} is not free")
        missing.remove(gone)
        if not own and not (n == 3 and col == DUMMY_COLOUR and "dummy" in spec):
            own, missing = missing[:h], missing[h:]
        if len(own) != h:
            raise ValueError(f"position: colour {col} has {len(own)} cards in hand, not {h}")
        s.removed.append(gone)
        s.box.extend(missing)
        if col == DUMMY_COLOUR and n == 3:
            s.dummy = own[::-1]              # the top card is the last of the list
        else:
            s.hands.append(sorted(own))
    s.won = [won.get(seat, []) for seat in range(n)]
    s.mice = _counts(spec.get("mice", [START_MICE] * n), "mice", n)
    s.on_cards = _counts(spec.get("on_cards", list(MOUSE_CARDS[n])), "on_cards",
                         len(MOUSE_CARDS[n]))
    s.bank = _counts(spec.get("bank", BANK[n] - sum(MOUSE_CARDS[n])), "bank")
    if s.on_cards not in (list(MOUSE_CARDS[n]), [0] * len(MOUSE_CARDS[n])):
        # Every auction empties them all and a refill fills all or none (felix.md §1.8).
        raise ValueError(f"position.on_cards: each mouse card is full or empty at the start of "
                         f"a round, all alike: {list(MOUSE_CARDS[n])} or all 0, not "
                         f"{s.on_cards}")
    if sum(s.mice) + s.bank + sum(s.on_cards) != total_mice(n):
        raise ValueError(f"position: mice + bank + on_cards must total {total_mice(n)} with {n} "
                         f"players, not {sum(s.mice) + s.bank + sum(s.on_cards)}")
    s.round = ROUNDS + 1 - h
    s.events = []
    rounds.begin_round(s)
    return s


def _seat_map(d, n: int, key: str) -> dict:
    if not isinstance(d, dict) or any(not isinstance(k, int) or not 0 <= k < n
                                      or not isinstance(v, list) for k, v in d.items()):
        raise ValueError(f"position.{key}: must map seats 0..{n - 1} to lists")
    return d


def _counts(value, key: str, n: int | None = None):
    """Mice: a whole number ≥ 0, or (``n`` given) a list of ``n`` of them."""
    values = value if n is not None and isinstance(value, list) and len(value) == n else \
        [value] if n is None else None
    if values is None or any(isinstance(m, bool) or not isinstance(m, int) or m < 0
                             for m in values):
        what = "a whole number" if n is None else f"a list of {n} whole numbers"
        raise ValueError(f"position.{key}: must be {what} ≥ 0, not {value!r}")
    return value if n is None else list(value)


def _kind(word, key: str) -> int:
    try:
        return parse_kind(str(word))
    except ValueError as e:
        raise ValueError(f"position.{key}: {e}") from None


def _won(text, key: str, colours: int) -> int:
    """A card of a colour in play that a won pile can hold: never a dog (felix.md §1.4)."""
    try:
        card = parse_card(str(text))
    except ValueError as e:
        raise ValueError(f"position.{key}: {e}") from None
    if not 0 <= card < colours * SET_SIZE:
        raise ValueError(f"position.{key}: {text!r} is not a card of a colour in play "
                         f"(0..{colours - 1})")
    if is_dog(card):
        raise ValueError(f"position.{key}: a dog is never won ({text!r}; felix.md §1.4)")
    return card
