"""Face-down role and 打酱油的 mission beliefs (bots/belief.py ``RoleBeliefs``) and the
determiniser's draw of face-down roles from them."""
from __future__ import annotations

import itertools
import math
import random

import pytest

from fengsheng.bots.belief import ROLE_TABLES, Beliefs, RoleBeliefs
from fengsheng.bots.determinise import CardMemory, determinise, supported
from fengsheng.cards.deck import BYSTANDER
from fengsheng.engine import Config
from fengsheng.roles.table import ROLE_CARD
from fengsheng.views import observe, visible_events

from .conftest import heuristic_decisions

HIDDEN = [r for r in ROLE_CARD if ROLE_CARD[r].hidden]


def _obs(roles, offer=None, seat=0):
    """A seat's observation as far as the role tracker reads it: roles shown (None: face
    down, unseen), alive, the own offer."""
    return {"seat": seat, "you": {"role_offer": offer},
            "players": [{"seat": s, "role": r, "alive": True} for s, r in enumerate(roles)]}


def _walk(seed, players, watch, **memory_kw):
    config = Config(players=players, roles=True)
    memory = CardMemory(watch, **memory_kw)
    beliefs = Beliefs(watch, config.to_dict())
    for state, seat, obs, events in heuristic_decisions(config, seed, [seed] * players):
        if seat == watch:
            memory.update(obs, events)
            beliefs.update(obs, events)
            yield state, obs, memory, beliefs


def test_the_candidates_are_the_hidden_roles_not_seen_anywhere():
    """Own role, the other card of the own offer and every role shown are out; the uniform
    tracker spreads each face-down seat evenly over the rest."""
    b = RoleBeliefs(0, Config(players=5, roles=True).to_dict(), tables={})
    b.update(_obs(["lao_gui", None, "liu_jie", None, "huang_que"],
                  offer=["lao_gui", "lao_qiang"]), [])
    cands = b.candidates()
    assert set(cands) == set(HIDDEN) - {"lao_gui", "lao_qiang", "huang_que"}
    assert b.unseen_seats() == [1, 3]
    m = b.marginals()
    for s in (1, 3):
        assert set(m[s]) == set(cands)
        assert all(math.isclose(p, 1 / len(cands)) for p in m[s].values())


def test_marginals_and_samples_are_exact_over_distinct_roles():
    """The dynamic programme's marginals equal brute-force enumeration over assignments of
    distinct roles, and samples follow them."""
    b = RoleBeliefs(0, Config(players=5, roles=True).to_dict())
    b.update(_obs(["liu_jie", None, None, None, "qi_bai"], offer=["liu_jie", "dao_feng"]), [])
    b.read([{"type": "turn_start", "seat": 1, "turn": 0},
            {"type": "used", "uid": 1, "seat": 1, "card": 3, "func": "shi_tan", "target": 2,
             "ref": -1},
            {"type": "message_sent", "seat": 1, "transmission": "direct", "target": 3},
            {"type": "declined", "seat": 2},
            {"type": "turn_start", "seat": 2, "turn": 1},
            {"type": "used", "uid": 2, "seat": 3, "card": 4, "func": "jie_huo", "target": -1,
             "ref": -1}])
    seats, cands = b.unseen_seats(), b.candidates()
    brute = {s: dict.fromkeys(cands, 0.0) for s in seats}
    z = 0.0
    for perm in itertools.permutations(cands, len(seats)):
        w = math.exp(sum(b.loglik(s, r) for s, r in zip(seats, perm)))
        z += w
        for s, r in zip(seats, perm):
            brute[s][r] += w
    m = b.marginals()
    for s in seats:
        for r in cands:
            assert math.isclose(m[s][r], brute[s][r] / z, rel_tol=1e-9, abs_tol=1e-12)
    rng = random.Random(3)
    draws = [b.sample(rng) for _ in range(3000)]
    assert all(len(set(d.values())) == len(seats) for d in draws)
    for s in seats:
        top = max(m[s], key=m[s].get)
        freq = sum(d[s] == top for d in draws) / len(draws)
        assert abs(freq - m[s][top]) < 0.04


