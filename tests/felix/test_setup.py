"""Setup for 3, 4 and 5 players (felix.md §1.2)."""
import re

import pytest

from fengsheng.games.api import ConfigError
from fengsheng.games.felix import FELIX
from fengsheng.games.felix.cards import SET_SIZE


@pytest.mark.parametrize("n, cards, bank_left, on_cards", [
    (3, (3, 6), 12, [3, 6]), (4, (2, 4, 6), 15, [2, 4, 6]), (5, (2, 3, 4, 6), 18, [2, 3, 4, 6])])
def test_table_by_player_count(n, cards, bank_left, on_cards, conserved):
    """"mouse cards 3, 6 / 2, 4, 6 / 2, 3, 4, 6"; "bank (includes the first fill) 21 / 27 / 33";
    "Each player takes 15 mice"."""
    s = FELIX.new_state({"players": n}, 7)
    assert s.mouse_cards == cards and s.on_cards == on_cards and s.bank == bank_left
    assert s.mice == [15] * n
    assert [len(h) for h in s.hands] == [9] * n
    conserved(s)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_one_card_per_set_removed_unseen(n):
    """"One card per player is removed unseen … Nobody learns what was removed, not even the
    owner." Each seat keeps 9 cards of its own colour; the removed one is in no view."""
    s = FELIX.new_state({"players": n}, 3)
    for seat in range(n):
        own = set(range(seat * SET_SIZE, (seat + 1) * SET_SIZE))
        assert set(s.hands[seat]) | {s.removed[seat]} == own
        kind = s.removed[seat] % SET_SIZE
        obs = FELIX.observe(s, seat)
        assert kind not in obs["you"]["hand"] and "removed" not in obs


def test_removal_is_random_across_seeds():
    removed = {tuple(c % SET_SIZE for c in FELIX.new_state({"players": 5}, seed).removed)
               for seed in range(40)}
    assert len(removed) > 30


def test_three_players_dummy_stack(conserved):
    """"3 players only: shuffle a fourth colour set face down, remove one random card unseen,
    and put the remaining 9 as a face-down dummy stack." Its top card opens every row."""
    s = FELIX.new_state({"players": 3, "start": 1}, 5)
    assert len(s.dummy) == 8 and len(s.row) == 1          # the first top card is already out
    assert {c // SET_SIZE for c in s.dummy + s.row + [s.removed[3]]} == {3}
    assert len(set(s.dummy + s.row + [s.removed[3]])) == 10
    assert s.owners == [-1, 1, 2, 0] and FELIX.observe(s, 1)["dummy_size"] == 8
    conserved(s)


def test_start_player_drawn_or_given():
    """"Choose a start player": drawn with the game's RNG (F10), or named by the config."""
    assert {FELIX.new_state({"players": 4}, seed).start for seed in range(30)} == {0, 1, 2, 3}
    s = FELIX.new_state({"players": 4, "start": 2}, 0)
    assert s.start == 2 and s.pending.seat == 2


@pytest.mark.parametrize("config, words", [
    ({"players": 2}, "3 to 5"), ({"players": 6}, "3 to 5"), ({"players": True}, "3 to 5"),
    ({"players": 4, "start": 4}, "start must be a seat"), ({"colour": 1}, "unknown")])
def test_bad_configuration_refused(config, words):
    with pytest.raises(ConfigError, match=words):
        FELIX.new_state(config, 0)


@pytest.mark.parametrize("seed, words", [
    (2 ** 64, "from 0 to 2**64 - 1"), (2 ** 64 + 5, "from 0 to 2**64 - 1"),
    (-1, "from 0 to 2**64 - 1"), (True, "must be an integer"), ("7", "must be an integer")])
def test_a_seed_the_generator_cannot_take_as_it_is_is_refused(seed, words):
    """The seed is the generator's first state (64 bits): wrapping 2**64 + 5 to 5 would give two
    seeds one game."""
    with pytest.raises(ConfigError, match=re.escape(words)):
        FELIX.new_state({"players": 4}, seed)
    assert FELIX.new_state({"players": 4}, 2 ** 64 - 1).seed == 2 ** 64 - 1
