"""Random play over many seeded games, every configuration (3–9 players, both decks, every
identity table), checking after every answer (design §6.3):

- every game ends (``state.over``) within ``MAX_ANSWERS`` answers, and ``apply`` never hangs;
- the 81 cards are each in exactly one zone of ``GameState.zones()`` (deck, discard, removed,
  hands, message areas, the message in transit, the stack, and the cards held by an effect
  under way), whose plain zones are cross-checked against the state's attributes;
- every pending decision is asked of a living seat, has at least one option, no duplicates,
  options that round-trip through the notation, and a random sample of them are each accepted
  (applied on clones, which must satisfy the invariants too);
- dead players hold no cards; identities match the table; alive players never hold 3 black
  messages nor a met victory condition while the game goes on; the turn player is alive while
  a decision is pending; ``winners`` ⊆ seats and a faction's winners share the declarer's
  identity (all its members who did not lose, ruling R19); a 打酱油的 wins alone.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengsheng.engine import Config, apply, new_game

from helpers_random import (CONFIGS, MAX_ANSWERS, advance_random, apply_checked,
                            check_invariants, config_id, time_limit, with_examples)

SWEEP_SEEDS = 100         # per configuration: 20 configurations → 2000 games
SAMPLED_OPTIONS = 2       # options tried on clones at every decision (hypothesis games)


def play_checked(state, rng: random.Random, sample: int) -> int:
    """Play to the end with the seeded policy, checking the invariants after every answer
    and trying ``sample`` other options on clones. Returns the number of answers."""
    check_invariants(state)
    start = state.step
    answers = 0
    while not state.over:
        assert answers < MAX_ANSWERS, f"game not over after {MAX_ANSWERS} answers"
        options = state.pending.options
        for o in rng.sample(options, min(sample, len(options))):
            trial = state.clone()
            apply(trial, o)          # must be accepted: raises IllegalAction otherwise
            check_invariants(trial)
        apply_checked(state, rng.choice(options), check_invariants)
        answers += 1
        assert state.step == start + answers
    return answers


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_seed_sweep_keeps_every_invariant(config):
    """SWEEP_SEEDS consecutive seeds for this configuration, played to the end."""
    lengths = []
    with time_limit(120):
        for seed in range(SWEEP_SEEDS):
            state = new_game(config, seed)
            lengths.append(play_checked(state, random.Random(seed * 7919 + 1), 0))
            assert state.over and state.pending is None
    assert len(lengths) == SWEEP_SEEDS and max(lengths) < MAX_ANSWERS


@with_examples(150)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**64 - 1),
       policy_seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_every_invariant(config, seed, policy_seed):
    with time_limit(60):
        state = new_game(config, seed)
        play_checked(state, random.Random(policy_seed), SAMPLED_OPTIONS)


@with_examples(60)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
       max_turns=st.integers(1, 6))
def test_turn_cap_ends_the_game_as_a_draw(config, seed, max_turns):
    """Ruling R20: the house turn cap ends every game; a capped game is a draw with no
    winner and every identity shown."""
    config = Config(players=config.players, deck=config.deck,
                    identity_table=config.identity_table, max_turns=max_turns)
    with time_limit(60):
        state = new_game(config, seed)
        advance_random(state, random.Random(seed), on_step=lambda s, o: check_invariants(s))
    assert state.over
    assert state.turn_number < max_turns
    if state.end_reason == "turn_limit":
        assert state.winners == () and state.declarer is None
        assert state.turn_number == max_turns - 1


def test_a_one_turn_cap_is_reached():
    """The cap path above is really taken: with max_turns=1 most games end after turn 0."""
    reasons = []
    for config in CONFIGS:
        for seed in range(5):
            capped = Config(players=config.players, deck=config.deck,
                            identity_table=config.identity_table, max_turns=1)
            state = new_game(capped, seed)
            advance_random(state, random.Random(seed), on_step=lambda s, o: check_invariants(s))
            reasons.append(state.end_reason)
    assert reasons.count("turn_limit") > len(reasons) // 2


def test_every_option_of_early_decisions_is_accepted():
    """Not just a sample: every option of the first decisions of a few games is accepted."""
    tried = 0
    for config in CONFIGS:
        state = new_game(config, 1)
        rng = random.Random(1)
        for _ in range(15):
            if state.over:
                break
            for o in state.pending.options:
                trial = state.clone()
                apply(trial, o)
                check_invariants(trial)
                tried += 1
            apply(state, rng.choice(state.pending.options))
    assert tried > 20 * 15


# Found by test_seed_sweep_keeps_every_invariant[first_game-6p-promo]: the turn player (seat 5)
# uses 真伪莫辨 in 出牌阶段(2) and dies of it; once the stack has resolved the window opens again
# and seat 4 is asked whether to use 烧毁 in the dead player's 出牌阶段.
_DEAD_TURN_PLAYER_RECORD = (
    "use shi_tan c64 @0|use shi_po c49 #1|use shi_po c59 #2|use shi_tan c67 @0|send text c30|"
    "use jie_huo c21|use jie_huo c18|pass|use shi_tan c77 @1|use suo_ding c8 @0|send secret c34|"
    "pass|use shi_tan c74 @1|use shi_tan c75 @4|use suo_ding c10 @3|use suo_ding c1 @2|choose c6|"
    "use shi_tan c69 @2|use shi_tan c73 @4|use shi_tan c70 @5|send text c26|use jie_huo c25|pass|"
    "use shi_po c50 #16|pass|pass|decline|pass|decline|use jie_huo c23|use suo_ding c3 @4|pass|"
    "use suo_ding c4 @3|send secret c38|pass|use shao_hui c45 @3 #38|pass|use shi_tan c60 @4|"
    "use zhen_wei_mo_bian c79|use shi_tan c65 @2|use shi_tan c72 @2|choose c78|"
    "use shao_hui c42 @1 #56|send direct c47 @5|take|pass|send direct c44 @2|pass|pass|take|pass|"
    "use shao_hui c43 @2 #44|use shi_tan c62 @5|use shi_tan c71 @5|pass|use shi_tan c68 @4|"
    "send secret c36|pass|use po_yi c39|take|use shi_tan c66 @2|send direct c19 @5|decline|pass|"
    "send secret c35|pass|pass|take|pass|pass|send direct c55 @5|pass|take|use shi_tan c76 @4|"
    "send direct c20 @5|take|pass|send secret c7|take|use shi_tan c63 @4|"
    "use zhen_wei_mo_bian c80|use shi_tan c61 @4").split("|")


def test_nobody_is_asked_in_a_dead_players_play_phase():
    """Ruling R18: when the turn player dies (here of their own 真伪莫辨 in 出牌阶段(2)), the rest
    of their turn is skipped: the window does not reopen for the others."""
    from fengsheng.notation import parse_option
    state = new_game(Config(players=6, deck="promo", identity_table="first_game"), 55)
    for text in _DEAD_TURN_PLAYER_RECORD[:-1]:
        apply(state, parse_option(text))
    tp = state.turn_player
    assert state.players[tp].alive
    apply(state, parse_option(_DEAD_TURN_PLAYER_RECORD[-1]))
    assert not state.players[tp].alive
    assert state.over or state.turn_player != tp, (
        f"seat {state.pending.seat} asked in dead seat {tp}'s {state.pending.prompt}")
