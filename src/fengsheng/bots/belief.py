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
from ..cards.deck import BLACK, BLUE, BYSTANDER, DIRECT, IDENTITIES, MILITARY, NO_IDENTITY, RED, \
    TEXT, UNDERGROUND, deck
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
        self.identity: str | None = None      # dealt to this seat
        # Assignments are of the identities as dealt; 临危受命 moves a card to another seat:
        # holds[taker] is the seat it was dealt to. Every fact and act of a seat is read
        # through it (dealt), so a taker's evidence weighs the card it now plays for.
        self.holds: dict[int, int] = {}
        self.known: dict[int, str] = {}       # dealt identities shown to this seat, by dealt seat
        # Until the seat's own identity is known (before 挑选角色 ends, or a heuristic model
        # of another seat fed only public events) every assignment of the table is kept and
        # evidence weighs them all; learning the own identity then only drops the others.
        self.assignments: list[tuple[str, ...]] = []
        self.logw: list[float] = []
        self.revision = 0                     # bumped whenever the posterior changes
        self._msg: dict | None = None         # the message in transit, as far as seen
        self._locks: list[tuple[int, int, int]] = []   # (by, target, its card) this turn
        self._items: dict[int, int] = {}      # stack uid -> the card of its user
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
        # A taker shows the card it took, not the one dealt to it (a model of a taker seat
        # first fed after the take never learns its dealt card).
        if self.identity is None and you.get("identity") and self.seat not in self.holds:
            self.identity = you["identity"]
            self._restrict(self.seat, self.identity)
        for p in observation["players"]:
            d = self.dealt(p["seat"])
            if (p["identity"] not in (None, NO_IDENTITY) and d != self.seat
                    and self.known.get(d) != p["identity"]):
                self._reveal(d, p["identity"])

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
        clone.holds = dict(self.holds)
        if self._msg is not None:
            clone._msg = {**self._msg, "seen": set(self._msg["seen"]),
                          "declines": list(self._msg["declines"])}
        clone._locks = list(self._locks)
        clone._items = dict(self._items)
        return clone

    def _event(self, ev: dict) -> None:
        t = ev["type"]
        # Seats are read through dealt when they act: a card taken before the message lands
        # does not carry the evidence of an act made with the card held before.
        d = self.dealt
        if t == "message_sent":
            tr, target = ev["transmission"], ev["target"]
            self._msg = {"sender": ev["seat"], "transmission": tr, "target": target,
                         "cards": (d(ev["seat"]), d(target) if target >= 0 else target),
                         "seen": {ev["seat"]}, "face_up": tr == TEXT, "declines": []}
        elif t == "decrypted" and self._msg is not None:
            self._msg["seen"].add(ev["seat"])
        elif t == "declined" and self._msg is not None:
            m = self._msg
            m["declines"].append((d(ev["seat"]), m["face_up"] or ev["seat"] in m["seen"]))
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
            self._locks.append((ev["by"], ev["seat"], d(ev["seat"])))
        elif t == "used":
            self._items[ev["uid"]] = d(ev["seat"])
            if ev["func"] == "shi_po" and ev["ref"] in self._items:
                self._pair("counter", d(ev["seat"]), self._items[ev["ref"]])
        elif t == "skill_used":
            self._items[ev["uid"]] = d(ev["seat"])
        elif t == "burned":
            if ev["by"] != ev["seat"] and self.cards[ev["card"]].colour == BLACK:
                self._pair("burn", d(ev["by"]), d(ev["seat"]))
        elif t == "probe_shown":
            if ev["user"] == self.seat and "bet" in ev:
                self._probe = (ev["seat"], ev["bet"])
        elif t == "probe_hidden":
            # 城府: the target chose freely whether to comply, so its answer says nothing.
            if self._probe and self._probe[0] == ev["seat"]:
                self._probe = None
        elif t == "probe_declared":
            if self._probe and self._probe[0] == ev["seat"]:
                self._single_exact(d(ev["seat"]), self._probe[1], False)
                self._probe = None
        elif t in ("probe_draws", "probe_discard_nothing", "discard"):
            if self._probe and self._probe[0] == ev["seat"]:
                self._single_exact(d(ev["seat"]), self._probe[1], True)
                self._probe = None
        elif t == "identity_revealed":
            if d(ev["seat"]) != self.seat and ev["identity"] != NO_IDENTITY:
                self._reveal(d(ev["seat"]), ev["identity"])
        elif t == "identity_taken":
            taker, card = ev["seat"], d(ev["from_seat"])
            # Only the taker's own beliefs read the card from its event: the search feeds its
            # models of other seats its own events, which show its private take.
            if taker == self.seat and card != self.seat and "identity" in ev:
                self._reveal(card, ev["identity"])
            self.holds.pop(ev["from_seat"], None)
            self.holds[taker] = card
            self._cache = None
            self.revision += 1

    def _landed(self, taker: int, card: int, forced: bool, intercepted: bool) -> None:
        m, self._msg = self._msg, None
        if m is None:
            return
        colour = self.cards[card].colour
        sender, target = m["sender"], m["target"]
        sender_card, target_card = m["cards"]
        if colour != BLACK:
            for s, knew in m["declines"]:
                if knew:
                    self._single("decline_seen", s, colour)
            knew = m["face_up"] or taker in m["seen"]
            if intercepted:
                self._single("intercept_seen" if knew else "intercept_blind",
                             self.dealt(taker), colour)
            elif not forced and knew:
                self._single("take_seen", self.dealt(taker), colour)
        if m["transmission"] == DIRECT and 0 <= target != sender:
            if colour == BLACK:
                self._pair("fake_direct", sender_card, target_card)
            else:
                self._single("direct_sender", sender_card, colour)
                self._single("direct_target", target_card, colour)
        if not intercepted:
            for by, seat, seat_card in self._locks:
                if by == sender and seat == taker and seat != sender:
                    if colour == BLACK:
                        self._pair("fake_direct", sender_card, seat_card)
                    else:
                        self._single("lock_sender", sender_card, colour)
                        self._single("lock_target", seat_card, colour)

    # -- evidence as factors ------------------------------------------------------------
    def dealt(self, seat: int) -> int:
        """The seat whose dealt identity card ``seat`` holds now."""
        return self.holds.get(seat, seat)

    def sent_with(self, seat: int) -> int | None:
        """The seat dealt the card ``seat`` held when it sent the message in transit; None if
        this tracker did not see ``seat`` send it."""
        m = self._msg
        return m["cards"][0] if m is not None and m["sender"] == seat else None

    # The evidence functions take dealt seats (dealt of the seat when it acted).
    def _single(self, kind: str, seat: int, colour: str) -> None:
        """The card dealt to ``seat`` acted for ``colour``: own side × LIKELIHOOD[kind][0],
        the opposite faction × [1], a bystander × [2]."""
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

    def weigh(self, seat: int, likelihood: dict[str, float]) -> None:
        """Evidence from outside the table: the card dealt to ``seat`` acted with probability
        ``likelihood[identity]`` under each identity (all positive). One left out counts as 1,
        which is not neutral when the others are below 1: leave out only impossible ones."""
        if seat == self.seat:
            return
        self._apply("single", seat, {k: likelihood.get(k, 1.0) for k in IDENTITIES})

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
        """Per seat, identity → probability (sums to 1) of the card it holds now (a 临危受命
        taker: its victim's; the victim keeps the dealt one's). Own seat and revealed seats
        are certain. Raises RuntimeError before the seat's identity is dealt."""
        if self.identity is None:
            raise RuntimeError("identities are not dealt yet")
        out = [{k: 0.0 for k in IDENTITIES} for _ in range(self.n)]
        for w, a in zip(self._weights(), self.assignments):
            for s, k in enumerate(a):
                out[s][k] += w
        for taker, d in self.holds.items():
            out[taker] = dict(out[d])
        return out

    def posterior(self):
        """(probability, assignment of the identities as dealt) pairs, those of probability
        1e-9 or more."""
        return [(w, a) for w, a in zip(self._weights(), self.assignments) if w >= 1e-9]

    def sample(self, rng) -> tuple[str, ...]:
        """One whole assignment of the identities *as dealt* (one per seat) drawn from the
        posterior with ``rng`` (a ``random.Random``); determinise moves the taken cards.
        Raises RuntimeError before the seat's identity is dealt."""
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




