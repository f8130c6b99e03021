"""The frame of a round: laying out the row, and what follows an auction (the refill, the next
round, the end after the 9th) (felix.md §1.3 steps 1 and 6, §1.6)."""
from __future__ import annotations

from . import commit, scoring
from .cards import ROUNDS
from .state import COMMIT, OVER, FelixState


def begin_round(s: FelixState) -> None:
    """Slot 0 is under the sack card: the start player's card, or with 3 players the dummy's top
    card (then the start player's in slot 1). The other players follow clockwise."""
    n = s.players
    seats = [(s.start + i) % n for i in range(n)]
    s.owners = ([-1] if s.dummy else []) + seats
    s.row = [s.dummy.pop()] if s.dummy else []
    s.up = [False] * len(s.owners)
    s.phase, s.high = COMMIT, 0
    s.bids, s.passed = [0] * n, [False] * n
    s.events.append({"type": "round", "round": s.round, "start": s.start,
                     "mouse_cards": list(s.on_cards)})
    commit.ask(s, s.start)


def end_round(s: FelixState, refill: bool, summary: dict) -> None:
    """After the row is taken or boxed. ``refill`` is False after everybody passed (§1.5);
    ``summary`` (who took the row, for how much, what the dogs did) goes into the public
    history of rounds."""
    # The history keeps its own lists: the summary's went out in the round's events.
    s.history.append({"round": s.round, "row": list(s.row), "owners": list(s.owners),
                      **{k: list(v) if isinstance(v, list) else v for k, v in summary.items()}})
    s.row, s.owners, s.up = [], [], []
    if s.round == ROUNDS:
        s.phase, s.over, s.pending, s.turn = OVER, True, None, -1
        s.events.append({"type": "game_over", **scoring.outcome(s)})
        return
    # Step 6: fill every mouse card up to its number from the bank, or none of them. Each
    # auction empties every mouse card (n-1 passes, n-1 cards), so a fill starts from zero.
    need = sum(s.mouse_cards)
    filled = refill and s.bank >= need
    if filled:
        s.bank -= need
        s.on_cards = list(s.mouse_cards)
    # Why the cards stay empty: everybody passed (§1.5), or the bank is short (step 6).
    s.events.append({"type": "refill", "filled": filled, "bank": s.bank,
                     "everybody_passed": not refill})
    s.round += 1
    begin_round(s)
