"""The search bot: determinised Monte Carlo search from one seat's view.

Each searched decision draws *determinisations* — full games consistent with everything
this seat knows, its hidden facts sampled (identities from
:class:`~fengsheng.bots.belief.Beliefs`, hands, deck, face-down roles, the unseen message:
:mod:`fengsheng.bots.determinise`) — and plays each option on them: flat information-set
Monte Carlo with common random numbers and sequential halving.

- **Common random numbers**: the options still in play are each played on the *same*
  determinisation with the *same* rollout seed, so their differences on it come from the
  option, not from a different deal.
- **Sequential halving** (Karnin, Koren & Somekh 2013): the budget is split over
  ceil(log2 k) rounds; after each round the better half of the options (by mean reward on
  the determinisations they all shared) goes on, the heuristic prior always with them.
  Beyond ``iterations // 2`` options, the prior and a random sample of the rest are searched.
- **Rollouts**: heuristic bots play every seat for ``horizon`` turn changes (each through
  its own ``observe``/``visible_events`` of the sampled game), then :func:`evaluate` scores
  the table; a finished game scores 1 for its winners. The rollout bots start *with the
  game's history*: this seat's own heuristic prior, and for every other seat a heuristic
  model that has witnessed the events this seat was shown (its public history), are
  forked per rollout (:meth:`HeuristicBot.fork`). Without that memory every rollout player
  would start from the prior beliefs, unlike the real opponents.

The heuristic bot's choice is the search's *prior*: another option replaces it only when its
mean paired gain over the prior beats ``MARGIN`` and ``Z`` standard errors. The heuristic also
answers decisions the determiniser cannot build (questions asked inside an effect, 挑选角色),
decision kinds not searched (response windows by default), decisions with one option and
any decision whose determinisations all fail.

Everything the bot knows comes from ``choose(observation, events)`` (``views.observe`` and
``views.visible_events``); the game's real state is never read. Its RNG is seeded: with an
iteration budget (the default) the same seed and history give the same choices. A time
budget (``max_time`` seconds) stops earlier but makes choices depend on machine speed.
"""
from __future__ import annotations

import math
import random
import time

from ..cards.deck import BLACK, BLUE, BYSTANDER, RED
from ..engine import Option, apply
from ..engine.state import ARRIVE, PLAY_1, PLAY_2, TRANSMIT
from ..views import observe, visible_events
from .base import Bot, pending_options
from .belief import LIKELIHOOD, LIKELIHOOD_V1, Beliefs
from .determinise import CardMemory, Inconsistent, determinise, known_places, supported
from .heuristic import HeuristicBot, safe_sends
from .message_policy import TEMPERATURE, SendLikelihood, _sigmoid
from .transit import TransitLog
from .value import learned_value

