"""Identity beliefs from one seat's view: a probability for every other player's identity.

The tracker keeps a weight for every *assignment* of identities to the seats that is possible
under the identity table (决定身份) given what the seat knows for certain: its own identity and
the identities shown on death, loss or at the end. With at most nine players there are at most
a few hundred assignments (9 players, 3/3/3, own identity fixed: 560), so the posterior is
exact over them: the prior is uniform over possible assignments and every piece of public
evidence multiplies each assignment's weight by a likelihood. A per-seat marginal is the sum
of the weights of the assignments giving that seat the identity; a determinisation draws one
whole assignment, so the table's counts always hold ("exactly one other red").

Evidence read from the events the seat is shown (``views.visible_events``), each with a
likelihood fitted from self-play that says how players of each side act (``LIKELIHOOD``;
the first, hand-set table is ``LIKELIHOOD_V1``):

- who takes or declines a true message (红/蓝) whose colour they could see (文本 face up, or
  they looked at it with 破译), and who 截获 one;
- to whom a sender sends a 直达 and whom the sender 锁定 — once the colour shows on landing, a
  true colour speaks for both sides of it, a fake (黑) says they are opposed;
- who 烧毁 a fake in front of whom (allies), who 识破 whose card (opponents);
- the seat's own 试探 answers (the target complied: that identity; declared: not it), unless
  the target could choose its answer (城府, event ``probe_hidden``).

Revealed identities are certain. Nothing here reads a :class:`GameState`.
"""
from __future__ import annotations

import copy
import math
from ..cards.deck import BLACK, BLUE, BYSTANDER, DIRECT, IDENTITIES, MILITARY, RED, TEXT, \
    UNDERGROUND, deck
from ..engine.setup import identity_counts

FACTION_COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}
COLOUR_FACTION = {RED: UNDERGROUND, BLUE: MILITARY}

# The hand-set likelihoods of the first tracker (ismcts@1 samples from them). Ratios of each
# kind of evidence: (own side, opposite faction, 打酱油的) for a
# single seat, or (same faction, opposed factions) for a pair. A bystander's colour choices
# carry no side; 1.0 leaves it neutral.
LIKELIHOOD_V1 = {
    "take_seen": (3.0, 0.4, 1.0),        # took a true message it could see, of that colour
    "take_seen_winning": (0.02, 1.0, 1.0),  # declined its own colour's third: almost never
    "decline_seen": (0.4, 1.6, 1.0),     # declined a true message it could see
    "intercept_seen": (3.0, 0.4, 1.0),   # 截获 a true message it could see
    "intercept_blind": (1.3, 0.8, 1.0),  # 截获 a face-down message, colour shown after
    "direct_sender": (1.8, 0.6, 1.0),    # sent a true 直达: the sender favours that colour
    "direct_target": (1.6, 0.7, 1.0),    # ... and meant it for this target
    "lock_sender": (2.0, 0.5, 1.0),      # locked a player who then took its true message
    "lock_target": (2.0, 0.5, 1.0),
    "burn": (3.0, 0.4),                  # burned a fake in front of another: allies
    "counter": (0.6, 1.8),               # 识破 another's card: opponents
    "fake_direct": (0.5, 2.0),           # a fake 直达 or a fake to a locked player: opponents
    "probe_yes": 1e-4,                   # own 试探: the target complied (other identities' factor)
    "probe_no": 1e-4,                    # own 试探: the target declared (the bet's factor)
}


# Likelihoods fitted from heuristic@2 self-play (python benchmarks/beliefs.py --games 600 --fit:
# P(relation | evidence) / P(relation), 10 pseudo-counts; 5 players, run seed 0), the relation
# with 打酱油的 = 1. Against the hand-set guesses above: a player who takes a true message it can
# see is more often of the *other* faction (it keeps the colour from its owners), and so is one
# who 截获 it. The 试探 answers are exact. The default tracker (ismcts@2) uses these.
LIKELIHOOD = {
    "take_seen": (0.46, 0.92, 1.0),
    "take_seen_winning": (0.02, 1.0, 1.0),
    "decline_seen": (8.0, 1.0, 1.0),
    "intercept_seen": (0.71, 1.19, 1.0),
    "intercept_blind": (0.53, 0.97, 1.0),
    "direct_sender": (1.48, 0.44, 1.0),
    "direct_target": (0.77, 0.99, 1.0),
    "lock_sender": (4.19, 0.8, 1.0),
    "lock_target": (0.14, 0.79, 1.0),
    "burn": (1.86, 0.93),
    "counter": (0.45, 1.28),
    "fake_direct": (0.4, 0.67),
    "probe_yes": 1e-4,
    "probe_no": 1e-4,
}

