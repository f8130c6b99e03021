"""One game seen through the RL encodings: what the AEC and parallel environments share.

:class:`Episode` owns the engine state, turns a seat's action id into the engine option it
stands for (``actions.py``), builds each seat's observation from what
that seat may know (``observation.py`` and ``history.py`` define it from ``views.observe``
and the seat's visible events; ``incremental.py`` keeps it up to date step by step), and
gives the rewards at the end.
"""
from __future__ import annotations

import dataclasses
import random

import numpy as np

from ..engine import Config, GameState, Option, apply, new_game
from ..engine.decisions import NO, RESPOND, TRIGGER, YES
from ..engine.window import SHOWN, resume, window_options
from ..i18n.zh_cn import Narrator, seat_names
from ..views import observe, visible_event, visible_events
from .actions import NUM_ACTIONS, WAIT, describe, encode, legal_actions, mask_of, Context
from .history import SUMMARY_SIZE, SeatHistory, event_token
from .incremental import WAIT_MASK, LegalIds, Summary, Table
from .observation import SIZE as TABLE_SIZE, encode_observation
from .privileged import global_state, privileged_vector
from .vocab import MAX_SEATS

ON_ILLEGAL = ("raise", "substitute")
# What an observation holds (docs/rl.md): the table now; the table and the history summary;
# those and the sequence of event tokens.
OBSERVATIONS = ("table", "history", "sequence")


class IllegalActionId(ValueError):
    """An action id that is not in the acting seat's action mask (the state is unchanged)."""


def agent_name(seat: int) -> str:
    return f"seat_{seat}"


SEATS = {agent_name(s): s for s in range(MAX_SEATS)}   # agent name -> seat


def seat_of(agent: str) -> int:
    """The seat of agent ``'seat_K'`` (K written as :func:`agent_name` writes it: no sign, no
    leading zero). Raises ValueError for another name."""
    seat = SEATS.get(agent) if isinstance(agent, str) else None
    if seat is not None:
        return seat
    if not isinstance(agent, str) or not agent.startswith("seat_") or \
            not agent[5:].isdigit() or agent != agent_name(int(agent[5:])):
        raise ValueError(f"no agent {agent!r}: agents are named seat_0, seat_1, …")
    return int(agent[5:])


def action_id(action) -> int:
    """``action`` as an int if it is an integer (Python or NumPy, not a bool, a float or an
    array); raises :class:`IllegalActionId` otherwise, in both ``on_illegal`` modes."""
    if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
        raise IllegalActionId(f"an action is an integer id 0..{NUM_ACTIONS - 1}, got {action!r}")
    return int(action)


def check_integer(name: str, value, low: int = 0) -> int:
    """``value`` as an int if it is an integer (Python or NumPy, not a bool) of at least
    ``low``; raises ValueError naming ``name`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low:
        raise ValueError(f"{name} must be an integer >= {low}, got {value!r}")
    return int(value)


def config_mismatch(config: Config, other: Config) -> list[str]:
    """The fields in which two engine configurations differ, as 'name: env value != state
    value' lines (empty if they agree)."""
    return [f"{f.name}: {getattr(config, f.name)!r} != {getattr(other, f.name)!r}"
            for f in dataclasses.fields(Config)
            if getattr(config, f.name) != getattr(other, f.name)]


def outcome_rewards(state: GameState) -> list[float]:
    """Per seat: +1 for a winner, −1 for a loser, 0 for every seat when nobody wins (a draw:
    the turn cap, or everyone out). Winners are a whole faction, dead members included, or
    one 打酱油的, or those a role adds (风度, missions); see docs/rulings.md R19."""
    if not state.winners:
        return [0.0] * state.n
    won = set(state.winners)
    return [1.0 if s in won else -1.0 for s in range(state.n)]