FACTION_COLOUR = {"underground": RED, "military": BLUE}
# Rollouts per searched decision at 5 players; larger tables get fewer (x 25 / players²: a
# rollout there has more decisions, each dearer) so the default stays under 1 s per
# decision (docs/bots.md).
ITERATIONS = 40
HORIZON = 2                  # turn changes a rollout plays before it is evaluated
# Decision kinds searched by default (others: the prior). Searching response windows too
# (search=SEARCHABLE) costs many more searches per game (docs/bots.md).
# "transit": only the response windows while a message is in transit (情报传递/情报到达),
# where 截获, 识破, 锁定, 调包, 烧毁 … decide who ends up with it (screened, not a default).
# "play": the response windows of the play phases (出牌阶段), where the turn's cards are used
# (试探 and its target, 调包, 破译 ...), one option per distinct use (screened, not a default).
SEARCHABLE = ("send", "receive", "respond", "transit", "play")
SEARCHED = ("send", "receive")
MARGIN = 0.06                # how much better than the prior's mean another option must be
Z = 2.0                      # ... and by this many standard errors of the paired gain
MAX_STEPS = 5000             # decisions in one rollout at most (a safety stop)
VALUES = ("hand", "learned")  # the horizon value: evaluate, or value.learned_value
# How an unseen message in transit is drawn: by SENT_COLOUR_WEIGHT (determinise.py), by the
# fitted model of bots/transit.py (ismcts@7 to @9), by the sender's policy (message_policy.py;
# issue 14, seventh session; ismcts@10), or by both ("both": the fitted colour's
# weight times the policy likelihood; screened in the ninth session, not a default).
MESSAGES = ("colour", "fitted", "policy", "both")
# send_evidence: one shown card moves a sender's identity odds, and the odds that it sends like
# its model (model_prior), by at most this ratio (before the exponent). The likelihood is a
# heuristic's: unbounded, a single card of a sender unlike it (a person, another bot) could
# rule its true identity out for good.
SEND_RATIO = 10.0
# ismcts@N that is more than "the search over heuristic@N": the heuristic version of its
# prior, models and rollouts, and the settings it plays with unless given others.
EDITIONS: dict[int, tuple[int, dict]] = {
    6: (5, {"value": "learned", "search": ("send", "receive", "transit")}),
    7: (5, {"value": "learned", "search": ("send", "receive", "transit"), "message": "fitted"}),
}
EDITIONS[8] = (5, {**EDITIONS[7][1], "spare_allies": True})
EDITIONS[9] = (7, EDITIONS[7][1])   # version 7's search over heuristic@7
# version 9 drawing the message by the policy likelihood (screened ahead, tenth session)
EDITIONS[10] = (7, {**EDITIONS[9][1], "message": "policy"})
# version 10 whose identity beliefs (the search's and its prior's) read the policy likelihood of
# the other seats' sends (screened ahead, eleventh session)
EDITIONS[11] = (7, {**EDITIONS[10][1], "send_evidence": 0.75})
# version 11 reading a seat's sends less the worse its model explains them (twelfth session;
# not screened)
EDITIONS[12] = (7, {**EDITIONS[11][1], "model_prior": 0.9})


