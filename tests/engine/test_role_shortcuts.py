"""The shortcuts of the games with role cards (docs/architecture.md, invariants 2, 5 and 6)
give the same game as the plain rules they stand for.

- The mission check, run when something it reads changed (``state.unchecked``): played with
  the plain check after every step and answer, which asks every living 打酱油的's mission in
  turn order, the games are the same at every decision.
- ``triggers.fire`` walks the seats in seat order and turns its queue to turn order: every
  queue it pushes is the one a walk in turn order from the turn player finds. Since round 6b
  it walks only the seats whose role listens to the event (``GameState.listeners``), which must
  be exact at every decision.
- A window treats a role seat as one without skills where its face adds nothing, now also
  where what it converts cards to, or the cards its flags widen, may not be used (since round
  6b by the seat's class, and 识破 only on a stack); and asks a converting seat's cards as
  themselves before what they convert to. The seat it asks is the
  one the full walk over every seat's ``window_options`` finds (below).
"""
from __future__ import annotations

import random
import sys

import pytest

from fengsheng.cards.deck import BYSTANDER
from fengsheng.cards.rules import CARD_RULES, HOLDING, OTHER, TURN, TURN_HOLDING, WINDOW_CONTEXTS
from fengsheng.engine import Config, apply, flow, new_game, triggers
from fengsheng.engine.abilities import (CARD_TIMING_FLAGS, MISSIONS, ROLES, SKILLS, WINDOW_FACES,
                                        Mission, adds_to_window, role_face)
from fengsheng.engine.victory import declare_victory, meets_condition
from fengsheng.engine.window import _next_to_act
from fengsheng.roles import load_all
from fengsheng.roles.table import ROLE_CARD

from .test_engine_shortcuts import reference_next


def _seats_from_turn_player(state):
    n = state.n
    return [state.players[(state.turn_player + i) % n] for i in range(n)]


def plain_mission_check(state):
    """The rule as written: a player who meets the condition of their identity (other than by
    a landing under way, which checks its own) or a living 打酱油的 whose 机密任务 is met
    declares victory, in turn order."""
    if state.over or state.pending is not None or state.frames[-1].kind == "victory":
        return
    if not any(f.kind == "landed" for f in state.frames):
        for p in _seats_from_turn_player(state):
            if meets_condition(state, p.seat):
                declare_victory(state, p.seat, "messages")
                return
    for p in _seats_from_turn_player(state):
        m = MISSIONS.get(p.role)
        if p.alive and p.identity == BYSTANDER and m is not None and m.achieved(state, p.seat):
            declare_victory(state, p.seat, "mission")
            return


def plain_check_after_every_step(state):
    """The plain check, run after every step and answer: the mark is never cleared."""
    plain_mission_check(state)
    state.unchecked = True


def _mission_roles():
    load_all()
    return sorted(r for r, m in MISSIONS.items()
                  if r in ROLE_CARD and type(m).achieved is not Mission.achieved)


def _tables():
    """Tables dealt only roles whose mission is checked on the table, and the full pool."""
    missions = tuple(_mission_roles())
    return [Config(players=5, roles=True, role_pool=missions),
            Config(players=7, roles=True, role_pool=missions),
            Config(players=9, roles=True)]


@pytest.mark.parametrize("config", _tables(), ids=("5p-missions", "7p-missions", "9p-all"))
def test_the_mission_check_plays_the_games_the_plain_check_plays(config, monkeypatch):
    fast = []   # at least 8 games, and on until one has ended by a mission
    for seed in range(60):
        if len(fast) >= 8 and any(reason == "mission" for *_, reason in fast):
            break
        state, rng = new_game(config, seed), random.Random(seed)
        trace = []
        while not state.over:
            option = rng.choice(state.pending.options)
            trace.append((state.hash(), option))
            apply(state, option)
        fast.append((seed, trace, state.hash(), state.end_reason))
    assert any(reason == "mission" for *_, reason in fast)   # the games did end by a mission
    monkeypatch.setattr(flow, "check_missions", plain_check_after_every_step)
    for seed, trace, final, _ in fast:
        state = new_game(config, seed)
        for digest, option in trace:
            assert state.hash() == digest, (seed, state.step)
            apply(state, option)
        assert state.over and state.hash() == final


