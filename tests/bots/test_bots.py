"""The bots: legal answers, determinism, what they are shown, and sensible heuristic play."""
from __future__ import annotations

import copy
import random

import pytest

from fengsheng.bots import BOTS, Bot, HeuristicBot, make_bot, play_game
from fengsheng.cards.deck import BLACK, TEXT, deck
from fengsheng.engine import Config, Option, apply, new_game
from fengsheng.simulate import play_games
from fengsheng.views import observe


def lineup(names, players, seed):
    return [make_bot(names[s % len(names)], s, seed * 100 + s) for s in range(players)]


class Checked(Bot):
    """Wraps a bot; checks every answer is one of the observation's options and records the
    events it was shown."""

    def __init__(self, inner):
        super().__init__(inner.seat, 0)
        self.inner = inner
        self.shown = []
        self.decisions = 0

    def choose(self, observation, events):
        assert observation["seat"] == self.seat
        assert observation["pending"]["yours"]
        legal = [Option(*o) for o in observation["pending"]["options"]]
        frozen = copy.deepcopy(observation)
        answer = self.inner.choose(observation, events)
        assert observation == frozen, "a bot must not alter the observation it is given"
        assert isinstance(answer, Option) and answer in legal
        self.shown.extend(events)
        self.decisions += 1
        return answer


@pytest.mark.parametrize("players", range(3, 10))
@pytest.mark.parametrize("names", [("heuristic",), ("random",), ("heuristic", "random")])
def test_bots_only_answer_legally_and_games_end(players, names):
    games = 4 if names == ("heuristic",) else 3
    for seed in range(games):
        bots = [Checked(b) for b in lineup(names, players, seed)]
        state = play_game(Config(players=players), seed, bots)
        assert state.over
        assert sum(b.decisions for b in bots) == state.step
        assert state.end_reason


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_are_deterministic_for_a_seed(name):
    config = Config(players=6, deck="promo")
    runs = [play_game(config, 7, [make_bot(name, s, 40 + s) for s in range(6)]) for _ in range(2)]
    assert runs[0].hash() == runs[1].hash()
    assert runs[0].step == runs[1].step
    # A different bot seed changes the bots' choices (same deal), so the game differs.
    other = play_game(config, 7, [make_bot(name, s, 90 + s) for s in range(6)])
    assert other.hash() != runs[0].hash()


def test_bots_are_shown_only_their_seats_events():
    bots = [Checked(b) for b in lineup(("heuristic", "random"), 5, 3)]
    play_game(Config(players=5), 3, bots)
    for b in bots:
        assert b.shown
        for ev in b.shown:
            assert "private" not in ev and "hide" not in ev
            if ev["type"] == "draw" and ev["seat"] != b.seat:
                assert "cards" not in ev
            if ev["type"] == "message_sent" and ev["seat"] != b.seat and ev["transmission"] != TEXT:
                assert "card" not in ev
        own_draws = [ev for ev in b.shown if ev["type"] == "draw" and ev["seat"] == b.seat]
        assert own_draws and all("cards" in ev for ev in own_draws)


def test_make_bot_rejects_unknown_names_and_bad_seats():
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        make_bot("clever", 0, 1)
    with pytest.raises(ValueError, match="seat"):
        make_bot("random", -1, 1)
    with pytest.raises(ValueError, match="seed"):
        make_bot("heuristic", 0, "x")


def test_play_game_refuses_an_illegal_answer_and_a_wrong_lineup():
    class Cheat(Bot):
        def choose(self, observation, events):
            return Option("take")   # never legal in a response window or a send

    with pytest.raises(RuntimeError, match="not a legal option"):
        play_game(Config(players=3), 1, [Cheat(s, 0) for s in range(3)])
    with pytest.raises(ValueError, match="3 players need 3 bots"):
        play_game(Config(players=3), 1, [make_bot("random", 0, 0)])


