"""The action codec (fengsheng.rl.actions): over random positions with and without role cards,
every legal option is reachable through an action id, every masked-in id takes a legal option,
and two options share an id only when they name identical cards (same face). Ids mean the
same thing from every seat: targets are relative to the acting seat."""
from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from fengsheng.engine import Config, Option, apply, new_game
from fengsheng.rl.actions import (KEYS, NUM_ACTIONS, WAIT, Context, Key, describe, encode,
                                  legal_actions, mask_of)
from fengsheng.rl.vocab import FACE_INDEX, STACK_SLOTS
from fengsheng.views import observe

from helpers_random import CONFIGS, with_examples


def _card(state, card):
    """What a card is and where it lies: (function, colour, 试探 bet and effect, zone)."""
    c = state.cards[card]
    zone = next(z for z, cards in state.zones().items() if card in cards)
    return (c.function, c.colour, c.probe, zone)


def _same_but_identical_cards(state, a, b) -> bool:
    """a and b differ at most in naming different cards of one face in one zone (two red
    锁定 in hand, two black 截获 in front of the same player)."""
    if (a.kind, a.func, a.seat) != (b.kind, b.func, b.seat):
        return False
    if (a.card < 0) != (b.card < 0) or a.card >= 0 and _card(state, a.card) != _card(state, b.card):
        return False
    if a.ref == b.ref:
        return True
    burns = a.kind == "use" and a.func == "shao_hui" or a.func == "qian_cang_fu_ji"
    return burns and _card(state, a.ref) == _card(state, b.ref)


def check_codec(state) -> int:
    """Check the codec at ``state``'s pending decision; returns the number of options."""
    d = state.pending
    view = observe(state, d.seat)
    legal = legal_actions(view)
    assert WAIT not in legal
    ctx = Context.from_view(view)
    for o in d.options:             # every legal option is reachable ...
        a = encode(o, ctx)
        assert 0 <= a < NUM_ACTIONS and a in legal, (o, a)
        assert legal[a] == o or _same_but_identical_cards(state, legal[a], o), (o, legal[a])
    for a, o in legal.items():      # ... and every masked-in id takes a legal option
        assert o in d.options and encode(o, ctx) == a
    assert mask_of(legal).sum() == len(legal)
    # Nobody else has anything to decide: WAIT is their one legal action.
    for seat in range(state.n):
        if seat != d.seat:
            assert legal_actions(observe(state, seat)) == {WAIT: None}
    return len(d.options)


def _walk(config, seed):
    state = new_game(config, seed)
    rng = random.Random(seed)
    checked = 0
    while not state.over:
        checked += check_codec(state)
        apply(state, rng.choice(state.pending.options))
    return checked


@with_examples(25)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_every_legal_option_has_an_id_and_every_id_a_legal_option(config, seed):
    assert _walk(config, seed) > 0


@with_examples(25)
@given(players=st.integers(3, 9), seed=st.integers(0, 2**32 - 1))
def test_the_codec_covers_role_skills_and_their_questions(players, seed):
    config = Config(players=players, roles=True, deck=("standard", "promo")[seed % 2])
    assert _walk(config, seed) > 0


def test_the_table_is_fixed_and_every_id_is_described():
    assert NUM_ACTIONS == len(KEYS) == len(set(KEYS))
    assert KEYS[WAIT] == Key("wait") and WAIT == 0
    texts = {describe(a) for a in range(NUM_ACTIONS)}
    assert len(texts) == NUM_ACTIONS
    assert describe(KEYS.index(Key("use", "suo_ding", 0, 2))) == "use suo_ding face=0 seat=+2"


def test_an_id_means_the_same_target_from_every_seat(table):
    """A red 锁定 on the player two seats to the right has one id, whoever plays it."""
    red_lock = FACE_INDEX[("suo_ding", "red", None)]
    ids = set()
    for turn, target in (("A", 2), ("C", 4), ("E", 1)):
        s = table({turn: {"hand": ["锁定/红/密电"]}}, turn=turn)
        view = observe(s, s.pending.seat)
        legal = legal_actions(view)
        a = KEYS.index(Key("use", "suo_ding", red_lock, 2))
        assert legal[a].seat == target and s.cards[legal[a].card].colour == "red"
        ids.add(a)
    assert len(ids) == 1


def test_a_deep_stack_item_shares_the_last_slot():
    """The one documented limit: stack items deeper than STACK_SLOTS - 1 share its id."""
    view = {"seat": 0, "config": {"players": 5, "deck": "standard"}, "players": [],
            "stack": [{"uid": u} for u in range(1, STACK_SLOTS + 3)]}
    ctx = Context.from_view(view)
    shi_po = next(c for c in range(81) if ctx.faces[c] == FACE_INDEX[("shi_po", "red", None)])
    top = encode(Option("use", shi_po, "shi_po", -1, STACK_SLOTS + 2), ctx)
    deep = [encode(Option("use", shi_po, "shi_po", -1, u), ctx) for u in (1, 2, 3)]
    assert KEYS[top].ref == 0 and KEYS[deep[0]].ref == STACK_SLOTS - 1 and len(set(deep)) == 1


def test_the_ids_the_environment_remembers_are_the_codecs():
    """The environment remembers each option's id per seat for the whole process, with the
    stack item's depth (识破) or the seat a chosen message lies in front of where the id
    depends on them (rl/incremental.LegalIds). One LegalIds serves every game here, as it
    serves every environment of a table: at every decision of random games with roles, its
    ids, their options (the first of each id) and its mask are the codec's."""
    from fengsheng.rl.incremental import LegalIds
    for players in (5, 9):
        config = Config(players=players, roles=True, max_turns=25)
        ids = LegalIds(config)
        for seed in range(8):
            state = new_game(config, seed)
            rng = random.Random(seed)
            while not state.over:
                seat = state.pending.seat
                legal, mask = ids.of(state, seat)
                want = legal_actions(observe(state, seat))
                assert list(legal.items()) == list(want.items())
                assert (mask == mask_of(want)).all()
                apply(state, rng.choice(state.pending.options))