def test_no_mission_is_achieved_below_what_it_needs():
    """What a mission says it needs at the least (shown to the players: server/catalog.py)."""
    load_all()
    needing = [r for r in _mission_roles()
               if (MISSIONS[r].needs_messages, MISSIONS[r].needs_hand,
                   MISSIONS[r].needs_deaths) != (0, 0, 0)]
    assert len(needing) >= 10
    achieved = {r: 0 for r in needing}
    for players in (5, 7):
        config = Config(players=players, roles=True, role_pool=tuple(needing))
        for seed in range(40):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                for p in state.players:
                    m = MISSIONS.get(p.role)
                    if p.role in achieved and m.achieved(state, p.seat):
                        achieved[p.role] += 1
                        assert len(p.messages) >= m.needs_messages, p.role
                        assert len(p.hand) >= m.needs_hand, p.role
                        assert len(state.deaths) >= m.needs_deaths, p.role
                apply(state, rng.choice(state.pending.options))
    met = [MISSIONS[r] for r, n in achieved.items() if n]   # needs of both kinds were put to it
    assert any(m.needs_messages for m in met) and any(m.needs_deaths for m in met), achieved




def plain_trigger_queue(state, event):
    """Every automatic skill triggered by ``event``, walking the seats in turn order from the
    turn player (the dead one the event is about included)."""
    queue = []
    for p in _seats_from_turn_player(state):
        if p.role is None or not (p.alive or p.seat == event.get("seat", -1)):
            continue
        for sk in role_face(p.role, p.face_up).active:
            if sk.automatic and event["type"] in sk.listens and \
                    sk.triggered(state, p.seat, event):
                queue.append((p.seat, sk.id))
    return tuple(queue)


def test_fire_queues_the_skills_in_turn_order(monkeypatch):
    real = triggers.fire
    fired = queued = 0

    def checked_fire(state, event):
        nonlocal fired, queued
        expected = plain_trigger_queue(state, event) if state.roles_in_play else ()
        before = len(state.frames)
        real(state, event)
        got = state.frames[-1].queue if len(state.frames) > before else ()
        assert got == expected, (event, state.turn_player)
        fired += 1
        queued += len(got) > 1

    for name, module in list(sys.modules.items()):
        if name.startswith("fengsheng.") and getattr(module, "fire", None) is real:
            monkeypatch.setattr(module, "fire", checked_fire)
    load_all()
    listeners = tuple(sorted(r.id for r in ROLES.values()
                             if r.id in ROLE_CARD and any(SKILLS[s].automatic for s in r.skills)))
    for config in (Config(players=9, roles=True, role_pool=listeners),
                   Config(players=5, roles=True)):
        for seed in range(10):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                apply(state, rng.choice(state.pending.options))
    assert fired > 1000 and queued > 0   # some timing points triggered several skills


# -- windows -------------------------------------------------------------------------------
# A role face is plain (asked on its cards' own timing, engine/window.py) in the windows where
# none of its responsive skills acts, no card it converts to (Skill.converts_to) and no card
# whose timing its flags widen may be used; a seat it is not plain for is asked its cards
# one by one, then what they convert to.

def _window_roles():
    """Roles whose faces add to windows: card conversions, timing flags, responsive skills."""
    load_all()
    return sorted(r for r in ROLE_CARD
                  if any(role_face(r, up).converting or role_face(r, up).responsive
                         or role_face(r, up).flags & CARD_TIMING_FLAGS for up in (False, True)))


def test_conversions_give_only_what_they_state():
    load_all()
    converting = [sk for sk in SKILLS.values() if sk.converts_to is not None]
    assert len(converting) >= 5
    for deck in ("standard", "promo"):
        state = new_game(Config(players=5, deck=deck), 0)
        given = set()
        for sk in converting:
            for card in range(len(state.cards)):
                got = set(sk.conversions(state, 0, card))
                assert got <= sk.converts_to, (sk.id, card)
                given |= got
        assert given == set().union(*(sk.converts_to for sk in converting))


def test_timing_flags_widen_no_card_beyond_its_contexts():
    roles = _window_roles()
    flagged = [r for r in roles if role_face(r, True).flags & CARD_TIMING_FLAGS]
    assert flagged
    config = Config(players=5, roles=True, role_pool=tuple(flagged + roles[:12]))
    uses = 0
    for seed in range(6):
        state, rng = new_game(config, seed), random.Random(seed)
        while not state.over:
            for p in state.players:
                if p.role is not None and role_face(p.role, p.face_up).flags & CARD_TIMING_FLAGS:
                    for ctx in WINDOW_CONTEXTS:
                        for func, rule in CARD_RULES.items():
                            if rule.can_use(state, p.seat, ctx):
                                uses += 1
                                assert ctx in rule.CONTEXTS, (func, ctx, p.role)
            apply(state, rng.choice(state.pending.options))
    assert uses > 50