# -- face-down roles and 打酱油的 missions ------------------------------------------------

# Public evidence about a face-down role, per seat, as the role tracker reads it (only fields
# every seat sees: who did what, the card's function, the transmission). Per turn face down
# the seat's own acts are counted ("used:<func>", "sent:<transmission>", "take", "decline",
# "intercept", "decrypt", "burn", "lock", "reveal": the role turned face up); an opportunity
# ("aimed:<func>": a card aimed at it that was not nullified) ends in "hit" if the role turns
# face up before the next turn starts (就计 answers 试探 and 锁定 so), in "miss" if not.
def _role_acts(ev: dict) -> list[tuple[int, str]]:
    t = ev["type"]
    if t == "used":
        return [(ev["seat"], "used:" + ev["func"])]
    if t == "message_sent":
        return [(ev["seat"], "sent:" + ev["transmission"])]
    if t == "message_taken" and not ev["forced"]:
        return [(ev["seat"], "take")]
    if t == "declined":
        return [(ev["seat"], "decline")]
    if t == "intercepted":
        return [(ev["seat"], "intercept")]
    if t == "decrypted":
        return [(ev["seat"], "decrypt")]
    if t == "burned":
        return [(ev["by"], "burn")]
    if t == "locked":
        return [(ev["by"], "lock")]
    return []


class RoleBeliefs:
    """Beliefs of ``seat`` about the other players' face-down roles (and, for a 打酱油的, its
    机密任务, which is its role card's), from public evidence only.

    Per other seat whose role it has not seen, the tracker keeps the counts of what that seat
    did while face down (``_role_acts``), how many turns it stayed face down, and how the
    cards aimed at it ended (``hit``/``miss``). A role's likelihood is a Poisson rate per act
    and turn and a probability per opportunity (``tables['rates']``, fitted from self-play by
    ``benchmarks/role_beliefs.py --fit``), its prior the fitted share of the seats holding
    it among face-down seats (``tables['prior']``: bots choose roles by preference). The
    candidates of a seat are the hidden roles of the pool that are not seen anywhere: not
    face up or shown, not this seat's own, not the other card of this seat's offer. No two
    seats hold the same card, so marginals and samples are exact over the joint (a dynamic
    programme over the sets of roles used; at most 2^hidden-candidates states).

    ``tables=None``: the fitted tables for the table's size (:func:`role_tables`); ``{}``: the
    uniform baseline
    (no prior, no evidence). ``temper``: the power the evidence's likelihood is raised to.
    Feed it as :class:`Beliefs`: ``update(observation, events)`` with everything the seat is
    shown. ``seat=None``: a spectator fed public events with ``read`` (the fit). Raises
    ValueError for a seat not at the table.
    """

    def __init__(self, seat: int, config: dict, tables: dict | None = None,
                 temper: float | None = None):
        players = config["players"]
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < players):
            raise ValueError(f"no seat {seat!r} at a {players}-player table")
        self.seat = seat                    # None: a spectator (public events only; the fit)
        self.n = players
        self.tables = role_tables(players) if tables is None else tables
        self.temper = self.tables.get("temper", 1.0) if temper is None else temper
        from ..roles.table import DEFAULT_ROLE_SET, ROLE_SETS
        self.pool = tuple(config.get("role_pool") or ROLE_SETS[config.get("role_set")
                                                               or DEFAULT_ROLE_SET])
        self.known: dict[int, str] = {}     # roles seen (face up now or before, shown)
        self.out: set[str] = set()          # role cards this seat knows nobody else holds
        self.counts = [dict() for _ in range(players)]   # seat -> act -> count (face down)
        self.turns = [0] * players           # turns each seat stayed face down, unseen
        self._aimed: dict[int, tuple[int, str]] = {}   # uid -> (target, func) this turn
        self.alive = [True] * players
        self.revision = 0
        self._cache: dict = {}

    # -- feeding ------------------------------------------------------------------------
    def update(self, observation: dict, events: list[dict]) -> None:
        """Read ``events`` as shown to this seat, then the certain facts of ``observation``
        (roles shown, the own role and offer). Raises ValueError, having read nothing, for
        another seat's or another table size's."""
        if observation.get("seat") != self.seat:
            raise ValueError(f"observation of seat {observation.get('seat')!r} given to the "
                             f"role beliefs of seat {self.seat}")
        if len(observation["players"]) != self.n:   # before any event is read
            raise ValueError(f"observation of a {len(observation['players'])}-player table "
                             f"given to role beliefs at a {self.n}-player table")
        self.read(events)
        you = observation.get("you") or {}
        offer = you.get("role_offer")
        if offer and not set(offer) <= self.out:
            self.out.update(offer)
            self._changed()
        for p in observation["players"]:
            s = p["seat"]
            self.alive[s] = p["alive"]
            if p["role"] is not None and self.known.get(s) != p["role"]:
                self.known[s] = p["role"]
                self._changed()

    def read(self, events: list[dict]) -> None:
        for ev in events:
            self._event(ev)

    def _unseen(self, s: int) -> bool:
        return s != self.seat and s not in self.known and 0 <= s < self.n

    def _count(self, s: int, act: str) -> None:
        if self._unseen(s):
            c = self.counts[s]
            c[act] = c.get(act, 0) + 1
            self._changed()

    def _event(self, ev: dict) -> None:
        t = ev["type"]
        if t == "turn_start":
            self._close_turn()
            for s in range(self.n):
                if self._unseen(s) and self.alive[s]:
                    self.turns[s] += 1
            self._changed()
            return
        if t == "role_revealed":
            s = ev["seat"]
            if self._unseen(s):
                for uid, (target, func) in list(self._aimed.items()):
                    if target == s:
                        self._count(s, "hit:" + func)
                        del self._aimed[uid]
                self._count(s, "reveal")
                self.known[s] = ev["role"]
                self._changed()
            return
        if t in ("died", "lost"):
            self.alive[ev["seat"]] = False
        if t == "used" and 0 <= ev.get("target", -1) < self.n and ev["target"] != ev["seat"]:
            self._aimed[ev["uid"]] = (ev["target"], ev["func"])
        elif t == "item_nullified":
            self._aimed.pop(ev["uid"], None)
        for s, act in _role_acts(ev):
            self._count(s, act)

    def _close_turn(self) -> None:
        for target, func in self._aimed.values():
            self._count(target, "miss:" + func)
        self._aimed = {}

    def _changed(self) -> None:
        self._cache = {}
        self.revision += 1

    # -- the model ------------------------------------------------------------------------
    def candidates(self, pool=None) -> list[str]:
        """The hidden roles of ``pool`` (default: the configuration's) that an unseen seat
        may hold."""
        from ..roles.table import ROLE_CARD
        pool = self.pool if pool is None else pool
        taken = set(self.known.values()) | self.out
        # A role outside the released table (a test's) counts as hidden: the caller's pool.
        return [r for r in pool if r not in taken and (r not in ROLE_CARD or ROLE_CARD[r].hidden)]

    def unseen_seats(self) -> list[int]:
        return [s for s in range(self.n) if self._unseen(s)]

    def loglik(self, s: int, role: str, bystander: bool = False) -> float:
        """log prior + tempered log likelihood of seat ``s``'s evidence if it held ``role``
        (``bystander``: the table fitted on 打酱油的 holders)."""
        t = self.tables
        if not t:
            return 0.0
        prior = t["prior"].get(role, 1.0)
        rates = (t["bystander"] if bystander else t["rates"]).get(role) or t["base"]
        base = t["base"]
        ll = 0.0
        for act, k in self.counts[s].items():
            if act.startswith(("hit:", "miss:")):
                func = act.split(":", 1)[1]
                p = rates.get("hit:" + func, base.get("hit:" + func, 0.0))
                p = min(max(p, 0.01), 0.99)
                ll += k * math.log(p if act.startswith("hit:") else 1.0 - p)
            else:
                ll += k * math.log(max(rates.get(act, base.get(act, 0.0)), 1e-4))
        ll -= self.turns[s] * rates.get("total", base["total"])
        return math.log(prior) + self.temper * ll

    def _weights(self, pool, bystander_seat=None):
        cands = self.candidates(pool)
        seats = self.unseen_seats()
        w = []
        for s in seats:
            row = [self.loglik(s, r, s == bystander_seat) for r in cands]
            top = max(row) if row else 0.0
            w.append([math.exp(x - top) for x in row])
        return seats, cands, w

    def _joint(self, pool, bystander_seat=None):
        """(seats, candidates, weights, forward tables, Z): forward[i] maps a set of
        candidates (bit mask) to the total weight of giving seats[:i] exactly those roles."""
        key = (tuple(pool) if pool is not None else None, bystander_seat)
        if key in self._cache:
            return self._cache[key]
        seats, cands, w = self._weights(pool, bystander_seat)
        if len(cands) < len(seats):
            raise ValueError(f"{len(seats)} face-down seats but only {len(cands)} role cards "
                             f"they can hold")
        forward = [{0: 1.0}]
        for i in range(len(seats)):
            nxt: dict[int, float] = {}
            for mask, v in forward[-1].items():
                for j, x in enumerate(w[i]):
                    if x > 0 and not mask >> j & 1:
                        m2 = mask | 1 << j
                        nxt[m2] = nxt.get(m2, 0.0) + v * x
            forward.append(nxt)
        z = sum(forward[-1].values())
        out = (seats, cands, w, forward, z)
        self._cache[key] = out
        return out

    def marginals(self, pool=None, bystander_seat=None) -> dict[int, dict[str, float]]:
        """Per unseen seat, role → probability (exact over the joint). ``bystander_seat``:
        that seat's evidence read as a 打酱油的's."""
        seats, cands, w, forward, z = self._joint(pool, bystander_seat)
        k = len(seats)
        backward = [None] * (k + 1)
        backward[k] = {m: 1.0 for m in forward[k]}
        for i in range(k - 1, -1, -1):
            b: dict[int, float] = {}
            for mask in forward[i]:
                tot = 0.0
                for j, x in enumerate(w[i]):
                    if x > 0 and not mask >> j & 1:
                        tot += x * backward[i + 1].get(mask | 1 << j, 0.0)
                b[mask] = tot
            backward[i] = b
        out = {}
        for i, s in enumerate(seats):
            probs = [0.0] * len(cands)
            for mask, v in forward[i].items():
                for j, x in enumerate(w[i]):
                    if x > 0 and not mask >> j & 1:
                        probs[j] += v * x * backward[i + 1].get(mask | 1 << j, 0.0)
            out[s] = {r: p / z for r, p in zip(cands, probs)}
        return out

    def missions(self, pool=None) -> dict[int, dict[str, float]]:
        """Per unseen seat, the 机密任务 it holds if it is a 打酱油的 (mission text →
        probability; roles printing the same mission add up)."""
        from ..roles.table import ROLE_CARD
        out = {}
        for s in self.unseen_seats():
            d: dict[str, float] = {}
            for r, p in self.marginals(pool, bystander_seat=s)[s].items():
                m = ROLE_CARD[r].mission if r in ROLE_CARD else r
                d[m] = d.get(m, 0.0) + p
            out[s] = d
        return out

    def sample(self, rng, pool=None) -> dict[int, str]:
        """One role per unseen seat, distinct, drawn from the joint posterior with ``rng``."""
        seats, cands, w, forward, z = self._joint(pool)
        k = len(seats)
        if not k:
            return {}
        masks = sorted(forward[k])
        mask = rng.choices(masks, weights=[forward[k][m] for m in masks])[0]
        out = {}
        for i in range(k - 1, -1, -1):
            js = [j for j in range(len(cands)) if mask >> j & 1]
            ws = [forward[i].get(mask & ~(1 << j), 0.0) * w[i][j] for j in js]
            j = rng.choices(js, weights=ws)[0]
            out[seats[i]] = cands[j]
            mask &= ~(1 << j)
        return out


