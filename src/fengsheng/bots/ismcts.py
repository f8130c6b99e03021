"""The search bot: determinised Monte Carlo search from one seat's view.

Both methods draw *determinisations* — full games consistent with everything this seat
knows, its hidden facts sampled (identities from :class:`~fengsheng.bots.belief.Beliefs`,
hands, deck, face-down roles, the unseen message: :mod:`fengsheng.bots.determinise`).

``method="tree"`` (the default) is single-observer ISMCTS (Cowling, Powley & Whitehouse
2012): one tree shared by all determinisations, UCB1 with availability counts, each seat's
statistics kept from its own side, a rollout policy below the tree (by default the cheap
:func:`rollout_option`) for ``horizon`` turn changes; a game not finished by then is scored by :func:`evaluate`.

``method="flat"`` is flat determinised Monte Carlo with common random numbers: each
determinisation is played on once after *every* root option, with the same sampled game and
the same rollout seed, so the options are compared on the same deals and their paired
differences carry little sampling noise. Its rollouts default to heuristic bots for every
seat (:func:`fengsheng.bots.heuristic.HeuristicBot` on the sampled game, through its views).
The searching seat's score is its own chance (a faction's win is every member's).

The heuristic bot's choice is the search's prior: another option replaces it only when it is
clearly better (flat: its mean paired gain beats ``MARGIN`` and ``Z`` standard errors; tree:
``MARGIN`` over at least ``MIN_VISITS`` visits). The heuristic also answers decisions the
determiniser cannot build (questions asked inside an effect, 挑选角色), decision kinds not
searched (response windows by default) and any decision whose determinisations all fail.
Decisions with a single option are never searched.

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
from ..views import observe, visible_events
from .base import Bot, pending_options
from .belief import Beliefs
from .determinise import CardMemory, Inconsistent, determinise, supported
from .heuristic import HeuristicBot

FACTION_COLOUR = {"underground": RED, "military": BLUE}
# Each method's budget, rollout horizon (turn changes before evaluate) and rollout policy
# when the caller gives none. Tree: determinisations per decision (~30 ms of one core at
# 5 players); flat: rollouts shared among the options (~0.2 s). Measured in docs/bots.md.
DEFAULTS = {"tree": {"iterations": 48, "horizon": 1, "rollout": "lite"},
            "flat": {"iterations": 40, "horizon": 2, "rollout": "heuristic"}}
EXPLORATION = 0.7            # UCB1 constant (rewards are in [0, 1])
ROLLOUTS = ("heuristic", "lite")   # rollout policies: heuristic bots, or rollout_option
METHODS = tuple(DEFAULTS)     # SO-ISMCTS, or flat determinised MC with common random numbers
# Decision kinds searched by default (others: the prior). Searching response windows too
# (search=SEARCHABLE) measured weaker: their many targets spread the budget thin.
SEARCHABLE = ("send", "receive", "respond")
SEARCHED = ("send", "receive")
MARGIN = 0.06                # how much better than the prior's mean another option must be
MIN_VISITS = 6               # tree: ... and over at least this many iterations, both of them
Z = 2.0                      # flat: ... and by this many standard errors of the paired gain
MIN_SAMPLES = 4              # flat: determinisations at least, however many options


class _Node:
    """A tree node: statistics of the option that led here, from the mover's side."""
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self):
        self.children: dict[Option, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class ISMCTSBot(Bot):
    """Determinised search from this seat's view (see the module text).

    ``method``: 'tree' (default) or 'flat'. ``iterations``, ``horizon`` and ``rollout``
    left at None take the method's :data:`DEFAULTS` (tree: 48, 1, 'lite'; flat: 40, 2,
    'heuristic'). ``iterations``: the budget per decision — tree: determinisations; flat:
    rollouts, shared among the options (``max(MIN_SAMPLES, iterations // options)``
    determinisations, each played after every option). ``max_time``: stop after this many
    seconds if set (nondeterministic). ``horizon``: turn changes a rollout plays before it
    is evaluated. ``search``: the decision kinds searched (among :data:`SEARCHABLE`; others
    are answered by the heuristic prior). ``rollout``: 'lite' (:func:`rollout_option`) or
    'heuristic' (heuristic bots on the sampled game). ``last_search`` holds the latest
    search's statistics: {'iterations', 'failures', 'stats': {option: (visits, mean
    reward)}, 'prior', 'choice'} (None if not searched). Raises ValueError for a
    non-positive budget, an unknown kind, method or rollout policy.
    """
    name = "ismcts"

    def __init__(self, seat: int, seed: int = 0, iterations: int | None = None,
                 max_time: float | None = None, horizon: int | None = None,
                 search: tuple[str, ...] = SEARCHED, rollout: str | None = None,
                 method: str = "tree"):
        super().__init__(seat, seed)
        if method not in METHODS:
            raise ValueError(f"method must be one of {METHODS}, got {method!r}")
        self.method = method
        defaults = DEFAULTS[method]
        iterations = defaults["iterations"] if iterations is None else iterations
        horizon = defaults["horizon"] if horizon is None else horizon
        rollout = defaults["rollout"] if rollout is None else rollout
        if not isinstance(iterations, int) or iterations < 1:
            raise ValueError(f"iterations must be a positive integer, got {iterations!r}")
        if max_time is not None and not max_time > 0:
            raise ValueError(f"max_time must be positive seconds, got {max_time!r}")
        if not isinstance(horizon, int) or horizon < 1:
            raise ValueError(f"horizon must be a positive number of turns, got {horizon!r}")
        self.iterations = iterations
        self.max_time = max_time
        self.horizon = horizon
        self.search = tuple(search)
        if not set(self.search) <= set(SEARCHABLE):
            raise ValueError(f"search takes decision kinds among {SEARCHABLE}, got {search!r}")
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout must be one of {ROLLOUTS}, got {rollout!r}")
        self.rollout = rollout
        self.prior = HeuristicBot(seat, seed)
        self.beliefs: Beliefs | None = None
        self.memory = CardMemory(seat)
        self.last_search: dict | None = None   # statistics of the latest search (analysis)

    def choose(self, observation: dict, events: list[dict]) -> Option:
        """Answer this seat's pending decision (see :meth:`Bot.choose`). The heuristic prior
        sees every observation and event too, so its own memory stays complete."""
        options = pending_options(observation)
        if self.beliefs is None:
            self.beliefs = Beliefs(self.seat, observation["config"])
        self.beliefs.update(observation, events)
        self.memory.update(observation, events)
        prior = self.prior.choose(observation, events)
        self.last_search = None
        if (len(options) == 1 or observation["pending"]["kind"] not in self.search
                or not self.beliefs.ready() or not supported(observation)):
            return prior
        if self.method == "flat":
            return self._flat(observation, prior, options)
        return self._search(observation, prior)

    def _determinisations(self, observation: dict, count: int, tally: dict):
        """Up to ``count`` states sampled consistently with the seat's view and beliefs (fewer
        once ``max_time`` has passed, but at least one). ``tally['done']`` counts the states
        used, ``tally['failures']`` the inconsistent samples skipped."""
        rng = self.rng
        deadline = None if self.max_time is None else time.perf_counter() + self.max_time
        for _ in range(count):
            if deadline is not None and tally["done"] and time.perf_counter() > deadline:
                return
            try:
                state = determinise(observation, self.memory, self.beliefs.sample(rng), rng)
            except Inconsistent:
                tally["failures"] += 1
                continue
            yield state
            tally["done"] += 1

    def _flat(self, observation: dict, prior: Option, options: list[Option]) -> Option:
        """Flat Monte Carlo with common random numbers: every option is played on each
        determinisation with the same rollout seed; the paired gains over the prior decide."""
        rng = self.rng
        totals = {o: 0.0 for o in options}
        diffs: dict[Option, list[float]] = {o: [] for o in options}
        tally = {"done": 0, "failures": 0}
        samples = max(MIN_SAMPLES, self.iterations // len(options))
        for state in self._determinisations(observation, samples, tally):
            seed = rng.getrandbits(32)
            rewards = {}
            for o in options:
                s = state.clone()
                apply(s, o)
                rewards[o] = self._rollout(s, random.Random(seed))[self.seat]
                totals[o] += rewards[o]
            for o in options:
                diffs[o].append(rewards[o] - rewards[prior])
        done, failures = tally["done"], tally["failures"]
        if not done:
            return prior
        stats = {o: (done, totals[o] / done) for o in options}
        best = prior
        for o in options:
            d = diffs[o]
            gain = sum(d) / done
            se = math.sqrt(sum((x - gain) ** 2 for x in d) / max(1, done - 1) / done)
            if o != prior and gain > max(MARGIN, Z * se) and (
                    best == prior or stats[o][1] > stats[best][1]):
                best = o
        self.last_search = {"iterations": done, "failures": failures,
                            "stats": stats, "prior": prior, "choice": best}
        return best

    # -- the search ---------------------------------------------------------------------
    def _search(self, observation: dict, prior: Option) -> Option:
        root = _Node()
        tally = {"done": 0, "failures": 0}
        for state in self._determinisations(observation, self.iterations, tally):
            self._iterate(root, state, prior)
        done, failures = tally["done"], tally["failures"]
        if not done:
            return prior
        stats = {o: (c.visits, c.total / c.visits if c.visits else 0.0)
                 for o, c in root.children.items()}
        best = prior
        base_visits, base = stats.get(prior, (0, 0.0))
        if base_visits >= MIN_VISITS:
            for o, (visits, mean) in stats.items():
                if o != prior and visits >= MIN_VISITS and mean > base + MARGIN and (
                        best == prior or mean > stats[best][1]):
                    best = o
        self.last_search = {"iterations": done, "failures": failures,
                            "stats": stats, "prior": prior, "choice": best}
        return best

    def _iterate(self, root: _Node, state, prior: Option) -> None:
        rng = self.rng
        node = root
        path: list[tuple[_Node, int]] = []
        first = True
        while not state.over:
            d = state.pending
            opts = d.options
            children = node.children
            untried = [o for o in opts if o not in children]
            for o in opts:
                c = children.get(o)
                if c is not None:
                    c.avail += 1
            if untried:
                if first and prior in untried:
                    o = prior
                else:
                    o = untried[rng.randrange(len(untried))]
                child = children[o] = _Node()
                child.avail = 1
                apply(state, o)
                path.append((child, d.seat))
                break
            best_o, best_v = None, -1.0
            for o in opts:
                c = children[o]
                v = c.total / c.visits + EXPLORATION * math.sqrt(math.log(c.avail) / c.visits)
                if v > best_v:
                    best_o, best_v = o, v
            node = children[best_o]
            apply(state, best_o)
            path.append((node, d.seat))
            first = False
        reward = self._rollout(state)
        for node, seat in path:
            node.visits += 1
            node.total += reward[seat]

    def _rollout(self, state, rng=None) -> list[float]:
        """Play on from ``state`` (mutated) for ``horizon`` turn changes; the reward vector.
        ``rng``: the rollout's randomness (flat search: one seed per determinisation)."""
        rng = rng or self.rng
        stop = state.turn_number + self.horizon
        steps = 0
        if self.rollout == "heuristic":
            bots: dict[int, HeuristicBot] = {}
            log = list(state.events)
            seen = [0] * state.n
            while not state.over and state.turn_number < stop and steps < 1000:
                seat = state.pending.seat
                bot = bots.get(seat)
                if bot is None:
                    bot = bots[seat] = HeuristicBot(seat, rng.getrandbits(32))
                events = visible_events(log[seen[seat]:], seat)
                seen[seat] = len(log)
                log.extend(apply(state, bot.choose(observe(state, seat), events)))
                steps += 1
            return evaluate(state)
        while not state.over and state.turn_number < stop and steps < 400:
            apply(state, rollout_option(state, rng))
            steps += 1
        return evaluate(state)


def rollout_option(state, rng) -> Option:
    """The rollout policy: a cheap guess at how a player acts, reading the determinised state
    (its sampled hidden facts are this sample's truth). Takes a message it can see if it is
    its side's colour or a harmless fake, declines what helps the other side or kills it,
    takes an unseen one by chance; sends its own colour when it can; mostly passes in
    windows; answers other questions at random."""
    d = state.pending
    opts = d.options
    kind = d.kind
    me = state.players[d.seat]
    if kind == "receive":
        m = state.message
        card = state.cards[m["card"]]
        blacks = state.black_count(d.seat)
        mine = FACTION_COLOUR.get(me.identity)
        if m["face_up"] or d.seat in m["seen_by"]:
            if card.colour == BLACK:
                take = blacks < 2 and rng.random() < 0.3
            else:
                take = card.colour == mine or (mine is None and rng.random() < 0.2)
        else:
            ally = me.identity != BYSTANDER and state.players[m["sender"]].identity == me.identity
            take = rng.random() < (0.1 if blacks >= 2 else 0.7 if ally else 0.3)
        want = "take" if take else "decline"
        for o in opts:
            if o.kind == want:
                return o
        return opts[0]
    if kind == "send":
        mine = FACTION_COLOUR.get(me.identity)
        cards = state.cards
        own = [o for o in opts if cards[o.card].colour == mine]
        if own and rng.random() < 0.6:
            return own[rng.randrange(len(own))]
        return opts[rng.randrange(len(opts))]
    if kind == "respond":
        if rng.random() < 0.85:
            for o in opts:
                if o.kind == "pass":
                    return o
        return opts[rng.randrange(len(opts))]
    if kind == "trigger":
        for o in opts:
            if o.kind == "yes":
                return o
    return opts[rng.randrange(len(opts))]


def evaluate(state) -> list[float]:
    """Each seat's chance of winning, estimated from the table (finished game: 1 for the
    winners, 0 for the others). A faction's strength grows with its best member's true
    messages of its colour and falls with its members' fakes and deaths; a living 打酱油的's
    grows with the dead and falls with its own fakes; the chances are a softmax over them."""
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
            total += 0.3 * count - 0.25 * blacks * blacks
        strength[faction] = (1.2 * best + total) if alive else None
    scores = {f: math.exp(s) for f, s in strength.items() if s is not None}
    bystanders = [p for p in players if p.identity == BYSTANDER and p.alive]
    if bystanders:
        # 打酱油的 without a mission wins as the last one alive: deaths of others help it.
        dead = sum(1 for p in players if not p.alive)
        for p in bystanders:
            blacks = sum(1 for c in p.messages if cards[c].colour == BLACK)
            scores[p.seat] = math.exp(-2.0 + 0.8 * dead - 0.4 * blacks * blacks)
    total = sum(scores.values())
    out = []
    for p in players:
        key = p.seat if p.identity == BYSTANDER else p.identity
        out.append(scores.get(key, 0.0) / total if total else 0.0)
    return out


__all__ = ["ISMCTSBot", "evaluate", "rollout_option"]
