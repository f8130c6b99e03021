"""The heuristic bot: plays for its faction from public evidence and its own cards.

Beliefs. For every other seat the bot keeps evidence scores for "is 潜伏战线 (red)" and "is
军情处 (blue)", fed only by what its seat is shown: who takes or declines which colour when
they could see it, whom a sender sends 直达 messages and 锁定 to (the colour shows once the
message lands), who burns whose fakes (allies) and who counters whose cards (opponents), its
own 试探 results, and revealed identities. The scores become identity probabilities by
iterative proportional fitting to the identity table (so "exactly one other red" is kept).

Values. Everything is judged by one number: the value, for this seat's side, of a given seat
getting a message of a given colour (a third colour card wins the game for that faction, a
third fake kills). Where a message will end up is estimated by walking its route (the same
rule as the engine: right or left player by player, 直达 to its target then back, lured
players skipped, the first locked player reached takes it) with a take probability per
player. Decisions compare these expected values: which card to send (and whether to 锁定
someone), take or decline, and whether a 截获 / 调虎离山 / 锁定 / 识破 / 烧毁 / 退回 / 破译 /
真伪莫辨 / 试探 is worth its card. Otherwise it passes.

A 打酱油的 without a role wins only as the last player alive: it avoids fakes, is glad of
anyone's death and of nobody's third true message.

Versions (``heuristic@1``, ``@2``, ``@3``; docs/bots.md). Version 2 changes four things:

- it never sends a black message while holding two black messages if it has another card to
  send (if everyone declines, the sender must take it back);
- where a message will go, it uses take rates fitted from self-play
  (:data:`TAKE_RATES`, ``benchmarks/take_rates.py``) instead of fixed guesses;
- it counts on its own 锁定 only as often as 锁定 is not countered (:data:`LOCK_STANDS`);
- it plays 试探 for its effect: the card's bet and effect against what it believes of the
  target (make a likely enemy discard, a likely ally draw), not for information alone;
  and it does not 识破 the card of a player it believes an ally (:data:`ALLY_SURE`).

Version 3 (``heuristic@3``) reads identities from its own fitted tracker
(:class:`~fengsheng.bots.belief.Beliefs`) instead of the evidence scores above, values a 试探
by the side of its bet (the effect happens only if the target is the bet), and neither
counters nor probes (except to hand two cards) a player it believes an ally
(:data:`ALLY_SURE_V3`).

Version 4 (``heuristic@4``) removes blunders found one by one in version 3's self-play
(``benchmarks/blunder_hunt.py``): it plays no 真伪莫辨 holding two blacks (a third of the cards
are black: its own death) unless its side is one message from winning; holding two blacks,
it weighs a black send (its death if it comes back) against the other sends when every one
of them is expected to cost :data:`ENEMY_WIN_RISK` of a win or more (it may be an enemy's
third of their colour: a dilemma, not a rule, decides it); and it counters (识破) only a
player it believes an enemy (:data:`ENEMY_SURE_V4`) and probes other than with a gift only a
surer one (:data:`PROBE_SURE_V4`).

Version 5 (``heuristic@5``) plays as version 4 without role cards; with them it reads a
face-up 城府 (the target of a 试探 takes a draw whatever it is and never discards: a draw only
to a sure ally, :data:`CHENG_FU_GIFT_SURE`), and pursues its 机密任务 with intent: a card its
mission collects costs its keep to use, and kill, death and "one of each faction dies"
missions count each fake towards them (:mod:`~fengsheng.bots.role_play`).

Version 6 (``heuristic@6``, not promoted) plays as version 5 without role cards; with them a
打酱油的 plans the missions version 5 almost never won, each through its role's own hooks
(roles/<role>.py, gated on ``plans``): 闪灵 keeps 狙击 to strip a victim's true messages before
its kill, 小马哥 welcomes the first fake, which triggers 英雄本色, 黄雀 aims 黄雀在后's two fakes at
a kill that completes "one of each faction dies"; and any 王田香 counts its 残忍 text cards as
锁定 when it plans a send and values its 滥杀 kill of a 打酱油的 as a win.

Version 7 (``heuristic@7``) plays as version 5 (not 6) but for the colour of a face-down
message in transit it has not seen: instead of the hand-set guess (the unseen cards of the
transmission tilted by how much it believes the sender an ally), it uses the fitted model of
the message in transit (:mod:`~fengsheng.bots.transit`, the search's ``message="fitted"``)
over its tracker's identity posterior. On heuristic@5 self-play the hand-set guess scores a
Brier of 0.715 on the colour, hardly better than the unseen cards' mix alone (0.718); the
model 0.513 (docs/bots.md, "The heuristic bot, version 7").
"""
from __future__ import annotations

import copy
import math
import random
from operator import itemgetter

from ..cards.deck import (BLACK, BLUE, BYSTANDER, DIRECT, DRAW_TWO, MILITARY, NO_IDENTITY, RED,
                          TEXT, UNDERGROUND, deck)
from ..engine import Option
from ..engine.message import LEFTWARDS
from ..engine.setup import identity_counts
from .base import Bot, pending_options
from .belief import Beliefs
from .role_play import SKILL_EVALUATORS, WIN, RolePlay
from .transit import TransitLog

IDENTS = (UNDERGROUND, MILITARY, BYSTANDER)
FACTION_COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}
COLOURS = (RED, BLUE, BLACK)
# How much a card is worth keeping in hand, by function (used to price its use or sending).
KEEP = {"shi_po": 1.0, "jie_huo": 0.8, "suo_ding": 0.7, "shao_hui": 0.7, "po_yi": 0.4,
        "diao_hu_li_shan": 0.4, "tui_hui": 0.3, "shi_tan": 0.3, "zhen_wei_mo_bian": 0.4}
# A card is used only when the expected gain beats this (in value units).
USE_COST = {"shi_po": 0.9, "jie_huo": 0.5, "suo_ding": 0.5, "shao_hui": 0.8, "po_yi": 0.35,
            "diao_hu_li_shan": 0.4, "tui_hui": 0.4, "shi_tan": 0.5, "zhen_wei_mo_bian": 0.9}