# The role tables, fitted from heuristic@5 self-play with roles, 5 players (python
# benchmarks/role_beliefs.py --fit --games 2000 --seed 0; docs/bots.md "Role and mission
# beliefs"): per hidden role the rate of each public act per turn face down ("total": their
# sum, the Poisson normaliser; "reveal" among them), the chance "hit:<func>" that it turns face
# up after a card of that function is aimed at it (就计 answers 试探 and 锁定), the same fitted
# on 打酱油的 holders only ("bystander", shrunk towards the role's), and the prior (the share of
# face-down seats holding it, mean 1: the bots choose roles by preference).
ROLE_TABLES: dict = {
    'prior': {
        'lao_gui': 0.93, 'yi_dian_yuan': 0.442, 'lao_qiang': 0.071, 'shan_ling': 1.358,
        'hei_mei_gui': 1.714, 'e_mei_feng': 1.56, 'lao_jin': 0.276, 'fu_ping': 1.397, 'huang_que':
        0.73, 'gang_tie_te_gong': 1.521
    },
    'base': {
        'burn': 0.01668, 'decline': 0.1478, 'decrypt': 0.02718, 'hit:diao_hu_li_shan': 0.1241,
        'hit:shao_hui': 0.25, 'hit:shi_tan': 0.2317, 'hit:suo_ding': 0.2, 'intercept': 0.01543,
        'lock': 0.03485, 'reveal': 0.09199, 'sent:direct': 0.05518, 'sent:secret': 0.123,
        'sent:text': 0.01648, 'take': 0.0823, 'total': 0.8098, 'used:diao_hu_li_shan': 0.02832,
        'used:jie_huo': 0.02931, 'used:po_yi': 0.02718, 'used:shao_hui': 0.0177, 'used:shi_po':
        0.02779, 'used:shi_tan': 0.02497, 'used:suo_ding': 0.03733, 'used:tui_hui': 0.002158,
        'used:zhen_wei_mo_bian': 0.004112
    },
    'rates': {
        'e_mei_feng': {
            'burn': 0.01656, 'decline': 0.1538, 'decrypt': 0.03026, 'intercept': 0.0004093, 'lock':
            0.03066, 'reveal': 0.1075, 'sent:direct': 0.05616, 'sent:secret': 0.1262, 'sent:text':
            0.01789, 'take': 0.08376, 'used:diao_hu_li_shan': 0.03311, 'used:jie_huo': 0.04053,
            'used:po_yi': 0.03026, 'used:shao_hui': 0.01732, 'used:shi_po': 0.02228,
            'used:shi_tan': 0.0257, 'used:suo_ding': 0.03332, 'used:tui_hui': 0.001144,
            'used:zhen_wei_mo_bian': 0.004378, 'hit:diao_hu_li_shan': 0.1894, 'hit:shao_hui': 0.35,
            'hit:shi_tan': 0.269, 'hit:suo_ding': 0.1345, 'total': 0.8313
        },
        'fu_ping': {
            'burn': 0.0002891, 'decline': 0.002562, 'decrypt': 0.0004711, 'intercept': 0.0002674,
            'lock': 0.000604, 'reveal': 0.9843, 'sent:direct': 0.0009563, 'sent:secret': 0.002132,
            'sent:text': 0.0002856, 'take': 0.001426, 'used:diao_hu_li_shan': 0.0004908,
            'used:jie_huo': 0.000508, 'used:po_yi': 0.0004711, 'used:shao_hui': 0.0003068,
            'used:shi_po': 0.0004816, 'used:shi_tan': 0.0004328, 'used:suo_ding': 0.000647,
            'used:tui_hui': 3.74e-05, 'used:zhen_wei_mo_bian': 7.127e-05, 'hit:diao_hu_li_shan':
            0.1241, 'hit:shao_hui': 0.25, 'hit:shi_tan': 0.2317, 'hit:suo_ding': 0.2, 'total':
            0.9967
        },
        'gang_tie_te_gong': {
            'burn': 0.0185, 'decline': 0.1521, 'decrypt': 0.0276, 'intercept': 0.01971, 'lock':
            0.03625, 'reveal': 0.07344, 'sent:direct': 0.0537, 'sent:secret': 0.1276, 'sent:text':
            0.01759, 'take': 0.08175, 'used:diao_hu_li_shan': 0.02745, 'used:jie_huo': 0.02988,
            'used:po_yi': 0.0276, 'used:shao_hui': 0.01926, 'used:shi_po': 0.02912, 'used:shi_tan':
            0.02609, 'used:suo_ding': 0.03822, 'used:tui_hui': 0.002426, 'used:zhen_wei_mo_bian':
            0.003035, 'hit:diao_hu_li_shan': 0.1902, 'hit:shao_hui': 0.3214, 'hit:shi_tan':
            0.09243, 'hit:suo_ding': 0.1577, 'total': 0.8113
        },
        'hei_mei_gui': {
            'burn': 0.01818, 'decline': 0.1347, 'decrypt': 0.02789, 'intercept': 0.02235, 'lock':
            0.03591, 'reveal': 0.03665, 'sent:direct': 0.05612, 'sent:secret': 0.1273, 'sent:text':
            0.01649, 'take': 0.08897, 'used:diao_hu_li_shan': 0.03139, 'used:jie_huo': 0.03263,
            'used:po_yi': 0.02789, 'used:shao_hui': 0.01953, 'used:shi_po': 0.03184,
            'used:shi_tan': 0.02676, 'used:suo_ding': 0.03974, 'used:tui_hui': 0.002033,
            'used:zhen_wei_mo_bian': 0.004742, 'hit:diao_hu_li_shan': 0.03486, 'hit:shao_hui':
            0.09615, 'hit:shi_tan': 0.03469, 'hit:suo_ding': 0.1106, 'total': 0.7811
        },
        'huang_que': {
            'burn': 0.01833, 'decline': 0.1721, 'decrypt': 0.0223, 'intercept': 0.01259, 'lock':
            0.03881, 'reveal': 0.08951, 'sent:direct': 0.04998, 'sent:secret': 0.1287, 'sent:text':
            0.0151, 'take': 0.06978, 'used:diao_hu_li_shan': 0.02374, 'used:jie_huo': 0.02052,
            'used:po_yi': 0.0223, 'used:shao_hui': 0.01976, 'used:shi_po': 0.03054, 'used:shi_tan':
            0.02874, 'used:suo_ding': 0.04061, 'used:tui_hui': 0.001799, 'used:zhen_wei_mo_bian':
            0.005745, 'hit:diao_hu_li_shan': 0.1465, 'hit:shao_hui': 0.2812, 'hit:shi_tan': 0.1351,
            'hit:suo_ding': 0.07914, 'total': 0.8109
        },
        'lao_gui': {
            'burn': 0.01197, 'decline': 0.1377, 'decrypt': 0.02578, 'intercept': 0.0231, 'lock':
            0.03455, 'reveal': 0.06385, 'sent:direct': 0.0574, 'sent:secret': 0.122, 'sent:text':
            0.01754, 'take': 0.09404, 'used:diao_hu_li_shan': 0.02817, 'used:jie_huo': 0.03294,
            'used:po_yi': 0.02578, 'used:shao_hui': 0.01277, 'used:shi_po': 0.02658,
            'used:shi_tan': 0.0218, 'used:suo_ding': 0.03641, 'used:tui_hui': 0.003186,
            'used:zhen_wei_mo_bian': 0.004517, 'hit:diao_hu_li_shan': 0.04684, 'hit:shao_hui':
            0.125, 'hit:shi_tan': 0.9674, 'hit:suo_ding': 0.9688, 'total': 0.78
        },
        'lao_jin': {
            'burn': 0.01909, 'decline': 0.1465, 'decrypt': 0.03181, 'intercept': 0.01346, 'lock':
            0.03398, 'reveal': 0.03368, 'sent:direct': 0.06012, 'sent:secret': 0.1252, 'sent:text':
            0.01979, 'take': 0.08772, 'used:diao_hu_li_shan': 0.02901, 'used:jie_huo': 0.0241,
            'used:po_yi': 0.03181, 'used:shao_hui': 0.02121, 'used:shi_po': 0.0283, 'used:shi_tan':
            0.02547, 'used:suo_ding': 0.0361, 'used:tui_hui': 0.003529, 'used:zhen_wei_mo_bian':
            0.002137, 'hit:diao_hu_li_shan': 0.07389, 'hit:shao_hui': 0.2083, 'hit:shi_tan':
            0.1228, 'hit:suo_ding': 0.1587, 'total': 0.7731
        },
        'lao_qiang': {
            'burn': 0.01433, 'decline': 0.1289, 'decrypt': 0.04648, 'intercept': 0.0188, 'lock':
            0.05135, 'reveal': 0.06751, 'sent:direct': 0.06132, 'sent:secret': 0.1187, 'sent:text':
            0.01432, 'take': 0.153, 'used:diao_hu_li_shan': 0.04653, 'used:jie_huo': 0.01943,
            'used:po_yi': 0.04648, 'used:shao_hui': 0.01438, 'used:shi_po': 0.04198,
            'used:shi_tan': 0.0328, 'used:suo_ding': 0.05146, 'used:tui_hui': 9.765e-05,
            'used:zhen_wei_mo_bian': 0.004711, 'hit:diao_hu_li_shan': 0.05171, 'hit:shao_hui':
            0.25, 'hit:shi_tan': 0.6159, 'hit:suo_ding': 0.7143, 'total': 0.9326
        },
        'shan_ling': {
            'burn': 0.0164, 'decline': 0.1795, 'decrypt': 0.02805, 'intercept': 0.01166, 'lock':
            0.03797, 'reveal': 0.1053, 'sent:direct': 0.06127, 'sent:secret': 0.1178, 'sent:text':
            0.01489, 'take': 0.07533, 'used:diao_hu_li_shan': 0.02418, 'used:jie_huo': 0.0188,
            'used:po_yi': 0.02805, 'used:shao_hui': 0.01726, 'used:shi_po': 0.02762,
            'used:shi_tan': 0.02309, 'used:suo_ding': 0.03992, 'used:tui_hui': 0.002589,
            'used:zhen_wei_mo_bian': 0.0041, 'hit:diao_hu_li_shan': 0.1902, 'hit:shao_hui': 0.4062,
            'hit:shi_tan': 0.1741, 'hit:suo_ding': 0.08621, 'total': 0.8338
        },
        'yi_dian_yuan': {
            'burn': 0.0007381, 'decline': 0.01096, 'decrypt': 0.001203, 'intercept': 0.0006827,
            'lock': 0.01924, 'reveal': 0.7828, 'sent:direct': 0.04226, 'sent:secret': 0.1028,
            'sent:text': 0.005154, 'take': 0.008066, 'used:diao_hu_li_shan': 0.01453,
            'used:jie_huo': 0.001297, 'used:po_yi': 0.001203, 'used:shao_hui': 0.0007832,
            'used:shi_po': 0.00123, 'used:shi_tan': 0.001105, 'used:suo_ding': 0.01935,
            'used:tui_hui': 9.549e-05, 'used:zhen_wei_mo_bian': 0.0001819, 'hit:diao_hu_li_shan':
            0.4526, 'hit:shao_hui': 0.25, 'hit:shi_tan': 0.3598, 'hit:suo_ding': 0.6, 'total':
            1.014
        },
    },
    'bystander': {
        'e_mei_feng': {
            'burn': 0.01489, 'decline': 0.09005, 'decrypt': 0.03374, 'intercept': 5.457e-06,
            'lock': 0.06441, 'reveal': 0.1721, 'sent:direct': 0.06208, 'sent:secret': 0.1337,
            'sent:text': 0.006905, 'take': 0.1411, 'used:diao_hu_li_shan': 0.03377, 'used:jie_huo':
            0.05654, 'used:po_yi': 0.03374, 'used:shao_hui': 0.0149, 'used:shi_po': 0.01896,
            'used:shi_tan': 0.0003427, 'used:suo_ding': 0.06444, 'used:tui_hui': 1.525e-05,
            'used:zhen_wei_mo_bian': 5.837e-05, 'hit:diao_hu_li_shan': 0.08465, 'hit:shao_hui':
            0.35, 'hit:shi_tan': 0.2938, 'hit:suo_ding': 0.2901, 'total': 0.9417
        },
        'fu_ping': {
            'burn': 2.536e-05, 'decline': 0.0002247, 'decrypt': 4.132e-05, 'intercept': 2.346e-05,
            'lock': 5.298e-05, 'reveal': 0.9986, 'sent:direct': 8.389e-05, 'sent:secret': 0.000187,
            'sent:text': 2.505e-05, 'take': 0.0001251, 'used:diao_hu_li_shan': 4.305e-05,
            'used:jie_huo': 4.456e-05, 'used:po_yi': 4.132e-05, 'used:shao_hui': 2.691e-05,
            'used:shi_po': 4.225e-05, 'used:shi_tan': 3.796e-05, 'used:suo_ding': 5.675e-05,
            'used:tui_hui': 3.281e-06, 'used:zhen_wei_mo_bian': 6.252e-06, 'hit:diao_hu_li_shan':
            0.1241, 'hit:shao_hui': 0.25, 'hit:shi_tan': 0.2317, 'hit:suo_ding': 0.2, 'total':
            0.9997
        },
        'gang_tie_te_gong': {
            'burn': 0.01461, 'decline': 0.1731, 'decrypt': 0.03085, 'intercept': 0.01292, 'lock':
            0.07514, 'reveal': 0.08821, 'sent:direct': 0.03702, 'sent:secret': 0.1456, 'sent:text':
            0.01546, 'take': 0.06362, 'used:diao_hu_li_shan': 0.02149, 'used:jie_huo': 0.02151,
            'used:po_yi': 0.03085, 'used:shao_hui': 0.01462, 'used:shi_po': 0.0002476,
            'used:shi_tan': 0.0002219, 'used:suo_ding': 0.07686, 'used:tui_hui': 0.004272,
            'used:zhen_wei_mo_bian': 2.581e-05, 'hit:diao_hu_li_shan': 0.1695, 'hit:shao_hui':
            0.3214, 'hit:shi_tan': 0.02101, 'hit:suo_ding': 0.09616, 'total': 0.8266
        },
        'hei_mei_gui': {
            'burn': 0.01495, 'decline': 0.1328, 'decrypt': 0.03041, 'intercept': 0.02433, 'lock':
            0.07556, 'reveal': 0.04916, 'sent:direct': 0.06026, 'sent:secret': 0.1201, 'sent:text':
            0.01274, 'take': 0.0786, 'used:diao_hu_li_shan': 0.02768, 'used:jie_huo': 0.03153,
            'used:po_yi': 0.03041, 'used:shao_hui': 0.01551, 'used:shi_po': 0.02988,
            'used:shi_tan': 0.0001472, 'used:suo_ding': 0.07943, 'used:tui_hui': 0.0005612,
            'used:zhen_wei_mo_bian': 2.608e-05, 'hit:diao_hu_li_shan': 0.03685, 'hit:shao_hui':
            0.09615, 'hit:shi_tan': 0.03813, 'hit:suo_ding': 0.06833, 'total': 0.814
        },
        'huang_que': {
            'burn': 0.01252, 'decline': 0.2385, 'decrypt': 0.02711, 'intercept': 0.005135, 'lock':
            0.09997, 'reveal': 0.1374, 'sent:direct': 0.06159, 'sent:secret': 0.1142, 'sent:text':
            0.00278, 'take': 0.02101, 'used:diao_hu_li_shan': 0.01024, 'used:jie_huo': 0.005327,
            'used:po_yi': 0.02711, 'used:shao_hui': 0.01255, 'used:shi_po': 0.07079,
            'used:shi_tan': 0.0006942, 'used:suo_ding': 0.1024, 'used:tui_hui': 4.345e-05,
            'used:zhen_wei_mo_bian': 0.007385, 'hit:diao_hu_li_shan': 0.2958, 'hit:shao_hui':
            0.2009, 'hit:shi_tan': 0.04222, 'hit:suo_ding': 0.1497, 'total': 0.9568
        },
        'lao_gui': {
            'burn': 0.008486, 'decline': 0.103, 'decrypt': 0.01819, 'intercept': 0.02769, 'lock':
            0.0457, 'reveal': 0.0532, 'sent:direct': 0.06624, 'sent:secret': 0.1087, 'sent:text':
            0.0157, 'take': 0.08932, 'used:diao_hu_li_shan': 0.01345, 'used:jie_huo': 0.03615,
            'used:po_yi': 0.01819, 'used:shao_hui': 0.008495, 'used:shi_po': 0.02773,
            'used:shi_tan': 0.0002598, 'used:suo_ding': 0.04692, 'used:tui_hui': 0.00123,
            'used:zhen_wei_mo_bian': 5.384e-05, 'hit:diao_hu_li_shan': 0.08937, 'hit:shao_hui':
            0.08929, 'hit:shi_tan': 0.9932, 'hit:suo_ding': 0.9948, 'total': 0.6887
        },
        'lao_jin': {
            'burn': 0.02971, 'decline': 0.1589, 'decrypt': 0.009579, 'intercept': 0.0005562,
            'lock': 0.0262, 'reveal': 0.01379, 'sent:direct': 0.081, 'sent:secret': 0.09608,
            'sent:text': 0.02561, 'take': 0.05321, 'used:diao_hu_li_shan': 0.001199,
            'used:jie_huo': 0.00926, 'used:po_yi': 0.009579, 'used:shao_hui': 0.0298,
            'used:shi_po': 0.03423, 'used:shi_tan': 0.001052, 'used:suo_ding': 0.02629,
            'used:tui_hui': 0.0001458, 'used:zhen_wei_mo_bian': 8.831e-05, 'hit:diao_hu_li_shan':
            0.03694, 'hit:shao_hui': 0.2083, 'hit:shi_tan': 0.1023, 'hit:suo_ding': 0.0529,
            'total': 0.6063
        },
        'lao_qiang': {
            'burn': 0.02541, 'decline': 0.09531, 'decrypt': 0.077, 'intercept': 0.0264, 'lock':
            0.03363, 'reveal': 0.05945, 'sent:direct': 0.05807, 'sent:secret': 0.1375, 'sent:text':
            0.003182, 'take': 0.3007, 'used:diao_hu_li_shan': 0.05478, 'used:jie_huo': 0.02654,
            'used:po_yi': 0.077, 'used:shao_hui': 0.02542, 'used:shi_po': 0.076, 'used:shi_tan':
            0.007289, 'used:suo_ding': 0.03366, 'used:tui_hui': 2.17e-05, 'used:zhen_wei_mo_bian':
            0.001047, 'hit:diao_hu_li_shan': 0.03694, 'hit:shao_hui': 0.25, 'hit:shi_tan': 0.7256,
            'hit:suo_ding': 0.7143, 'total': 1.118
        },
        'shan_ling': {
            'burn': 0.01059, 'decline': 0.2397, 'decrypt': 0.0289, 'intercept': 0.00923, 'lock':
            0.1004, 'reveal': 0.1466, 'sent:direct': 0.07732, 'sent:secret': 0.1027, 'sent:text':
            0.006678, 'take': 0.0347, 'used:diao_hu_li_shan': 0.006799, 'used:jie_huo': 0.009323,
            'used:po_yi': 0.0289, 'used:shao_hui': 0.0106, 'used:shi_po': 0.04446, 'used:shi_tan':
            0.0002995, 'used:suo_ding': 0.1004, 'used:tui_hui': 0.006519, 'used:zhen_wei_mo_bian':
            0.002647, 'hit:diao_hu_li_shan': 0.2945, 'hit:shao_hui': 0.4062, 'hit:shi_tan': 0.2319,
            'hit:suo_ding': 0.0935, 'total': 0.9667
        },
        'yi_dian_yuan': {
            'burn': 0.0001506, 'decline': 0.002237, 'decrypt': 0.0002455, 'intercept': 0.0001393,
            'lock': 0.06515, 'reveal': 0.8128, 'sent:direct': 0.008624, 'sent:secret': 0.1434,
            'sent:text': 0.001052, 'take': 0.001646, 'used:diao_hu_li_shan': 0.002965,
            'used:jie_huo': 0.0002647, 'used:po_yi': 0.0002455, 'used:shao_hui': 0.0001598,
            'used:shi_po': 0.000251, 'used:shi_tan': 0.0002255, 'used:suo_ding': 0.06517,
            'used:tui_hui': 1.949e-05, 'used:zhen_wei_mo_bian': 3.712e-05, 'hit:diao_hu_li_shan':
            0.4526, 'hit:shao_hui': 0.25, 'hit:shi_tan': 0.3598, 'hit:suo_ding': 0.6667, 'total':
            1.105
        },
    },
}