def test_a_probe_answered_face_down_rules_out_jiu_ji():
    """A face-down player who let a 试探 on it resolve without turning its role up (就计: 老鬼
    would have, nearly always) is much less likely 老鬼 than one not probed."""
    config = Config(players=5, roles=True).to_dict()
    probed, quiet = RoleBeliefs(0, config), RoleBeliefs(0, config)
    for b in (probed, quiet):
        b.update(_obs(["liu_jie", None, None, "qi_bai", "dao_feng"]), [])
    start = [{"type": "turn_start", "seat": 2, "turn": 0}]
    probed.read(start + [{"type": "used", "uid": 1, "seat": 2, "card": 7, "func": "shi_tan",
                          "target": 1, "ref": -1},
                         {"type": "probe_draws", "seat": 1},
                         {"type": "turn_start", "seat": 3, "turn": 1}])
    # The same 试探, on a player whose role is face up: seat 1 had no chance to use 就计.
    quiet.read(start + [{"type": "used", "uid": 1, "seat": 2, "card": 7, "func": "shi_tan",
                         "target": 3, "ref": -1},
                        {"type": "probe_draws", "seat": 3},
                        {"type": "turn_start", "seat": 3, "turn": 1}])
    assert ROLE_TABLES["rates"]["lao_gui"]["hit:shi_tan"] > 0.9
    assert probed.marginals()[1]["lao_gui"] < 0.1 * quiet.marginals()[1]["lao_gui"]
    # A nullified 试探 was no chance to use 就计: it says nothing.
    nullified = RoleBeliefs(0, config)
    nullified.update(_obs(["liu_jie", None, None, "qi_bai", "dao_feng"]), [])
    nullified.read(start + [{"type": "used", "uid": 1, "seat": 2, "card": 7, "func": "shi_tan",
                             "target": 1, "ref": -1},
                            {"type": "item_nullified", "uid": 1, "user": 2, "func": "shi_tan"},
                            {"type": "turn_start", "seat": 3, "turn": 1}])
    assert nullified.marginals() == quiet.marginals()


def test_a_role_turned_face_up_is_certain_and_leaves_the_others():
    b = RoleBeliefs(0, Config(players=5, roles=True).to_dict())
    b.update(_obs(["liu_jie", None, None, "qi_bai", "dao_feng"]), [])
    b.read([{"type": "turn_start", "seat": 1, "turn": 0},
            {"type": "role_revealed", "seat": 1, "role": "lao_gui"}])
    assert b.unseen_seats() == [2]
    assert "lao_gui" not in b.marginals()[2]


def test_missions_group_the_roles_that_print_the_same_one():
    """译电员 and 峨眉峰 print the same 机密任务 (three blue messages): one mission, their
    probabilities added."""
    b = RoleBeliefs(0, Config(players=5, roles=True).to_dict(), tables={})
    b.update(_obs(["liu_jie", None, "qi_bai", "dao_feng", "jing_cha"]), [])
    m = b.missions()[1]
    blue = ROLE_CARD["yi_dian_yuan"].mission
    assert blue == ROLE_CARD["e_mei_feng"].mission
    assert math.isclose(m[blue], 2 / len(HIDDEN))
    assert math.isclose(sum(m.values()), 1.0)


def test_role_beliefs_beat_the_uniform_guess_in_self_play():
    """In heuristic@5 role games (the play the tables were fitted on; deals not used for the
    fit), the tracker's Brier score over the face-down roles and the 打酱油的's missions of
    the seats it has not seen is lower than the uniform guess's."""
    brier = {"u": 0.0, "t": 0.0, "mu": 0.0, "mt": 0.0}
    n = nm = 0
    config = Config(players=5, roles=True)
    for seed in range(930, 1010):
        watch = seed % 5
        full, uniform = RoleBeliefs(watch, config.to_dict()), RoleBeliefs(
            watch, config.to_dict(), tables={})
        started = False
        for state, seat, obs, events in heuristic_decisions(config, seed, [seed] * 5,
                                                            "heuristic@5"):
            if seat != watch:
                continue
            full.update(obs, events)
            uniform.update(obs, events)
            started = started or any(e["type"] == "game_start" for e in events)
            if not started:
                continue
            mf, mu = full.marginals(), uniform.marginals()
            for s in full.unseen_seats():
                p = state.players[s]
                assert not p.face_up and s in mu
                n += 1
                brier["t"] += sum((q - (r == p.role)) ** 2 for r, q in mf[s].items())
                brier["u"] += sum((q - (r == p.role)) ** 2 for r, q in mu[s].items())
                if p.identity == BYSTANDER:
                    nm += 1
                    truth = ROLE_CARD[p.role].mission
                    for key, b in (("mt", full), ("mu", uniform)):
                        brier[key] += sum((q - (k == truth)) ** 2
                                          for k, q in b.missions()[s].items())
    assert n > 1000 and nm > 150
    assert brier["t"] / n < brier["u"] / n - 0.03
    assert brier["mt"] / nm < brier["mu"] / nm - 0.03


