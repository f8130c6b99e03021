"""Setup for 3, 4 and 5 players (felix.md §1.2)."""
from __future__ import annotations

from ..api import ConfigError
from ..rng import below, check_seed, shuffle
from . import rounds
from .cards import BANK, DUMMY_COLOUR, MOUSE_CARDS, PLAYER_COUNTS, SET_SIZE, START_MICE
from .state import COMMIT, FelixState


def check_config(config: dict) -> dict:
    """The configuration with defaults filled in: ``players`` (3-5) and ``start`` (the start
    player's seat, or None to draw it with the game's RNG). Raises ConfigError."""
    unknown = set(config) - {"players", "start"}
    if unknown:
        raise ConfigError(f"unknown 菲力猫 option(s): {', '.join(sorted(unknown))}")
    players = config.get("players", 4)
    if isinstance(players, bool) or players not in PLAYER_COUNTS:
        raise ConfigError(f"菲力猫 is for 3 to 5 players, not {players!r}")
    start = config.get("start")
    if start is not None and (isinstance(start, bool) or not isinstance(start, int)
                              or not 0 <= start < players):
        raise ConfigError(f"start must be a seat from 0 to {players - 1}, not {start!r}")
    return {"players": players, "start": start}


def new_state(config: dict, seed: int) -> FelixState:
    """A new game, run up to its first decision (the start player's first card)."""
    config = check_config(config)
    rng = check_seed(seed)
    n = config["players"]
    s = FelixState()
    s.players, s.seed = n, seed
    # Step 2: each seat's left-hand neighbour (the next seat clockwise) draws one card of its
    # set at random and boxes it unseen (F1).
    s.hands, s.removed = [], []
    for seat in range(n):
        hand = list(range(seat * SET_SIZE, (seat + 1) * SET_SIZE))
        rng, i = below(rng, SET_SIZE)
        s.removed.append(hand.pop(i))
        s.hands.append(hand)
    # Step 8 (3 players): a fourth colour, shuffled, one card removed unseen, 9 face down.
    s.dummy = []
    if n == 3:
        s.dummy = list(range(DUMMY_COLOUR * SET_SIZE, (DUMMY_COLOUR + 1) * SET_SIZE))
        rng = shuffle(rng, s.dummy)
        s.removed.append(s.dummy.pop())
    # Steps 3-5: 15 secret mice each; the bank of the table; the first fill of the mouse cards.
    s.mice = [START_MICE] * n
    s.mouse_cards = MOUSE_CARDS[n]
    s.on_cards = list(s.mouse_cards)
    s.bank = BANK[n] - sum(s.mouse_cards)
    # Step 7: the start player, drawn with the game's RNG unless the configuration names one.
    if config["start"] is None:
        rng, s.start = below(rng, n)
    else:
        s.start = config["start"]
    s.rng = rng
    s.round, s.phase, s.turn, s.step, s.over = 1, COMMIT, s.start, 0, False
    s.row, s.owners, s.up = [], [], []
    s.bids, s.passed, s.high = [0] * n, [False] * n, 0
    s.won, s.box, s.history = [[] for _ in range(n)], [], []
    s.pending = None
    s.events = [{"type": "setup", "players": n, "start": s.start, "bank": s.bank,
                 "mouse_cards": list(s.mouse_cards)}]
    rounds.begin_round(s)
    return s
