"""Bots for 菲力猫 (registry ``BOTS``), each playing one seat from its observation and events:

- ``random``: a uniform choice among the legal answers.
- ``counting``: counts cards — every colour holds one of each kind, minus one unknown removed
  card — and values the row as the expected points its winner keeps (face-down cards drawn
  from what is still unseen of their owner's colour, dogs applied). It bids the minimum while
  the row is worth more than the price plus the mice a pass would bring now; buys a row for 1
  when it is worth more; as start player commits its best card, otherwise its worst.
- ``search``: determinised Monte Carlo with ``clone()`` for the auction's decisions: it samples
  the hidden cards (and counts everyone's mice from the public events), and for passing and
  for the lowest raise (or buying and passing) plays the round out on a clone of each sample,
  every seat as ``counting`` would from what it knows there; it picks the answer with the best
  mean of own points minus the others' mean at the round's end. It commits as ``counting``.

Bots never read a state they were not given: ``search`` builds its own states from what its
seat knows.
"""
from __future__ import annotations

from ..bots import GameBot
from . import bidding, commit, special
from .cards import (DUMMY_COLOUR, LARGE_DOG, MOUSE_CARDS, RABBIT, SET_SIZE, SMALL_DOG,
                    START_MICE, value)
from .dogs import resolve
from .game import FELIX
from .state import BID, BUY, BUY_ONE, COMMIT, PASS, FelixState

# What a card does to the row it lies in, for choosing which card to commit: a cat its value,
# the large dog about minus the best cat, the small dog about plus the worst (it takes it away).
WORTH = {k: value(k) for k in range(RABBIT + 1)} | {LARGE_DOG: -7, SMALL_DOG: 3}


def options(observation: dict) -> list[tuple]:
    p = observation.get("pending")
    if not p or not p.get("yours"):
        raise ValueError(f"seat {observation.get('seat')!r} has no decision to make now")
    return [tuple(o) for o in p["options"]]


class RandomBot(GameBot):
    name = "random"

    def choose(self, observation, events):
        opts = options(observation)
        return opts[self.rng.randrange(len(opts))]


def unseen(observation: dict) -> dict[int, list[int]]:
    """Per colour, the cards this seat has not seen: another seat's colour holds its hand, its
    face-down card in the row and its removed card; the seat's own colour just the removed one."""
    n, me = observation["players"], observation["seat"]
    seen = {c for h in observation["history"] for c in h["row"]} | set(observation["box"])
    seen |= {c for t in observation["table"] for c in t["won"]}
    seen |= {r["card"] for r in observation["row"] if r["card"] is not None}
    seen |= {me * SET_SIZE + k for k in observation["you"]["hand"]}
    colours = list(range(n)) + ([DUMMY_COLOUR] if n == 3 else [])
    return {col: [c for c in range(col * SET_SIZE, (col + 1) * SET_SIZE) if c not in seen]
            for col in colours}


def row_value(observation: dict, rng, samples: int = 24) -> float:
    """Expected points the winner of the row keeps (dogs applied): face-down cards drawn from
    what is unseen of their owner's colour."""
    pool = unseen(observation)
    known = [r["card"] for r in observation["row"] if r["card"] is not None]
    hidden = [r["owner"] if r["owner"] >= 0 else DUMMY_COLOUR
              for r in observation["row"] if r["card"] is None]
    if not hidden:
        return float(sum(value(c) for c in resolve(known)[0]))
    total = 0
    for _ in range(samples):
        row = known + [rng.choice(pool[col]) for col in hidden]
        total += sum(value(c) for c in resolve(row)[0])
    return total / samples


def pass_gain(observation: dict) -> int:
    """The mice a pass brings now: those of the lowest mouse card still holding mice."""
    return next((m for m in observation["on_cards"] if m), 0)


def commit_choice(observation: dict, opts: list[tuple], seat: int) -> tuple:
    """The start player, who sees its card turned up and bids first, commits its best card;
    the others their worst (what they commit mostly goes to someone else)."""
    best = max if observation["start"] == seat else min
    return best(opts, key=lambda o: WORTH[o[1]])


class CountingBot(GameBot):
    name = "counting"

    def choose(self, observation, events):
        opts = options(observation)
        kind = observation["pending"]["kind"]
        if kind == COMMIT:
            return commit_choice(observation, opts, self.seat)
        worth = row_value(observation, self.rng)
        if kind == BUY:
            return BUY_ONE if BUY_ONE in opts and worth > 1 else PASS
        price = observation["high"] + 1
        if ("bid", price) in opts and worth - price > pass_gain(observation):
            return ("bid", price)
        return PASS


