"""Random-play properties of 菲力猫 for 3-5 players (design §6.3-6.5): every game ends after nine
rounds; no mouse and no card is made or lost at any step; every pending decision has options
and each is accepted; anything else is refused without change; clones are independent; the
same seed and answers give the same game, in another process too; a record replays to the same
hash; a seat's view does not change when anything it may not know changes."""
import json
import os
import random
import subprocess
import sys

from hypothesis import given, settings, strategies as st

from fengsheng.games.api import IllegalAction
from fengsheng.games.felix import FELIX
from fengsheng.games.record import Session, replay

from .conftest import conserved

GAMES = st.tuples(st.sampled_from([3, 4, 5]), st.integers(0, 2**32))


def random_game(n, seed, each_step=None):
    """A game of uniformly random answers (``random.Random(seed)``); ``each_step(state, rng)``
    is called before each answer. Returns the session (state + record)."""
    rng = random.Random(seed)
    game = Session.new(FELIX, {"players": n}, seed)
    while not game.state.over:
        if each_step:
            each_step(game.state, rng)
        game.play(rng.choice(game.state.pending.options))
    return game


def illegal_answers(s):
    p = s.pending
    n_hand = {c % 10 for c in s.hands[p.seat]}
    yield from (("commit", k) for k in range(10) if p.kind != "commit" or k not in n_hand)
    yield ("bid", s.high)
    yield ("bid", s.mice[p.seat] + s.bids[p.seat] + 1)
    if p.kind != "buy":
        yield ("buy", 1)
    yield ("bid", "3")
    yield "pass"


@settings(max_examples=30, deadline=None)
@given(GAMES)
def test_random_games_end_and_conserve_mice_and_cards(game):
    n, seed = game

    def check(s, rng):
        conserved(s)
        p = s.pending
        assert p.options and len(set(p.options)) == len(p.options)
        if p.kind == "bid" and s.high:
            # felix.md §1.8: a seat only gets the turn while someone else holds the high bid,
            # so the last one left always holds it (passing.py relies on this).
            assert s.bids[p.seat] < s.high and s.bids.count(s.high) == 1
        before = s.hash()
        for bad in illegal_answers(s):
            try:
                FELIX.apply(s, bad)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"{bad!r} was accepted at {p}")
        try:
            FELIX.apply(s, p.options[0], seat=(p.seat + 1) % n)
            raise AssertionError("another seat's answer was accepted")
        except IllegalAction:
            pass
        assert s.hash() == before
        for option in rng.sample(p.options, min(3, len(p.options))):
            c = s.clone()
            FELIX.apply(c, option)
            conserved(c)
            assert s.hash() == before            # the clone is independent

    g = random_game(n, seed, check)
    s = g.state
    conserved(s)
    assert s.round == 9 and len(s.history) == 9 and not any(s.hands)
    assert s.pending is None and FELIX.outcome(s)["winners"]


@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_record_replays_to_the_same_state(game):
    n, seed = game
    g = random_game(n, seed)
    rec = json.loads(json.dumps(g.to_record()))
    again = replay(rec)
    assert again.state.hash() == g.state.hash() and again.answers == g.answers


@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_stray_global_random_calls_change_nothing(game):
    n, seed = game
    plain = random_game(n, seed)
    noisy = random_game(n, seed, lambda s, rng: random.random())
    assert plain.state.hash() == noisy.state.hash() and plain.chain == noisy.chain


def test_same_game_in_another_process_with_another_hash_seed():
    code = ("import random\nfrom fengsheng.games.felix import FELIX\n"
            "for n in (3, 4, 5):\n s = FELIX.new_state({'players': n}, 99); r = random.Random(1)\n"
            " while not s.over: FELIX.apply(s, r.choice(s.pending.options))\n print(s.hash())")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": h}).stdout for h in ("1", "2")}
    assert len(outs) == 1 and len(outs.pop().split()) == 3


def hide_differently(s, seat, rng):
    """A copy of ``s`` that differs only in what ``seat`` may not know: other seats' hands and
    face-down cards and removed cards shuffled within each colour, the dummy's order, others'
    mice."""
    c = s.clone()
    for q in range(s.players):
        if q == seat:
            continue
        slots = [i for i, o in enumerate(c.owners) if o == q and i < len(c.row) and not c.up[i]]
        pool = c.hands[q] + [c.row[i] for i in slots] + [c.removed[q]]
        rng.shuffle(pool)
        k = len(c.hands[q])
        c.hands[q] = sorted(pool[:k])
        for j, i in enumerate(slots):
            c.row[i] = pool[k + j]
        c.removed[q] = pool[-1]
        c.mice[q] += rng.randrange(1, 9)
    if c.dummy:
        pool = c.dummy + [c.removed[3]]
        rng.shuffle(pool)
        c.dummy, c.removed[3] = pool[:-1], pool[-1]
    return c


@settings(max_examples=20, deadline=None)
@given(GAMES)
def test_a_view_depends_only_on_what_the_seat_may_know(game):
    n, seed = game
    changed = []

    def check(s, rng):
        for seat in (*range(n), None):
            other = hide_differently(s, seat, rng)
            changed.append(other.hash() != s.hash())
            assert FELIX.observe(other, seat) == FELIX.observe(s, seat)

    random_game(n, seed, check)
    assert any(changed)


def test_what_leaves_a_state_cannot_change_it():
    """observe and apply hand out copies: a bot that edits its observation or the events it was
    shown (the rounds' history lists were the state's own) changes nothing in the game."""
    s = FELIX.new_state({"players": 4}, 3)
    rng = random.Random(1)
    events = []
    while s.round < 3:
        events += FELIX.apply(s, rng.choice(s.pending.options))
    before = (s.hash(), json.dumps(FELIX.observe(s, 1)))
    for e in events:
        for v in e.values():
            if isinstance(v, list):
                v.append(99)
    for h in FELIX.observe(s, 0)["history"]:
        for v in h.values():
            if isinstance(v, list):
                v.append(99)
    assert (s.hash(), json.dumps(FELIX.observe(s, 1))) == before


def test_reveal_all_shows_what_every_view_hides_and_hands_out_copies():
    """The all-visible view (the replay of a finished game only): the row's face-down cards, the
    3-player dummy's under the sack too, every hand, every seat's mice, the dummy stack and the
    removed cards. No seat's view and no spectator's shows the dummy's card."""
    s = FELIX.new_state({"players": 3}, 11)
    assert s.owners[0] == -1 and s.row and not s.up[0]   # the deal: the dummy's card, face down
    before = s.hash()
    everything = FELIX.reveal_all(s)
    assert [r["card"] for r in everything["row"]] == s.row
    assert everything["dummy"] == s.dummy[::-1] and everything["removed"] == s.removed
    assert everything["hands"] == s.hands
    assert everything["mice"] == s.mice and everything["seat"] is None
    for seat in (0, 1, 2, None):
        view = FELIX.observe(s, seat)
        assert view["row"][0]["card"] is None and not {"hands", "dummy", "removed"} & set(view)
    for v in everything.values():
        if isinstance(v, list):
            v.append(99)
    everything["hands"][0].append(99)
    everything["row"][0]["card"] = 99
    assert s.hash() == before