# Refitted from heuristic@3 self-play (python benchmarks/beliefs.py --fit --games 600 --bots
# heuristic@3 --seed 0; docs/bots.md): version 3 counters and probes its allies less, so a
# 识破 says "opponents" far more surely (0.14 / 1.51) and a burn "allies" (4.24 / 0.55). The
# entries not refitted are the table above's. No bot uses it: on heuristic@3 self-play it is
# no better calibrated than the table above (Brier 0.496 against 0.491, docs/bots.md).
LIKELIHOOD_H3 = {
    **LIKELIHOOD,
    "take_seen": (0.5, 0.97, 1.0),
    "decline_seen": (4.25, 1.0, 1.0),
    "intercept_seen": (0.98, 1.48, 1.0),
    "intercept_blind": (0.6, 0.95, 1.0),
    "direct_sender": (1.42, 0.48, 1.0),
    "direct_target": (0.84, 1.19, 1.0),
    "lock_sender": (2.25, 0.5, 1.0),
    "lock_target": (0.55, 0.85, 1.0),
    "burn": (4.24, 0.55),
    "counter": (0.14, 1.51),
    "fake_direct": (0.17, 0.97),
}
# The tables by the play they describe (benchmarks/beliefs.py --likelihood).
TABLES = {"v1": LIKELIHOOD_V1, "heuristic@2": LIKELIHOOD, "heuristic@3": LIKELIHOOD_H3}


