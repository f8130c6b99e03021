"""Hidden information in the RL observation (fengsheng.rl.observation, rl.core): a seat's
observation vector and action mask do not change when anything it may not know changes
(other hands, unrevealed identities, face-down roles, deck, discard and removed piles, a
face-down message or 试探 it has not seen, the RNG), and do change with what it knows; and
another seat's response window and automatic-skill question look alike.

The perturbations are the engine's own hidden-information tests' (tests/properties)."""
from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengsheng.engine import Config, Option, apply, new_game
from fengsheng.engine.decisions import RESPOND, Decision
from fengsheng.engine.state import Hand
from fengsheng.rl.aec import observation_space
from fengsheng.rl.actions import legal_actions, mask_of
from fengsheng.rl.core import OBSERVATIONS, Episode
from fengsheng.rl.history import SeatHistory
from fengsheng.rl.observation import HIGH, OFFSET, SIZE, encode_observation
from fengsheng.rl.vocab import DECISION_KINDS, FACE_INDEX, PROMPTS
from fengsheng.views import observe, visible_events

from helpers_random import first_face_down_trigger, with_examples
from properties.test_hidden_information import perturbations
from properties.test_roles_random_play import role_perturbations

from .positions import positions, role_position


def _episode(state) -> Episode:
    e = Episode(state.config, observation="table")
    e.reset(0, state)
    return e


def _obs(state, seat):
    return _episode(state).observation(seat)


def _assert_same(a, b, what):
    assert np.array_equal(a["observation"], b["observation"]), what
    assert np.array_equal(a["action_mask"], b["action_mask"]), what


@with_examples(80)
@given(index=st.integers(0, 10**6))
def test_an_observation_ignores_what_its_seat_may_not_know(index):
    (state,) = positions(1, index)
    rng = random.Random(index)
    for seat in range(state.n):
        mine = _obs(state, seat)
        for name, twin in perturbations(state, seat, rng):
            _assert_same(_obs(twin, seat), mine, f"seat {seat}: {name}")
        if state.config.roles:
            for name, twin in role_perturbations(state, seat, rng):
                _assert_same(_obs(twin, seat), mine, f"seat {seat}: {name}")


@with_examples(30)
@given(index=st.integers(0, 10**6))
def test_an_observation_changes_with_what_its_seat_knows(index):
    """The converse, so the test above can fail: one's own hand and identity show."""
    (state,) = positions(1, index)
    for seat in range(state.n):
        mine = _obs(state, seat)["observation"]
        me = state.players[seat]
        face = {c: (state.cards[c].function, state.cards[c].colour, state.cards[c].probe)
                for c in range(81)}
        other = next((k for k, c in enumerate(state.deck) if me.hand and
                      face[c] != face[me.hand[0]]), None)
        if other is not None and seat != state.pending.seat:
            twin = state.clone()
            hand = twin.players[seat].hand
            twin.players[seat].hand = Hand(hand ^ 1 << hand[0] | 1 << twin.deck[other])
            twin.deck[other] = hand[0]
            assert not np.array_equal(_obs(twin, seat)["observation"], mine)
        partner = next((p for p in state.players if p.identity != me.identity), None)
        if partner is not None:
            twin = state.clone()
            twin.players[seat].identity, twin.players[partner.seat].identity = (
                partner.identity, me.identity)
            assert not np.array_equal(_obs(twin, seat)["observation"], mine)


def test_observations_are_inside_their_space_and_every_prompt_is_known():
    space = observation_space("table")
    for state in positions(60, 7):
        for seat in range(state.n):
            obs = _obs(state, seat)
            assert space.contains(obs)
            assert obs["observation"].shape == (SIZE,)
        assert state.pending.prompt in PROMPTS, state.pending.prompt


def test_the_vector_is_a_function_of_the_seats_view_only():
    state = role_position(7, 3, 60)
    for seat in range(7):
        view = observe(state, seat)
        np.testing.assert_array_equal(encode_observation(view), _obs(state, seat)["observation"])
        assert (encode_observation(view) <= HIGH).all()


