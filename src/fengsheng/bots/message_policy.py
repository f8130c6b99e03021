"""A policy likelihood of the send: which card is the face-down message in transit?

The determiniser (bots/determinise.py) draws a message this seat has not seen from the unseen
cards of its transmission. By default it weights them by their colour's relation to the
sender's sampled identity alone (``SENT_COLOUR_WEIGHT``). :class:`SendLikelihood` weights each
candidate card instead by how likely the sender's own policy — heuristic@N, the search's
model of that seat (fed only this seat's events) — would have sent *that* card along the
route seen (transmission, target, direction), from a hand of unseen cards, if its identity
is the one sampled:

    L(c) = prod over the other targets t of sigmoid((v(c, route) - v(c, t)) / T)
           x (mean over the unseen cards c' of beaten(c, c')) ** (unknown cards in its hand)
           x prod over the cards known in its hand of beaten(c, c')

where v is the heuristic's send value (:meth:`HeuristicBot._send_value` without the tie
noise: the message's expected flow less 0.4 x its keep) and beaten(c, c') = sigmoid((v(c,
route) - best(c')) / T) is the chance that c' (at its best route) did not outbid c: the
heuristic sends the best card of its hand, so a card is sent when every other card in the
hand is worth less. A sender holding two blacks sends a black only if all its cards are
black or in its dilemma (heuristic@4's rule, :data:`DILEMMA`). ``T`` (:data:`TEMPERATURE`)
allows for the model's values differing from the real sender's (its hand, its own
evidence); fitted on self-play (``benchmarks/message_policy.py``).

The likelihood reads only this seat's observation, its card memory and its models: never
the true game. It is computed once per decision and sampled identity, and shared by all the
determinisations of the decision.
"""
from __future__ import annotations

import math
from collections import Counter

from ..cards.deck import BLACK, DIRECT, TEXT
from .heuristic import USE_COST

# The send values' noise in value units (the heuristic's scale, WIN = 20): the log-loss of
# the colour in heuristic@5 self-play was lowest here (benchmarks/message_policy.py, seed 7).
TEMPERATURE = 0.15
# How often a seat that saw the message (破译) declines it, by its colour: heuristic players
# decline a black they can see nearly always and take a red or blue they can see nearly always
# (TAKE_RATES: black 0.03, own 0.89, the other faction's 1.0).
SEEN_DECLINE = {"black": 0.97, "colour": 0.1}
# How often a sender holding two blacks sends a black while it holds another card
# (heuristic@4's dilemma): a floor, so such a black is not ruled out.
DILEMMA = 0.05


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


