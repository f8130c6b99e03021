"""Shared helpers for the random-play property tests (tests/properties) and the golden
playthroughs (tests/golden): every valid configuration, a seeded answer policy, random
positions, where each of the 81 cards is, and the invariants every position must satisfy.

Importable as ``helpers_random`` because ``tests/`` is not a package: pytest's default
"prepend" import mode puts it on ``sys.path`` (it holds ``conftest.py``, and it is the first
folder above the test packages ``tests/properties`` and ``tests/golden``).
"""
from __future__ import annotations

import contextlib
import json
import os
import random
import signal
from collections import Counter

from hypothesis import HealthCheck, settings

from fengsheng.cards.deck import BLUE, BYSTANDER, MILITARY, RED, UNDERGROUND
from fengsheng.engine import Config, GameState, Option, apply, new_game
from fengsheng.engine.decisions import SEND
from fengsheng.engine.position import to_position
from fengsheng.engine.setup import IDENTITY_TABLES, identity_counts
from fengsheng.notation import format_option, parse_option

DECKS = ("standard", "promo")

# Every valid (identity table, player count, deck edition): 20 configurations.
CONFIGS: tuple[Config, ...] = tuple(
    Config(players=n, deck=d, identity_table=t)
    for t in sorted(IDENTITY_TABLES) for n in sorted(IDENTITY_TABLES[t]) for d in DECKS)


def config_id(c: Config) -> str:
    return f"{c.identity_table}-{c.players}p-{c.deck}"


# A random game with the seeded uniform policy takes at most a few hundred answers (observed
# maximum ≈ 250 over thousands of games); the turn cap (Config.max_turns, ruling R20) ends
# every game, and every answer in a window spends a card or passes, so a game that needs
# more than this is looping.
MAX_ANSWERS = 5000

