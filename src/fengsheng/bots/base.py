"""The bot interface and the controller that lets bots play a whole game.

A bot answers one seat's decisions from what that seat may know: the observation
``views.observe(state, seat)`` and the events ``views.visible_events(events, seat)`` that seat
has been shown since its last decision. It never touches the :class:`GameState`; only the
controller (:func:`play_game`) reads ``state.pending`` to know whom to ask.
"""
from __future__ import annotations

from ..engine import Config, GameState, Option, apply, new_game
from ..games.bots import GameBot
from ..views import observe, visible_events


class Bot(GameBot):
    """Base class of every 风声 bot: one seat, its own seeded ``random.Random`` (from
    :class:`~fengsheng.games.bots.GameBot`, the base of every game's bots).

    Subclasses implement :meth:`choose`. ``name`` is the registry key (``BOTS``).
    """

    def choose(self, observation: dict, events: list[dict]) -> Option:
        """Answer the decision in ``observation['pending']`` (which must be this seat's).

        ``events`` are the events this seat was shown since its previous decision (already
        redacted for it). Returns one of the pending options as an :class:`Option`."""
        raise NotImplementedError


def pending_options(observation: dict) -> list[Option]:
    """The legal answers of the seat's own pending decision, as :class:`Option` tuples.

    Raises ValueError if the observation holds no decision for its seat."""
    p = observation.get("pending")
    if not p or not p.get("yours") or "options" not in p:
        raise ValueError(f"seat {observation.get('seat')!r} has no decision to make now")
    return [Option(*o) for o in p["options"]]


def play_game(config: Config | None, seed: int, bots: list[Bot],
              max_decisions: int = 100_000, watch=None, roles=None) -> GameState:
    """Play one whole game: ask ``bots[state.pending.seat]`` for every decision.

    Each bot receives only ``observe(state, seat)`` and the events its seat was shown since its
    last decision. Returns the finished :class:`GameState` (``over``, ``winners``,
    ``end_reason``, ``step`` = decisions made, ``turn_number``).
    ``watch`` (the lab's blunder counters, :mod:`fengsheng.blunders`) sees the true game:
    ``watch.decision(state, seat, option)`` before each answer is applied and
    ``watch.events(state, events)`` after. ``roles(decision)``, if given, answers every
    挑选角色 instead of the bot (the lab fixes roles per deal); the bot is shown the events
    at its next decision as usual.
    Raises ValueError if ``len(bots)`` differs from the number of players, and RuntimeError if
    a bot answers illegally (naming the bot, seat and answer) or the game does not finish
    within ``max_decisions`` decisions.
    """
    config = config or Config()
    if len(bots) != config.players:
        raise ValueError(f"{config.players} players need {config.players} bots, got {len(bots)}")
    state = new_game(config, seed)
    log: list[dict] = list(state.events)   # every event so far, unredacted
    seen = [0] * config.players            # how far into ``log`` each seat has been shown
    while not state.over:
        if state.step >= max_decisions:
            raise RuntimeError(f"game with seed {seed} did not end within {max_decisions} decisions")
        seat = state.pending.seat
        if roles is not None and state.pending.prompt == "choose_role":
            log.extend(apply(state, roles(state.pending), seat))
            continue
        events = visible_events(log[seen[seat]:], seat)
        seen[seat] = len(log)
        option = bots[seat].choose(observe(state, seat), events)
        if not isinstance(option, tuple) or option not in state.pending.options:
            raise RuntimeError(f"bot {type(bots[seat]).__name__} at seat {seat} answered "
                               f"{option!r}, which is not a legal option")
        if watch is not None:
            watch.decision(state, seat, option)
        new = apply(state, option, seat)
        if watch is not None:
            watch.events(state, new)
        log.extend(new)
    return state
