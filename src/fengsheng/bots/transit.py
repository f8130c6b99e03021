"""A fitted model of the face-down message in transit, for the determiniser (issue 14, seventh
session; ``benchmarks/message_model.py`` fits it, docs/bots.md "Determinisation").

The search determinises an unseen message by drawing one of the unseen cards of its
transmission. Without a model each card weighs by its colour's relation to the sender's
sampled identity alone (``determinise.SENT_COLOUR_WEIGHT``). This model gives each card the
weight exp(θ_class · x): a multinomial logistic regression whose offset is the unseen cards'
mix, so P(class) ∝ (unseen cards of the class) × exp(θ_class · x), with ``x`` the public facts
of the message as the deciding seat knows them read under the *sampled* identities:

- the transmission (直达 or 密电; a 文本 is face up, never sampled);
- the relation to the sender (ally, enemy, 打酱油的) of the 直达's target, the current holder,
  a locked seat (锁定) and a lured one (调虎离山); the hops so far;
- the sender's messages on the table (one or two of its colour, its blacks), the target's and
  holder's nearness to winning or dying (two of the sender's colour, of the other, two blacks);
- what the seats that looked at it (破译, or the sender) did after: 截获 by an ally or an
  enemy of the sender, 识破 or 烧毁 used, a take declined; whether it was swapped (调包);
- the sender's hand size and the turn.

Classes: a faction sender's message is its own colour, the other faction's, or black (the
base); a 打酱油的's (or a seat without identity card) coloured or black. Weights are fitted
separately without and with role cards (``transit_weights.json``). :class:`TransitLog` reads
the events a seat is shown (``update``, as :class:`~fengsheng.bots.determinise.CardMemory`);
:meth:`TransitLog.colour_weights` reads only the observation, that record and the identities
it is given: never a hidden fact.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources

from ..cards.deck import (BLACK, BLUE, DIRECT, JIE_HUO, MILITARY, RED, SHAO_HUI, SHI_PO,
                          UNDERGROUND, deck)

COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}
OTHER = {RED: BLUE, BLUE: RED}
FEATURES = (
    "bias", "direct",
    "target_ally", "target_enemy", "target_bystander",
    "holder_self", "holder_ally", "holder_enemy", "holder_bystander",
    "locked_ally", "locked_enemy", "locked_bystander", "lured_ally", "lured_enemy",
    "hops",
    "sender_own1", "sender_own2", "sender_blacks",
    "target_own2", "target_other2", "target_blacks2",
    "holder_own2", "holder_other2", "holder_blacks2",
    "seer_ally_jie_huo", "seer_enemy_jie_huo", "seer_shi_po", "seer_shao_hui",
    "seer_declined", "swapped",
    "sender_hand", "turn",
)
# The classes with a weight vector each ("black" is the base, weight 0), per sender kind.
CLASSES = {"faction": ("own", "other"), "bystander": ("colour",)}
SETTINGS = ("off", "on")


class TransitLog:
    """What one seat was shown about the message in transit beyond its observation: who
    looked at it (破译) and what those seats did after (cards used, a take declined), and
    whether it was swapped. ``update(observation, events)`` must see every event batch the
    seat is shown, in order."""

    def __init__(self, seat: int):
        self.seat = seat
        self.cards = None
        self.seers: set[int] = set()
        self.acts: list[tuple[int, str]] = []   # (seat that had seen it, act)
        self.swapped = False

    def fork(self) -> "TransitLog":
        """An independent copy (a rollout's bot plays on with it)."""
        clone = TransitLog(self.seat)
        clone.cards, clone.seers, clone.acts = self.cards, set(self.seers), list(self.acts)
        clone.swapped = self.swapped
        return clone

    def update(self, observation: dict, events: list[dict]) -> None:
        if self.cards is None:
            self.cards = deck(observation["config"].get("deck", "standard"))
        for ev in events:
            t = ev["type"]
            if t == "message_sent":
                self.seers = {ev["seat"]}
                self.acts = []
                self.swapped = False
            elif t == "decrypted":
                self.seers.add(ev["seat"])
            elif t == "used" and ev["seat"] in self.seers:
                self.acts.append((ev["seat"], ev["func"]))
            elif t == "declined" and ev["seat"] in self.seers:
                self.acts.append((ev["seat"], "declined"))
            elif t == "message_swapped":
                self.swapped = True

    def features(self, observation: dict, identities) -> tuple[str, list[float]]:
        """("faction" or "bystander", the :data:`FEATURES` of the message in transit) under
        ``identities`` (one per seat, e.g. a sample of the beliefs)."""
        m = observation["message"]
        players = observation["players"]
        sender = m["sender"]
        ident = identities[sender]
        own = COLOUR.get(ident)
        kind = "faction" if own else "bystander"
        cards = self.cards

        def rel(s):
            """0 self, 1 ally, 2 enemy, 3 打酱油的 (or no identity) for the sender."""
            if s == sender:
                return 0
            other = identities[s]
            if own and other == ident:
                return 1
            return 2 if other in COLOUR else 3

        def counts(s):
            o = b = x = 0
            for c in players[s]["messages"]:
                col = cards[c].colour
                if col == BLACK:
                    b += 1
                elif own is None or col == own:
                    o += 1
                else:
                    x += 1
            return o, x, b

        x = [0.0] * len(FEATURES)
        x[0] = 1.0
        x[1] = m["transmission"] == DIRECT
        target = m["target"]
        if m["transmission"] == DIRECT and target is not None and target != sender:
            r = rel(target)
            x[1 + r] = 1.0          # target_ally / enemy / bystander
            o, xo, b = counts(target)
            x[18], x[19], x[20] = o >= 2, xo >= 2, b >= 2
        holder = m["holder"]
        x[5 + rel(holder)] = 1.0    # holder_self / ally / enemy / bystander
        if holder != sender:
            o, xo, b = counts(holder)
            x[21], x[22], x[23] = o >= 2, xo >= 2, b >= 2
        for s in observation["locks"]:
            r = rel(s)
            if r:
                x[8 + r] = 1.0      # locked_ally / enemy / bystander
        for s in m["lured"]:
            r = rel(s)
            if r in (1, 2):
                x[11 + r] = 1.0     # lured_ally / enemy
        x[14] = min(m["hops"], 4) / 4
        o, _, b = counts(sender)
        x[15], x[16], x[17] = o == 1, o >= 2, min(b, 2)
        for s, act in self.acts:
            r = rel(s)
            if act == JIE_HUO and r in (0, 1):
                x[24] = 1.0
            elif act == JIE_HUO and r == 2:
                x[25] = 1.0
            elif act == SHI_PO:
                x[26] = 1.0
            elif act == SHAO_HUI:
                x[27] = 1.0
            elif act == "declined":
                x[28] = 1.0
        x[29] = self.swapped
        x[30] = min(players[sender]["hand_count"], 8) / 8
        x[31] = min(observation["turn"], 30) / 10
        return kind, x

    def colour_weights(self, observation: dict, identities) -> dict[str, float]:
        """Weight of an unseen card of each colour (red, blue, black) as the message in
        transit, under ``identities``: exp(θ_class · x) by the fitted weights."""
        kind, x = self.features(observation, identities)
        table = weights()["on" if observation["config"].get("roles") else "off"][kind]
        logits = [sum(a * b for a, b in zip(w, x)) for w in table]
        ident = identities[observation["message"]["sender"]]
        own = COLOUR.get(ident)
        if own:
            return {own: _exp(logits[0]), OTHER[own]: _exp(logits[1]), BLACK: 1.0}
        return {RED: _exp(logits[0]), BLUE: _exp(logits[0]), BLACK: 1.0}


def _exp(z: float) -> float:
    return math.exp(max(-30.0, min(30.0, z)))


def check(data) -> dict:
    """The ``weights`` table of a parsed ``transit_weights.json``; ValueError naming what is
    wrong if it is not {'features': FEATURES, 'weights': {'off'|'on': {'faction': 2 rows,
    'bystander': 1 row}}} of finite numbers, one per feature."""
    if not isinstance(data, dict) or "weights" not in data or "features" not in data:
        raise ValueError("transit weights: expected an object with 'features' and 'weights'")
    if list(data["features"]) != list(FEATURES):
        raise ValueError(f"transit weights: features {data['features']!r} are not the "
                         f"model's {list(FEATURES)!r} (refit: benchmarks/message_model.py)")
    table = data["weights"]
    if not isinstance(table, dict) or set(table) != set(SETTINGS):
        raise ValueError(f"transit weights: 'weights' must have exactly the settings "
                         f"{SETTINGS}, got {list(table) if isinstance(table, dict) else table!r}")
    for setting, kinds in table.items():
        if not isinstance(kinds, dict) or set(kinds) != set(CLASSES):
            raise ValueError(f"transit weights: weights[{setting!r}] must have the sender "
                             f"kinds {tuple(CLASSES)}")
        for kind, rows in kinds.items():
            where = f"weights[{setting!r}][{kind!r}]"
            if not isinstance(rows, list) or len(rows) != len(CLASSES[kind]):
                raise ValueError(f"transit weights: {where} must be {len(CLASSES[kind])} "
                                 f"rows, one per class {CLASSES[kind]}")
            for row in rows:
                if not isinstance(row, list) or len(row) != len(FEATURES):
                    raise ValueError(f"transit weights: each row of {where} must hold "
                                     f"{len(FEATURES)} numbers, one per feature")
                if not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                           and math.isfinite(v) for v in row):
                    raise ValueError(f"transit weights: {where} holds a value that is not "
                                     f"a finite number")
    return table


@lru_cache(maxsize=1)
def weights() -> dict:
    """{'off'|'on': {'faction': [own row, other row], 'bystander': [colour row]}} from
    ``transit_weights.json`` (checked by :func:`check`)."""
    text = resources.files(__package__).joinpath("transit_weights.json").read_text("utf-8")
    return check(json.loads(text))


__all__ = ["CLASSES", "FEATURES", "TransitLog", "check", "weights"]
