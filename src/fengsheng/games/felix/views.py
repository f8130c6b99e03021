"""``observe(state, seat)``: the only way information leaves a 菲力猫 state.

Public: the face-up cards of the row and which seat committed each slot; the mice on the mouse
cards and the bank; every bid, who holds the high bid, who has passed; hand sizes; the history
of the rounds (the rows when fully turned up, who took what for how much, what went to the
box) and the won piles (every seat saw them taken: the view gives each seat perfect recall,
F9). Private: your own hand, your own card in the row and your own mice (mice are secret,
§1.2 step 3). Never shown: other hands, other seats' mice before the end, face-down cards of
the row, the dummy stack, and the cards removed at setup (not even to their owner). At the
end the scores and everyone's mice are public.

``reveal_all(state)`` shows everything, for the all-visible replay (全部公开) of a finished
game only: never a live seat's or spectator's view.
"""
from __future__ import annotations

from .cards import SET_SIZE
from .notation import card_text, format_option
from .scoring import cat_points, outcome
from .state import FelixState

def observe(s: FelixState, seat: int | None) -> dict:
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < s.players):
        raise ValueError(f"seat must be None or 0..{s.players - 1}, not {seat!r}")
    p = s.pending
    obs = {
        "game": "felix", "players": s.players, "seat": seat, "round": s.round,
        "phase": s.phase, "start": s.start, "over": s.over,
        "row": [{"slot": i, "owner": s.owners[i], "up": s.up[i],
                 "card": s.row[i] if s.up[i] or s.owners[i] == seat else None}
                for i in range(len(s.row))],
        "row_size": len(s.owners), "mouse_cards": list(s.mouse_cards),
        "on_cards": list(s.on_cards), "bank": s.bank, "high": s.high,
        "table": [{"seat": q, "hand_size": len(s.hands[q]), "bid": s.bids[q],
                   "passed": s.passed[q], "won": list(s.won[q]),
                   "cat_points": cat_points(s, q)} for q in range(s.players)],
        "box": list(s.box), "dummy_size": len(s.dummy),
        "history": [{k: list(v) if isinstance(v, list) else v for k, v in h.items()}
                    for h in s.history],
        "pending": None if p is None else {"seat": p.seat, "kind": p.kind,
                                           "yours": p.seat == seat},
    }
    if seat is not None:
        obs["you"] = {"hand": [c % SET_SIZE for c in s.hands[seat]], "mice": s.mice[seat],
                      "colour": seat}
        if p is not None and p.seat == seat:
            obs["pending"]["options"] = [list(o) for o in p.options]
    if s.over:
        obs["outcome"] = outcome(s)
        obs["mice"] = list(s.mice)
    return obs


def reveal_all(s: FelixState) -> dict:
    """A spectator's view with nothing hidden: every card of the row (the dummy's face-down card
    too), every hand, every seat's mice, the dummy stack (top first) and the removed cards (card
    ids, as in the row); the pending options."""
    obs = observe(s, None)
    for r, card in zip(obs["row"], s.row):
        r["card"] = card
    obs["hands"] = [list(h) for h in s.hands]
    obs["mice"] = list(s.mice)
    obs["dummy"] = s.dummy[::-1]
    obs["removed"] = list(s.removed)
    if s.pending is not None:
        obs["pending"]["options"] = [list(o) for o in s.pending.options]
    return obs


def facts(s: FelixState) -> dict:
    """Everything, for scenario expectations, ``replay --all`` and debugging (never a player's
    view). Cards as ``KIND/COLOUR`` text; piles sorted."""
    def texts(cards):
        return sorted(card_text(c) for c in cards)
    p = s.pending
    return {
        "round": s.round, "phase": s.phase, "start": s.start, "over": s.over,
        "mice": list(s.mice), "bids": list(s.bids), "high": s.high, "bank": s.bank,
        "on_cards": list(s.on_cards), "passed": list(s.passed),
        "hands": {q: texts(h) for q, h in enumerate(s.hands)},
        "row": [card_text(c) for c in s.row], "up": list(s.up),
        "won": {q: texts(w) for q, w in enumerate(s.won)}, "box": texts(s.box),
        "removed": texts(s.removed), "dummy": [card_text(c) for c in reversed(s.dummy)],
        "pending": None if p is None else {"seat": p.seat, "kind": p.kind,
                                           "options": [format_option(o) for o in p.options]},
        **({"scores": outcome(s)["scores"], "winners": outcome(s)["winners"]} if s.over else {}),
    }
