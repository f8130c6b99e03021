"""The history in the observation (fengsheng.rl.history) and the training-only entries
(fengsheng.rl.privileged): hidden information first.

- The history the environment keeps for a seat, read incrementally while the game is played,
  equals the one built from scratch from ``views.visible_events(log, seat)``: it is a
  function of the seat's visible events only.
- Changing any field an event hides from a seat (another hand's draw, a face-down message, a
  试探's bet, a chosen role, …) changes nothing in that seat's history; the converse fields
  do show to the seats they are shown to.
- The perturbations of the engine's hidden-information tests leave a full default
  observation (table and history) unchanged.
- No default observation holds the privileged entry, in any form of the environment;
  ``privileged=True`` adds it, ``state()`` is the global state.
"""
from __future__ import annotations

import random

import gymnasium
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengsheng import rl
from fengsheng.cards.deck import IDENTITIES
from fengsheng.engine import Config, apply, new_game
from fengsheng.rl import history, privileged, vocab
from fengsheng.roles.table import ROLE_MODULES
from fengsheng.rl.core import Episode
from fengsheng.rl.observation import SIZE as TABLE_SIZE
from fengsheng.views import visible_events

from cli.test_i18n import emitted_event_types
from helpers_random import with_examples
from properties.test_hidden_information import perturbations
from properties.test_roles_random_play import role_perturbations

from .positions import positions

TABLES = [Config(players=5), Config(players=9, roles=True), Config(players=6, roles=True,
                                                                   deck="promo")]


def _game_log(config, seed):
    """The full, unredacted log of a random game."""
    state = new_game(config, seed)
    log = list(state.events)
    rng = random.Random(seed)
    while not state.over:
        log += apply(state, rng.choice(state.pending.options))
    return log


def _reference(log, seat, config):
    h = history.SeatHistory(seat, config.players, config.deck)
    for ev in visible_events(log, seat):
        h.add(ev)
    return h


def _episode_history(log, seat, config):
    """The history the environment's episode builds for ``seat`` from ``log`` (its own
    reading path: shared token cache, skipping the events the summary does not read)."""
    e = Episode(config, observation="sequence")
    e.reset(0)
    e.log = list(log)
    return e.history(seat)


def test_every_event_type_the_engine_emits_has_a_token_id():
    """...in the encoding of the set the vocabulary covers (a role of another set may emit
    its own events: they are that set's)."""
    types = emitted_event_types()
    assert {"used", "message_sent", "game_over"} <= types
    types -= {t for m in ROLE_MODULES if hasattr(m, "ROLE") and m.ROLE.id not in vocab.ROLE_IDS
              for t in getattr(m, "ZH_EVENTS", {})}
    assert types <= set(history.EVENT_TYPES), sorted(types - set(history.EVENT_TYPES))


@pytest.mark.parametrize("config", TABLES, ids=str)
def test_the_history_read_during_play_is_the_one_built_from_the_seats_visible_events(config):
    env = rl.raw_env(players=config.players, roles=config.roles, deck=config.deck,
                     observation="sequence", history_length=64)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()   # reads this seat's history so far
        env.step(None if term or trunc else
                 int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    log = env.episode.log
    for seat in range(config.players):
        ref = _reference(log, seat, config)
        mine = env.episode.history(seat)
        np.testing.assert_array_equal(mine.summary(), ref.summary())
        np.testing.assert_array_equal(mine.tokens(400), ref.tokens(400))
        assert len(mine) == len(log)


def _perturb(ev, rng):
    """``ev`` with every hidden field replaced by another value of its kind."""
    out = dict(ev)
    for k in ev["hide"]:
        v = ev.get(k)
        if isinstance(v, int):
            out[k] = (v + rng.randrange(1, 81)) % 81
        elif isinstance(v, list):
            out[k] = [(c + rng.randrange(1, 81)) % 81 for c in v] + [rng.randrange(81)]
        elif isinstance(v, str):
            out[k] = rng.choice([x for x in (*IDENTITIES, "comply", "declare", "discard_one",
                                             "draw_two", "lao_gui") if x != v])
    return out


@with_examples(12)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10**6))
def test_fields_hidden_from_a_seat_do_not_move_its_history(table, seed):
    log = _game_log(table, seed)
    rng = random.Random(seed)
    hidden_somewhere = False
    for seat in range(table.players):
        twin = []
        for ev in log:
            if "private" in ev and seat not in ev["private"] and ev["hide"]:
                twin.append(_perturb(ev, rng))
                hidden_somewhere = True
            else:
                twin.append(ev)
        a, b = _episode_history(log, seat, table), _episode_history(twin, seat, table)
        np.testing.assert_array_equal(a.summary(), b.summary(), err_msg=f"seat {seat}")
        np.testing.assert_array_equal(a.tokens(500), b.tokens(500), err_msg=f"seat {seat}")
    assert hidden_somewhere


