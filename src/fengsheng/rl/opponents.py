"""Who plays the other seats of the single-agent environment: any bot of ``fengsheng.bots``, any
policy over the environment's observations, or past versions of a policy (self-play).

An *opponent spec* is one of

- a bot name (``"random"``, ``"heuristic"``, ``"ismcts"``): a fresh bot per seat and game;
- several bot names joined by commas (``"random,heuristic"``): each seat of each game is
  played by one of them, drawn uniformly from the seat's seed;
- a *factory* ``f(seat, seed) -> player``, called for every other seat at every reset, where a
  *player* is a :class:`fengsheng.bots.Bot` or a *policy* ``p(observation) -> action id``
  reading the same observation dict the learner gets (``'observation'``, ``'action_mask'``,
  …; only its own seat's);
- :class:`SelfPlayPool`, a factory that hands out past versions of a policy.

A bot sees ``views.observe`` and the events its seat was shown; a policy sees its seat's
observation: neither sees more than its seat may know.
"""
from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np

from ..bots import BOTS, Bot, make_bot

Policy = Callable[[dict], int]
Player = Bot | Policy


def opponent_factory(spec) -> Callable[[int, int], Player]:
    """The factory of an opponent spec (module docstring). Raises ValueError for an unknown
    bot name or a spec that is neither a name nor callable."""
    if isinstance(spec, str):
        names = spec.split(",")
        for name in names:
            if name not in BOTS:
                raise ValueError(f"unknown bot {name!r}; choose one of "
                                 f"{', '.join(sorted(BOTS))} (several joined by commas), "
                                 "or pass a factory f(seat, seed) -> bot or policy")
        if len(names) == 1:
            return lambda seat, seed: make_bot(spec, seat, seed)
        return lambda seat, seed: make_bot(random.Random(seed).choice(names), seat, seed)
    if callable(spec):
        return spec
    raise ValueError(f"opponents must be a bot name or a factory f(seat, seed), got {spec!r}")


def act(aec, seat: int, player: Player) -> None:
    """Let ``player`` answer ``seat``'s pending decision in the AEC env ``aec`` (a raw_env): a
    bot through the codec from its view and events, a policy from its observation."""
    agent = f"seat_{seat}"
    if isinstance(player, Bot):
        option = player.choose(aec.view(agent), aec.events_for(agent))
        aec.step(aec.action_of(agent, option))
    else:
        aec.step(player(aec.observe(agent)))


def random_masked_policy(seed: int = 0) -> Policy:
    """A policy drawing uniformly among the legal ids (a baseline and a test double)."""
    rng = np.random.default_rng(seed)

    def policy(observation: dict) -> int:
        legal = np.flatnonzero(observation["action_mask"])
        return int(legal[rng.integers(len(legal))])
    return policy


class SelfPlayPool:
    """Past versions of a policy, as opponents (a factory for ``opponents=``).

    ``add(policy)`` stores a version: a policy ``p(observation) -> action id`` that must not
    change afterwards (pass a frozen copy, e.g. one loaded from a checkpoint). For each seat of
    each game the pool plays the newest version with probability ``latest``, otherwise one
    drawn uniformly from the older ones (all of them, or the last ``keep``). ``seed``: the
    pool's own RNG. Raises ValueError for a bad ``latest``/``keep``, and RuntimeError when
    asked for an opponent before any version was added."""

    def __init__(self, latest: float = 0.5, keep: int | None = None, seed: int = 0):
        if not 0.0 <= latest <= 1.0:
            raise ValueError(f"latest must be a probability, got {latest!r}")
        if keep is not None and (not isinstance(keep, int) or keep < 1):
            raise ValueError(f"keep must be None or a positive integer, got {keep!r}")
        self.latest, self.keep = latest, keep
        self.versions: list[Policy] = []
        self._rng = random.Random(seed)

    def add(self, policy: Policy) -> None:
        if not callable(policy):
            raise ValueError(f"a version is a policy p(observation) -> action id, got {policy!r}")
        self.versions.append(policy)
        if self.keep is not None:
            del self.versions[:-self.keep]

    def __len__(self) -> int:
        return len(self.versions)

    def __call__(self, seat: int, seed: int) -> Policy:
        if not self.versions:
            raise RuntimeError("the self-play pool is empty: add() a policy first")
        if len(self.versions) == 1 or self._rng.random() < self.latest:
            return self.versions[-1]
        return self._rng.choice(self.versions[:-1])