# The same fitted at 9 players (python benchmarks/role_beliefs.py --fit --games 1000 --players 9
# --seed 0): three 打酱油的 a game play otherwise than one, and the 5-player mission rates were
# overconfident there (docs/bots.md). Tables of 7 players and more use it.
ROLE_TABLES_9: dict = {
    'prior': {
        'lao_gui': 0.949, 'yi_dian_yuan': 0.435, 'lao_qiang': 0.071, 'shan_ling': 1.34,
        'hei_mei_gui': 1.721, 'e_mei_feng': 1.528, 'lao_jin': 0.305, 'fu_ping': 1.403, 'huang_que':
        0.764, 'gang_tie_te_gong': 1.485
    },
    'base': {
        'burn': 0.01056, 'decline': 0.1812, 'decrypt': 0.01396, 'hit:diao_hu_li_shan': 0.08688,
        'hit:shao_hui': 0.0, 'hit:shi_tan': 0.2259, 'hit:suo_ding': 0.2582, 'intercept': 0.006916,
        'lock': 0.02981, 'reveal': 0.07168, 'sent:direct': 0.02968, 'sent:secret': 0.07485,
        'sent:text': 0.007938, 'take': 0.04655, 'total': 0.5862, 'used:diao_hu_li_shan': 0.0147,
        'used:jie_huo': 0.01554, 'used:po_yi': 0.01396, 'used:shao_hui': 0.01202, 'used:shi_po':
        0.01265, 'used:shi_tan': 0.009746, 'used:suo_ding': 0.03112, 'used:tui_hui': 0.0009955,
        'used:zhen_wei_mo_bian': 0.002332
    },
    'rates': {
        'e_mei_feng': {
            'burn': 0.0135, 'decline': 0.1869, 'decrypt': 0.01876, 'intercept': 1.137e-05, 'lock':
            0.02997, 'reveal': 0.07607, 'sent:direct': 0.03161, 'sent:secret': 0.07509,
            'sent:text': 0.00889, 'take': 0.06304, 'used:diao_hu_li_shan': 0.01334, 'used:jie_huo':
            0.02403, 'used:po_yi': 0.01876, 'used:shao_hui': 0.01531, 'used:shi_po': 0.00972,
            'used:shi_tan': 0.01087, 'used:suo_ding': 0.03112, 'used:tui_hui': 0.000988,
            'used:zhen_wei_mo_bian': 0.001155, 'hit:diao_hu_li_shan': 0.08695, 'hit:shi_tan':
            0.1919, 'hit:suo_ding': 0.1729, 'total': 0.6291
        },
        'fu_ping': {
            'burn': 0.0002027, 'decline': 0.003478, 'decrypt': 0.0002679, 'intercept': 0.0001327,
            'lock': 0.0005722, 'reveal': 0.9822, 'sent:direct': 0.0005697, 'sent:secret': 0.001437,
            'sent:text': 0.0001524, 'take': 0.0008935, 'used:diao_hu_li_shan': 0.0002821,
            'used:jie_huo': 0.0002983, 'used:po_yi': 0.0002679, 'used:shao_hui': 0.0002307,
            'used:shi_po': 0.0002428, 'used:shi_tan': 0.0001871, 'used:suo_ding': 0.0005973,
            'used:tui_hui': 1.911e-05, 'used:zhen_wei_mo_bian': 4.476e-05, 'hit:diao_hu_li_shan':
            0.08688, 'hit:shi_tan': 0.2259, 'hit:suo_ding': 0.2582, 'total': 0.9921
        },
        'gang_tie_te_gong': {
            'burn': 0.01133, 'decline': 0.1894, 'decrypt': 0.01309, 'intercept': 0.008767, 'lock':
            0.03211, 'reveal': 0.05372, 'sent:direct': 0.0282, 'sent:secret': 0.07798, 'sent:text':
            0.008364, 'take': 0.0386, 'used:diao_hu_li_shan': 0.01511, 'used:jie_huo': 0.01471,
            'used:po_yi': 0.01309, 'used:shao_hui': 0.01255, 'used:shi_po': 0.008101,
            'used:shi_tan': 0.007693, 'used:suo_ding': 0.03332, 'used:tui_hui': 0.0005403,
            'used:zhen_wei_mo_bian': 0.001216, 'hit:diao_hu_li_shan': 0.1581, 'hit:shi_tan':
            0.0914, 'hit:suo_ding': 0.178, 'total': 0.5679
        },
        'hei_mei_gui': {
            'burn': 0.01043, 'decline': 0.1787, 'decrypt': 0.01465, 'intercept': 0.008436, 'lock':
            0.02801, 'reveal': 0.04445, 'sent:direct': 0.02532, 'sent:secret': 0.07863,
            'sent:text': 0.008905, 'take': 0.0484, 'used:diao_hu_li_shan': 0.01523, 'used:jie_huo':
            0.01594, 'used:po_yi': 0.01465, 'used:shao_hui': 0.01184, 'used:shi_po': 0.01418,
            'used:shi_tan': 0.01148, 'used:suo_ding': 0.02918, 'used:tui_hui': 0.001055,
            'used:zhen_wei_mo_bian': 0.001993, 'hit:diao_hu_li_shan': 0.03599, 'hit:shi_tan':
            0.03597, 'hit:suo_ding': 0.174, 'total': 0.5615
        },
        'huang_que': {
            'burn': 0.01102, 'decline': 0.1913, 'decrypt': 0.01075, 'intercept': 0.007909, 'lock':
            0.03531, 'reveal': 0.05458, 'sent:direct': 0.03361, 'sent:secret': 0.07347,
            'sent:text': 0.00594, 'take': 0.04606, 'used:diao_hu_li_shan': 0.01385, 'used:jie_huo':
            0.0116, 'used:po_yi': 0.01075, 'used:shao_hui': 0.01243, 'used:shi_po': 0.01722,
            'used:shi_tan': 0.0113, 'used:suo_ding': 0.03672, 'used:tui_hui': 0.0008481,
            'used:zhen_wei_mo_bian': 0.005078, 'hit:diao_hu_li_shan': 0.111, 'hit:shi_tan':
            0.08786, 'hit:suo_ding': 0.1577, 'total': 0.5897
        },
        'lao_gui': {
            'burn': 0.007027, 'decline': 0.1685, 'decrypt': 0.01425, 'intercept': 0.009567, 'lock':
            0.02596, 'reveal': 0.03921, 'sent:direct': 0.03594, 'sent:secret': 0.07233,
            'sent:text': 0.008932, 'take': 0.04892, 'used:diao_hu_li_shan': 0.0185, 'used:jie_huo':
            0.01617, 'used:po_yi': 0.01425, 'used:shao_hui': 0.008729, 'used:shi_po': 0.01658,
            'used:shi_tan': 0.008936, 'used:suo_ding': 0.02872, 'used:tui_hui': 0.001063,
            'used:zhen_wei_mo_bian': 0.002552, 'hit:diao_hu_li_shan': 0.06075, 'hit:shi_tan':
            0.9296, 'hit:suo_ding': 0.9729, 'total': 0.5461
        },
        'lao_jin': {
            'burn': 0.01089, 'decline': 0.1585, 'decrypt': 0.0109, 'intercept': 0.0087, 'lock':
            0.02398, 'reveal': 0.01988, 'sent:direct': 0.03698, 'sent:secret': 0.07241,
            'sent:text': 0.00654, 'take': 0.04681, 'used:diao_hu_li_shan': 0.01632, 'used:jie_huo':
            0.012, 'used:po_yi': 0.0109, 'used:shao_hui': 0.01306, 'used:shi_po': 0.01469,
            'used:shi_tan': 0.01196, 'used:suo_ding': 0.02562, 'used:tui_hui': 0.0005468,
            'used:zhen_wei_mo_bian': 0.001637, 'hit:diao_hu_li_shan': 0.01114, 'hit:shi_tan':
            0.1721, 'hit:suo_ding': 0.2179, 'total': 0.5024
        },
        'lao_qiang': {
            'burn': 0.00881, 'decline': 0.1917, 'decrypt': 0.02569, 'intercept': 0.01284, 'lock':
            0.02217, 'reveal': 0.06576, 'sent:direct': 0.01798, 'sent:secret': 0.08263,
            'sent:text': 0.004516, 'take': 0.07726, 'used:diao_hu_li_shan': 0.01317,
            'used:jie_huo': 0.02575, 'used:po_yi': 0.02569, 'used:shao_hui': 0.008871,
            'used:shi_po': 0.008897, 'used:shi_tan': 0.01714, 'used:suo_ding': 0.02222,
            'used:tui_hui': 4.165e-05, 'used:zhen_wei_mo_bian': 9.757e-05, 'hit:diao_hu_li_shan':
            0.06206, 'hit:shi_tan': 0.5162, 'hit:suo_ding': 0.7682, 'total': 0.6312
        },
        'shan_ling': {
            'burn': 0.01047, 'decline': 0.2029, 'decrypt': 0.01279, 'intercept': 0.006783, 'lock':
            0.0341, 'reveal': 0.07809, 'sent:direct': 0.02946, 'sent:secret': 0.07519, 'sent:text':
            0.006785, 'take': 0.03819, 'used:diao_hu_li_shan': 0.0126, 'used:jie_huo': 0.01106,
            'used:po_yi': 0.01279, 'used:shao_hui': 0.01182, 'used:shi_po': 0.01453,
            'used:shi_tan': 0.008336, 'used:suo_ding': 0.03468, 'used:tui_hui': 0.001936,
            'used:zhen_wei_mo_bian': 0.004453, 'hit:diao_hu_li_shan': 0.1257, 'hit:shi_tan':
            0.1333, 'hit:suo_ding': 0.1061, 'total': 0.6069
        },
        'yi_dian_yuan': {
            'burn': 0.0005677, 'decline': 0.009742, 'decrypt': 0.0007505, 'intercept': 0.0003718,
            'lock': 0.03924, 'reveal': 0.8372, 'sent:direct': 0.0231, 'sent:secret': 0.06854,
            'sent:text': 0.0004268, 'take': 0.007879, 'used:diao_hu_li_shan': 0.0223,
            'used:jie_huo': 0.0008355, 'used:po_yi': 0.0007505, 'used:shao_hui': 0.0006462,
            'used:shi_po': 0.0006801, 'used:shi_tan': 0.000524, 'used:suo_ding': 0.03931,
            'used:tui_hui': 5.352e-05, 'used:zhen_wei_mo_bian': 0.0001254, 'hit:diao_hu_li_shan':
            0.3478, 'hit:shi_tan': 0.2259, 'hit:suo_ding': 0.5364, 'total': 1.053
        },
    },
    'bystander': {
        'e_mei_feng': {
            'burn': 0.01945, 'decline': 0.1416, 'decrypt': 0.02856, 'intercept': 6.883e-08, 'lock':
            0.04619, 'reveal': 0.09731, 'sent:direct': 0.03046, 'sent:secret': 0.07128,
            'sent:text': 0.008528, 'take': 0.1148, 'used:diao_hu_li_shan': 0.009161,
            'used:jie_huo': 0.02436, 'used:po_yi': 0.02856, 'used:shao_hui': 0.02249,
            'used:shi_po': 0.0158, 'used:shi_tan': 6.58e-05, 'used:suo_ding': 0.0474,
            'used:tui_hui': 0.001217, 'used:zhen_wei_mo_bian': 6.992e-06, 'hit:diao_hu_li_shan':
            0.1041, 'hit:shi_tan': 0.269, 'hit:suo_ding': 0.2038, 'total': 0.7072
        },
        'fu_ping': {
            'burn': 1.045e-05, 'decline': 0.0001793, 'decrypt': 1.381e-05, 'intercept': 6.84e-06,
            'lock': 2.949e-05, 'reveal': 0.9991, 'sent:direct': 2.937e-05, 'sent:secret':
            7.407e-05, 'sent:text': 7.856e-06, 'take': 4.606e-05, 'used:diao_hu_li_shan':
            1.454e-05, 'used:jie_huo': 1.538e-05, 'used:po_yi': 1.381e-05, 'used:shao_hui':
            1.189e-05, 'used:shi_po': 1.252e-05, 'used:shi_tan': 9.644e-06, 'used:suo_ding':
            3.079e-05, 'used:tui_hui': 9.851e-07, 'used:zhen_wei_mo_bian': 2.307e-06,
            'hit:diao_hu_li_shan': 0.08688, 'hit:shi_tan': 0.2259, 'hit:suo_ding': 0.2582, 'total':
            0.9996
        },
        'gang_tie_te_gong': {
            'burn': 0.008772, 'decline': 0.2019, 'decrypt': 0.01156, 'intercept': 0.006778, 'lock':
            0.0509, 'reveal': 0.05535, 'sent:direct': 0.02629, 'sent:secret': 0.08044, 'sent:text':
            0.007173, 'take': 0.01919, 'used:diao_hu_li_shan': 0.01037, 'used:jie_huo': 0.01275,
            'used:po_yi': 0.01156, 'used:shao_hui': 0.009173, 'used:shi_po': 3.213e-05,
            'used:shi_tan': 3.052e-05, 'used:suo_ding': 0.05249, 'used:tui_hui': 0.0007955,
            'used:zhen_wei_mo_bian': 4.823e-06, 'hit:diao_hu_li_shan': 0.1579, 'hit:shi_tan':
            0.09106, 'hit:suo_ding': 0.2013, 'total': 0.5655
        },
        'hei_mei_gui': {
            'burn': 0.004559, 'decline': 0.2488, 'decrypt': 0.01309, 'intercept': 0.002546, 'lock':
            0.04721, 'reveal': 0.08485, 'sent:direct': 0.02166, 'sent:secret': 0.07601,
            'sent:text': 0.01206, 'take': 0.01727, 'used:diao_hu_li_shan': 0.009591,
            'used:jie_huo': 0.005087, 'used:po_yi': 0.01309, 'used:shao_hui': 0.006569,
            'used:shi_po': 0.01309, 'used:shi_tan': 5.749e-05, 'used:suo_ding': 0.04922,
            'used:tui_hui': 0.000506, 'used:zhen_wei_mo_bian': 9.98e-06, 'hit:diao_hu_li_shan':
            0.07786, 'hit:shi_tan': 0.01998, 'hit:suo_ding': 0.207, 'total': 0.6252
        },
        'huang_que': {
            'burn': 0.004928, 'decline': 0.2314, 'decrypt': 0.008783, 'intercept': 0.002969,
            'lock': 0.05338, 'reveal': 0.07381, 'sent:direct': 0.03986, 'sent:secret': 0.06725,
            'sent:text': 0.004879, 'take': 0.01202, 'used:diao_hu_li_shan': 0.005919,
            'used:jie_huo': 0.004933, 'used:po_yi': 0.008783, 'used:shao_hui': 0.00687,
            'used:shi_po': 0.03681, 'used:shi_tan': 0.000109, 'used:suo_ding': 0.05532,
            'used:tui_hui': 0.001937, 'used:zhen_wei_mo_bian': 0.01162, 'hit:diao_hu_li_shan':
            0.03964, 'hit:shi_tan': 0.03994, 'hit:suo_ding': 0.194, 'total': 0.6315
        },
        'lao_gui': {
            'burn': 0.005424, 'decline': 0.1732, 'decrypt': 0.01555, 'intercept': 0.007457, 'lock':
            0.0331, 'reveal': 0.03454, 'sent:direct': 0.03989, 'sent:secret': 0.07239, 'sent:text':
            0.007453, 'take': 0.04065, 'used:diao_hu_li_shan': 0.01357, 'used:jie_huo': 0.008845,
            'used:po_yi': 0.01555, 'used:shao_hui': 0.006107, 'used:shi_po': 0.02162,
            'used:shi_tan': 6.005e-05, 'used:suo_ding': 0.03581, 'used:tui_hui': 0.0006792,
            'used:zhen_wei_mo_bian': 0.0006892, 'hit:diao_hu_li_shan': 0.1152, 'hit:shi_tan':
            0.9793, 'hit:suo_ding': 0.9968, 'total': 0.5326
        },
        'lao_jin': {
            'burn': 0.005642, 'decline': 0.1916, 'decrypt': 0.0001978, 'intercept': 0.003788,
            'lock': 0.0204, 'reveal': 0.01306, 'sent:direct': 0.03697, 'sent:secret': 0.07209,
            'sent:text': 0.003748, 'take': 0.01537, 'used:diao_hu_li_shan': 0.0002962,
            'used:jie_huo': 0.005662, 'used:po_yi': 0.0001978, 'used:shao_hui': 0.007497,
            'used:shi_po': 0.02386, 'used:shi_tan': 0.0002171, 'used:suo_ding': 0.02043,
            'used:tui_hui': 9.924e-06, 'used:zhen_wei_mo_bian': 2.971e-05, 'hit:diao_hu_li_shan':
            0.004642, 'hit:shi_tan': 0.1076, 'hit:suo_ding': 0.0995, 'total': 0.4211
        },
        'lao_qiang': {
            'burn': 0.01978, 'decline': 0.0894, 'decrypt': 0.02285, 'intercept': 0.02052, 'lock':
            0.02221, 'reveal': 0.121, 'sent:direct': 0.003269, 'sent:secret': 0.06957, 'sent:text':
            0.0008211, 'take': 0.1595, 'used:diao_hu_li_shan': 0.002395, 'used:jie_huo': 0.02286,
            'used:po_yi': 0.02285, 'used:shao_hui': 0.01979, 'used:shi_po': 0.001618,
            'used:shi_tan': 0.003116, 'used:suo_ding': 0.02222, 'used:tui_hui': 7.573e-06,
            'used:zhen_wei_mo_bian': 1.774e-05, 'hit:diao_hu_li_shan': 0.06206, 'hit:shi_tan':
            0.5968, 'hit:suo_ding': 0.8712, 'total': 0.6239
        },
        'shan_ling': {
            'burn': 0.01084, 'decline': 0.2626, 'decrypt': 0.01157, 'intercept': 0.000766, 'lock':
            0.06552, 'reveal': 0.1017, 'sent:direct': 0.03321, 'sent:secret': 0.07658, 'sent:text':
            0.002918, 'take': 0.008882, 'used:diao_hu_li_shan': 0.009416, 'used:jie_huo': 0.002949,
            'used:po_yi': 0.01157, 'used:shao_hui': 0.01156, 'used:shi_po': 0.03239,
            'used:shi_tan': 5.98e-05, 'used:suo_ding': 0.06553, 'used:tui_hui': 0.005035,
            'used:zhen_wei_mo_bian': 0.006488, 'hit:diao_hu_li_shan': 0.02857, 'hit:shi_tan':
            0.06059, 'hit:suo_ding': 0.03924, 'total': 0.7196
        },
        'yi_dian_yuan': {
            'burn': 8.228e-05, 'decline': 0.001412, 'decrypt': 0.0001088, 'intercept': 5.388e-05,
            'lock': 0.09264, 'reveal': 0.846, 'sent:direct': 0.03233, 'sent:secret': 0.09689,
            'sent:text': 6.186e-05, 'take': 0.001142, 'used:diao_hu_li_shan': 0.04671,
            'used:jie_huo': 0.0001211, 'used:po_yi': 0.0001088, 'used:shao_hui': 9.365e-05,
            'used:shi_po': 9.857e-05, 'used:shi_tan': 7.594e-05, 'used:suo_ding': 0.09265,
            'used:tui_hui': 7.757e-06, 'used:zhen_wei_mo_bian': 1.817e-05, 'hit:diao_hu_li_shan':
            0.4565, 'hit:shi_tan': 0.2259, 'hit:suo_ding': 0.6689, 'total': 1.211
        },
    },
}


def role_tables(players: int) -> dict:
    """The fitted role tables for a table of ``players``: the 5-player fit up to 6 players,
    the 9-player fit from 7."""
    return ROLE_TABLES_9 if players >= 7 else ROLE_TABLES


__all__ = ["Beliefs", "LIKELIHOOD", "LIKELIHOOD_H3", "LIKELIHOOD_V1", "ROLE_TABLES",
           "ROLE_TABLES_9", "RoleBeliefs", "TABLES", "role_tables"]
