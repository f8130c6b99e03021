"""In the RL environment, response windows and timing points look the same to every agent
whatever the others hold (issue 18): for pairs of positions that differ only in whether seat X
can act in a window or at a point (tests/window_pairs.py), every other agent receives the same
observations and masks, up to the moment X does something other than pass — in the parallel
form (one step per moment everyone sees: every round of priority and every timing point an
optional skill may trigger at is a step, whether or not anybody can act in it) and in the AEC
form (an agent receives an observation when it is selected) — for 2, 3, 5 and 9 living
players, with and without roles.
"""
from __future__ import annotations

import pytest
from window_pairs import KINDS, LIVING, ROLE_KINDS, X, pair, policy, start, x_answer, x_asked

from fengsheng import rl
from fengsheng.engine import Option
from fengsheng.rl.actions import WAIT
from fengsheng.rl.core import agent_name, seat_of

STEPS = 40
CASES = [(kind, living, roles) for kind in KINDS for living in LIVING for roles in (False, True)
         if kind not in ROLE_KINDS or roles]


def action(episode, seat: int) -> int:
    """The action id of the seat's answer: X passes (or declines its skill); the others follow
    ``policy``."""
    legal = episode.legal(seat)
    pending = episode.view(seat)["pending"]
    if seat == X:
        want = x_answer(pending["kind"], None, use=False)
    else:
        want = Option(*pending["options"][policy(seat, pending)])
    return next(i for i, o in legal.items() if o == want)


def parallel(spec: dict) -> tuple[dict, int]:
    """Every agent but X -> its (observation, mask) at each step, as bytes; X's declarations."""
    state = start(spec)
    p = rl.parallel_env(players=state.n, roles=state.config.roles)
    obs, _ = p.reset(options={"state": state})
    seen = {a: [] for a in p.agents if a != agent_name(X)}
    asked = 0
    for _ in range(STEPS):
        for a in seen:
            seen[a].append((obs[a]["observation"].tobytes(), obs[a]["action_mask"].tobytes()))
        episode = p.episode
        deciding = [seat_of(a) for a, o in obs.items() if not o["action_mask"][WAIT]]
        if X in deciding:
            if not episode.in_round:
                break   # X acts
            asked += 1
        obs, _, terms, _, _ = p.step({agent_name(s): action(episode, s) for s in deciding})
        if any(terms.values()):
            break
    return seen, asked


def aec(spec: dict) -> tuple[dict, int]:
    """Every agent but X -> its (observation, mask) each time it is selected, as bytes."""
    state = start(spec, show_windows=False)
    e = rl.env(players=state.n, roles=state.config.roles)
    e.reset(options={"state": state})
    seen = {a: [] for a in e.possible_agents if a != agent_name(X)}
    asked = 0
    for _ in range(STEPS):
        agent = e.agent_selection
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            break
        if agent == agent_name(X):
            if not x_asked(e.unwrapped.game.pending.kind):
                break   # X acts
            asked += 1
        else:
            seen[agent].append((obs["observation"].tobytes(), obs["action_mask"].tobytes()))
        e.step(action(e.unwrapped.episode, seat_of(agent)))
    return seen, asked


@pytest.mark.parametrize("kind,living,roles", CASES)
@pytest.mark.parametrize("form", [parallel, aec])
def test_every_other_agent_observes_the_same_whether_a_seat_could_act(form, kind, living, roles):
    can, cannot = pair(kind, living, roles)
    seen_can, asked = form(can)
    seen_cannot, not_asked = form(cannot)
    assert asked > not_asked
    for agent, seq in seen_can.items():
        other = seen_cannot[agent]
        k = min(len(seq), len(other))
        assert seq[:k] == other[:k], agent
    if form is parallel:   # one step per public moment: the same number of steps
        assert [len(s) for s in seen_can.values()] == [len(s) for s in seen_cannot.values()]
        assert all(len(s) >= 2 for s in seen_can.values())


def aec_truncated(spec: dict, cycles: int) -> tuple[dict, int]:
    """The AEC form with ``max_cycles=cycles`` played to its truncation (X passes in windows):
    every agent but X -> its (observation, mask) each time it is selected, and whether it was
    truncated; X's decisions."""
    state = start(spec, show_windows=False)
    e = rl.env(players=state.n, roles=state.config.roles, max_cycles=cycles)
    e.reset(options={"state": state})
    seen = {a: [] for a in e.possible_agents if a != agent_name(X)}
    asked = 0
    for agent in e.agent_iter(100):
        obs, _, term, trunc, _ = e.last()
        if agent != agent_name(X):
            seen[agent].append((obs["observation"].tobytes(), obs["action_mask"].tobytes(),
                                term, trunc))
        if term or trunc:
            e.step(None)
            continue
        if agent == agent_name(X):
            if e.unwrapped.game.pending.kind != "respond":
                break   # X acts
            asked += 1
        e.step(action(e.unwrapped.episode, seat_of(agent)))
    return seen, asked


@pytest.mark.parametrize("kind,living,roles", [("jie_huo", 3, False), ("shao_hui", 5, True),
                                               ("role", 2, True)])
def test_the_aec_form_truncates_at_the_same_moment_whether_a_seat_could_act(kind, living, roles):
    """max_cycles counts decisions: a pass in a window is hidden, so it must not count, or the
    truncation comes earlier for everyone when a seat was asked (and passed)."""
    can, cannot = pair(kind, living, roles)
    for cycles in range(1, 6):
        seen_can, asked = aec_truncated(can, cycles)
        seen_cannot, _ = aec_truncated(cannot, cycles)
        assert asked
        assert seen_can == seen_cannot, cycles
