"""Every role gets its own sweep (parametrised over the 30 role cards): random games at tables
where that role is dealt, with at every decision

- the invariants of the random role games (``check_role_invariants``);
- every hand an ``engine.state.Hand`` (a hand set other than through ``engine/ops.py``, as a
  list, breaks it);
- the trigger index (``GameState.listeners``) equal to what the roles at the table give;
- the window's next seat, from the turn player in every context, the one the full walk over
  every seat's options finds;
- no declaration the plain mission check would make while a question is asked;
- a clone sharing no mutable object with the state (a frame's field changed in place, as a
  list a skill appends to, breaks it: docs/architecture.md invariant 7);

and after every run of a frame and every answer, that whatever changed what the mission check
reads (a card into a hand; messages, identities, lives) set the mark ``state.unchecked``
(invariant 1: a write that goes around ``engine/ops.py`` — through an alias of a player's
messages, or ``setattr`` — sets none).

The role's owner uses its skills whenever it may (``leaning_to``).

So a role module that goes around ``ops`` or a shortcut fails here under its own name, even
when no test of its own looks.
"""
from __future__ import annotations

import random

import pytest

from fengsheng.cards.rules import WINDOW_CONTEXTS
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.ruleset import every_role, frame_handlers
from fengsheng.engine.state import Hand
from fengsheng.engine.window import _next_to_act
from fengsheng.roles.table import ROLE_CARDS

from engine.test_engine_shortcuts import reference_next
from engine.test_role_shortcuts import plain_mission_check
from helpers_random import all_states_share_nothing
from properties.test_roles_random_play import check_role_invariants

RULES = every_role()   # every released role card

ALL = tuple(r.id for r in ROLE_CARDS)
SEEDS = 6


def table_with(role: str, seed: int) -> Config:
    """Five players, the pool ``role`` and nine others (so that all ten are offered)."""
    others = [r for r in ALL if r != role]
    random.Random(seed).shuffle(others)
    return Config(players=5, roles=True, deck=("standard", "promo")[seed % 2],
                  role_pool=(role, *others[:9]))


def check_hands(state) -> None:
    for p in state.players:
        assert type(p.hand) is Hand, (p.seat, p.hand)


def check_trigger_index(state) -> None:
    for etype, seats in state.listeners.items():
        listening = {r.id for r in RULES.roles.values()
                     if any(RULES.skills[s].automatic and etype in RULES.skills[s].listens
                            for s in r.skills)}
        assert seats == tuple(p.seat for p in state.players if p.role in listening), etype


def check_windows(state) -> None:
    tp = state.turn_player
    if not state.players[tp].alive:
        return
    for ctx in WINDOW_CONTEXTS:
        assert _next_to_act(state, ctx, tp, 0) == reference_next(state, ctx, tp, 0), ctx


def check_no_declaration_pending(state) -> None:
    if state.pending.prompt == "choose_role":
        return
    twin = state.clone()
    twin.pending = None
    kinds = [f.kind for f in twin.frames]
    plain_mission_check(twin)
    assert [f.kind for f in twin.frames] == kinds and not twin.over, (
        "a victory the engine did not declare")


def check_clone(state) -> None:
    assert all_states_share_nothing(state, state.clone()) == []


def leaning_to(state, role: str, skills: set) -> list:
    """The options to draw the answer from: the seat offered ``role`` takes it; its owner uses
    its skills when it may and says yes to them; else at random (so that the skills' code runs as often as can be)."""
    d = state.pending
    if d.prompt == "choose_role":
        return [o for o in d.options if o.func == role] or list(d.options)
    if state.players[d.seat].role == role:
        if d.kind == "trigger":
            return [o for o in d.options if o.kind == "yes"]
        used = [o for o in d.options if o.func in skills]
        if used:
            return used
    return list(d.options)


def read_by_the_check(state) -> list[tuple]:
    return [(p.hand, tuple(p.messages), p.identity, p.alive, p.lost) for p in state.players]


def marking(handler):
    """``handler`` (a frame kind's run or answer), failing when it changes what the mission
    check reads without setting ``state.unchecked`` (a card leaving a hand needs no mark). Only
    the check (engine/flow.py, between handlers) clears the mark, so a mark already set when
    the handler starts tells nothing: then it is not checked."""
    def watched(state, f, *answer):
        before = None if state.unchecked else read_by_the_check(state)
        handler(state, f, *answer)
        if before is not None and not state.unchecked:
            after = read_by_the_check(state)
            unmarked = [seat for seat, (a, b) in enumerate(zip(after, before))
                        if a[0] & ~b[0] or a[1:] != b[1:]]
            assert unmarked == [], (f"{f.kind} changed seats {unmarked} without the mark", f)
    return watched


@pytest.fixture
def marks_watched(monkeypatch):
    for table in frame_handlers():
        for kind, handler in list(table.items()):
            monkeypatch.setitem(table, kind, marking(handler))


@pytest.mark.parametrize("role", ALL)
def test_each_role_keeps_every_invariant_where_it_is_dealt(role, marks_watched):
    skills = set(RULES.roles[role].skills)
    decisions = 0
    for seed in range(SEEDS):
        state, rng = new_game(table_with(role, seed), seed), random.Random(seed)
        dealt = False
        while not state.over:
            check_role_invariants(state)
            check_hands(state)
            check_trigger_index(state)
            check_no_declaration_pending(state)
            if state.step % 3 == 0:
                check_windows(state)
                check_clone(state)
            apply(state, rng.choice(leaning_to(state, role, skills)))
            decisions += 1
            dealt = dealt or any(p.role == role for p in state.players)
        check_role_invariants(state)
        check_hands(state)
        assert dealt, f"{role} was not dealt in game {seed}"
    assert decisions > 30 * SEEDS