def _slot(name, rel_seat=None):
    return OFFSET[name if rel_seat is None else f"seat{rel_seat}.{name}"]


def test_the_vector_says_what_the_table_shows_relative_to_the_observer(table):
    """C (seat 2) looks at a position where A sent a 密电 now held by B, with two red 锁定 and
    a black 截获 in C's hand and a blue message in front of E."""
    s = table({"C": {"hand": ["锁定/红/密电", "锁定/红/密电", "截获/黑/直达"],
                     "identity": "军情处"},
               "E": {"messages": ["破译/蓝/密电"]}},
              phase="send_message",
              message={"card": "破译/红/密电", "step": "transmit", "holder": "B"})
    x = _obs(s, 2)["observation"]
    red_lock = _slot("my_hand_faces") + FACE_INDEX[("suo_ding", "red", None)]
    black_jie = _slot("my_hand_faces") + FACE_INDEX[("jie_huo", "black", None)]
    assert x[red_lock] == 2 and x[black_jie] == 1 and x[_slot("my_hand_size")] == 3
    assert x[_slot("my_identity") + 1] == 1                      # 军情处 (IDENTITIES order)
    # A (seat 0) is 3 seats to C's right at a 5-seat table, B (seat 1) 4, E (seat 4) 2.
    assert x[_slot("sender", 3)] == 1 and x[_slot("turn_player", 3)] == 1
    assert x[_slot("holder", 4)] == 1 and x[_slot("sender", 4)] == 0
    blue = _slot("message_colours", 2) + 1
    assert x[blue] == 1 and x[_slot("message_colours", 0) + 1] == 0
    assert x[_slot("message_present")] == 1 and x[_slot("message_visible")] == 0
    assert x[_slot("present", 5)] == 0                           # no sixth seat


def test_another_seats_trigger_and_response_window_look_alike():
    """Whether another seat is asked about an automatic skill (a face-down role's 就计) or
    has priority in a response window is hidden: one "hidden" kind, no prompt."""
    trigger = first_face_down_trigger((Config(players=5, roles=True), seed)
                                      for seed in range(100))
    d = trigger.pending
    respond = trigger.clone()
    respond.pending = Decision(d.seat, RESPOND, (Option("pass"),), "play_1")
    for seat in range(5):
        a = encode_observation(observe(trigger, seat))
        b = encode_observation(observe(respond, seat))
        if seat == d.seat:
            assert not np.array_equal(a, b)      # its own decision it sees as it is
            continue
        np.testing.assert_array_equal(a, b)
        assert a[OFFSET["decision_kind"] + DECISION_KINDS.index("hidden")] == 1
        prompts = a[OFFSET["decision_prompt"]:OFFSET["decision_prompt"] + len(PROMPTS) + 1]
        assert not prompts.any()


@pytest.mark.parametrize("mode", OBSERVATIONS)
@pytest.mark.parametrize("players, roles", [(5, False), (5, True), (9, False), (9, True)])
def test_the_incremental_encoding_equals_the_full_rebuild(players, roles, mode):
    """The environment keeps observations up to date from the state and the log
    (rl/incremental.py: players' blocks encoded once per change for all seats, each seat's
    regions rewritten when they change, every event read once for all seats' summaries, ids
    remembered): every seat's observation at every step of a random game must equal the one
    rebuilt from scratch from ``views.observe`` and the seat's visible events. Seats are
    observed at irregular times (the deciding seat and two others drawn at random), so each
    catches up over different spans."""
    config = Config(players=players, roles=roles, max_turns=15)
    e = Episode(config, observation=mode, history_length=32)
    e.reset(players + roles)
    rng = random.Random(players + roles)
    reference = [SeatHistory(s, players, config.deck) for s in range(players)]
    read = [0] * players
    while not e.state.over:
        for seat in {*rng.sample(range(players), 2), e.deciding}:
            got = e.observation(seat)
            view = observe(e.state, seat)
            want = encode_observation(view)
            h = reference[seat]
            for ev in visible_events(e.log[read[seat]:], seat):
                h.add(ev)
            read[seat] = len(e.log)
            if mode != "table":
                want = np.concatenate([want, h.summary()])
            np.testing.assert_array_equal(got["observation"], want)
            np.testing.assert_array_equal(got["action_mask"], mask_of(legal_actions(view)))
            if mode == "sequence":
                np.testing.assert_array_equal(got["events"], h.tokens(32))
        e.act(e.deciding, rng.choice(sorted(e.legal(e.deciding))))