class ISMCTSBot(Bot):
    """Determinised search from this seat's view (see the module text).

    ``iterations``: rollouts per searched decision, split evenly over the halving rounds
    and the options in each (one determinisation per round at least); None: ``ITERATIONS``
    scaled by 25 / players², set at the first decision. ``max_time``: stop after this many
    seconds if set (nondeterministic). ``horizon``: turn changes a rollout plays before
    :func:`evaluate`; ``decisive_horizon``: the same where a living player is one message
    from winning or dying (None: ``horizon`` everywhere).
    ``search``: the decision kinds searched (among :data:`SEARCHABLE`; others are answered by
    the heuristic prior; ``"transit"``: the response windows while a message is in transit,
    ``"play"``: those of the play phases, one option per distinct use). ``last_search`` holds the latest search's statistics:
    {'iterations' (determinisations used), 'failures' (inconsistent samples skipped),
    'stats': {option: (determinisations played, mean reward)}, 'prior', 'choice'} (None if
    not searched). ``version`` (``ismcts@N``): the heuristic version used as the prior, the
    models of the other seats and the rollout players; from 2 on also the fitted belief table
    and no search of a send that can kill this seat (from 4 on, unless it is the prior's);
    from 5 on, face-down roles drawn from the seat's role beliefs (bots/determinise.py).
    Version 6 and up: see :data:`EDITIONS` (what each is: ``bots.VERSIONS``).
    ``value``: how a rollout that has not ended is scored, ``"hand"`` (:func:`evaluate`) or
    ``"learned"`` (:func:`fengsheng.bots.value.learned_value`, fitted from self-play);
    ``search``, ``value`` and ``message`` left out (None): the version's (:data:`EDITIONS`),
    else :data:`SEARCHED`, ``"hand"`` and ``"colour"``;
    ``margin`` and ``z``: the override test (defaults :data:`MARGIN`, :data:`Z`).
    ``send_top``: search only the prior and the sends the prior values next best, this many
    in all (None: every send), so that each gets more of the budget.
    ``message``: how the determinisations draw a face-down message in transit this seat has
    not seen, ``"colour"`` (``determinise.SENT_COLOUR_WEIGHT``: by its colour and the
    sender's sampled identity), ``"fitted"`` (:mod:`fengsheng.bots.transit`), ``"policy"``
    (by how likely the model of the sender would have sent each card:
    :class:`~fengsheng.bots.message_policy.SendLikelihood`) or ``"both"`` (the fitted weight
    of each card's colour times that likelihood).
    ``spare_allies``: a searched window offers no 识破 of the card of a player the prior's
    own rule would not counter (one it believes an ally), unless the prior chose it; None:
    the version's, else False.
    ``send_evidence`` (0 to 1): how much the identity beliefs, the search's and its prior's,
    read the policy likelihood of the other seats' sends once their cards show
    (:meth:`_read_sends`; 0: not at all); None: the version's, else 0.
    ``model_prior`` (0 to 1, not 0): the prior probability that another seat sends like its
    model rather than at random, updated per seat by its sends (:meth:`_mix_random`; 1: the
    model alone); None: the version's, else 1.
    Raises ValueError for a non-positive budget, horizon or send_top, an unknown kind,
    value or message model, a negative margin or z, a send_evidence outside [0, 1] or a
    model_prior outside (0, 1].
    """
    name = "ismcts"

    def __init__(self, seat: int, seed: int = 0, iterations: int | None = None,
                 max_time: float | None = None, horizon: int = HORIZON,
                 search: tuple[str, ...] | None = None, version: int = 1,
                 decisive_horizon: int | None = None, hand_value: float = 0.0,
                 value: str | None = None, margin: float = MARGIN, z: float = Z,
                 send_top: int | None = None, message: str | None = None,
                 spare_allies: bool | None = None, send_evidence: float | None = None,
                 model_prior: float | None = None):
        super().__init__(seat, seed)
        self.version = version     # ismcts@version
        # (6.0 would find version 6 in EDITIONS; HeuristicBot refuses a version not an int)
        edition, settings = (EDITIONS.get(version, (version, {})) if type(version) is int
                             else (version, {}))
        search = settings.get("search", SEARCHED) if search is None else search
        value = settings.get("value", "hand") if value is None else value
        message = settings.get("message", "colour") if message is None else message
        self.spare_allies = settings.get("spare_allies", False) if spare_allies is None \
            else spare_allies
        self.send_evidence = settings.get("send_evidence", 0.0) if send_evidence is None \
            else send_evidence
        if (isinstance(self.send_evidence, bool)
                or not isinstance(self.send_evidence, (int, float))
                or not 0 <= self.send_evidence <= 1):
            raise ValueError(f"send_evidence must be in [0, 1], got {send_evidence!r}")
        prior_p = settings.get("model_prior", 1.0) if model_prior is None else model_prior
        if (isinstance(prior_p, bool) or not isinstance(prior_p, (int, float))
                or not 0 < prior_p <= 1):
            raise ValueError(f"model_prior must be in (0, 1], got {model_prior!r}")
        self.model_prior = prior_p
        if send_top is not None and (not isinstance(send_top, int) or send_top < 1):
            raise ValueError(f"send_top must be a positive integer, got {send_top!r}")
        self.send_top = send_top
        if value not in VALUES:
            raise ValueError(f"value must be one of {VALUES}, got {value!r}")
        if not margin >= 0 or not z >= 0:
            raise ValueError(f"margin and z must be non-negative, got {margin!r}, {z!r}")
        if message not in MESSAGES:
            raise ValueError(f"message must be one of {MESSAGES}, got {message!r}")
        self.message = message
        self.value = value
        self.margin = margin
        self.z = z
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a positive integer, got {iterations!r}")
        if max_time is not None and not max_time > 0:
            raise ValueError(f"max_time must be positive seconds, got {max_time!r}")
        if not isinstance(horizon, int) or horizon < 1:
            raise ValueError(f"horizon must be a positive number of turns, got {horizon!r}")
        if decisive_horizon is not None and (not isinstance(decisive_horizon, int)
                                             or decisive_horizon < 1):
            raise ValueError(f"decisive_horizon must be a positive number of turns, "
                             f"got {decisive_horizon!r}")
        self.search = tuple(search)
        if not set(self.search) <= set(SEARCHABLE):
            raise ValueError(f"search takes decision kinds among {SEARCHABLE}, got {search!r}")
        self.iterations = iterations
        self.max_time = max_time
        self.horizon = horizon
        self.decisive_horizon = decisive_horizon
        self.hand_value = hand_value
        self.edition = edition     # the heuristic version of its prior, models and rollouts
        self.prior = HeuristicBot(seat, seed, version=edition)
        self.beliefs: Beliefs | None = None
        # Face-down roles drawn from the role beliefs from version 5 (uniformly before).
        self.memory = CardMemory(seat, role_beliefs=edition >= 5)
        self.transit = TransitLog(seat) if message in ("fitted", "both") else None
        self.models: dict[int, HeuristicBot] = {}   # the other seats, fed this seat's events
        self.last_search: dict | None = None   # statistics of the latest search (analysis)
        self._message_weights = None   # the decision's SendLikelihood, if it is used
        # Another seat's message in transit, for send_evidence: "sent" until its send is
        # valued, then (sender, its dealt seat, {identity: {card: P(sent it)}}, {identity:
        # this seat's belief of the dealt card then}).
        self._sent = None
        self._returned = False
        # per other seat: log-odds that it sends like its model rather than at random
        self._fit: dict[int, float] = {}

    def choose(self, observation: dict, events: list[dict]) -> Option:
        """Answer this seat's pending decision (see :meth:`Bot.choose`). The heuristic prior
        and the models of the other seats see every observation and event too, so their
        memories stay complete."""
        options = pending_options(observation)
        if self.beliefs is None:
            players = len(observation["players"])
            self.beliefs = Beliefs(self.seat, observation["config"],
                                   LIKELIHOOD if self.edition >= 2 else LIKELIHOOD_V1)
            self.models = {s: HeuristicBot(s, version=self.edition)
                           for s in range(players) if s != self.seat}
            if self.iterations is None:
                self.iterations = max(1, ITERATIONS * 25 // players ** 2)
        self.beliefs.update(observation, events)
        self.memory.update(observation, events)
        if self.transit is not None:
            self.transit.update(observation, events)
        for model in self.models.values():
            model.witness(observation, events)
        if self.send_evidence:
            self._read_sends(events)
        prior = self.prior.choose(observation, events)
        if self.send_evidence and self.beliefs.ready():
            self._value_send(observation)
        self.last_search = None
        if self.edition >= 2:    # never search a send that can kill this seat ...
            safe = safe_sends(observation, options, self.prior.cards)
            # ... except, from version 4, the prior's own: heuristic@4 sends a black holding
            # two when every other send may hand an enemy its third (its "dilemma").
            if self.edition >= 4 and prior not in safe:
                safe = safe + [prior]
            options = safe
        pending = observation["pending"]
        kind = pending["kind"]
        if kind == "respond" and "respond" not in self.search:
            if "transit" in self.search and pending["prompt"] in (TRANSMIT, ARRIVE):
                kind = "transit"
                options = self._distinct(options, prior)
            elif "play" in self.search and pending["prompt"] in (PLAY_1, PLAY_2):
                kind = "play"
                options = self._distinct(options, prior)
            if self.spare_allies:
                options = self._spare_allies(observation, options, prior)
        elif kind == "send" and self.send_top is not None and len(options) > self.send_top:
            options = self._top_sends(observation, options, prior)
        if (len(options) == 1 or kind not in self.search
                or not self.beliefs.ready() or not supported(observation)):
            return prior
        return self._search(observation, prior, options)

    def _read_sends(self, events: list[dict]) -> None:
        """Identity evidence from the policy likelihood of other seats' sends: at this seat's
        first decision after another seat sends, how likely the model of the sender was to
        send each card it could have sent, under each identity it may have
        (:meth:`_value_send`); once the card shows (taken or 截获), the identity beliefs of
        the search and of its prior weigh the sender's identity by that card's probability
        relative to the likeliest identity's, at least 1 / :data:`SEND_RATIO`, raised to
        ``send_evidence`` (the model is not the sender). With ``model_prior`` below 1 the
        card's probability is first mixed with a random sender's (:meth:`_mix_random`)."""
        for ev in events:
            t = ev["type"]
            if t == "message_sent":
                self._sent = "sent" if ev["seat"] != self.seat else None
                self._returned = False
            elif t == "returned":     # 退回 turned it back: not the direction it was sent in
                self._returned = not self._returned
            elif t in ("message_taken", "intercepted") and isinstance(self._sent, tuple):
                sender, dealt, tables, belief = self._sent
                p = {k: table.get(ev["card"], 0.0) for k, table in tables.items()}
                if self.model_prior < 1 and any(ev["card"] in t for t in tables.values()):
                    p = self._mix_random(sender, p, tables, belief)
                top = max(p.values(), default=0.0)
                if top > 0:
                    factor = {k: max(x / top, 1 / SEND_RATIO) ** self.send_evidence
                              for k, x in p.items()}
                    self.beliefs.weigh(dealt, factor)
                    if self.prior.tracker is not None:
                        self.prior.tracker.weigh(dealt, factor)
                self._sent = None
            elif t in ("message_swapped", "message_discarded", "message_taken",
                       "intercepted"):
                self._sent = None

    def _value_send(self, observation: dict) -> None:
        m = observation["message"]
        if self._sent != "sent" or m is None or m["sender"] == self.seat:
            return
        if self._returned:
            observation = {**observation, "message": {**m, "direction": -m["direction"]}}
        likelihood = self.send_likelihood(observation, evidence=True)
        # the card the sender held when it sent (a 临危受命 since does not move the evidence)
        dealt = self.beliefs.sent_with(m["sender"])
        if dealt is None:
            dealt = self.beliefs.dealt(m["sender"])
        tables, belief = {}, {}
        for identity, p in self.beliefs.marginals()[dealt].items():
            if p > 0:
                w = likelihood(identity)
                total = sum(w.values())
                tables[identity] = {c: x / total for c, x in w.items()} if total > 0 else {}
                belief[identity] = p
        self._sent = (m["sender"], dealt, tables, belief)

    def _mix_random(self, sender: int, p: dict[str, float], tables: dict,
                    belief: dict[str, float]) -> dict[str, float]:
        """The shown card's probability under each identity when ``sender`` sends like its
        model with probability w, else uniformly among the candidate cards: w·p + (1 − w)/n.
        w is ``model_prior`` updated by the sender's earlier shown sends (Bayes: the odds
        times the card's probability under the model, over the identity beliefs of the
        time, against 1/n; at most :data:`SEND_RATIO` either way per card); this card
        updates it for the next. Over many sends, a sender the model explains no better than
        chance moves the identities hardly at all. A card outside the candidates (one this
        seat knew the sender held) is not read."""
        n = max(len(t) for t in tables.values())   # the caller saw the card in one: n > 0
        logit = self._fit.get(sender, math.log(self.model_prior / (1 - self.model_prior)))
        w = _sigmoid(logit)
        mass = sum(belief.values())
        model = sum(belief[k] * x for k, x in p.items()) / mass
        bound = math.log(SEND_RATIO)
        self._fit[sender] = logit + max(-bound, min(bound, math.log(max(model * n, 1e-300))))
        return {k: w * x + (1 - w) / n for k, x in p.items()}

    def _distinct(self, options: list[Option], prior: Option) -> list[Option]:
        """One option per (kind, function, target, ref): two cards used the same way differ
        only in which card is kept, so the search plays the prior's, or the card the
        heuristic would part with first."""
        def rank(o):
            return (self.prior._keep(o.card), o.card) if o.card >= 0 else (0, o.card)
        groups: dict[tuple, Option] = {}
        for o in options:
            key = (o.kind, o.func, o.seat, o.ref)
            if o.func == "shi_tan":   # each 试探 card has its own bet and effect
                key += (self.prior.cards[o.card].probe,)
            kept = groups.get(key)
            if kept is None or o == prior or (kept != prior and rank(o) < rank(kept)):
                groups[key] = o
        return list(groups.values())

    def _spare_allies(self, observation: dict, options: list[Option],
                      prior: Option) -> list[Option]:
        """The options less each 识破 of a player the prior would not counter (its own
        rule: ``HeuristicBot._use_shi_po``, an ally score above its limit), the prior's kept."""
        bot = self.prior
        if bot.identity == BYSTANDER or not bot.careful:
            return options
        users = {it["uid"]: it["user"] for it in observation["stack"]}
        return [o for o in options if o == prior or o.func != "shi_po"
                or bot.ally[users[o.ref]] <= bot._ally_sure]

    def _top_sends(self, observation: dict, options: list[Option],
                   prior: Option) -> list[Option]:
        """The prior and the sends its heuristic values highest, ``send_top`` in all (valued
        on a fork of the prior, whose RNG the values draw from)."""
        values = self.prior.fork(0).send_values(observation, options)
        ranked = [o for _, o in sorted(zip(values, options), key=lambda t: -t[0])
                  if o != prior]
        return [prior] + ranked[:self.send_top - 1]

    def send_likelihood(self, observation: dict, temperature: float = TEMPERATURE,
                        evidence: bool = False) -> SendLikelihood | None:
        """The weights of the unseen message in transit by its sender's policy, from what
        this seat knows (:mod:`~fengsheng.bots.message_policy`); None if no such message.
        ``evidence``: the send as evidence of its sender's identity (send_evidence): a card
        this seat sees is weighed too, among the unseen ones, and other seats' declines,
        which say nothing of the sender, are left out. None too after 偷龙转凤: the card in
        transit is the deck's top card, which nobody chose (its sender may be this seat)."""
        m = observation["message"]
        if (m is None or (m["card"] is not None and not evidence)
                or self.memory.message_swapped or m["sender"] == self.seat):
            return None
        sender = m["sender"]
        placed, _, _, hands = known_places(observation, self.memory)
        unseen = [c for c in range(len(self.prior.cards))
                  if c not in placed or c == m["card"]]
        locked = [s for by, s in self.memory.locked if by == sender] + [
            it["target"] for it in observation["stack"]
            if it["func"] == "suo_ding" and it["user"] == sender]
        declined = 0 if evidence else len(self.memory.seen_declined - {sender})
        return SendLikelihood(observation, unseen, hands.get(sender, ()), self.models[sender],
                              declined, locked, temperature,
                              self.seat in self.memory.revealed)

    def _determinisations(self, observation: dict, count: int, tally: dict, deadline):
        """Up to ``count`` states sampled consistently with the seat's view and beliefs (fewer
        once the ``deadline`` (perf_counter seconds, or None) has passed, but at least one).
        ``tally['done']`` counts the states used, ``tally['failures']`` the inconsistent
        samples skipped."""
        rng = self.rng
        for _ in range(count):
            if deadline is not None and tally["done"] and time.perf_counter() > deadline:
                return
            try:
                state = determinise(observation, self.memory, self.beliefs.sample(rng), rng,
                                    transit=self.transit,
                                    message_weights=self._message_weights)
            except Inconsistent:
                tally["failures"] += 1
                continue
            yield state
            tally["done"] += 1

    def _search(self, observation: dict, prior: Option, options: list[Option]) -> Option:
        """Sequential halving over the options with common random numbers (module text);
        the paired gains over the prior on every shared determinisation decide. With more
        than ``iterations // 2`` options (large hands of 直达 cards at big tables), only the
        prior and a random sample of the others up to that many are searched."""
        rng = self.rng
        self._message_weights = self.send_likelihood(observation) \
            if self.message in ("policy", "both") else None
        width = max(2, self.iterations // 2)
        if len(options) > width:    # too many to play each even once: the prior and a sample
            rest = [o for o in options if o != prior]
            options = [prior] + rng.sample(rest, width - 1)
        rewards: dict[Option, dict[int, float]] = {o: {} for o in options}
        tally = {"done": 0, "failures": 0}
        deadline = None if self.max_time is None else time.perf_counter() + self.max_time
        rounds = max(1, math.ceil(math.log2(len(options))))
        alive = list(options)
        horizon = self.horizon
        if self.decisive_horizon is not None and _decisive(observation, self.prior.cards):
            horizon = self.decisive_horizon
        for r in range(rounds):
            count = max(1, self.iterations // rounds // len(alive))
            for state in self._determinisations(observation, count, tally, deadline):
                j = tally["done"]
                seed = rng.getrandbits(32)
                for o in alive:
                    s = state.clone()
                    log = apply(s, o)
                    rewards[o][j] = self._rollout(s, random.Random(seed), log,
                                                  horizon)[self.seat]
            if r + 1 < rounds:
                alive.sort(key=lambda o: -sum(rewards[o].values()) / max(1, len(rewards[o])))
                alive = alive[:(len(alive) + 1) // 2]
                if prior not in alive:
                    alive.append(prior)
        done, failures = tally["done"], tally["failures"]
        if not done:
            return prior
        stats = {o: (len(v), sum(v.values()) / len(v) if v else 0.0)
                 for o, v in rewards.items()}
        best, base = prior, rewards[prior]
        for o in alive:
            d = [x - base[j] for j, x in rewards[o].items()]
            if o == prior or len(d) < 2:
                continue
            gain = sum(d) / len(d)
            se = math.sqrt(sum((x - gain) ** 2 for x in d) / (len(d) - 1) / len(d))
            if gain > max(self.margin, self.z * se) and (best == prior
                                                        or stats[o][1] > stats[best][1]):
                best = o
        self.last_search = {"iterations": done, "failures": failures,
                            "stats": stats, "prior": prior, "choice": best}
        return best

    def _rollout(self, state, rng: random.Random, log: list[dict],
                 horizon: int) -> list[float]:
        """Play on from ``state`` (mutated) with heuristic bots for ``horizon`` turn changes;
        the reward vector (:func:`evaluate`). ``rng`` seeds the rollout bots; ``log``: the
        events since the determinised position (the searched option's), shown to them."""
        stop = state.turn_number + horizon
        bots: dict[int, HeuristicBot] = {}
        log = list(log)
        seen = [0] * state.n
        steps = 0
        while not state.over and state.turn_number < stop and steps < MAX_STEPS:
            seat = state.pending.seat
            bot = bots.get(seat)
            if bot is None:
                model = self.prior if seat == self.seat else self.models[seat]
                bot = bots[seat] = model.fork(rng.getrandbits(32))
            events = visible_events(log[seen[seat]:], seat)
            seen[seat] = len(log)
            log.extend(apply(state, bot.choose(observe(state, seat), events)))
            steps += 1
        if self.value == "learned":
            return learned_value(state)
        return evaluate(state, self.hand_value)


def _decisive(observation: dict, cards) -> bool:
    """A living player is one message from winning or dying (two of a colour in front)."""
    for p in observation["players"]:
        if not p["alive"]:
            continue
        counts: dict[str, int] = {}
        for c in p["messages"]:
            col = cards[c].colour
            counts[col] = counts.get(col, 0) + 1
        if max(counts.values(), default=0) >= 2:
            return True
    return False


def evaluate(state, hand_value: float = 0.0) -> list[float]:
    """Each seat's chance of winning, estimated from the table (finished game: 1 for the
    winners, 0 for the others). A faction's strength grows with its best member's true
    messages of its colour and falls with its members' fakes and deaths; a living 打酱油的's
    grows with the dead and falls with its own fakes; the chances are a softmax over them.
    ``hand_value``: what each card in a living player's hand adds to its side's strength
    (0: cards in hand are not counted)."""
    players = state.players
    if state.over:
        won = set(state.winners)
        return [1.0 if p.seat in won else 0.0 for p in players]
    cards = state.cards
    strength = {}
    for faction, colour in FACTION_COLOUR.items():
        best, total, alive = 0, 0.0, 0
        for p in players:
            if p.identity != faction:
                continue
            if not p.alive:
                total -= 0.5
                continue
            alive += 1
            count = blacks = 0
            for c in p.messages:
                col = cards[c].colour
                if col == colour:
                    count += 1
                elif col == BLACK:
                    blacks += 1
            best = max(best, count)
            total += 0.3 * count - 0.25 * blacks * blacks + hand_value * len(p.hand)
        strength[faction] = (1.2 * best + total) if alive else None
    scores = {f: math.exp(s) for f, s in strength.items() if s is not None}
    bystanders = [p for p in players if p.identity == BYSTANDER and p.alive]
    if bystanders:
        # 打酱油的 without a mission wins as the last one alive: deaths of others help it.
        dead = sum(1 for p in players if not p.alive)
        for p in bystanders:
            blacks = sum(1 for c in p.messages if cards[c].colour == BLACK)
            scores[p.seat] = math.exp(-2.0 + 0.8 * dead - 0.4 * blacks * blacks
                                      + hand_value * len(p.hand))
    total = sum(scores.values())
    out = []
    for p in players:
        key = p.seat if p.identity == BYSTANDER else p.identity
        out.append(scores.get(key, 0.0) / total if total else 0.0)
    return out


__all__ = ["ISMCTSBot", "evaluate"]