def _probe_seen(h, observer, target, n):
    k = (target - observer) % n * history.SEAT_SIZE + history.SEAT_OFFSET["probe_seen"]
    return h.summary()[k:k + 2 * len(IDENTITIES)].sum()


def test_what_a_seat_is_shown_is_in_its_history():
    """The converse, so the test above can fail: a seat's own draws show their cards in its
    tokens and nobody else's; a 试探's bet counts only for its user and target."""
    config = Config(players=5)
    face = [name for name, _ in history.TOKEN_FIELDS].index("face")
    answers = ("probe_declared", "probe_draws", "probe_discard_nothing")
    drew = probed = False
    for seed in range(60):
        log = _game_log(config, seed)
        i = next(i for i, ev in enumerate(log) if ev["type"] == "draw")
        for seat in range(5):
            token = _episode_history(log[:i + 1], seat, config).tokens(1)[0]
            assert (token[face] > 0) == (seat == log[i]["seat"])
        drew = True
        k = next((k for k, ev in enumerate(log[:-1]) if ev["type"] == "probe_shown"
                  and log[k + 1]["type"] in answers), None)
        if k is None:
            continue
        user, target = log[k]["user"], log[k]["seat"]
        for seat in range(5):
            h = _episode_history(log[:k + 2], seat, config)
            assert _probe_seen(h, seat, target, 5) == (seat in (user, target)), seat
        probed = True
        break
    assert drew and probed


@with_examples(40)
@given(index=st.integers(0, 10**6))
def test_a_full_observation_ignores_what_its_seat_may_not_know(index):
    (state,) = positions(1, index)
    rng = random.Random(index)

    def obs(s, seat):
        e = Episode(s.config, observation="sequence")
        e.reset(0, s)
        return e.observation(seat)

    for seat in range(state.n):
        mine = obs(state, seat)
        twins = list(perturbations(state, seat, rng))
        if state.config.roles:
            twins += list(role_perturbations(state, seat, rng))
        for name, twin in twins:
            other = obs(twin, seat)
            assert set(other) == set(mine) == {"observation", "action_mask", "events"}
            for k in mine:
                assert np.array_equal(mine[k], other[k]), f"seat {seat}: {name}: {k}"


def _default_observations():
    """One observation of every form of the environment, built with default arguments."""
    e = rl.env()
    e.reset(seed=0)
    yield "aec", e.last()[0]
    p = rl.parallel_env()
    obs, _ = p.reset(seed=0)
    yield "parallel", obs["seat_0"]
    g = gymnasium.make(rl.ENV_ID)
    yield "single-agent", g.reset(seed=0)[0]


def test_no_default_observation_holds_privileged_information():
    for form, obs in _default_observations():
        if isinstance(obs, dict):
            assert "privileged" not in obs, form
            obs = obs["observation"]
        assert obs.shape == (TABLE_SIZE + history.SUMMARY_SIZE,), form


def test_the_privileged_entry_and_the_state_hold_the_truth():
    e = rl.raw_env(players=6, roles=True, privileged=True)
    e.reset(seed=4)
    rng = np.random.default_rng(0)
    while not e.game.players[0].identity:      # roles are chosen before identities are dealt
        mask = e.observe(e.agent_selection)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(mask))))
    game = e.game
    for agent in e.agents:
        seat = int(agent[5:])
        x = e.observe(agent)["privileged"]
        assert e.observation_space(agent)["privileged"].contains(x)
        for p in game.players:
            base = (p.seat - seat) % 6 * privileged.SEAT_SIZE
            assert x[base + IDENTITIES.index(p.identity)] == 1
            assert x[base:base + len(IDENTITIES)].sum() == 1
            hand = x[base + len(IDENTITIES) + len(rl.vocab.ROLE_IDS):base + privileged.SEAT_SIZE]
            assert hand.sum() == len(p.hand)
    s = e.state()
    assert e.state_space.contains(s)
    twin = game.clone()
    a, b = twin.players[0], next(p for p in twin.players if p.identity != twin.players[0].identity)
    a.identity, b.identity = b.identity, a.identity
    assert not np.array_equal(privileged.global_state(twin), s)   # the state sees identities