class SendLikelihood:
    """Weights of the candidate cards of the unseen message in transit, by the sender's
    sampled identity (module text). ``observation``: this seat's, with a message in transit it
    has not seen; ``unseen``: the cards whose place it does not know (the determiniser's
    pool); ``known_hand``: cards it knows are in the sender's hand; ``model``: its heuristic
    model of the sender (not changed: each identity is valued on a fork); ``declined``: how
    many seats other than the sender saw the message and declined it (:data:`SEEN_DECLINE`);
    ``locked``: the seats the sender locked (锁定) this turn; ``shown``: this seat's identity
    was turned up for all (the sender knows it)."""

    def __init__(self, observation: dict, unseen: list[int], known_hand, model,
                 declined: int = 0, locked=(), temperature: float = TEMPERATURE,
                 shown: bool = False):
        self.shown = shown
        self.locked = tuple(sorted(set(locked)))
        self.observation = observation
        self.unseen = list(unseen)
        self.known_hand = sorted(known_hand)
        self.model = model
        self.declined = declined
        self.temperature = temperature
        self._tables: dict[str, dict[int, float]] = {}

    def __call__(self, identity: str) -> dict[int, float]:
        """{card: weight} over the unseen cards if the sender is ``identity`` (cached)."""
        table = self._tables.get(identity)
        if table is None:
            table = self._tables[identity] = self._weights(identity)
        return table

    def _sender_view(self, identity: str) -> dict:
        """The table as the sender saw it, as far as this seat knows: its own identity the
        hypothesis, its hand unknown (empty), this seat's identity and role hidden unless
        shown to all (turned up, or dead)."""
        obs = self.observation
        me = obs["seat"]
        sender = obs["message"]["sender"]
        players = []
        for p in obs["players"]:
            if p["seat"] == me:
                p = {**p, "identity": p["identity"] if self.shown or not p["alive"] else None,
                     "role": p["role"] if p["role_seen"] else None}
            players.append(p)
        return {**obs, "seat": sender, "players": players,
                "you": {"identity": identity, "hand": [], "role_offer": None}}

    def _weights(self, identity: str) -> dict[int, float]:
        obs = self.observation
        m = obs["message"]
        sender = m["sender"]
        view = self._sender_view(identity)
        bot = self.model.fork(0)
        bot._setup(view)
        if bot.tracker is not None:
            bot.tracker.update(view, [])
        bot._role_setup(view)
        bot._beliefs(view)
        cards = bot.cards
        locks = tuple(sorted(set(obs["locks"]) | set(self.locked)))
        others = [p["seat"] for p in obs["players"] if p["alive"] and p["seat"] != sender]
        flows: dict[tuple, float] = {}

        def flow(colour, transmission, target, direction, locks=locks):
            key = (colour, transmission, target, direction, locks)
            v = flows.get(key)
            if v is None:
                route = {"sender": sender, "transmission": transmission, "target": target,
                         "holder": sender, "direction": direction, "lured": (),
                         "locks": locks}
                v = flows[key] = bot._flow(route, colour, transmission == TEXT)
            return v

        def best(c):     # the card at its best route, as the heuristic would send it
            card = cards[c]
            if card.transmission == DIRECT:
                return max(flow(card.colour, DIRECT, t, 1) for t in others) \
                    if others else 0.0
            return flow(card.colour, card.transmission, -1, 1)

        two_blacks = bot.counts[sender][BLACK] >= 2
        t = self.temperature
        route = (m["transmission"], m["target"], m["direction"])
        value = {}    # card -> (unsafe, value at its best route, value along the route seen)
        for c in set(self.unseen) | set(self.known_hand):
            keep = 0.4 * bot._keep(c)
            value[c] = (two_blacks and cards[c].colour == BLACK, best(c) - keep,
                        flow(cards[c].colour, *route) - keep)
        rivals = Counter(value[c][:2] for c in self.unseen)

        def beaten(unsafe, v, r_unsafe, r_best):
            if r_unsafe != unsafe:    # a black holding two is sent only if nothing else is
                return 1.0 if r_unsafe else DILEMMA
            return _sigmoid((v - r_best) / t)

        hand = next(p["hand_count"] for p in obs["players"] if p["seat"] == sender)
        unknown = max(0, hand - len(self.known_hand))
        total = len(self.unseen)
        out = {}
        for c in self.unseen:
            unsafe, _, v = value[c]
            col = cards[c].colour
            sent = flow(col, *route)
            like = 1.0
            if m["transmission"] == DIRECT:    # the target chosen among the others
                for o in others:
                    if o != m["target"]:
                        like *= _sigmoid((sent - flow(col, DIRECT, o, 1)) / t)
            if unknown and total > 1:    # every unknown card of its hand worth less
                mean = (sum(k * beaten(unsafe, v, *key) for key, k in rivals.items())
                        - beaten(unsafe, v, *value[c][:2])) / (total - 1)
                like *= mean ** unknown
            for r in self.known_hand:
                like *= beaten(unsafe, v, *value[r][:2])
            like *= SEEN_DECLINE["black" if col == BLACK else "colour"] ** self.declined
            for s in self.locked:    # the sender's 锁定: its gain beat the card's cost
                unlocked = tuple(x for x in locks if x != s)
                like *= _sigmoid((sent - flow(col, *route, locks=unlocked)
                                  - USE_COST["suo_ding"]) / t)
            out[c] = like
        return out


__all__ = ["SendLikelihood", "TEMPERATURE"]