class Episode:
    """A game driven by action ids. ``config``: the engine :class:`Config`; ``on_illegal``:
    'raise' (an id outside the mask raises :class:`IllegalActionId`, nothing changes) or
    'substitute' (the lowest legal id is taken instead and reported by :meth:`act`).
    ``show_windows`` (the parallel form): the game stops at the start of every round of priority
    of a response window and at every timing point an optional skill may trigger at (engine
    ``window.SHOWN``), where every seat that may act in the round or at the point declares its
    answer at once (:meth:`act_round`). ``observation``: one of
    :data:`OBSERVATIONS`; ``history_length``: event tokens kept in a 'sequence' observation;
    ``privileged``: add the training-only ``'privileged'`` entry. Raises ValueError for an
    unknown ``on_illegal`` or mode."""

    def __init__(self, config: Config, on_illegal: str = "raise", show_windows: bool = False,
                 observation: str = "history", history_length: int = 256,
                 privileged: bool = False):
        if on_illegal not in ON_ILLEGAL:
            raise ValueError(f"on_illegal must be one of {ON_ILLEGAL}, got {on_illegal!r}")
        if observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {OBSERVATIONS}, got {observation!r}")
        if not isinstance(privileged, bool):
            raise ValueError(f"privileged must be True or False, got {privileged!r}")
        self.config = config
        self.on_illegal = on_illegal
        self.show_windows = show_windows
        self.observation_mode = observation
        self.history_length = check_integer("history_length", history_length, low=1)
        self.privileged = privileged
        self.state: GameState | None = None
        self.log: list[dict] = []            # every event of the game, unredacted
        self._seen = [0] * config.players    # how far into ``log`` each seat has read
        # Per seat, for the current stop only (cleared by ``_moved``, which counts the game's
        # stops): observe() and legal actions; and the options of each seat that may act in a
        # round of priority being shown (``_round``).
        self._stops = 0
        self._round: dict[int, list[Option]] | None = None
        self._views: dict[int, dict] = {}
        self._legal: dict[int, dict] = {}
        # The mask of each seat's legal ids, until an observation takes it.
        self._masks: dict[int, np.ndarray] = {}
        self._seed_rng = random.Random()
        self._ids = LegalIds(config)   # kept across games: the ids depend on the table only

    def reset(self, seed: int | None, state: GameState | None = None) -> None:
        """Start a new game. ``seed`` (an int) reseeds the episode sequence, so the game and
        every later ``reset(None)`` are determined by it; ``None`` continues the sequence.
        ``state``: continue from a copy of this position instead (a game in progress whose
        configuration is the environment's, e.g. from ``engine.position.from_position``).
        Raises ValueError for a seed that is not a non-negative integer (as Gymnasium's
        ``np_random`` does) or a bad state (naming the configuration fields that differ);
        nothing changes then."""
        if seed is not None:
            check_integer("seed", seed)
        if state is not None:
            if not isinstance(state, GameState) or state.over:
                raise ValueError("options['state'] must be a GameState of a game in progress")
            mismatch = config_mismatch(self.config, state.config)
            if mismatch:
                raise ValueError("options['state'] was dealt with another configuration than "
                                 "the environment's (env != state): " + "; ".join(mismatch))
        if seed is not None:
            self._seed_rng = random.Random(int(seed))
        if state is None:
            state = new_game(self.config, self._seed_rng.getrandbits(63), self.show_windows)
        else:
            state = state.clone()
            state.show_windows = self.show_windows
        self.state = state
        self.log = list(state.events)
        self._moved()
        self._seen = [0] * self.config.players
        if self.observation_mode == "history":   # the summary after the table, per seat
            self._table = Table(self.config, SUMMARY_SIZE)
            self._summary = Summary(self.config, self._table.rows, TABLE_SIZE)
        else:
            self._table = Table(self.config)
            self._summary = None
        # 'sequence': each seat's SeatHistory keeps its tokens (and gives the summary).
        self._histories = [SeatHistory(s, self.config.players, self.config.deck)
                           for s in range(self.config.players)] \
            if self.observation_mode == "sequence" else None
        self._tokens: list[list] = []   # per event: its token as shown in full, and redacted
        self._narrated = 0
        self._narrator = Narrator(seat_names(self.config.players), state.cards)

    @property
    def deciding(self) -> int | None:
        """The seat whose decision is pending (None once the game is over, and while a round
        of priority is shown: see :attr:`in_round`)."""
        d = self.state.pending
        return None if d is None or d.kind == SHOWN else d.seat

    @property
    def in_round(self) -> bool:
        """A round of priority of a response window, or a timing point, is being shown
        (``show_windows``)."""
        d = self.state.pending
        return d is not None and d.kind == SHOWN

    def round_seats(self) -> dict[int, list[Option]]:
        """While a round is shown: each seat that may do more than pass in it → its options
        (PASS first), as the engine will offer them when priority reaches it: a pass changes
        nothing they depend on. At a timing point: each seat with an optional skill triggered
        there → (YES, NO)."""
        self._started()
        if self._round is None:
            state = self.state
            ctx = state.pending.prompt
            self._round = {}
            if ctx == TRIGGER:   # a timing point: the seats the engine will ask there
                f = state.frames[-1]
                for seat, sid in f.queue[f.i:]:
                    if state.ruleset.skills[sid].optional and seat not in self._round:
                        self._round[seat] = [YES, NO]
                return self._round
            for seat in state.alive_seats():
                opts = window_options(state, seat, ctx)
                if len(opts) > 1:
                    self._round[seat] = opts
        return self._round

    def _started(self) -> None:
        """Raise unless a game was started (``reset``)."""
        if self.state is None:
            raise ValueError("no game yet: reset() needs to be called first")

    def _moved(self) -> None:
        """The state may have changed: a new stop, its caches empty."""
        self._stops += 1
        self._views = {}
        self._legal = {}
        self._masks = {}
        self._round = None

    def view(self, seat: int) -> dict:
        """``views.observe(state, seat)``: everything ``seat`` may know (computed once per
        seat and stop; treat it as read-only). In a round shown, a seat that may act in it
        sees its options as if asked (everyone else: the window open)."""
        self._started()
        view = self._views.get(seat)
        if view is None:
            view = observe(self.state, seat)
            if self.in_round and seat in self.round_seats():
                point = self.state.pending.prompt == TRIGGER
                view["pending"] = {"seat": seat, "kind": TRIGGER if point else RESPOND,
                                   "yours": True, "prompt": self.state.pending.prompt,
                                   "options": [list(o) for o in self.round_seats()[seat]]}
            self._views[seat] = view
        return view

    def legal(self, seat: int) -> dict[int, Option | None]:
        """Action id → option for ``seat`` now (``{WAIT: None}`` if it has nothing to decide)."""
        legal = self._legal.get(seat)
        if legal is None:
            self._started()
            if seat == self.deciding:
                legal, m = self._ids.of(self.state, seat)
            elif self.in_round and seat in self.round_seats():
                legal = legal_actions(self.view(seat))
                m = mask_of(legal)
            else:
                legal, m = {WAIT: None}, WAIT_MASK.copy()
            self._legal[seat] = legal
            self._masks[seat] = m
        return legal

    def history(self, seat: int) -> SeatHistory:
        """'sequence' mode: ``seat``'s :class:`SeatHistory`, brought up to date with the
        events it was shown (``views.visible_event(event, seat)`` of each new event, read
        once). Raises ValueError in the other modes (the summary is kept for all seats at
        once there)."""
        self._started()
        if self._histories is None:
            raise ValueError("per-seat histories are kept in the 'sequence' mode only")
        h = self._histories[seat]
        log = self.log
        # A token depends only on the version of the event shown: compute each version once.
        tokens, faces = self._tokens, h.faces
        for i in range(len(h), len(log)):
            ev = log[i]
            if i == len(tokens):
                tokens.append([None, None])
            seen = visible_event(ev, seat)
            version = 0 if seen is ev or seat in ev["private"] else 1
            token = tokens[i][version]
            if token is None:
                token = tokens[i][version] = event_token(seen, faces)
            h.add(seen, token)
        return h

    def observation(self, seat: int) -> dict[str, np.ndarray]:
        """``seat``'s observation: ``'observation'`` (float32 vector: the table, then the
        history summary unless the mode is 'table'), ``'action_mask'`` (int8), and
        ``'events'`` (int16 tokens, 'sequence' mode) and ``'privileged'`` (if asked)."""
        # The mask computed with the legal ids, once: a later observation at the same stop
        # gets a fresh one.
        m = self._masks.pop(seat, None)
        if m is None:
            legal = self._legal.get(seat)
            if legal is None:
                self.legal(seat)
                m = self._masks.pop(seat)
            else:
                m = mask_of(legal)
        state = self.state
        if self._summary is not None:
            self._summary.read_events(self.log)
        x = self._table.encode(state, seat, self._stops)
        d = state.pending
        if d is not None and d.kind == SHOWN:   # in the round shown, a seat sees its options
            x[:TABLE_SIZE] = encode_observation(self.view(seat))   # as if asked
        if self.observation_mode == "sequence":
            h = self.history(seat)
            x = np.concatenate([x, h.summary()])
            out = {"action_mask": m, "events": h.tokens(self.history_length),
                   "observation": x}
        else:
            out = {"action_mask": m, "observation": x}
        if self.privileged:
            out["privileged"] = privileged_vector(state, seat)
        return out

    def global_state(self) -> np.ndarray:
        """The whole game as one vector (``privileged.global_state``): training only."""
        self._started()
        return global_state(self.state)

    def action_of(self, seat: int, option: Option) -> int:
        """The action id that takes ``option`` for ``seat`` now (to let engine-level players
        such as ``fengsheng.bots`` act through the codec). Raises CodecError/ValueError."""
        if seat != self.deciding or option not in self.state.pending.options:
            raise ValueError(f"{option} is not a legal answer of seat {seat} now")
        return encode(option, Context.from_view(self.view(seat)))

    def events_for(self, seat: int) -> list[dict]:
        """The events ``seat`` was shown since it last called this (redacted for it)."""
        events = visible_events(self.log[self._seen[seat]:], seat)
        self._seen[seat] = len(self.log)
        return events

    def checked(self, seat: int, action) -> tuple[Option | None, int | None]:
        """(the option ``seat``'s action id takes now, the illegal id replaced or None).
        Raises IllegalActionId (raise mode) for an id outside the mask; a non-integer id
        raises in both modes."""
        legal = self._legal.get(seat) or self.legal(seat)
        if type(action) is int and action in legal:   # the common case, checked in full below
            return legal[action], None
        action = action_id(action)
        replaced = None
        if action not in legal:
            if self.on_illegal == "raise":
                what = describe(action) if 0 <= action < NUM_ACTIONS else "out of range"
                raise IllegalActionId(
                    f"action {action} ({what}) is not legal for seat {seat} now; legal: "
                    f"{sorted(legal)} (see the action_mask)")
            replaced, action = action, min(legal)
        return legal[action], replaced

    def act(self, seat: int, action) -> int | None:
        """Apply ``seat``'s action id. Returns the illegal id that was replaced (substitute
        mode), else None. Raises IllegalActionId (raise mode) for an id outside the mask or a
        seat that is not deciding; a non-integer id raises in both modes."""
        option, replaced = self.checked(seat, action)
        self.play(seat, option)
        return replaced

    def play(self, seat: int, option: Option | None) -> None:
        """Apply ``option`` (from :meth:`checked`; None: WAIT, nothing to do) for ``seat``."""
        if option is not None:
            self.log.extend(apply(self.state, option, seat))
            self._moved()

    def act_round(self, declared: dict[int, Option]) -> None:
        """Play the round shown with each acting seat's declared answer (:meth:`round_seats`;
        every one of them must be in ``declared``): priority goes round from where it is, each
        seat the engine asks answers what it declared, until the round ends (a use, or
        everyone passed). Declarations of seats priority did not reach are dropped. At a timing
        point, each seat asked answers what it declared, until a skill is used or none is left."""
        state = self.state
        self.log.extend(resume(state))
        while (d := state.pending) is not None and d.kind == TRIGGER and d.seat in declared:
            # A timing point: a seat's declaration answers each of its skills there.
            self.log.extend(apply(state, declared[d.seat], d.seat))
        while (d := state.pending) is not None and d.kind == RESPOND and d.seat in declared:
            option = declared.pop(d.seat)
            self.log.extend(apply(state, option, d.seat))
            if option.kind != "pass":
                break
        self._moved()

    def narrate(self) -> str:
        """The events since the last call, as a spectator sees them, one Chinese line each
        (``i18n.zh_cn.Narrator``; the game's last line says who won)."""
        lines = [self._narrator.line(e)
                 for e in visible_events(self.log[self._narrated:], None)]
        self._narrated = len(self.log)
        return "\n".join(ln for ln in lines if ln)

    def rewards(self) -> list[float]:
        """:func:`outcome_rewards` of the finished game."""
        return outcome_rewards(self.state)