def _receive_observation(black_message: bool):
    """A real observation at a 情报接收 decision, edited so that the deciding seat holds two
    fake messages and the message in transit is a face-up 文本 of the chosen colour."""
    config = Config(players=5)
    cards = deck(config.deck)
    for seed in range(200):
        state = new_game(config, seed)
        rng = random.Random(seed)
        while not state.over and state.pending.kind != "receive":
            opts = [o for o in state.pending.options if o.kind == "pass"] or state.pending.options
            apply(state, opts[rng.randrange(len(opts))])
        if state.over:
            continue
        seat = state.pending.seat
        obs = observe(state, seat)
        on_table = {c for p in obs["players"] for c in p["messages"]} | set(obs["you"]["hand"])
        blacks = [c.id for c in cards if c.colour == BLACK and c.id not in on_table]
        text = [c.id for c in cards if c.transmission == TEXT and c.id not in on_table
                and (c.colour == BLACK) == black_message and c.id not in blacks[:2]]
        obs["players"][seat]["messages"] = blacks[:2]
        obs["message"]["card"] = text[0]
        obs["message"]["face_up"] = True
        obs["message"]["transmission"] = TEXT
        return obs, seat
    raise AssertionError("no receive decision found")


def test_heuristic_declines_a_face_up_third_fake():
    obs, seat = _receive_observation(black_message=True)
    for bot_seed in range(20):
        bot = HeuristicBot(seat, bot_seed)
        assert bot.choose(copy.deepcopy(obs), []) == Option("decline")


def test_heuristic_takes_a_face_up_true_message_with_two_fakes():
    # The same position with a red or blue 文本 instead: nothing to fear, so it does take it
    # (this is what makes the test above able to fail).
    obs, seat = _receive_observation(black_message=False)
    assert HeuristicBot(seat, 0).choose(copy.deepcopy(obs), []) == Option("take")


def test_heuristic_never_takes_a_visible_third_fake_in_play():
    """Over many games: whenever a heuristic seat with two fakes sees a black message at its
    情报接收 and may decline, it declines (locked players are not asked)."""
    cards = deck("standard")
    seen = 0

    class Watch(Bot):
        def __init__(self, inner):
            super().__init__(inner.seat, 0)
            self.inner = inner

        def choose(self, observation, events):
            nonlocal seen
            answer = self.inner.choose(observation, events)
            p = observation["pending"]
            m = observation["message"]
            me = observation["players"][self.seat]
            if p["kind"] == "receive" and m and m["card"] is not None \
                    and cards[m["card"]].colour == BLACK \
                    and sum(cards[c].colour == BLACK for c in me["messages"]) >= 2:
                seen += 1
                assert answer == Option("decline")
            return answer

    # heuristic@3 rarely gets there (1 in these 40 games), so version 2 plays them too
    for name in ("heuristic", "heuristic@2"):
        for seed in range(40):
            bots = [Watch(make_bot(name, s, seed + s)) for s in range(5)]
            play_game(Config(players=5), seed, bots)
    assert seen >= 5, "the situation must actually arise for this test to mean anything"


def test_heuristic_beats_random_by_a_clear_margin():
    """Paired faction duels on the same deals: the faction seats win far more often when the
    heuristic plays them than when random does (95% Wilson intervals do not overlap)."""
    from fengsheng.simulate import summarise
    config = Config(players=5)
    names = ("heuristic", "random")
    results = play_games(config, names, 80, seed=2024, mode="faction")
    s = summarise(results, config, 2024, names, "faction")
    h, r = s.bot_faction_seats["heuristic"], s.bot_faction_seats["random"]
    assert h.n == r.n == 160
    assert h.ci[0] > r.ci[1] + 0.2, (h, r)
    # and in mixed rotating tables, per seat played
    results = play_games(config, names, 60, seed=7)
    s = summarise(results, config, 7, names, "rotate")
    assert s.per_bot["heuristic"].ci[0] > s.per_bot["random"].ci[1], s.per_bot