def _face_down_decision(seed=8, players=5, watch=3, **memory_kw):
    """The first supported decision of ``watch`` with another player's role face down."""
    for state, obs, memory, beliefs in _walk(seed, players, watch, **memory_kw):
        if supported(obs) and beliefs.ready() and memory.roles is not None \
                and memory.roles.unseen_seats():
            return state, obs, memory, beliefs
    raise AssertionError("no such decision")


def test_two_positions_differing_only_in_a_face_down_role_give_the_same_beliefs_and_samples():
    state, obs, memory, beliefs = _face_down_decision()
    watch = obs["seat"]
    other = memory.roles.unseen_seats()[0]
    held = {p.role for p in state.players} | memory.out_roles
    swap = next(r for r in HIDDEN if r not in held)
    variant = state.clone()
    variant.players[other].role = swap
    assert variant.players[other].role != state.players[other].role
    obs2 = observe(variant, watch)
    assert obs2 == obs
    # The same tracker state fed the variant's view: the same beliefs, the same draws.
    mem2 = CardMemory(watch)
    ev_log = []
    for st, seat, o, events in heuristic_decisions(Config(players=5, roles=True), 8, [8] * 5):
        if seat == watch:
            ev_log.append((o, events))
            if o == obs:
                break
    for o, events in ev_log[:-1]:
        mem2.update(o, events)
    mem2.update(obs2, ev_log[-1][1])
    assert mem2.roles.marginals() == memory.roles.marginals()
    ident = beliefs.sample(random.Random(1))
    d1 = determinise(obs, memory, ident, random.Random(5))
    d2 = determinise(obs2, mem2, ident, random.Random(5))
    assert [p.role for p in d1.players] == [p.role for p in d2.players]
    assert d1.key() == d2.key()


def test_the_determiniser_draws_face_down_roles_from_the_beliefs():
    """Over many determinisations each face-down seat's role follows the tracker's marginal;
    a memory kept without role beliefs draws uniformly from the unseen hidden roles, as
    before."""
    state, obs, memory, beliefs = _face_down_decision()
    m = memory.roles.marginals()
    rng = random.Random(11)
    counts = {s: {} for s in m}
    trials = 600
    for _ in range(trials):
        d = determinise(obs, memory, beliefs.sample(rng), rng)
        assert observe(d, obs["seat"]) == obs
        for s in m:
            counts[s][d.players[s].role] = counts[s].get(d.players[s].role, 0) + 1
    for s, dist in m.items():
        for r, p in dist.items():
            assert abs(counts[s].get(r, 0) / trials - p) < 0.06
    plain = next(mem for _, o, mem, _ in _walk(8, 5, 3, role_beliefs=False) if o == obs)
    assert plain.roles is None
    s = min(m)
    cands = memory.roles.candidates()
    drawn = {}
    for _ in range(trials):
        d = determinise(obs, plain, beliefs.sample(rng), rng)
        drawn[d.players[s].role] = drawn.get(d.players[s].role, 0) + 1
    assert set(drawn) <= set(cands)
    assert all(abs(drawn.get(r, 0) / trials - 1 / len(cands)) < 0.06 for r in cands)
    # ... and the beliefs are not: total variation from the uniform draw above 0.15.
    assert sum(abs(p - 1 / len(cands)) for p in m[s].values()) / 2 > 0.15


def test_bad_seats_and_other_seats_views_are_refused():
    config = Config(players=5, roles=True).to_dict()
    for seat in (5, -1, True, "0"):
        with pytest.raises(ValueError, match="no seat"):
            RoleBeliefs(seat, config)
    b = RoleBeliefs(0, config)
    with pytest.raises(ValueError, match="observation of seat 1"):
        b.update(_obs(["liu_jie", None, None, None, None], seat=1), [])
    assert b.unseen_seats() == [1, 2, 3, 4] and not b.known


def test_the_search_draws_roles_from_the_beliefs_from_version_5_only():
    """ismcts@1-4 keep the uniform role draw they were measured with; @5 keeps role beliefs
    and so, once it has seen a role game, draws from them."""
    from fengsheng.bots import make_bot
    state, obs, _, _ = _face_down_decision()
    for version, kept in ((3, False), (4, False), (5, True)):
        bot = make_bot(f"ismcts@{version}", obs["seat"], 1)
        bot.memory.update(obs, [])
        assert (bot.memory.roles is not None) is kept, version