class SearchBot(GameBot):
    """Determinised Monte Carlo over a few answers (module text). ``worlds`` samples per answer."""
    name = "search"
    worlds = 12

    def __init__(self, seat: int, seed: int = 0):
        super().__init__(seat, seed)
        self.wealth: list[int] | None = None    # mice + bid in front, per seat, from the events

    def choose(self, observation, events):
        self._count_mice(observation, events)
        opts = options(observation)
        if len(opts) == 1:
            return opts[0]
        if observation["pending"]["kind"] == COMMIT:
            # The round's end cannot value a card kept for later: commit as ``counting`` does.
            return commit_choice(observation, opts, self.seat)
        candidates = self._candidates(observation, opts)
        scores = {o: 0.0 for o in candidates}
        for _ in range(self.worlds):
            world = self._sample(observation)
            for o in candidates:
                s = world.clone()
                FELIX.apply(s, o)
                scores[o] += _rollout(s, self.seat, self.rng)
        return max(candidates, key=lambda o: scores[o])

    def _candidates(self, observation, opts):
        """A bid decision weighs passing against the minimum raise only: jump bids looked good
        against the rollouts' opponents and lost to real ones (docs/felix.md, the bots)."""
        if observation["pending"]["kind"] != BID:
            return opts
        return opts[:2]                     # (pass, the lowest bid) in the engine's order

    def _count_mice(self, observation, events):
        """Everyone's mice plus bid, from the public events (start 15; a pass adds what it took
        from a mouse card; a win or a buy takes the price)."""
        if self.wealth is None:
            self.wealth = [START_MICE] * observation["players"]
        for e in events:
            if e["type"] == "pass":
                self.wealth[e["seat"]] += e["took"]
            elif e["type"] == "win":
                self.wealth[e["winner"]] -= e["price"]

    def _sample(self, observation) -> FelixState:
        """A full state agreeing with everything this seat knows; the rest drawn at random."""
        n, me = observation["players"], self.seat
        pool = unseen(observation)
        for cards in pool.values():
            self.rng.shuffle(cards)
        s = FelixState()
        s.players, s.seed, s.rng = n, 0, 0
        s.round, s.phase, s.start = observation["round"], observation["phase"], observation["start"]
        table = observation["table"]
        s.hands, s.removed = [], []
        s.row = []
        s.owners = ([-1] if n == 3 else []) + [(s.start + i) % n for i in range(n)]
        for r in observation["row"]:
            col = r["owner"] if r["owner"] >= 0 else DUMMY_COLOUR
            s.row.append(r["card"] if r["card"] is not None else pool[col].pop())
        s.up = [r["up"] for r in observation["row"]] + [False] * (len(s.owners) - len(s.row))
        for q in range(n):
            if q == me:
                s.hands.append([me * SET_SIZE + k for k in observation["you"]["hand"]])
            else:
                size = table[q]["hand_size"]
                s.hands.append(sorted(pool[q][:size]))
                del pool[q][:size]
            s.removed.append(pool[q].pop())
        s.dummy = []
        if n == 3:
            s.dummy = pool[DUMMY_COLOUR][:observation["dummy_size"]]
            s.removed.append(pool[DUMMY_COLOUR][observation["dummy_size"]])
        s.bids = [t["bid"] for t in table]
        s.passed = [t["passed"] for t in table]
        s.mice = [w - b for w, b in zip(self.wealth, s.bids)]
        s.mice[me] = observation["you"]["mice"]
        s.won = [list(t["won"]) for t in table]
        s.box, s.history = list(observation["box"]), []
        s.mouse_cards, s.on_cards = MOUSE_CARDS[n], list(observation["on_cards"])
        s.bank, s.high = observation["bank"], observation["high"]
        s.step, s.over, s.events, s.pending = 0, False, [], None
        if s.phase == COMMIT:
            commit.ask(s, me)
        elif s.phase == BID:
            bidding.ask(s, me)
        else:
            special.offer_buy(s, me)
        return s


def _rollout(s: FelixState, me: int, rng) -> float:
    """Play to the end of the current round, every seat as ``counting`` would from what it
    knows of the (sampled) state: commit as ``commit_choice``; bid the minimum while the row's
    expected worth to it (``_worth``) beats the price plus a pass's mice; buy a row worth more
    than 1. Returns own points minus the others' mean."""
    start_round = s.round
    while not s.over and s.round == start_round:
        p = s.pending
        if p.kind == COMMIT:
            best = max if s.start == p.seat else min
            option = best(p.options, key=lambda o: WORTH[o[1]])
        elif p.kind == BUY:
            worth = sum(value(c) for c in resolve(s.row)[0])
            option = BUY_ONE if BUY_ONE in p.options and worth > 1 else PASS
        else:
            price = s.high + 1
            gain = next((m for m in s.on_cards if m), 0)
            option = ("bid", price) if (("bid", price) in p.options and
                                        _worth(s, p.seat, rng) - price > gain) else PASS
        FELIX.apply(s, option)
    points = [sum(value(c) for c in s.won[q]) + s.mice[q] + s.bids[q] for q in range(s.players)]
    return points[me] - (sum(points) - points[me]) / (s.players - 1)


def _worth(s: FelixState, seat: int, rng, samples: int = 8) -> float:
    """``row_value`` as ``seat`` would reckon it in state ``s``: its own card and the face-up
    ones known, each other face-down card drawn from its colour's cards not yet turned up."""
    known, hidden = [], []
    for c, o, up in zip(s.row, s.owners, s.up):
        if up or o == seat:
            known.append(c)
        else:
            col = DUMMY_COLOUR if o < 0 else o
            pool = (s.dummy if o < 0 else s.hands[o]) + [s.removed[col], c]
            hidden.append(pool)
    if not hidden:
        return float(sum(value(c) for c in resolve(known)[0]))
    total = 0
    for _ in range(samples):
        total += sum(value(c) for c in resolve(known + [rng.choice(h) for h in hidden])[0])
    return total / samples


BOTS = {"random": RandomBot, "counting": CountingBot, "search": SearchBot}
