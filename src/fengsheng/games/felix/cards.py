"""菲力猫's components and the numbers that depend on the player count (felix.md §1.1–1.2).

A card id is ``colour * 10 + kind``. Every colour holds the same ten kinds; seat ``s`` plays
colour ``s``, and with 3 players colour 3 is the dummy stack.
"""
from __future__ import annotations

# The ten kinds of one colour set, in this order: kind index -> id in notation.
KINDS = ("-8", "-5", "3", "5", "8", "11", "15", "rabbit", "large_dog", "small_dog")
CAT_VALUES = (-8, -5, 3, 5, 8, 11, 15)      # kinds 0-6 are the cats, by value
RABBIT, LARGE_DOG, SMALL_DOG = 7, 8, 9
SET_SIZE = 10
ROUNDS = 9                                   # one card of the 9 left per round
START_MICE = 15

# players -> values of the mouse cards in the row, left to right (the sack card is left of them)
MOUSE_CARDS = {3: (3, 6), 4: (2, 4, 6), 5: (2, 3, 4, 6)}
# players -> the bank at setup, including the first fill of the mouse cards
BANK = {3: 21, 4: 27, 5: 33}
PLAYER_COUNTS = tuple(sorted(MOUSE_CARDS))
DUMMY_COLOUR = 3                             # the fourth colour, used only with 3 players


def kind(card: int) -> int:
    return card % SET_SIZE


def colour(card: int) -> int:
    return card // SET_SIZE


def is_cat(card: int) -> bool:
    return card % SET_SIZE < len(CAT_VALUES)


def is_dog(card: int) -> bool:
    return card % SET_SIZE >= LARGE_DOG


def value(card: int) -> int:
    """The points a won card scores: a cat's value; 0 for the rabbit (dogs are never won)."""
    k = card % SET_SIZE
    return CAT_VALUES[k] if k < len(CAT_VALUES) else 0


def total_mice(players: int) -> int:
    """Mice in play for the whole game (felix.md §1.8 conservation): 66 / 87 / 108."""
    return START_MICE * players + BANK[players]


def total_cards(players: int) -> int:
    """Pet cards in play: one set per player, and the dummy's with 3 players."""
    return SET_SIZE * (players + (players == 3))