class Beliefs:
    """Identity beliefs of ``seat``, fed with that seat's observations and events only.

    ``update(observation, events)`` after every decision of the seat (or after every event
    batch it is shown); ``marginals()`` gives per seat a dict identity → probability;
    ``sample(rng)`` draws a whole identity assignment (a tuple, one identity per seat) with
    probability proportional to its posterior weight. Identities are the engine's ids
    (``underground`` 潜伏战线, ``military`` 军情处, ``bystander`` 打酱油的).

    ``likelihood``: the evidence table (default :data:`LIKELIHOOD`, fitted; ismcts@1 passes
    :data:`LIKELIHOOD_V1`). Raises ValueError if ``seat`` is not at the table described by
    ``config``.
    """

    def __init__(self, seat: int, config: dict, likelihood: dict | None = None):
        players = config["players"]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"no seat {seat!r} at a {players}-player table")
        self.seat = seat
        self.likelihood = LIKELIHOOD if likelihood is None else likelihood
        self.n = players
        self.cards = deck(config.get("deck", "standard"))
        self.counts = identity_counts(players, config.get("identity_table", "standard"))
        self.identity: str | None = None
        self.known: dict[int, str] = {}       # identities shown to this seat
        # Until the seat's own identity is known (before 挑选角色 ends, or a heuristic model
        # of another seat fed only public events) every assignment of the table is kept and
        # evidence weighs them all; learning the own identity then only drops the others.
        self.assignments: list[tuple[str, ...]] = []
        self.logw: list[float] = []
        self.revision = 0                     # bumped whenever the posterior changes
        self._msg: dict | None = None         # the message in transit, as far as seen
        self._locks: list[tuple[int, int]] = []   # (by, target) this turn
        self._items: dict[int, int] = {}      # stack uid -> user
        self._probe: tuple[int, str] | None = None  # own 试探: (target, bet)
        self._cache = None
        self._enumerate()

    # -- feeding ----------------------------------------------------------------------
    def update(self, observation: dict, events: list[dict]) -> None:
        """Read ``events`` (as shown to this seat, oldest first) and the certain facts of
        ``observation`` (own identity, revealed identities). Raises ValueError if the
        observation is another seat's."""
        if observation.get("seat") != self.seat:
            raise ValueError(f"observation of seat {observation.get('seat')!r} given to the "
                             f"beliefs of seat {self.seat}")
        self.read(events)
        you = observation.get("you") or {}
        if self.identity is None and you.get("identity"):
            self.identity = you["identity"]
            self._restrict(self.seat, self.identity)
        for p in observation["players"]:
            if p["seat"] != self.seat and p["identity"] and self.known.get(p["seat"]) != p["identity"]:
                self._reveal(p["seat"], p["identity"])

    def read(self, events: list[dict]) -> None:
        """Read events only (no observation: the own identity stays as it is). The search
        bot's heuristic models of other seats are fed the searching seat's events this way."""
        for ev in events:
            self._event(ev)

    def fork(self) -> "Beliefs":
        """An independent copy (a rollout's model plays on with it; this one is unchanged).
        The assignment and weight lists are replaced, never changed in place, so they are
        shared."""
        clone = copy.copy(self)
        clone.known = dict(self.known)
        if self._msg is not None:
            clone._msg = {**self._msg, "seen": set(self._msg["seen"]),
                          "declines": list(self._msg["declines"])}
        clone._locks = list(self._locks)
        clone._items = dict(self._items)
        return clone

    def _event(self, ev: dict) -> None:
        t = ev["type"]
        if t == "message_sent":
            tr = ev["transmission"]
            self._msg = {"sender": ev["seat"], "transmission": tr, "target": ev["target"],
                         "seen": {ev["seat"]}, "face_up": tr == TEXT, "declines": []}
        elif t == "decrypted" and self._msg is not None:
            self._msg["seen"].add(ev["seat"])
        elif t == "declined" and self._msg is not None:
            m = self._msg
            m["declines"].append((ev["seat"], m["face_up"] or ev["seat"] in m["seen"]))
        elif t == "message_taken":
            self._landed(ev["seat"], ev["card"], ev["forced"], intercepted=False)
        elif t == "intercepted":
            self._landed(ev["seat"], ev["card"], False, intercepted=True)
        elif t == "message_discarded":
            self._msg = None
        elif t == "turn_start":
            self._locks = []
            self._items = {}
        elif t == "locked":
            self._locks.append((ev["by"], ev["seat"]))
        elif t == "used":
            self._items[ev["uid"]] = ev["seat"]
            if ev["func"] == "shi_po" and ev["ref"] in self._items:
                self._pair("counter", ev["seat"], self._items[ev["ref"]])
        elif t == "skill_used":
            self._items[ev["uid"]] = ev["seat"]
        elif t == "burned":
            if ev["by"] != ev["seat"] and self.cards[ev["card"]].colour == BLACK:
                self._pair("burn", ev["by"], ev["seat"])
        elif t == "probe_shown":
            if ev["user"] == self.seat and "bet" in ev:
                self._probe = (ev["seat"], ev["bet"])
        elif t == "probe_hidden":
            # 城府: the target chose freely whether to comply, so its answer says nothing.
            if self._probe and self._probe[0] == ev["seat"]:
                self._probe = None
        elif t == "probe_declared":
            if self._probe and self._probe[0] == ev["seat"]:
                self._single_exact(ev["seat"], self._probe[1], False)
                self._probe = None
        elif t in ("probe_draws", "probe_discard_nothing", "discard"):
            if self._probe and self._probe[0] == ev["seat"]:
                self._single_exact(ev["seat"], self._probe[1], True)
                self._probe = None
        elif t == "identity_revealed":
            self._reveal(ev["seat"], ev["identity"])

    def _landed(self, taker: int, card: int, forced: bool, intercepted: bool) -> None:
        m, self._msg = self._msg, None
        if m is None:
            return
        colour = self.cards[card].colour
        sender, target = m["sender"], m["target"]
        if colour != BLACK:
            for s, knew in m["declines"]:
                if knew:
                    self._single("decline_seen", s, colour)
            knew = m["face_up"] or taker in m["seen"]
            if intercepted:
                self._single("intercept_seen" if knew else "intercept_blind", taker, colour)
            elif not forced and knew:
                self._single("take_seen", taker, colour)
        if m["transmission"] == DIRECT and 0 <= target != sender:
            if colour == BLACK:
                self._pair("fake_direct", sender, target)
            else:
                self._single("direct_sender", sender, colour)
                self._single("direct_target", target, colour)
        if not intercepted:
            for by, seat in self._locks:
                if by == sender and seat == taker and seat != sender:
                    if colour == BLACK:
                        self._pair("fake_direct", sender, seat)
                    else:
                        self._single("lock_sender", sender, colour)
                        self._single("lock_target", seat, colour)

    # -- evidence as factors ------------------------------------------------------------
    def _single(self, kind: str, seat: int, colour: str) -> None:
        """Seat ``seat`` acted for ``colour``: own side × LIKELIHOOD[kind][0], the opposite
        faction × [1], a bystander × [2]."""
        if seat == self.seat or colour not in COLOUR_FACTION:
            return
        own, opposite, bystander = self.likelihood[kind]
        faction = COLOUR_FACTION[colour]
        other = MILITARY if faction == UNDERGROUND else UNDERGROUND
        factor = {faction: own, other: opposite, BYSTANDER: bystander}
        self._apply("single", seat, factor)

    def _single_exact(self, seat: int, identity: str, is_it: bool) -> None:
        if is_it:
            factor = {k: 1.0 if k == identity else self.likelihood["probe_yes"]
                      for k in IDENTITIES}
        else:
            factor = {k: self.likelihood["probe_no"] if k == identity else 1.0
                      for k in IDENTITIES}
        self._apply("single", seat, factor)

    def _pair(self, kind: str, a: int, b: int) -> None:
        if a == b:
            return
        self._apply("pair", (a, b), self.likelihood[kind])

    def _reveal(self, seat: int, identity: str) -> None:
        self.known[seat] = identity
        self._restrict(seat, identity)

    def _restrict(self, seat: int, identity: str) -> None:
        """Keep the assignments giving ``seat`` ``identity`` (a certain fact)."""
        keep = [i for i, a in enumerate(self.assignments) if a[seat] == identity]
        if keep:
            self.assignments = [self.assignments[i] for i in keep]
            self.logw = [self.logw[i] for i in keep]
        else:   # a fact outside the table (cannot happen): start again
            self._enumerate()
        self._cache = None
        self.revision += 1

    def _apply(self, what: str, who, factor) -> None:
        if what == "single":
            logf = {k: math.log(v) for k, v in factor.items()}
            self.logw = [w + logf[a[who]] for w, a in zip(self.logw, self.assignments)]
        else:
            a_seat, b_seat = who
            same, opposed = math.log(factor[0]), math.log(factor[1])
            out = []
            for w, a in zip(self.logw, self.assignments):
                x, y = a[a_seat], a[b_seat]
                if x == y and x != BYSTANDER:
                    w += same
                elif x != y and BYSTANDER not in (x, y):
                    w += opposed
                out.append(w)
            self.logw = out
        self._cache = None
        self.revision += 1

    def _enumerate(self) -> None:
        """Every assignment of the table's identities with the revealed ones (and this seat's
        own, once known) in place, all equally likely."""
        remaining = list(self.counts)
        fixed = dict(self.known)
        if self.identity is not None:
            fixed[self.seat] = self.identity
        for s, k in fixed.items():
            remaining[IDENTITIES.index(k)] -= 1
        free = [s for s in range(self.n) if s not in fixed]
        pool = [k for k, c in zip(IDENTITIES, remaining) for _ in range(max(0, c))]
        pool = pool[:len(free)]
        result = []
        for perm in _arrangements(pool):
            a = [None] * self.n
            for s, k in fixed.items():
                a[s] = k
            for s, k in zip(free, perm):
                a[s] = k
            result.append(tuple(a))
        self.assignments = result
        self.logw = [0.0] * len(result)
        self._cache = None
        self.revision += 1

    # -- reading ------------------------------------------------------------------------
    def _weights(self) -> list[float]:
        if self._cache is None:
            top = max(self.logw)
            w = [math.exp(x - top) for x in self.logw]
            total = sum(w)
            self._cache = [x / total for x in w]
        return self._cache

    def ready(self) -> bool:
        """True once the seat knows its own identity (before that nothing is defined)."""
        return self.identity is not None

    def marginals(self) -> list[dict[str, float]]:
        """Per seat, identity → probability (sums to 1). Own seat and revealed seats are
        certain. Raises RuntimeError before the seat's identity is dealt."""
        if self.identity is None:
            raise RuntimeError("identities are not dealt yet")
        out = [{k: 0.0 for k in IDENTITIES} for _ in range(self.n)]
        for w, a in zip(self._weights(), self.assignments):
            for s, k in enumerate(a):
                out[s][k] += w
        return out

    def sample(self, rng) -> tuple[str, ...]:
        """One whole assignment (identity per seat) drawn from the posterior with ``rng`` (a
        ``random.Random``). Raises RuntimeError before the seat's identity is dealt."""
        if self.identity is None:
            raise RuntimeError("identities are not dealt yet")
        return rng.choices(self.assignments, weights=self._weights())[0]


def _arrangements(pool: list[str]):
    """The distinct orderings of the multiset ``pool``, in a fixed order."""
    if not pool:
        yield ()
        return
    for k in sorted(set(pool)):
        rest = list(pool)
        rest.remove(k)
        for tail in _arrangements(rest):
            yield (k,) + tail


__all__ = ["Beliefs", "LIKELIHOOD", "LIKELIHOOD_H3", "LIKELIHOOD_V1", "TABLES"]