def test_the_summary_refuses_to_read_for_all_seats_a_field_some_may_not_see():
    """rl/incremental.Summary reads some fields once for all seats (who used what on whom);
    an event that hid one of them from some seats would leak it: it raises instead."""
    from fengsheng.rl.history import SUMMARY_SIZE
    from fengsheng.rl.incremental import Summary, Table
    config = Config(players=5)
    summary = Summary(config, Table(config, SUMMARY_SIZE).rows, SIZE)
    used = {"type": "used", "uid": 1, "seat": 0, "card": 3, "func": "suo_ding", "target": 1,
            "ref": -1, "private": (0, 1), "hide": ("card",)}
    summary.read_events([used])                  # the card hidden: read per seat, fine
    with pytest.raises(ValueError, match="hides"):
        summary.read_events([used, {**used, "uid": 2, "hide": ("card", "func")}])


def test_the_summary_counts_stop_at_its_bound_as_the_history_clips_them():
    """rl/incremental keeps each seat's counts in bytes, stopped at SUMMARY_HIGH (255) as
    SeatHistory.summary clips them: 300 turns and 300 锁定 on one seat (a per-seat and a pair
    count) give every seat the history's summary, 255 where it was passed."""
    from fengsheng.rl.history import SUMMARY_HIGH, SUMMARY_SIZE
    from fengsheng.rl.incremental import Summary, Table
    config = Config(players=5)
    table = Table(config, SUMMARY_SIZE)
    summary = Summary(config, table.rows, SIZE)
    log = []
    for i in range(300):
        log += [{"type": "turn_start", "seat": 1, "turn": i + 1},
                {"type": "used", "uid": i, "seat": 0, "card": 3, "func": "suo_ding",
                 "target": 2, "ref": -1}]
    summary.read_events(log[:100])
    summary.read_events(log)
    for seat in range(5):
        h = SeatHistory(seat, 5, "standard", keep_tokens=False)
        for ev in log:
            h.add(ev)
        want = h.summary()
        assert want.max() == SUMMARY_HIGH and (want == SUMMARY_HIGH).sum() == 3
        np.testing.assert_array_equal(table.encode(new_game(config, 0), seat, 0)[SIZE:], want)


def test_the_incremental_encoding_follows_a_woman_saved_by_jiu_mei(h):
    """救美 (礼服蒙面人) revives a dying woman and turns his identity face up, burning both
    players' fakes, within one stop: rare in random games, so a position. Every seat's
    observation at every step equals the one rebuilt from its view."""
    s = h.table({"B": {"role": "li_fu_meng_mian_ren", "messages": ["黑", "蓝"]},
                 "C": {"role": "da_mei_nv", "messages": ["黑", "黑", "红"]}},
                phase="send_message", message={"card": "锁定/黑/密电", "holder": "C",
                                               "step": "receive"})
    e = Episode(s.config, observation="table")
    e.reset(0, s)
    for step in range(60):
        for seat in range(s.n):
            np.testing.assert_array_equal(e.observation(seat)["observation"],
                                          encode_observation(observe(e.state, seat)))
        if e.state.over or e.state.turn_player != 0:
            break
        seat = e.state.pending.seat
        chosen = (h.matching(e.state, {2: "take", 1: "yes"}.get(seat, "pass"))
                  + [o for o in e.state.pending.options if o.kind == "pass"]
                  + list(e.state.pending.options))[0]
        e.play(seat, chosen)
    assert any(ev["type"] == "saved" and ev["seat"] == 2 for ev in e.log)
    assert e.state.players[2].alive and e.state.players[1].identity_revealed
