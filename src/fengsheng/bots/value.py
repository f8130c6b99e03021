"""A learned value of a table for the search bot: each seat's chance of winning, by logistic
regression on features of the table, fitted from heuristic@5 self-play (issue 14, fifth
session; ``benchmarks/fit_value.py``, docs/bots.md "The search bot").

The search scores a rollout that has not ended by this value (``ISMCTSBot(value="learned")``)
instead of the hand-set :func:`fengsheng.bots.ismcts.evaluate`. It reads a *determinised*
state (every fact in it either seen by the searching seat or sampled from its beliefs), never
the real game: it is a function of the table it is given.

Features, from one seat's side (its faction's colour is "own", the other faction's "enemy"):
per side, the best living member's messages of its colour (one-hot 1, 2+), all living
members' count of it, members with two blacks or more, the sum of blacks, living and dead
members, cards in living members' hands; the seat itself (alive, its colour, one and two
blacks, hand); whose turn starts (the seat, an ally, an enemy); two interactions (a side
one message from winning and its turn) and the turn number. A 打酱油的 has its own weights
and features (the dead, its own blacks, how near each faction is to winning). Weights are
fitted separately for games without and with role cards (``value_weights.json``).
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources

from ..cards.deck import BLUE, BYSTANDER, MILITARY, RED, UNDERGROUND

COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}
ENEMY = {UNDERGROUND: MILITARY, MILITARY: UNDERGROUND}

FACTION_FEATURES = (
    "bias",
    "own_best1", "own_best2", "own_count", "own_two_blacks", "own_blacks", "own_alive",
    "own_dead", "own_hand",
    "enemy_best1", "enemy_best2", "enemy_count", "enemy_two_blacks", "enemy_blacks",
    "enemy_alive", "enemy_dead", "enemy_hand",
    "self_alive", "self_count", "self_black1", "self_black2", "self_hand",
    "turn_self", "turn_ally", "turn_enemy", "own_best2_turn", "enemy_best2_turn",
    "bystanders_alive", "turn_number",
)
BYSTANDER_FEATURES = (
    "bias", "self_alive", "self_black1", "self_black2", "self_hand", "dead",
    "red_best2", "blue_best2", "red_best1", "blue_best1", "two_blacks", "turn_self",
    "turn_number",
)


def _tally(state):
    """Per seat: (alive, identity, own-colour count, blacks, hand size), and the seat whose
    turn it is."""
    rows = []
    for p in state.players:
        colour = COLOUR.get(p.identity)
        count = state.colour_count(p.seat, colour) if colour else 0
        rows.append((p.alive, p.identity, count, state.black_count(p.seat), len(p.hand)))
    return rows


def _side(rows, faction):
    best = count = two = blacks = alive = dead = hand = 0
    for a, ident, c, b, h in rows:
        if ident != faction:
            continue
        if not a:
            dead += 1
            continue
        alive += 1
        best = max(best, c)
        count += c
        two += b >= 2
        blacks += b
        hand += h
    return (best == 1, best >= 2, count, two, blacks, alive, dead, hand)


def faction_features(rows, seat: int, turn_player: int, turn_number: int) -> list[float]:
    """The features of :data:`FACTION_FEATURES` for ``seat`` (of a faction)."""
    alive, ident, count, blacks, hand = rows[seat]
    own, enemy = _side(rows, ident), _side(rows, ENEMY[ident])
    t_ident = rows[turn_player][1]
    turn_self = turn_player == seat
    turn_ally = not turn_self and t_ident == ident
    turn_enemy = t_ident == ENEMY[ident]
    bystanders = sum(1 for a, i, *_ in rows if a and i == BYSTANDER)
    return [1.0, *own, *enemy, alive, count, blacks == 1, blacks >= 2, hand,
            turn_self, turn_ally, turn_enemy, own[1] and (turn_self or turn_ally),
            enemy[1] and turn_enemy, bystanders, min(turn_number, 30) / 10]


def bystander_features(rows, seat: int, turn_player: int, turn_number: int) -> list[float]:
    """The features of :data:`BYSTANDER_FEATURES` for ``seat`` (a 打酱油的, or a seat without
    an identity card)."""
    alive, _, _, blacks, hand = rows[seat]
    red, blue = _side(rows, UNDERGROUND), _side(rows, MILITARY)
    dead = sum(1 for r in rows if not r[0])
    two = sum(1 for r in rows if r[0] and r[3] >= 2)
    return [1.0, alive, blacks == 1, blacks >= 2, hand, dead, red[1], blue[1], red[0],
            blue[0], two, turn_player == seat, min(turn_number, 30) / 10]


def features(state, seat: int) -> tuple[str, list[float]]:
    """("faction" or "bystander", the seat's feature vector) for ``state``."""
    rows = _tally(state)
    if rows[seat][1] in COLOUR:
        return "faction", faction_features(rows, seat, state.turn_player, state.turn_number)
    return "bystander", bystander_features(rows, seat, state.turn_player, state.turn_number)


@lru_cache(maxsize=1)
def weights() -> dict:
    """{'off'|'on': {'faction': [...], 'bystander': [...]}} from ``value_weights.json``."""
    text = resources.files(__package__).joinpath("value_weights.json").read_text("utf-8")
    data = json.loads(text)
    for table in data["weights"].values():
        assert len(table["faction"]) == len(FACTION_FEATURES)
        assert len(table["bystander"]) == len(BYSTANDER_FEATURES)
    return data["weights"]


def _logit(w, x) -> float:
    z = sum(a * b for a, b in zip(w, x))
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def learned_value(state) -> list[float]:
    """Each seat's chance of winning (finished game: 1 for the winners, 0 for the others),
    by the fitted logistic model of the table's features."""
    if state.over:
        won = set(state.winners)
        return [1.0 if p.seat in won else 0.0 for p in state.players]
    table = weights()["on" if state.config.roles else "off"]
    rows = _tally(state)
    out = []
    for seat, row in enumerate(rows):
        if row[1] in COLOUR:
            x = faction_features(rows, seat, state.turn_player, state.turn_number)
            out.append(_logit(table["faction"], x))
        else:
            x = bystander_features(rows, seat, state.turn_player, state.turn_number)
            out.append(_logit(table["bystander"], x))
    return out


__all__ = ["BYSTANDER_FEATURES", "FACTION_FEATURES", "features", "learned_value", "weights"]
