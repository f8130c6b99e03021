"""A role skill's ``contexts`` (engine/abilities.py) is a superset of the window contexts in
which its ``window_options`` offers anything: a window passes over a seat whose skills cannot
act in its context without asking them (RoleFace.plain_in), so a skill that did offer an option
outside its contexts would silently lose it. Played on tables dealt only the roles with such
skills (and a few others to fill the offers), in every context, for every seat."""
from __future__ import annotations

import random

from fengsheng.cards.rules import WINDOW_CONTEXTS
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.abilities import ALL_WINDOWS
from fengsheng.engine.ruleset import every_role

RULES = every_role()   # every released role card


def _restricted_roles():
    return sorted(r.id for r in RULES.roles.values()
                  if any(RULES.skills[s].contexts != ALL_WINDOWS for s in r.skills))


def test_some_skills_are_restricted_and_faces_know_it():
    roles = _restricted_roles()
    assert len(roles) >= 5
    for role in roles:
        for face_up in (False, True):
            face = RULES.faces[role, face_up]
            for sk in face.responsive:
                if not face.converting:
                    assert face.plain_in.isdisjoint(sk.contexts)


def test_skills_offer_nothing_outside_their_contexts():
    restricted = _restricted_roles()
    fill = sorted(set(RULES.roles) - set(restricted))[:10]
    offered = outside = 0
    for players in (5, 7):
        config = Config(players=players, roles=True, role_pool=tuple(restricted + fill))
        for seed in range(12):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                for p in state.players:
                    if p.role is None or not p.alive:
                        continue
                    for sk in RULES.faces[p.role, p.face_up].responsive:
                        for ctx in WINDOW_CONTEXTS:
                            opts = sk.window_options(state, p.seat, ctx)
                            if ctx in sk.contexts:
                                offered += bool(opts)
                            else:
                                outside += 1
                                assert opts == [], (sk.id, ctx, state.step)
                apply(state, rng.choice(state.pending.options))
    assert offered > 0 and outside > 100
