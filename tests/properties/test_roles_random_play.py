"""Random play with role cards (design §6.3, §6.4), every table size 3–9, the full role pool:

- every game ends within ``MAX_ANSWERS`` answers and ``apply`` never hangs;
- after every answer the 81 cards are each in exactly one zone of ``GameState.zones()``;
- every pending decision is asked of a living seat, has options, no duplicates, options that
  round-trip through the notation, and sampled options are each accepted (on clones);
- the end is consistent: a declarer among the winners, a faction's winners its members who
  did not lose, the others only 打酱油的 (a 机密任务 that takes or joins a victory) or a woman
  chosen by 风度;
- illegal answers are refused without any change;
- a record replays to the same state hash;
- hidden information: a seat's view does not change when other hands, unrevealed identities,
  or the role cards of other face-down seats change (a face-down role's id must not leak).

The invariants of helpers_random.check_invariants assume no roles (the identity table is
fixed, a game ends only for the four reasons without roles); :func:`check_role_invariants`
is their role-aware version.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from fengsheng.cards.deck import BYSTANDER, MILITARY, UNDERGROUND
from fengsheng.engine import Config, Option, apply, new_game
from fengsheng.engine.abilities import Mission, is_woman
from fengsheng.engine.ruleset import every_role
from fengsheng.engine.decisions import SEND
from fengsheng.engine.position import from_position
from fengsheng.engine.setup import identity_counts
from fengsheng.engine.state import Hand
from fengsheng.notation import format_option, parse_option
from fengsheng.record import Game, replay
from fengsheng.views import observe

from helpers_random import (FACTION_COLOUR, MAX_ANSWERS, apply_checked, assert_cards_conserved,
                            first_face_down_trigger, time_limit)
from properties.test_illegal_answers import assert_refused, illegal_answers

RULES = every_role()   # every released role card

PLAYERS = range(3, 10)
POSITIONS = Path(__file__).parent / "positions"
ALL_ROLES = RULES.role_ids          # imports every role module; fails if one is missing
SEEDS = 40                       # per table size for the invariant sweep
REMOVED_IDENTITIES = "zhi_ming_xiang_shui:removed"   # marks key of 临危受命 (致命香水)


def role_config(players: int, seed: int = 0) -> Config:
    return Config(players=players, roles=True, deck=("standard", "promo")[seed % 2])


# -- invariants --------------------------------------------------------------------------

def check_role_invariants(state) -> None:
    """What must hold in any reachable position of a game with role cards."""
    assert_cards_conserved(state)
    players = state.players
    n = state.n
    roles = [p.role for p in players]
    dealing = any(f.kind == "role_choice" for f in state.frames)
    if not dealing:
        assert all(r in RULES.roles for r in roles) and len(set(roles)) == n, roles
        # 临危受命 moves identity cards: the table's counts hold over the players' cards plus
        # those removed from the game.
        held = [p.identity for p in players if p.identity]
        held += [i for _, i in state.marks.get(REMOVED_IDENTITIES, ())]
        c = Counter(held)
        assert (c[UNDERGROUND], c[MILITARY], c[BYSTANDER]) == identity_counts(
            n, state.config.identity_table)
    dying = {f.seat for f in state.frames if f.kind == "death"}
    for p in players:
        # A 机密任务 met by a death ends the game before the dead player's cards are put away
        # (宣告胜利 ends the game at once).
        if not p.alive and p.seat not in dying and not state.over:
            assert not p.hand and not p.messages, f"dead seat {p.seat} still holds cards"
            assert p.identity_revealed and p.face_up, f"dead seat {p.seat} is not shown"
        if p.lost:
            assert not p.alive
    dead = [s for s, _ in state.deaths]
    assert len(dead) == len(set(dead))
    # A seat being declared dead is in ``state.deaths`` already (engine/landing.py).
    assert sorted(s for s in dead if s not in dying) == sorted(
        p.seat for p in players if not p.alive and not p.lost and p.seat not in dying)
    assert (state.pending is None) == state.over
    if state.over:
        check_role_end(state)
        return
    assert set(state.locks) - dying <= set(state.alive_seats())
    d = state.pending
    # The dying player's own death triggers (遗志, 后着) ask it while it is dying.
    assert 0 <= d.seat < n and (players[d.seat].alive or d.seat in dying), (
        f"dead or bad seat asked: {d}")
    assert d.options, "a pending decision without options"
    assert len(set(d.options)) == len(d.options), f"duplicate options in {d}"
    for o in d.options:
        assert type(o) is Option and parse_option(format_option(o)) == o, o
    if d.kind == SEND:
        assert d.seat == state.turn_player
    if state.stack:
        assert any(f.kind == "window" for f in state.frames)
    declaring = any(f.kind == "victory" for f in state.frames)
    for p in players:
        if p.alive and not declaring:
            # Death at three fakes and victory are immediate (rulebook 死亡, 宣告胜利), also a
            # victory met by taking an identity card with 临危受命 (R44).
            assert state.black_count(p.seat) < 3, f"seat {p.seat} alive with 3 black messages"
            colour = FACTION_COLOUR.get(p.identity)
            assert colour is None or state.colour_count(p.seat, colour) < 3, (
                f"seat {p.seat} met its victory condition but the game goes on")


def check_role_end(state) -> None:
    players = state.players
    winners = state.winners
    assert len(set(winners)) == len(winners) and all(0 <= w < state.n for w in winners)
    assert all(p.identity_revealed for p in players)
    if not winners:
        assert state.end_reason in ("all_out", "turn_limit") and state.declarer is None
        return
    dec = state.declarer
    assert dec is not None and dec in winners
    ident = players[dec].identity
    faction = ident in (UNDERGROUND, MILITARY)
    if faction and state.end_reason == "messages":
        assert set(winners) >= {p.seat for p in players if p.identity == ident and not p.lost}
    for w in winners:
        p = players[w]
        if w == dec or (faction and p.identity == ident and not p.lost):
            continue
        # Somebody else: a woman 风度 chose, or a 打酱油的 whose 机密任务 joins a victory.
        joins = RULES.missions.get(p.role)
        assert is_woman(state, w) or (
            p.identity == BYSTANDER and joins is not None
            and type(joins).joins is not Mission.joins), (w, state.end_reason, winners)


def play_checked(state, rng: random.Random, sample: int) -> int:
    check_role_invariants(state)
    answers = 0
    while not state.over:
        assert answers < MAX_ANSWERS, f"game not over after {MAX_ANSWERS} answers"
        options = state.pending.options
        for o in rng.sample(options, min(sample, len(options))):
            trial = state.clone()
            apply(trial, o)          # accepted, or IllegalAction fails the test
            check_role_invariants(trial)
        apply_checked(state, rng.choice(options), check_role_invariants)
        answers += 1
    return answers


@pytest.mark.parametrize("players", PLAYERS)
def test_role_games_keep_every_invariant(players):
    reasons = Counter()
    with time_limit(120):
        for seed in range(SEEDS):
            state = new_game(role_config(players, seed), seed)
            play_checked(state, random.Random(seed * 7919 + players), 1)
            assert state.over
            reasons[state.end_reason] += 1
    assert sum(reasons.values()) == SEEDS


def test_role_games_use_every_role_and_reach_role_endings():
    """The sweep is not vacuous: over these games every role of the default set (all30) is
    dealt and chosen (a later set's role has its sweep in test_each_role.py), and games end
    by 机密任务 and by skills, not only by messages."""
    chosen, reasons = Counter(), Counter()
    for seed in range(120):
        players = 3 + seed % 7
        state = new_game(role_config(players, seed), seed)
        rng = random.Random(seed)
        while not state.over:
            apply(state, rng.choice(state.pending.options))
        chosen.update(p.role for p in state.players)
        reasons[state.end_reason] += 1
    dealt = set(role_config(5).dealt_roles())   # the default set's (a later set has its sweep)
    assert set(chosen) == dealt, dealt - set(chosen)
    assert reasons["mission"] > 0 and reasons["messages"] > 0, reasons


def test_every_option_of_early_role_decisions_is_accepted():
    tried = 0
    for players in PLAYERS:
        state = new_game(role_config(players, 1), 1)
        rng = random.Random(players)
        for _ in range(12 + players):
            if state.over:
                break
            for o in state.pending.options:
                trial = state.clone()
                apply(trial, o)
                check_role_invariants(trial)
                tried += 1
            apply(state, rng.choice(state.pending.options))
    assert tried > 200


# -- illegal answers and replays -----------------------------------------------------------

def _position(players: int, seed: int, steps: int):
    state = new_game(role_config(players, seed), seed)
    rng = random.Random(seed)
    while not state.over and state.step < steps:
        nxt = state.clone()
        apply(nxt, rng.choice(nxt.pending.options))
        if nxt.over:
            break
        state = nxt
    return state


@pytest.mark.parametrize("players", PLAYERS)
def test_illegal_answers_are_refused_in_role_games(players):
    rng = random.Random(players)
    for seed in range(4):
        state = _position(players, seed, rng.randrange(0, 120))
        answers = illegal_answers(state, rng)
        for a in answers:
            assert_refused(state, a)
        d = state.pending
        for s in range(players):
            if s != d.seat:
                assert_refused(state, d.options[0], seat=s)
        apply(state, rng.choice(d.options))


@pytest.mark.parametrize("players", PLAYERS)
def test_role_records_replay_to_the_same_hash(players):
    for seed in range(3):
        g = Game.new(role_config(players, seed), seed)
        rng = random.Random(seed + 100)
        hashes = [g.state.hash()]
        while not g.state.over:
            g.play(rng.choice(g.state.pending.options))
            hashes.append(g.state.hash())
        rec = g.to_record()
        assert replay(rec).state.hash() == g.state.hash()
        cut = rng.randrange(len(g.answers) + 1)
        assert replay(rec, upto=cut).state.hash() == hashes[cut]


# -- hidden information ----------------------------------------------------------------------

def _face_down_others(state, seat, protected):
    """Others' roles nobody has seen (a role seen face up stays known when turned down: R41)."""
    return [p for p in state.players if p.seat != seat and p.seat not in protected
            and p.role is not None and not p.role_seen and p.alive]


def _protected(state, seat):
    """Seats whose hand and role must stay as they are: the observer, and the deciding seat
    (its pending options are built from its hand and role)."""
    out = set() if seat is None else {seat}
    if state.pending is not None:
        out.add(state.pending.seat)
    return out


def role_perturbations(state, seat, rng: random.Random):
    """Clones of ``state``, each changed in something ``seat`` may not know."""
    protected = _protected(state, seat)
    down = _face_down_others(state, seat, protected)
    if len(down) >= 2:
        twin = state.clone()
        a, b = rng.sample([p.seat for p in down], 2)
        pa, pb = twin.players[a], twin.players[b]
        pa.role, pb.role = pb.role, pa.role
        yield "face_down_roles", twin
    in_play = {p.role for p in state.players}
    spare = [r for r in ALL_ROLES if r not in in_play and RULES.roles[r].hidden]
    if down and spare:
        twin = state.clone()
        twin.players[rng.choice(down).seat].role = rng.choice(spare)
        yield "face_down_role_replaced", twin
    others = [p for p in state.players if p.seat not in protected and not p.identity_revealed
              and p.identity]
    pairs = [(x, y) for x in others for y in others if x.seat < y.seat and x.identity != y.identity]
    if pairs:
        twin = state.clone()
        x, y = rng.choice(pairs)
        twin.players[x.seat].identity, twin.players[y.seat].identity = y.identity, x.identity
        yield "identities", twin
    hands = [p for p in state.players if p.seat not in protected and p.hand]
    if len(hands) >= 2:
        twin = state.clone()
        x, y = rng.sample([p.seat for p in hands], 2)
        hx, hy = twin.players[x].hand, twin.players[y].hand
        cx, cy = hx[rng.randrange(len(hx))], hy[rng.randrange(len(hy))]
        twin.players[x].hand = Hand(hx ^ 1 << cx | 1 << cy)
        twin.players[y].hand = Hand(hy ^ 1 << cy | 1 << cx)
        yield "hands", twin


@pytest.mark.parametrize("players", PLAYERS)
def test_a_view_ignores_hidden_roles_identities_and_hands(players):
    rng = random.Random(players * 31)
    checked = Counter()
    # At 3 players few positions have a face-down role the view must hide: some deals need
    # 70 seeds to show three (the loop stops there).
    for seed in range(200):
        if seed >= 6 and checked["face_down_roles"] + checked["face_down_role_replaced"] >= 3:
            break
        state = _position(players, seed, rng.randrange(5, 150))
        if state.over:
            continue
        for seat in [None, *range(players)]:
            view = observe(state, seat)
            for name, twin in role_perturbations(state, seat, rng):
                assert observe(twin, seat) == view, f"seat {seat}'s view changed with {name}"
                checked[name] += 1
    assert checked["face_down_roles"] + checked["face_down_role_replaced"] > 0, checked


def test_a_view_shows_what_its_seat_knows_of_roles():
    """The converse: a seat sees its own face-down role and every face-up role, so changing
    them changes its view (the test above can fail)."""
    seen = 0
    for seed in range(10):
        state = _position(5, seed, 40)
        for p in state.players:
            in_play = {q.role for q in state.players}
            spare = [r for r in ALL_ROLES if r not in in_play]
            twin = state.clone()
            twin.players[p.seat].role = spare[0]
            assert observe(twin, p.seat) != observe(state, p.seat)
            if p.face_up:
                other = (p.seat + 1) % 5
                assert observe(twin, other) != observe(state, other)
            seen += 1
    assert seen == 50


def test_a_face_down_roles_trigger_does_not_name_its_skill_to_others():
    state = first_face_down_trigger((role_config(3 + seed % 7, seed), seed)
                                    for seed in range(400))
    assert state is not None, "no such position found"
    d = state.pending
    for seat in range(state.n):
        if seat != d.seat:
            assert observe(state, seat)["pending"]["prompt"] != d.prompt


def test_a_queued_trigger_of_a_player_who_died_meanwhile_does_not_run(monkeypatch):
    from fengsheng.engine.frames import Triggers
    from fengsheng.engine.ruleset import frame_handlers
    skipped = []
    handlers = frame_handlers()[0]
    run = handlers[Triggers]

    def watched(state, f):   # the queue's next skill is of a seat that died meanwhile
        if not state.over and f.i < len(f.queue) and not state.players[f.queue[f.i][0]].alive \
                and not (f.event["type"] == "death" and f.event["seat"] == f.queue[f.i][0]):
            skipped.append(f.queue[f.i])
        run(state, f)
    monkeypatch.setitem(handlers, Triggers, watched)
    # Seat B (于则成) takes a message that kills it; its 时差, queued on that receipt, must
    # not run (frozen as a position: a pinned seed drifts whenever the deal changes).
    fixture = json.loads((POSITIONS / "queued_trigger_of_a_dead_seat.json").read_text())
    state = from_position(fixture["position"])
    check_role_invariants(state)
    apply(state, parse_option(fixture["answer"]))
    check_role_invariants(state)
    assert skipped == [(1, "shi_cha")]
    assert not state.players[1].alive and state.pending.prompt != "shi_cha"
