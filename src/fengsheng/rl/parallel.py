"""The lockstep parallel form of the environment (PettingZoo ``ParallelEnv``).

Each ``step(actions)`` is one moment of the game as everyone sees it: every living agent
sends an action, and the agents with something to decide are those whose mask holds more than
``WAIT`` (every other agent's must be ``WAIT``, its only legal action; leaving it out of
``actions`` or sending None means the same). A moment is either a decision outside response
windows (one agent decides), or a *round of priority* of a response window: every window the
rules open has one, whether or not anybody can act in it, and in it every agent that may use a
card or skill declares at once what it does if priority reaches it (pass or a use); priority
then goes round as the rules say and the first declared use ends the round (the rest are
dropped). So the steps, and every agent's observations, are the same whatever the others hold
(docs/architecture.md, "Response windows seen from outside"). An action that is not an integer
(a float, an array) raises whoever sends it, as in the AEC form. ``max_cycles`` truncates after
that many steps.
"""
from __future__ import annotations

from pettingzoo import ParallelEnv

from .actions import WAIT
from .aec import ENV_VERSION, EnvCommon, render, reset_state
from .core import IllegalActionId, action_id, agent_name, seat_of


class parallel_env(EnvCommon, ParallelEnv):
    """风声 with every agent acting at every step; same arguments, spaces and rewards as
    :class:`~fengsheng.rl.aec.raw_env`. With ``on_illegal='raise'`` an action outside an
    agent's mask (or a missing or None action of the deciding agent) raises IllegalActionId
    and changes nothing; with 'substitute' it is replaced by that agent's lowest legal id and
    noted in ``infos[agent]['illegal_action']`` (-1 for a missing action). An action that is
    not an integer raises in both modes."""
    metadata = {"name": f"fengsheng_parallel_v{ENV_VERSION}", "render_modes": ["ansi"]}

    def __init__(self, players: int = 5, deck: str = "standard",
                 identity_table: str = "standard", roles: bool = False, max_turns: int = 120,
                 max_cycles: int | None = None, render_mode: str | None = None,
                 on_illegal: str = "raise", observation: str = "history",
                 history_length: int = 256, privileged: bool = False):
        self.set_up(players, deck, identity_table, roles, max_turns, max_cycles, render_mode,
                    on_illegal, observation, history_length, privileged)
        self.episode.show_windows = True
        self.agents = []

    def reset(self, seed: int | None = None, options: dict | None = None):
        """Start a new game (``seed`` and ``options`` as in the AEC form). Returns
        (observations, infos). Raises ValueError for a bad seed, options or state, and
        changes nothing then."""
        self.episode.reset(seed, reset_state(options))
        self.agents = self.possible_agents[:]
        self.cycles = 0
        return self._observations(), {a: {} for a in self.agents}

    def _observations(self):
        return {a: self.episode.observation(s) for s, a in enumerate(self.possible_agents)
                if a in self.agents}

    def step(self, actions: dict):
        """Apply the deciding agents' actions. Returns (observations, rewards, terminations,
        truncations, infos), each keyed by the agents that were live before the step.
        Raises IllegalActionId (see the class; nothing changes then) or ValueError when no
        game is in progress."""
        if not self.agents:
            raise ValueError("no game in progress: call reset() first")
        episode = self.episode
        if episode.in_round:
            deciders = [agent_name(s) for s in episode.round_seats()]
        else:
            deciders = [agent_name(episode.deciding)]
        strict = episode.on_illegal == "raise"
        unknown = set(actions) - set(self.agents)
        if unknown:
            raise IllegalActionId(f"actions for agents not in the game: {sorted(unknown)}")
        # None means "no action", exactly as leaving the agent out.
        actions = {a: action_id(x) for a, x in actions.items() if x is not None}
        infos = {a: {} for a in self.agents}
        for a, action in actions.items():
            if a not in deciders and action != WAIT:
                if strict:
                    raise IllegalActionId(f"{a} has nothing to decide: its only legal action "
                                          f"is WAIT ({WAIT}), got {action!r}")
                infos[a]["illegal_action"] = action
        chosen = {}
        for a in deciders:   # every action is checked before anything is applied
            if a not in actions:
                if strict:
                    raise IllegalActionId(f"{a} must decide now but sent no action")
                actions[a] = -1
            chosen[seat_of(a)], replaced = episode.checked(seat_of(a), actions[a])
            if replaced is not None:
                infos[a]["illegal_action"] = replaced
        if episode.in_round:
            episode.act_round(chosen)
        else:
            (seat, option), = chosen.items()
            episode.play(seat, option)
        self.cycles += 1
        agents = self.agents
        rewards = {a: 0.0 for a in agents}
        over = episode.state.over
        if over:
            rewards = dict(zip(self.possible_agents, episode.rewards()))
        truncated = not over and self.max_cycles is not None and self.cycles >= self.max_cycles
        observations = self._observations()
        terminations = {a: over for a in agents}
        truncations = {a: truncated for a in agents}
        if over or truncated:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def render(self) -> str | None:
        """As :meth:`fengsheng.rl.aec.raw_env.render`."""
        return render(self.episode, self.render_mode)

    def close(self) -> None:
        """Nothing to release."""
