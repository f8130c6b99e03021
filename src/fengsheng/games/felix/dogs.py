"""The dogs, resolved when the sack is won, before the cards are taken (felix.md §1.4).

- no dog: the winner takes every card;
- two or more dogs of any mix: every dog goes to the box;
- exactly one dog: it chases away one cat, and both go to the box. The large dog chases the cat
  of the highest value (the highest positive; with none, −5 before −8), the small dog the cat of
  the lowest value (−8 first; with no negative, the lowest positive). The rabbit is not a cat
  and is never chased; with no cat at all only the dog leaves (F5).
"""
from __future__ import annotations

from .cards import LARGE_DOG, is_cat, is_dog, kind, value


def resolve(row: list[int]) -> tuple[list[int], list[int], int | None]:
    """``(kept, boxed, chased)``: the cards the winner takes, those that go to the box, and the
    cat the lone dog chased (None if none)."""
    dogs = [c for c in row if is_dog(c)]
    rest = [c for c in row if not is_dog(c)]
    if len(dogs) != 1:
        return rest, dogs, None
    cats = [c for c in rest if is_cat(c)]
    if not cats:
        return rest, dogs, None
    # Of equal values the first in the row goes; which copy does not change any score.
    pick = max if kind(dogs[0]) == LARGE_DOG else min
    chased = pick(cats, key=value)
    rest.remove(chased)
    return rest, dogs + [chased], chased