# Take rates of heuristic@1 self-play at 5 players, 300 games, run seed 0 (python
# benchmarks/take_rates.py --games 300 --bots heuristic@1): face down by black messages held
# (0-1, 2); face up by colour: the taker's faction's, the other faction's (打酱油的 take red and
# blue like the other faction's), black.
TAKE_RATES = {"hidden": 0.36, "hidden_two_blacks": 0.14, "own": 0.89, "other": 1.0,
              "black": 0.03}
# Version 2 never counters the card of a player it believes this much more likely an ally
# than an enemy (P(same side) - P(other faction)).
ALLY_SURE = 0.3
# Version 3 trusts the fitted tracker's beliefs and is stricter: no 识破 of, and no 试探
# except to hand two cards to, a player whose P(same side) - P(other faction) exceeds this.
ALLY_SURE_V3 = 0.1
# Share of 锁定 not answered by a 识破 in the same self-play (751 of 1712 were countered).
LOCK_STANDS = 0.56
# Version 4, holding two blacks: a black send (its own death if it comes back) is weighed
# against the best other send only when that one is expected to cost this much of a win or
# more (it may hand an enemy its third of their colour).
ENEMY_WIN_RISK = -0.15
# Version 4 counters (识破) only a player it believes an enemy: P(same side) - P(other
# faction) below this (a 打酱油的 bot has no allies: no limit) ...
ENEMY_SURE_V4 = -0.3
# ... and probes with anything but a gift only a player below this (a probe's target is
# one it believes of the bet's identity; its side is less sure than a counter's target).
PROBE_SURE_V4 = -0.5
# Version 5 hands two cards by 试探 to a player whose face-up role has 城府 (it takes any draw,
# whatever it is) only when this sure of it (P(same side) - P(other faction)): in heuristic@4's
# role games such gifts went to enemies believed allies at 0.5-0.7.
CHENG_FU_GIFT_SURE = 0.9


def safe_sends(obs: dict, options: list, cards) -> list:
    """The send options that cannot kill the sender: with two black messages in front of it,
    the non-black cards (a message everyone declines comes back to its sender, and a 锁定
    can be countered), unless there are none. Other decisions' options pass unchanged."""
    me = obs["seat"]
    if obs["pending"]["kind"] != "send" or sum(
            cards[c].colour == BLACK for c in obs["players"][me]["messages"]) < 2:
        return options
    return [o for o in options if cards[o.card].colour != BLACK] or options