def _hidden_variants(seed=8, players=5, watch=3):
    """Heuristic play to the first decision of ``watch`` that ismcts searches, with
    another role face down. Returns (state, raw log, variant, its raw log, the seat swapped):
    the variant differs only in that seat's face-down role, in its own state and in the
    role_chosen event of its log."""
    from fengsheng.bots import make_bot
    from fengsheng.bots.ismcts import SEARCHED
    from fengsheng.engine import apply, new_game
    config = Config(players=players, roles=True)
    state = new_game(config, seed)
    bots = [make_bot("heuristic", s, seed) for s in range(players)]
    log, seen = list(state.events), [0] * players
    while not state.over:
        seat = state.pending.seat
        obs = observe(state, seat)
        if seat == watch and supported(obs) and obs["pending"]["kind"] in SEARCHED \
                and state.turn_number > 0:
            hidden = [s for s, p in enumerate(obs["players"]) if p["role"] is None]
            if hidden:
                break
        events = visible_events(log[seen[seat]:], seat)
        seen[seat] = len(log)
        log.extend(apply(state, bots[seat].choose(obs, events), seat))
    other = hidden[0]
    held = {p.role for p in state.players}
    offered = {r for ev in log if ev["type"] == "role_chosen" for r in [ev["role"]]}
    swap = next(r for r in HIDDEN if r not in held and r not in offered)
    variant = state.clone()
    variant.players[other].role = swap
    vlog = [dict(ev, role=swap) if ev["type"] == "role_chosen" and ev["seat"] == other
            else ev for ev in log]
    return state, log, variant, vlog, other


@pytest.mark.parametrize("kwargs", [{"version": 5, "value": "learned"}, {"version": 6}])
def test_another_seats_face_down_role_is_seen_neither_in_views_nor_in_beliefs_nor_search(
        kwargs):
    """Two games that differ only in another seat's face-down role (its state and the
    private field of its role_chosen event): the seat's view and events are equal, and so
    are its role beliefs, their samples, and the choice and statistics of ismcts@5 with the
    learned value (which draws the face-down roles from those beliefs), and of ismcts@6."""
    from fengsheng.bots.ismcts import ISMCTSBot
    watch = 3
    state, log, variant, vlog, other = _hidden_variants(watch=watch)
    assert variant.players[other].role != state.players[other].role
    obs, obs2 = observe(state, watch), observe(variant, watch)
    ev, ev2 = visible_events(log, watch), visible_events(vlog, watch)
    assert obs == obs2 and ev == ev2
    assert log != vlog     # the premise: the raw histories differ
    config = Config(players=5, roles=True).to_dict()
    results = []
    for o, e in ((obs, ev), (obs2, ev2)):
        b = RoleBeliefs(watch, config)
        b.update(o, e)
        bot = ISMCTSBot(watch, seed=4, iterations=12, **kwargs)
        choice = bot.choose(o, e)
        assert bot.last_search is not None     # it searched
        assert bot.memory.roles is not None and other in bot.memory.roles.unseen_seats()
        results.append((b.marginals(), b.missions(), b.sample(random.Random(3)), choice,
                        bot.last_search["stats"],
                        bot.memory.roles.marginals()))
    assert results[0] == results[1]


def test_another_seats_offer_is_not_seen_in_the_role_beliefs():
    """During the role choice, two deals that differ only in another seat's offer: the same
    view, the same role beliefs (the own offer is out, the other's is not known)."""
    from fengsheng.engine import new_game
    from fengsheng.engine.frames import RoleChoice
    config = Config(players=5, roles=True)
    state = new_game(config, 8)
    watch = 0
    obs = observe(state, watch)
    assert obs["you"]["role_offer"]
    variant = state.clone()
    i, f = next((i, f) for i, f in enumerate(variant.frames) if isinstance(f, RoleChoice))
    assert f is not state.frames[i]
    offered = {r for o in f.offers for r in o}
    spare = [r for r in HIDDEN if r not in offered][:2]
    f.offers = tuple(tuple(spare) if s == 2 else o for s, o in enumerate(f.offers))
    assert observe(variant, watch) == obs
    out = []
    for st in (state, variant):
        b = RoleBeliefs(watch, config.to_dict())
        b.update(observe(st, watch), visible_events(st.events, watch))
        out.append((b.out, b.candidates(), b.marginals(), b.sample(random.Random(2))))
    assert out[0] == out[1]
    assert set(obs["you"]["role_offer"]) == out[0][0]


def test_a_view_of_another_table_size_is_refused_and_changes_nothing():
    """A view of seat 0 at a 7-player table given to the role beliefs of seat 0 at a
    5-player table: a ValueError before any event is read."""
    b = RoleBeliefs(0, Config(players=5, roles=True).to_dict())
    obs = _obs(["liu_jie"] + [None] * 6)
    events = [{"type": "turn_start", "seat": 0, "turn": 1},
              {"type": "declined", "seat": 6}, {"type": "declined", "seat": 1}]
    with pytest.raises(ValueError, match="7-player table"):
        b.update(obs, events)
    assert b.revision == 0 and b.turns == [0] * 5 and not any(b.counts) and not b.known