# Hypothesis settings used by this directory, applied per test (never loaded as a global
# profile, which would change other test directories). In CI the examples are derandomised
# so a run is reproducible; locally each run explores new seeds.
PROPERTY_SETTINGS = settings(
    max_examples=60, deadline=None, derandomize=bool(os.environ.get("CI")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def with_examples(n: int) -> settings:
    return settings(PROPERTY_SETTINGS, max_examples=n)


@contextlib.contextmanager
def time_limit(seconds: int):
    """Turn an endless loop inside the engine (``advance`` never returning) into a failure."""
    def on_alarm(signum, frame):
        raise AssertionError(f"gave up after {seconds}s: the engine seems to loop")
    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def choose(rng: random.Random, state: GameState) -> Option:
    """The seeded answer policy: a uniformly random legal option."""
    return rng.choice(state.pending.options)


def advance_random(state: GameState, rng: random.Random, steps: int | None = None,
                   on_step=None) -> list[Option]:
    """Answer ``steps`` decisions (all, until the game is over, if None) with the seeded
    policy; call ``on_step(state, option)`` after each answer. Returns the answers."""
    answers = []
    while not state.over and (steps is None or len(answers) < steps):
        if len(answers) >= MAX_ANSWERS:
            raise AssertionError(f"game not over after {MAX_ANSWERS} answers")
        o = choose(rng, state)
        apply(state, o)
        answers.append(o)
        if on_step is not None:
            on_step(state, o)
    return answers


def apply_checked(state: GameState, option: Option, check) -> None:
    """``apply`` then ``check(state)``; a failure of either says where: the exact position
    before the answer (load it with ``from_position``) and the answer."""
    before = state.clone()
    try:
        apply(state, option)
        check(state)
    except Exception as e:
        raise AssertionError(
            f"{type(e).__name__}: {e}\nafter answer {format_option(option)!r} to the position "
            f"{json.dumps(to_position(before), ensure_ascii=False)}") from e


def game_trace(config: Config, seed: int, policy_seed: int) -> list[tuple]:
    """A random game, decision by decision: (state hash, pending decision, events) after the
    deal and after every answer (for tests that play the same games two ways and compare)."""
    state = new_game(config, seed)
    rng = random.Random(policy_seed)
    trace = [(state.hash(), state.pending, list(state.events))]
    while not state.over:
        events = apply(state, rng.choice(state.pending.options))
        trace.append((state.hash(), state.pending, list(events)))
    return trace


def random_position(config: Config, seed: int, policy_seed: int, steps: int):
    """A position ``steps`` answers into game ``seed`` (earlier if the game ends first)."""
    state = new_game(config, seed)
    advance_random(state, random.Random(policy_seed), steps)
    return state


def mid_game(config: Config, seed: int, policy_seed: int, steps: int) -> GameState | None:
    """Like :func:`random_position` but stops one answer before the end if the game would
    end first, so a decision is always pending; None if the game ends at once."""
    state = new_game(config, seed)
    rng = random.Random(policy_seed)
    while state.pending is not None and state.step < steps:
        nxt = state.clone()
        apply(nxt, choose(rng, nxt))
        if nxt.over:
            break
        state = nxt
    return None if state.over else state


# -- where the cards are -----------------------------------------------------------------

def card_locations(state: GameState) -> list[tuple[str, int]]:
    """Every card the state holds, with its zone, from ``GameState.zones()`` (deck, discard,
    removed, each hand and message area, the message in transit, the stack, and 'resolving':
    the card of an effect under way and 真伪莫辨's undealt cards). The zones that are plain
    attributes are cross-checked against them, so a ``zones()`` that forgot one is caught."""
    z = state.zones()
    assert z["deck"] == state.deck and z["discard"] == state.discard
    assert z["removed"] == state.removed
    assert z["in_transit"] == ([] if state.message is None else [state.message["card"]])
    assert z["stack"] == [it.card for it in state.stack if it.card >= 0]
    for p in state.players:
        assert z[f"hand:{p.seat}"] == p.hand and z[f"messages:{p.seat}"] == p.messages
    return [(name, c) for name, cards in z.items() for c in cards]


_ALL_CARDS = list(range(81))


def assert_cards_conserved(state: GameState) -> None:
    """Each of the 81 cards is in exactly one zone."""
    locs = card_locations(state)
    if sorted(c for _, c in locs) == _ALL_CARDS:
        return
    counts = Counter(c for _, c in locs)
    dup = {c: [z for z, d in locs if d == c] for c, k in counts.items() if k > 1}
    missing = sorted(set(range(len(state.cards))) - set(counts))
    raise AssertionError(f"card zones broken at step {state.step}: duplicated {dup}, "
                         f"missing {missing}")


# -- invariants ---------------------------------------------------------------------------

_ROUND_TRIPPED: set = set()   # options already checked against the notation
END_REASONS = {"messages", "last_alive", "all_out", "turn_limit"}
FACTION_COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}


def check_invariants(state: GameState) -> None:
    """Everything that must hold in any reachable position (see the module docstring of
    tests/properties/test_random_play.py for the list and why)."""
    assert_cards_conserved(state)
    players = state.players
    n = state.n
    assert n == state.config.players
    idents = Counter(p.identity for p in players)
    u, m, b = identity_counts(n, state.config.identity_table)
    assert (idents[UNDERGROUND], idents[MILITARY], idents[BYSTANDER]) == (u, m, b)
    # A seat in the middle of dying (death triggers run before its cards are discarded,
    # rulebook 死亡) is not yet "dead" for these checks.
    dying = {f.seat for f in state.frames if f.kind == "death"}
    for p in players:
        if not p.alive and p.seat not in dying:
            assert not p.hand and not p.messages, f"dead seat {p.seat} still holds cards"
            assert p.identity_revealed, f"dead seat {p.seat}'s identity is not shown"
        if p.lost:
            assert not p.alive
    dead_by_death = [s for s, _ in state.deaths]
    assert len(dead_by_death) == len(set(dead_by_death))
    assert sorted(dead_by_death) == sorted(p.seat for p in players
                                           if not p.alive and not p.lost and p.seat not in dying)
    assert all(-1 <= k < n for _, k in state.deaths)
    assert set(state.locks) <= set(state.alive_seats())
    assert 0 <= state.turn_player < n
    assert (state.pending is None) == state.over
    if state.over:
        _check_end(state)
        return
    d = state.pending
    assert 0 <= d.seat < n and players[d.seat].alive, f"dead or bad seat asked: {d}"
    assert d.options, "a pending decision without options"
    assert len(set(d.options)) == len(d.options), f"duplicate options in {d}"
    for o in d.options:
        assert type(o) is Option
        if o not in _ROUND_TRIPPED:
            assert parse_option(format_option(o)) == o, o
            _ROUND_TRIPPED.add(o)
    assert_turn_player_alive_or_finishing(state)
    if d.kind == SEND:
        assert d.seat == state.turn_player
    if state.message is not None:
        assert state.message["sender"] == state.turn_player
    if state.stack:
        assert any(f.kind == "window" for f in state.frames)
    for p in players:
        if p.alive:
            # Death at three fakes and victory are immediate (rulebook 死亡, 宣告胜利).
            assert state.black_count(p.seat) < 3, f"seat {p.seat} alive with 3 black messages"
            colour = FACTION_COLOUR.get(p.identity)
            assert colour is None or state.colour_count(p.seat, colour) < 3, (
                f"seat {p.seat} met its victory condition but the game goes on")


def assert_turn_player_alive_or_finishing(state: GameState) -> None:
    """Ruling R18: when the turn player dies in their own turn the rest of it is skipped; only
    what is already under way finishes (a message in transit, the stack resolving, effects
    and triggers). So a decision pending in a dead player's turn needs one of those."""
    if state.players[state.turn_player].alive:
        return
    under_way = {"resolve_stack", "effect", "triggers", "death", "landed", "message"}
    assert (state.message is not None or state.stack
            or any(f.kind in under_way for f in state.frames)), (
        f"seat {state.pending.seat} is asked ({state.pending.kind} {state.pending.prompt}) in "
        f"the turn of dead seat {state.turn_player}, with nothing under way")


def _check_end(state: GameState) -> None:
    players = state.players
    n = state.n
    winners = state.winners
    assert state.end_reason in END_REASONS, state.end_reason
    assert len(set(winners)) == len(winners) and all(0 <= w < n for w in winners)
    assert all(p.identity_revealed for p in players)
    if state.end_reason in ("all_out", "turn_limit"):
        assert winners == () and state.declarer is None
        if state.end_reason == "all_out":
            assert not state.alive_seats()
        return
    dec = state.declarer
    assert dec is not None and dec in winners
    ident = players[dec].identity
    if ident == BYSTANDER:
        assert winners == (dec,)
    else:
        # Faction victory: the declarer's faction wins together, dead members included,
        # those who lost excluded (ruling R19).
        assert all(players[w].identity == ident for w in winners)
        assert set(winners) == {p.seat for p in players if p.identity == ident and not p.lost}
    if state.end_reason == "messages":
        colour = FACTION_COLOUR.get(ident)
        assert colour is not None and players[dec].alive
        assert state.colour_count(dec, colour) >= 3
    if state.end_reason == "last_alive":
        assert state.alive_seats() == [dec] and ident == BYSTANDER


def all_states_share_nothing(a: GameState, b: GameState) -> list[str]:
    """Paths of mutable objects (list, dict, set, Player) that ``a`` and ``b`` share; a clone
    must share none, or changing one would change the other. Timing events held by trigger
    and effect frames (field ``event``) are exempt: triggers.py declares them immutable once
    fired, so frames may share them; so is the ruleset, which every state of a game shares
    and nothing changes (engine/ruleset.py)."""
    shared: list[str] = []

    def walk(x, y, path):
        if path.endswith(".event") or path == "state.ruleset":
            return
        if isinstance(x, (list, dict, set, bytearray)) or hasattr(x, "__slots__") and not \
                isinstance(x, (tuple, int)):   # (a Hand is an int: immutable, shared)
            if x is y:
                shared.append(path)
                return
        if isinstance(x, dict) and isinstance(y, dict):
            for k in x:
                if k in y:
                    walk(x[k], y[k], f"{path}[{k!r}]")
        elif isinstance(x, (list, tuple)) and isinstance(y, (list, tuple)):
            for i, (xi, yi) in enumerate(zip(x, y)):
                walk(xi, yi, f"{path}[{i}]")
        elif hasattr(x, "__slots__") and not isinstance(x, (tuple, int)):
            for k in type(x).__slots__:
                if hasattr(x, k) and hasattr(y, k):
                    walk(getattr(x, k), getattr(y, k), f"{path}.{k}")

    walk(a, b, "state")
    return shared


def give_three_reds(state: GameState) -> bool:
    """Put three red cards from the deck in front of the first living 潜伏战线 player, by hand
    (as a loaded position could): they then meet their victory condition. False, changing
    nothing, if there is no such player or the deck holds fewer than three reds."""
    p = next((p for p in state.players if p.alive and p.identity == UNDERGROUND), None)
    reds = [c for c in state.deck if c in state.colour_ids[RED]][:3]
    if p is None or len(reds) < 3:
        return False
    for c in reds:
        state.deck.remove(c)
        p.messages.append(c)
    return True


def first_face_down_trigger(deals) -> GameState:
    """The first position, in random games over ``deals`` ((config, seed) pairs, played with
    the seed's uniform policy), where a seat whose role is face down is asked whether to use an
    automatic skill (就计, 弃卒保帅: the reveal skills that trigger on their own). Raises
    AssertionError if none of the games reaches one."""
    from fengsheng.engine.decisions import TRIGGER
    count = 0
    for config, seed in deals:
        count += 1
        state = new_game(config, seed)
        rng = random.Random(seed)
        while not state.over:
            d = state.pending
            if d.kind == TRIGGER and not state.players[d.seat].face_up:
                return state
            apply(state, rng.choice(d.options))
    raise AssertionError(f"no face-down trigger in {count} games")