class HeuristicBot(RolePlay, Bot):
    """Plays for its identity's side using public evidence only (see the module text); with
    role cards, :class:`~fengsheng.bots.role_play.RolePlay` adds skills and 机密任务."""
    name = "heuristic"

    def __init__(self, seat: int, seed: int = 0, version: int = 1):
        super().__init__(seat, seed)
        # An int: True and 5.0 would pass the membership test as 1 and 5.
        if isinstance(version, bool) or not isinstance(version, int) \
                or version not in (1, 2, 3, 4, 5, 6, 7):
            raise ValueError(f"unknown heuristic version {version!r}")
        self.careful = version >= 2   # the version-2 rules (module text, "Versions")
        self.fitted = version >= 3    # identities from the fitted tracker (version 3)
        self.weighs_deaths = version >= 4   # the version-4 rules against its own death
        self.reads_roles = version >= 5     # version 5: face-up roles' 城府 read
        self.intent = version >= 5          # version 5: 机密任务 pursued step by step
        self.plans = version == 6           # version 6: roles' own mission plans (role hooks)
        # version 7 (on version 5): the fitted model of the message in transit
        self.transit = TransitLog(seat) if version >= 7 else None
        self._groups: tuple = (None, None, None, None)   # _fitted_colours' posterior, grouped
        self._colours: tuple = (None, None, None, None)  # ... and its latest answer
        self.tracker: Beliefs | None = None
        self._ally_sure = (ENEMY_SURE_V4 if self.weighs_deaths
                           else ALLY_SURE_V3 if self.fitted else ALLY_SURE)
        self.n = 0
        self.cards = None
        self.identity = None
        self.ev: list[list[float]] = []          # per seat: [red evidence, blue evidence]
        self.rel: dict[tuple[int, int], float] = {}  # (a, b): + same side, - opposed
        self.known: dict[int, str] = {}          # identities learned by own 试探
        self.excluded: dict[int, set] = {}       # identities ruled out by own 试探
        self.items: dict[int, tuple] = {}        # stack uid -> (user, func, target, ref)
        self.msg: dict | None = None             # the message in transit, as tracked
        self.turn_locks: list[tuple[int, int]] = []   # (by, target) this turn
        self.probe: tuple[int, str] | None = None     # own 试探 awaiting its outcome
        self.version = 0            # bumped whenever the evidence changes
        self._belief_key = None
        self._values: dict = {}
        self._sender = None         # the sender of the message being valued (_flow)
        self.role = None
        self.face_up = False
        self.hand_cards: tuple = ()
        self.mission = None         # the role whose 机密任务 this 打酱油的 pursues
        self.deaths: list = []
        self.gender: dict = {}
        self.hides: set = set()     # seats whose face-up role has 城府
        self.dead_identities: set = set()   # identities shown at a death

    # -- the interface ------------------------------------------------------------------
    def choose(self, observation: dict, events: list[dict]) -> Option:
        options = pending_options(observation)
        self._setup(observation)
        if self.tracker is not None:
            self.tracker.update(observation, events)   # own seat's view: the certain facts too
        if self.transit is not None:
            self.transit.update(observation, events)
        self._ingest(events)
        self._role_setup(observation)
        pending = observation["pending"]
        if len(options) == 1:
            return options[0]
        if pending["prompt"] == "choose_role":
            return self._q_role(observation, options)   # before identities exist
        if pending["kind"] == "respond" and not any(
                (o.kind == "use" and hasattr(self, "_use_" + o.func))
                or (o.kind == "skill" and o.func in SKILL_EVALUATORS) for o in options):
            return next(o for o in options if o.kind == "pass")   # nothing it knows to use
        self._beliefs(observation)
        answer = self._decide(observation, options, pending)
        if answer.kind == "skill":
            self.skill_target = answer.seat
        elif answer.kind == "choose" and answer.seat >= 0:
            self.chosen_seat = answer.seat
        return answer

    def witness(self, observation: dict, events: list[dict]) -> None:
        """Take in ``events`` without deciding: the same memory :meth:`choose` keeps from
        them (evidence, the message in transit, stack items, locks). ``observation`` (any
        seat's, only its public part is read: the table and message counts) supplies the
        config and the messages on the table. Used by the search bot to give the heuristic
        models of the *other* seats the public history its own seat has seen."""
        self._setup(observation)
        if self.tracker is not None:
            self.tracker.read(events)
        if self.transit is not None:
            self.transit.update(observation, events)
        self._ingest(events)

    def fork(self, seed: int | None = None) -> "HeuristicBot":
        """An independent copy of this bot's memory: a rollout plays on with it and leaves
        this bot unchanged. Its RNG is ``random.Random(seed)``, or with ``seed=None`` a copy
        of this bot's (an exact twin). Copies the containers :meth:`choose` changes in place
        and shares the rest (the deck, values it replaces whole): several times cheaper than
        ``copy.deepcopy``, which matters once per rollout and seat."""
        clone = copy.copy(self)
        clone.rng = copy.deepcopy(self.rng) if seed is None else random.Random(seed)
        clone.ev = [list(e) for e in self.ev]
        clone.rel = dict(self.rel)
        clone.known = dict(self.known)
        clone.excluded = {s: set(v) for s, v in self.excluded.items()}
        clone.items = dict(self.items)
        if self.msg is not None:
            clone.msg = {**self.msg, "seen": set(self.msg["seen"]),
                         "declines": list(self.msg["declines"])}
        clone.turn_locks = list(self.turn_locks)
        if self.tracker is not None:
            clone.tracker = self.tracker.fork()
        if self.transit is not None:
            clone.transit = self.transit.fork()
        clone._values = {}
        return clone

    def _decide(self, observation, options, pending):
        kind = pending["kind"]
        if kind in ("trigger", "choose") and pending["prompt"] != "probe_discard":
            answer = self._role_decision(observation, options)
            if answer is not None:
                return answer
        if kind == "send":
            return self._send(observation, options)
        if kind == "receive":
            return self._receive(observation, options)
        if kind == "respond":
            return self._respond(observation, options, pending["prompt"])
        if kind == "choose" and pending["prompt"] == "probe_discard":
            return min(options, key=lambda o: (self._keep(o.card), o.card))
        if kind == "trigger":
            for o in options:
                if o.kind == "yes":
                    return o
        for o in options:
            if o.kind == "pass":
                return o
        return options[self.rng.randrange(len(options))]

    # -- memory -------------------------------------------------------------------------
    def _setup(self, obs):
        if self.cards is None:
            self.n = obs["config"]["players"]
            self.cards = deck(obs["config"]["deck"])
            self.table = obs["config"]["identity_table"]
            self.ev = [[0.0, 0.0] for _ in range(self.n)]
            if self.fitted:
                self.tracker = Beliefs(self.seat, obs["config"])
        self.counts = []
        cards = self.cards
        for p in obs["players"]:
            c = {RED: 0, BLUE: 0, BLACK: 0}
            for m in p["messages"]:
                c[cards[m].colour] += 1
            self.counts.append(c)

    def _add(self, seat, colour, w):
        if seat != self.seat and colour in (RED, BLUE):
            self.ev[seat][0 if colour == RED else 1] += w
            self.version += 1

    def _relate(self, a, b, w):
        if a != b:
            key = (a, b) if a < b else (b, a)
            self.rel[key] = self.rel.get(key, 0.0) + w
            self.version += 1

    def _ingest(self, events):
        for ev in events:
            t = ev["type"]
            self._role_events(ev)
            if t == "message_sent":
                tr = ev["transmission"]
                self.msg = {"sender": ev["seat"], "transmission": tr, "target": ev["target"],
                            "face_up": tr == TEXT, "seen": {ev["seat"]}, "declines": []}
            elif t == "decrypted":
                if self.msg is not None:
                    self.msg["seen"].add(ev["seat"])
            elif t == "declined":
                m = self.msg
                if m is not None:
                    m["declines"].append((ev["seat"], m["face_up"] or ev["seat"] in m["seen"]))
            elif t == "message_taken":
                self._landed(ev["seat"], ev["card"], ev["forced"], False)
            elif t == "intercepted":
                self._landed(ev["seat"], ev["card"], False, True)
            elif t == "message_discarded":
                self.msg = None
            elif t == "turn_start":
                self.turn_locks = []
            elif t == "locked":
                self.turn_locks.append((ev["by"], ev["seat"]))
            elif t == "used":
                self.items[ev["uid"]] = (ev["seat"], ev["func"], ev["target"], ev["ref"])
                if ev["func"] == "shi_po" and ev["ref"] in self.items:
                    self._relate(ev["seat"], self.items[ev["ref"]][0], -0.6)
            elif t == "burned":
                self._relate(ev["by"], ev["seat"], 1.0)
            elif t == "probe_shown":
                if ev["user"] == self.seat and "bet" in ev:
                    self.probe = (ev["seat"], ev["bet"])
            elif t == "probe_declared":
                if self.probe and self.probe[0] == ev["seat"]:
                    self.excluded.setdefault(ev["seat"], set()).add(self.probe[1])
                    self.probe = None
                    self.version += 1
            elif t in ("probe_draws", "probe_discard_nothing", "discard"):
                if self.probe and self.probe[0] == ev["seat"]:
                    self.known[ev["seat"]] = self.probe[1]
                    self.probe = None
                    self.version += 1

    def _landed(self, taker, card, forced, intercepted):
        """A message became face up at ``taker``: read the evidence of everyone involved."""
        m = self.msg
        self.msg = None
        if m is None:
            return
        colour = self.cards[card].colour
        if colour != BLACK:
            for s, knew in m["declines"]:
                if knew:
                    self._add(s, colour, -4.0 if self.counts[s][colour] >= 2 else -1.0)
            if not forced and (m["face_up"] or taker in m["seen"]):
                self._add(taker, colour, 1.5)
        sender = m["sender"]
        target = m["target"]
        if m["transmission"] == DIRECT and target >= 0 and target != sender:
            if colour == BLACK:
                self._relate(sender, target, -0.7)
            else:
                self._add(sender, colour, 0.6)
                self._add(target, colour, 0.5)
        if not intercepted:
            for by, seat in self.turn_locks:
                if by == sender and seat == taker and seat != sender:
                    if colour == BLACK:
                        self._relate(sender, seat, -1.2)
                    else:
                        self._add(sender, colour, 1.0)
                        self._add(seat, colour, 1.0)

    # -- beliefs ------------------------------------------------------------------------
    def _beliefs(self, obs):
        """Identity probabilities per seat (self.dist) from evidence and the identity table."""
        n = self.n
        players = obs["players"]
        self.alive = [p["alive"] for p in players]
        self._values = {}
        # The tracker follows identity cards through 临危受命 (Beliefs.holds).
        tracked = self.tracker is not None and self.tracker.ready()
        key = (self.tracker.revision if tracked else self.version,
               tuple(p["identity"] for p in players))
        if key == self._belief_key:
            return
        self._belief_key = key
        if tracked:
            self._set_dist([tuple(m[k] for k in IDENTS) for m in self.tracker.marginals()])
            return
        remaining = list(identity_counts(n, self.table))
        dist: list = [None] * n
        unknown = []
        for s in range(n):
            ident = self.identity if s == self.seat else (players[s]["identity"]
                                                           or self.known.get(s))
            if ident is not None:
                dist[s] = tuple(1.0 if k == ident else 0.0 for k in IDENTS)
                remaining[IDENTS.index(ident)] -= 1
            else:
                unknown.append(s)
        remaining = [max(0, r) for r in remaining]
        if unknown:
            logw = {s: [self.ev[s][0], self.ev[s][1], 0.0] for s in unknown}
            first = self._fit(logw, remaining, dist)
            if self.rel:
                both = dict(first)
                for s in range(n):
                    if dist[s] is not None:
                        both[s] = dist[s]
                for (a, b), w in self.rel.items():
                    for x, y in ((a, b), (b, a)):
                        if x in logw:
                            py = both[y]
                            logw[x][0] += w * py[0]
                            logw[x][1] += w * py[1]
                first = self._fit(logw, remaining, dist)
            for s in unknown:
                dist[s] = first[s]
        self._set_dist(dist)

    def _set_dist(self, dist):
        """Identity probabilities per seat (IDENTS order) and the ally scores from them."""
        n = self.n
        self.dist = dist
        mine = self.identity
        self.ally = [0.0] * n    # P(same side) - P(opposing faction)
        # (None: a seat first asked after 临危受命 took its card, dead, as 后招 asks it)
        if mine in FACTION_COLOUR:
            other = IDENTS[1 - IDENTS.index(mine)]
            for s in range(n):
                if s != self.seat:
                    d = dist[s]
                    self.ally[s] = d[IDENTS.index(mine)] - d[IDENTS.index(other)]
        self.ally[self.seat] = 1.0

    def _fit(self, logw, remaining, dist):
        excluded = self.excluded
        w = {}
        for s, lw in logw.items():
            row = [math.exp(max(-12.0, min(12.0, x))) for x in lw]
            for k in excluded.get(s, ()):
                row[IDENTS.index(k)] = 0.0
            w[s] = row
        for _ in range(8):
            for k in range(3):
                col = sum(r[k] for r in w.values())
                if col > 0:
                    f = remaining[k] / col
                    for r in w.values():
                        r[k] *= f
            for s, r in w.items():
                tot = r[0] + r[1] + r[2]
                if tot > 0:
                    r[0] /= tot
                    r[1] /= tot
                    r[2] /= tot
                else:   # contradictory evidence: fall back on the table
                    tot = sum(remaining) or 1
                    r[:] = [x / tot for x in remaining]
        return {s: tuple(r) for s, r in w.items()}

    # -- values -------------------------------------------------------------------------
    def _base_util(self, ident, seat, colour):
        """Value for this bot's side of ``seat`` (with identity ``ident``) getting ``colour``."""
        cnt = self.counts[seat]
        me = seat == self.seat
        mine = self.identity
        friend = me or (mine != BYSTANDER and ident == mine)
        if colour == BLACK:
            b = cnt[BLACK]
            if b >= 2:   # a third fake kills
                if me:
                    return -WIN if mine == BYSTANDER else -8.0
                if mine == BYSTANDER:
                    return 4.0
                if friend:
                    return -8.0
                return 1.0 if ident == BYSTANDER else 5.0
            if me:
                return -(1.0 + 1.5 * b)
            if mine == BYSTANDER:
                return 0.3 + 0.5 * b
            if friend:
                return -(0.8 + b)
            return 0.1 if ident == BYSTANDER else 0.5 + 0.7 * b
        if ident == BYSTANDER or colour != FACTION_COLOUR[ident]:
            return 0.0
        k = cnt[colour]
        if k >= 2:
            return WIN if friend else -WIN
        return (1.0 + 1.2 * k) if friend else -(1.0 + 1.2 * k)

    def _util(self, ident, seat, colour):
        base = self._base_util(ident, seat, colour)
        if self.plans and self.role is not None:
            base = self._role_util(ident, seat, colour, base)
        if self.mission is None:
            return base
        return self._mission_util(ident, seat, colour, base)

    def value(self, seat: int, colour: str) -> float:
        """Expected value for this bot's side of ``seat`` getting a ``colour`` message."""
        # Kill missions and 滥杀 count a message's sender, or none (a skill, 真伪莫辨): version 6
        # keeps "no sender" apart from another player's message in its cache.
        key = (seat, colour, self._sender == self.seat, self.plans and self._sender is None)
        v = self._values.get(key)
        if v is None:
            if seat == self.seat:
                v = self._util(self.identity, seat, colour)
            else:
                d = self.dist[seat]
                v = sum(d[i] * self._util(IDENTS[i], seat, colour) for i in range(3) if d[i])
            self._values[key] = v
        return v

    def _keep(self, card):
        c = self.cards[card]
        bonus = 0.5 if FACTION_COLOUR.get(self.identity) == c.colour else 0.0
        if self.mission is not None:
            bonus += self._mission_keep(card)
        return KEEP.get(c.function, 0.3) + bonus - (0.3 if c.colour == BLACK else 0.0)

    # -- where a message goes -----------------------------------------------------------
    def _take_prob(self, seat, colour, visible):
        if seat == self.seat and visible:
            return 1.0 if self.value(seat, colour) > 0 else 0.0
        if self.careful:
            if not visible:
                two = self.counts[seat][BLACK] >= 2
                return TAKE_RATES["hidden_two_blacks" if two else "hidden"]
            if colour == BLACK:
                return 0.0 if self.counts[seat][BLACK] >= 2 else TAKE_RATES["black"]
            d = self.dist[seat]
            own = d[0] if colour == RED else d[1]
            return TAKE_RATES["other"] + (TAKE_RATES["own"] - TAKE_RATES["other"]) * own
        if not visible:
            return 0.45
        if colour == BLACK:
            return 0.03
        d = self.dist[seat]
        own = d[0] if colour == RED else d[1]
        return 0.55 + 0.4 * own

    def _flow(self, route, colour, visible, lured=None, locks=None, holder=None,
              direction=None):
        """Expected value of a message of ``colour`` continuing from its holder's TRANSMIT
        step along ``route`` (a dict with sender, transmission, target, holder, direction,
        lured, locks); keyword arguments override the route's fields."""
        outer = self._sender
        self._sender = route["sender"]
        try:
            return self._flow_from(route, colour, visible, lured, locks, holder, direction)
        finally:
            self._sender = outer

    def _flow_from(self, route, colour, visible, lured, locks, holder, direction):
        alive = self.alive
        n = self.n
        sender = route["sender"]
        tr = route["transmission"]
        lured = route["lured"] if lured is None else lured
        locks = route["locks"] if locks is None else locks
        s = route["holder"] if holder is None else holder
        d = route["direction"] if direction is None else direction
        back = sender if alive[sender] else None
        total = 0.0
        p = 1.0
        if tr == DIRECT:
            t = route["target"]
            if s == sender and alive[t] and (t not in lured or t in locks):
                if t in locks:
                    return self.value(t, colour)
                q = self._take_prob(t, colour, visible)
                total += q * self.value(t, colour)
                p = 1.0 - q
            return total + (p * self.value(back, colour) if back is not None else 0.0)
        for _ in range(n):
            s = (s + d) % n
            if s == sender:
                break
            if not alive[s] or (s in lured and s not in locks):
                continue
            if s in locks:
                return total + p * self.value(s, colour)
            q = self._take_prob(s, colour, visible)
            total += p * q * self.value(s, colour)
            p *= 1.0 - q
            if p < 1e-3:
                return total
        return total + (p * self.value(back, colour) if back is not None else 0.0)

    def _route(self, obs):
        m = obs["message"]
        return {"sender": m["sender"], "transmission": m["transmission"], "target": m["target"],
                "holder": m["holder"], "direction": m["direction"], "lured": tuple(m["lured"]),
                "locks": tuple(obs["locks"])}

    def _unseen(self, obs, transmission) -> dict[str, float]:
        """Cards of ``transmission`` by colour, less those in this hand and on the table."""
        cards = self.cards
        counts = {RED: 0.0, BLUE: 0.0, BLACK: 0.0}
        for c in cards:
            if c.transmission == transmission:
                counts[c.colour] += 1
        for c in obs["you"]["hand"]:
            if cards[c].transmission == transmission:
                counts[cards[c].colour] -= 1
        for p in obs["players"]:
            for c in p["messages"]:
                if cards[c].transmission == transmission:
                    counts[cards[c].colour] -= 1
        return counts

    def _colour_probs(self, obs, transmission, sender, direct_to_me):
        """P(colour) of a face-down message this seat cannot see."""
        counts = self._unseen(obs, transmission)
        a = self.ally[sender] if self.identity != BYSTANDER else 0.0
        strength = 1.0 if direct_to_me else 0.5
        mine = FACTION_COLOUR.get(self.identity)
        w = {}
        for col in COLOURS:
            x = max(counts[col], 0.2)
            if col == BLACK:
                x *= math.exp(-1.2 * a * strength)
            elif col == mine:
                x *= math.exp(0.8 * a * strength)
            elif mine is not None:
                x *= math.exp(-0.6 * a * strength)
            w[col] = x
        tot = sum(w.values())
        return {col: x / tot for col, x in w.items()}

    def _message_colours(self, obs):
        """{colour: probability} of the message in transit, from this seat's view."""
        m = obs["message"]
        if m["card"] is not None:
            return {self.cards[m["card"]].colour: 1.0}
        if self.transit is not None and self.tracker.ready():
            return self._fitted_colours(obs)
        direct_to_me = m["transmission"] == DIRECT and m["target"] == self.seat
        return self._colour_probs(obs, m["transmission"], m["sender"], direct_to_me)

    def _fitted_colours(self, obs):
        """P(colour) of the unseen message in transit by the fitted model (version 7): the
        unseen cards of each colour times the model's weight, averaged over the tracker's
        posterior. The model reads only the identities of the seats the message concerns,
        so assignments that agree on those cards are weighed together. The tracker's
        assignments are of the cards as dealt: each seat reads the card it holds now
        (临危受命 moves them; a seat shown without one has none), the sender the card it sent
        with."""
        t, log = self.tracker, self.transit
        memo = self._colours
        state = (t.revision, len(log.acts), log.swapped)
        if memo[0] is obs and memo[1] is t.logw and memo[2] == state:
            return memo[3]     # one decision values many options against the same message
        m = obs["message"]
        sender = m["sender"]
        seats = {sender, m["holder"], *obs["locks"], *m["lured"], *(s for s, _ in log.acts)}
        if m["transmission"] == DIRECT and m["target"] is not None:
            seats.add(m["target"])
        seats = sorted(s for s in seats if s >= 0)
        sent_with = t.sent_with(sender)
        cards = tuple(sent_with if s == sender and sent_with is not None else t.dealt(s)
                      for s in seats)
        none = [obs["players"][s]["identity"] == NO_IDENTITY
                and not (s == sender and sent_with is not None) for s in seats]
        # The tracker replaces its lists, never changes them in place: while they are the
        # same objects, so is the posterior (at 9 players, up to 560 assignments).
        cached = self._groups
        if cached[0] is t.logw and cached[1] is t.assignments and cached[2] == cards:
            groups = cached[3]
        else:
            groups = {}
            key = itemgetter(*cards) if len(cards) > 1 else lambda a, c=cards[0]: (a[c],)
            for w, a in t.posterior():
                k = key(a)
                groups[k] = groups.get(k, 0.0) + w
            self._groups = (t.logw, t.assignments, cards, groups)
        counts = {c: max(v, 0.2) for c, v in self._unseen(obs, m["transmission"]).items()}
        out = {RED: 0.0, BLUE: 0.0, BLACK: 0.0}
        ids = [NO_IDENTITY] * self.n
        for key, w in groups.items():
            for s, ident, gone in zip(seats, key, none):
                ids[s] = NO_IDENTITY if gone else ident
            weight = log.colour_weights(obs, ids)
            z = {c: counts[c] * weight[c] for c in out}
            total = sum(z.values())
            for c in out:
                out[c] += w * z[c] / total
        self._colours = (obs, t.logw, state, out)
        return out

    def _expect(self, probs, fn):
        return sum(p * fn(c) for c, p in probs.items() if p)

    # -- decisions ----------------------------------------------------------------------
    def _send_context(self, obs):
        """(lock cards in hand, living others, locks on the table): what a send is valued with."""
        cards = self.cards
        lock_cards = [c for c in obs["you"]["hand"] if cards[c].function == "suo_ding"
                      or (self.plans and self._locks_with(c))]
        others = [s for s in range(self.n) if self.alive[s] and s != self.seat]
        return lock_cards, others, tuple(obs["locks"])

    def send_values(self, obs, options) -> list[float]:
        """This bot's value of each send option, as :meth:`_best_send` weighs them, for a
        search that prunes sends by them (call after this bot has chosen at ``obs``; it draws
        the same tie-breaking noise from this bot's RNG: call it on a fork)."""
        lock_cards, others, locks = self._send_context(obs)
        return [self._send_value(obs, o, lock_cards, others, locks) for o in options]

    def _send(self, obs, options):
        lock_cards, others, locks = self._send_context(obs)
        if self.careful:
            safe = safe_sends(obs, options, self.cards)
            if self.weighs_deaths and len(safe) < len(options):
                best, best_v = self._best_send(obs, safe, lock_cards, others, locks)
                if best_v >= ENEMY_WIN_RISK * WIN:
                    return best
                black, black_v = self._best_send(obs, [o for o in options if o not in safe],
                                                 lock_cards, others, locks)
                return black if black_v > best_v else best
            options = safe
        return self._best_send(obs, options, lock_cards, others, locks)[0]

    def _best_send(self, obs, options, lock_cards, others, locks):
        """The send option of the highest value, with that value (a 锁定 added where it
        pays, at its cost and the chance it is countered)."""
        best, best_v = options[0], -math.inf
        for o in options:
            v = self._send_value(obs, o, lock_cards, others, locks)
            if v > best_v:
                best, best_v = o, v
        return best, best_v

    def _send_value(self, obs, o, lock_cards, others, locks):
        """One send's value: the message's expected flow (with a 锁定 where it pays), less
        the card's keep, plus a tie-breaking draw from the RNG."""
        stands = LOCK_STANDS if self.careful else 1.0
        colour = self.cards[o.card].colour
        route = {"sender": self.seat, "transmission": o.func, "target": o.seat,
                 "holder": self.seat, "direction": -1 if o.ref == LEFTWARDS else 1,
                 "lured": (), "locks": locks}
        visible = o.func == TEXT
        v = v0 = self._flow(route, colour, visible)
        if any(c != o.card for c in lock_cards):
            for t in others:
                if t not in locks:
                    locked = self._flow(route, colour, visible, locks=locks + (t,))
                    v = max(v, stands * locked + (1 - stands) * v0 - USE_COST["suo_ding"])
        v -= 0.4 * self._keep(o.card) - self.rng.random() * 1e-6
        return v

    def _receive(self, obs, options):
        take = next(o for o in options if o.kind == "take")
        decline = next(o for o in options if o.kind == "decline")
        route = self._route(obs)
        probs = self._message_colours(obs)
        me = self.seat
        visible = obs["message"]["card"] is not None or obs["message"]["face_up"]
        take_v = self._expect(probs, lambda c: self.value(me, c))
        decline_v = self._expect(probs, lambda c: self._flow(route, c, visible))
        if visible:
            if probs.get(BLACK) == 1.0 and self.counts[me][BLACK] >= 2:
                return decline   # a third fake is certain death; never walk into it
            return take if take_v >= decline_v else decline
        return take if take_v > decline_v + 0.1 else decline

    def _respond(self, obs, options, ctx):
        if len(options) == 1:
            return options[0]
        best, best_gain = None, 0.0
        funcs = {}
        for o in options:
            if o.kind == "use":
                funcs.setdefault(o.func, []).append(o)
        mine_on_stack = {(it["func"], it["target"], it["ref"]) for it in obs["stack"]
                         if it["user"] == self.seat and not it["nullified"]}
        for func, opts in funcs.items():
            handler = getattr(self, "_use_" + func, None)
            if handler is None:
                continue
            o, gain = handler(obs, opts, ctx, mine_on_stack)
            if o is None:
                continue
            gain -= USE_COST.get(func, 0.5)
            if self.intent and self.mission is not None:
                gain -= self._mission_keep(o.card)   # a card its 机密任务 collects
            if gain > best_gain:
                best, best_gain = o, gain
        if self.role is not None:
            o, gain = self._skill_choice(obs, options, ctx)
            if o is not None and gain > best_gain:
                best, best_gain = o, gain
        if best is not None:
            return best
        return next(o for o in options if o.kind == "pass")

    def _pick(self, opts, gain_of, skip=None):
        """The option with the largest gain (cheapest card on ties); (None, 0) if none."""
        best, best_gain = None, -math.inf
        by_target: dict = {}
        for o in opts:
            key = (o.seat, o.ref)
            if skip is not None and skip(o):
                continue
            if key not in by_target:
                by_target[key] = gain_of(o)
            g = by_target[key]
            if g > best_gain or (g == best_gain and self._keep(o.card) < self._keep(best.card)):
                best, best_gain = o, g
        return (best, best_gain) if best is not None else (None, 0.0)

    # one method per card function: (option, expected gain before the card's cost)
    def _use_shao_hui(self, obs, opts, ctx, mine):
        targeted = {it["ref"] for it in obs["stack"] if it["func"] == "shao_hui"
                    and not it["nullified"]}
        return self._pick(opts, lambda o: self._burn_gain(o.seat),
                          skip=lambda o: o.ref in targeted)

    def _burn_gain(self, seat):
        cnt = self.counts[seat]
        if cnt[BLACK] <= 0:
            return 0.0
        cnt[BLACK] -= 1
        self._values.clear()
        try:
            v = -self.value(seat, BLACK)
        finally:
            cnt[BLACK] += 1
            self._values.clear()
        return v

    def _use_shi_po(self, obs, opts, ctx, mine):
        items = {it["uid"]: it for it in obs["stack"]}
        return self._pick(opts, lambda o: -self._item_value(obs, items, o.ref, 0),
                          skip=lambda o: items[o.ref]["user"] == self.seat
                          or ("shi_po", -1, o.ref) in mine
                          or (self.careful and self.identity != BYSTANDER
                              and self.ally[items[o.ref]["user"]] > self._ally_sure))

    def _use_jie_huo(self, obs, opts, ctx, mine):
        if obs["message"] is None or any(f == "jie_huo" for f, _, _ in mine):
            return None, 0.0
        return opts[0], self._item_value(obs, {}, None, 0, ("jie_huo", self.seat, -1))

    def _use_diao_hu_li_shan(self, obs, opts, ctx, mine):
        if obs["message"] is None:
            return None, 0.0
        lured = set(obs["message"]["lured"]) | {it["target"] for it in obs["stack"]
                                                 if it["func"] == "diao_hu_li_shan"}
        return self._pick(opts, lambda o: self._item_value(
            obs, {}, None, 0, ("diao_hu_li_shan", self.seat, o.seat)),
            skip=lambda o: o.seat in lured)

    def _use_suo_ding(self, obs, opts, ctx, mine):
        if ctx != "transmit" or obs["message"] is None:
            return None, 0.0
        locked = set(obs["locks"]) | {it["target"] for it in obs["stack"]
                                      if it["func"] == "suo_ding"}
        return self._pick(opts, lambda o: self._item_value(
            obs, {}, None, 0, ("suo_ding", self.seat, o.seat)),
            skip=lambda o: o.seat in locked)

    def _use_po_yi(self, obs, opts, ctx, mine):
        m = obs["message"]
        if (m is None or m["card"] is not None or m["holder"] != self.seat
                or self.seat in obs["locks"] or m["sender"] == self.seat or mine):
            return None, 0.0
        route = self._route(obs)
        probs = self._message_colours(obs)
        me = self.seat
        take = {c: self.value(me, c) for c in probs}
        dec = {c: self._flow(route, c, False) for c in probs}
        informed = sum(p * max(take[c], dec[c]) for c, p in probs.items())
        blind = max(sum(p * take[c] for c, p in probs.items()),
                    sum(p * dec[c] for c, p in probs.items()))
        return opts[0], informed - blind

    def _use_tui_hui(self, obs, opts, ctx, mine):
        m = obs["message"]
        if m is None or m["holder"] != self.seat or self.seat in obs["locks"] or mine:
            return None, 0.0
        route = self._route(obs)
        probs = self._message_colours(obs)
        visible = m["card"] is not None
        me = self.seat
        if visible:   # the better of taking and declining, knowing the colour
            stay = self._expect(probs, lambda c: max(self.value(me, c),
                                                     self._flow(route, c, visible)))
        else:
            stay = max(self._expect(probs, lambda c: self.value(me, c)),
                       self._expect(probs, lambda c: self._flow(route, c, visible)))
        back = self._expect(probs, lambda c: self._flow(route, c, visible,
                                                        direction=-m["direction"]))
        return opts[0], back - stay

    def _use_shi_tan(self, obs, opts, ctx, mine):
        if len(obs["you"]["hand"]) < 2 or any(f == "shi_tan" for f, _, _ in mine):
            return None, 0.0
        if self.careful:
            return self._probe_for_effect(opts)

        def gain(o):
            d = self.dist[o.seat]
            h = -sum(p * math.log(p) for p in d if p > 0)
            return 0.8 * h
        return self._pick(opts, gain)

    def _probe_for_effect(self, opts):
        """试探 by its text: with probability P(target is the bet) the target discards one
        card (good against an enemy) or draws two (good for an ally), else it only speaks;
        a little worth for the information. Each card is judged by its own bet and effect.
        Version 2 weighs the effect by the target's ally score; version 3 by the side of the
        bet (the effect happens only if the target *is* the bet, so that is the side it hits),
        and probes a target it believes an ally (:data:`ALLY_SURE_V3`) only to hand it two
        cards."""
        mine = self.identity
        limit = PROBE_SURE_V4 if self.weighs_deaths and mine != BYSTANDER else ALLY_SURE_V3
        best, best_gain = None, -math.inf
        for o in opts:
            bet, effect = self.cards[o.card].probe
            if self.reads_roles and o.seat in self.hides:
                # 城府: the target draws if it is offered a draw and never discards, whatever
                # it is: a gift to its side, so only to a sure ally; and it tells nothing.
                if effect == DRAW_TWO and self.ally[o.seat] > CHENG_FU_GIFT_SURE:
                    gain = self.ally[o.seat]
                    if gain > best_gain:
                        best, best_gain = o, gain
                continue
            if self.fitted:
                side = 0.0 if BYSTANDER in (bet, mine) else (1.0 if bet == mine else -1.0)
                if side <= 0 and self.ally[o.seat] > limit:
                    continue
            else:
                side = self.ally[o.seat]
            d = self.dist[o.seat]
            p = d[IDENTS.index(bet)]
            effect_v = p * (1.0 * side if effect == DRAW_TWO else -0.6 * side)
            h = -sum(x * math.log(x) for x in d if x > 0)
            gain = effect_v + (0.15 if self.fitted else 0.3) * h
            if gain > best_gain:
                best, best_gain = o, gain
        return (best, best_gain) if best is not None else (None, 0.0)

    def _use_zhen_wei_mo_bian(self, obs, opts, ctx, mine):
        if mine or (self.weighs_deaths and self.counts[self.seat][BLACK] >= 2
                    and not self._side_may_win()):
            return None, 0.0   # version 4: a black in front of it would be its death
        return opts[0], self._mixed_value(obs, self.seat)

    def _side_may_win(self):
        """Whether a living player of this bot's side (itself, or one it believes an ally)
        holds two messages of the side's colour: one more wins."""
        colour = FACTION_COLOUR.get(self.identity)
        return colour is not None and any(
            self.alive[s] and self.counts[s][colour] >= 2
            and (s == self.seat or self.ally[s] > ALLY_SURE_V3) for s in range(self.n))

    def _mixed_value(self, obs, user):
        cards = self.cards
        counts = {RED: 0.0, BLUE: 0.0, BLACK: 0.0}
        for c in cards:
            counts[c.colour] += 1
        for c in obs["you"]["hand"]:
            counts[cards[c].colour] -= 1
        for p in obs["players"]:
            for c in p["messages"]:
                counts[cards[c].colour] -= 1
        tot = sum(max(x, 0.0) for x in counts.values()) or 1.0
        probs = {c: max(x, 0.0) / tot for c, x in counts.items()}
        return sum(self._expect(probs, lambda c, s=s: self.value(s, c))
                   for s in range(self.n) if self.alive[s])

    @staticmethod
    def _neutralised(items, uid, depth=0):
        """Whether a 识破 that will itself stand already targets stack item ``uid``."""
        if depth > 8:
            return False
        return any(it["func"] == "shi_po" and it["ref"] == uid and not it["nullified"]
                   and not HeuristicBot._neutralised(items, it["uid"], depth + 1)
                   for it in items.values())

    def _item_value(self, obs, items, uid, depth, spec=None, raw=False):
        """Value for this side of a stack item resolving (vs not): ``uid`` names an item
        in ``items`` (stack entries by uid); ``spec`` = (func, user, target) describes one
        this seat considers using. An item some standing 识破 already cancels is worth 0
        unless ``raw``."""
        if spec is None:
            it = items.get(uid)
            if it is None or it["nullified"] or depth > 8:
                return 0.0
            if not raw and self._neutralised(items, uid):
                return 0.0
            func, user, target, ref = it["func"], it["user"], it["target"], it["ref"]
        else:
            (func, user, target), ref = spec, -1
        m = obs["message"]
        if func == "shi_po":
            return -self._item_value(obs, items, ref, depth + 1, raw=True)
        if func == "shao_hui":
            return self._burn_gain(target)
        if func == "zhen_wei_mo_bian":
            return self._mixed_value(obs, user)
        if func == "shi_tan":
            return -0.3 if target == self.seat else 0.0
        if m is None:
            if func == "suo_ding" and user != self.seat:
                return 1.0 * self.ally[user]
            return 0.0
        route = self._route(obs)
        probs = self._message_colours(obs)
        visible = m["card"] is not None or m["face_up"]
        now = self._expect(probs, lambda c: self._flow(route, c, visible))
        if func == "jie_huo":
            return self._expect(probs, lambda c: self.value(user, c)) - now
        if func == "suo_ding":
            if target in route["locks"]:
                return 0.0
            stands = LOCK_STANDS if self.careful and spec is not None else 1.0
            return stands * (self._expect(probs, lambda c: self._flow(
                route, c, visible, locks=route["locks"] + (target,))) - now)
        if func == "diao_hu_li_shan":
            if target in route["lured"]:
                return 0.0
            return self._expect(probs, lambda c: self._flow(
                route, c, visible, lured=route["lured"] + (target,))) - now
        if func == "tui_hui":
            h = m["holder"]
            if h in route["locks"]:
                return 0.0
            q = {c: self._take_prob(h, c, visible) for c in probs}
            stay = self._expect(probs, lambda c: q[c] * self.value(h, c)
                                + (1 - q[c]) * self._flow(route, c, visible))
            back = self._expect(probs, lambda c: self._flow(route, c, visible,
                                                            direction=-m["direction"]))
            return back - stay
        return 0.0