def test_window_faces_are_the_faces_that_may_add_to_each_seat_class():
    load_all()
    for ctx in WINDOW_CONTEXTS:
        for stacked in (False, True):
            for k in (OTHER, TURN, HOLDING, TURN_HOLDING):
                funcs = frozenset(f for f, rule in CARD_RULES.items()
                                  if ctx in rule.CONTEXTS and k in rule.USERS
                                  and (stacked or not getattr(rule, "NEEDS_STACK", False)))
                for up in (False, True):
                    assert WINDOW_FACES[ctx][stacked][k][up] == {
                        r: role_face(r, up) for r in ROLES
                        if adds_to_window(role_face(r, up), ctx, funcs)}
    # Faces that convert cards are plain where what they convert to may not be used.
    assert "turn_start" in role_face("bei_lei_mao", True).plain_in
    assert "play_1" not in role_face("bei_lei_mao", True).plain_in
    # ... by the seat's class (锁定: the turn player's), and 识破 (洞察) only on a stack.
    assert "bei_lei_mao" in WINDOW_FACES["play_1"][False][TURN][True]
    assert "bei_lei_mao" not in WINDOW_FACES["play_1"][True][OTHER][True]
    assert "yi_xian_sheng" not in WINDOW_FACES["play_1"][False][OTHER][True]
    assert "yi_xian_sheng" in WINDOW_FACES["play_1"][True][OTHER][True]


def _play_choosing(config, seed, wanted):
    """The states at every decision of a random game in which each seat chooses, of the two
    roles it is offered, the first in ``wanted`` (so that those are dealt as often as can be)."""
    state, rng = new_game(config, seed), random.Random(seed)
    while not state.over:
        yield state
        options = state.pending.options
        if state.pending.prompt == "choose_role":
            options = sorted(options, key=lambda o: o.func not in wanted)[:1]
        apply(state, rng.choice(options))


@pytest.mark.parametrize("players", (3, 5, 7))
def test_the_window_asks_the_seat_the_full_walk_asks_on_tables_of_such_roles(players):
    roles = _window_roles()
    # The converting and flagged faces first: their windows changed the most.
    wanted = [r for r in roles if role_face(r, True).converting
              or role_face(r, True).flags & CARD_TIMING_FLAGS]
    config = Config(players=players, roles=True, role_pool=tuple(roles))
    checked = asked = 0
    for seed in range(6):
        for state in _play_choosing(config, seed, wanted):
            if state.step % 2 or state.pending.prompt == "choose_role":
                continue
            alive = sum(p.alive for p in state.players)
            for ctx in WINDOW_CONTEXTS:
                for seat in range(players):
                    # From ``seat`` with priority, and ``seat`` alone (the others passed).
                    for passes in (0, alive - 1):
                        got = _next_to_act(state, ctx, seat, passes)
                        assert got == reference_next(state, ctx, seat, passes), (ctx, seat)
                        checked += 1
                        asked += got is not None
    assert checked > 1000 and asked > 100


def test_the_trigger_index_is_exact_at_every_decision():
    """``GameState.listeners`` (triggers.fire's seats per event type) is derived from the roles:
    at every decision each filled entry is what the roles at the table give; a copy starts
    empty."""
    load_all()
    listeners = tuple(sorted(r.id for r in ROLES.values()
                             if r.id in ROLE_CARD and any(SKILLS[s].automatic for s in r.skills)))
    checked = 0
    for config in (Config(players=9, roles=True, role_pool=listeners),
                   Config(players=5, roles=True)):
        for seed in range(6):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                for etype, seats in state.listeners.items():
                    listening = {r.id for r in ROLES.values()
                                 if any(etype in SKILLS[s].listens for s in r.skills
                                        if SKILLS[s].automatic)}
                    assert seats == tuple(p.seat for p in state.players if p.role in listening)
                    checked += 1
                assert state.clone().listeners == {}
                apply(state, rng.choice(state.pending.options))
    assert checked > 1000
