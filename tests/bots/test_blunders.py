"""Blunder counters (fengsheng/blunders.py) and the heuristic@2 rules that remove blunders:
frozen positions, and whole games for the counts."""
from __future__ import annotations

from fengsheng.blunders import Blunders
from fengsheng.bots import make_bot, play_game
from fengsheng.cards.deck import BLACK
from fengsheng.engine import Config
from fengsheng.engine.position import from_position
from fengsheng.views import observe

# A (潜伏战线) holds two fakes and must send: a black 锁定 or a red 退回.
TWO_BLACKS_SEND = {
    "players": [
        {"identity": "潜伏战线", "hand": ["锁定/黑/密电", "退回/红/文本"],
         "messages": ["调虎离山/黑/密电", "调虎离山/黑/密电"]},
        {"identity": "军情处"}, {"identity": "潜伏战线"}, {"identity": "军情处"},
        {"identity": "打酱油的"}],
    "turn": "A", "phase": "send_message"}


def _colour_sent(state, option):
    return state.cards[option.card].colour


def test_with_two_blacks_heuristic_2_sends_the_red_and_the_counter_sees_a_black_send():
    state = from_position(TWO_BLACKS_SEND)
    assert state.pending.kind == "send" and state.pending.seat == 0
    answer = make_bot("heuristic@2", 0, 1).choose(observe(state, 0), [])
    assert _colour_sent(state, answer) != BLACK
    watch = Blunders(5)
    watch.decision(state, 0, answer)
    assert watch.counts[0]["risky_send"] == 0
    black = next(o for o in state.pending.options if _colour_sent(state, o) == BLACK)
    watch.decision(state, 0, black)
    assert watch.counts[0]["risky_send"] == 1


def test_the_search_bot_2_never_searches_the_black_send_either():
    state = from_position(TWO_BLACKS_SEND)
    bot = make_bot("ismcts@2", 0, 1)
    answer = bot.choose(observe(state, 0), [])
    assert _colour_sent(state, answer) != BLACK
    if bot.last_search is not None:
        assert all(_colour_sent(state, o) != BLACK for o in bot.last_search["stats"])


def _totals(name, games, players=5):
    totals = dict.fromkeys(Blunders(1).counts[0], 0)
    for seed in range(games):
        watch = Blunders(players)
        play_game(Config(players=players), seed,
                  [make_bot(name, s, seed * 10 + s) for s in range(players)], watch=watch)
        for seat in watch.counts:
            for k, v in seat.items():
                totals[k] += v
    return totals


def test_in_self_play_heuristic_1_blunders_and_heuristic_2_does_not_send_into_death():
    old, new = _totals("heuristic@1", 12), _totals("heuristic@2", 12)
    assert old["risky_send"] > 0 and old["probe_ally"] > 0
    assert new["risky_send"] == 0
    assert new["probe_ally"] < old["probe_ally"]
    assert new["probe_enemy_draw"] <= old["probe_enemy_draw"]


def test_a_sender_that_took_its_own_third_black_is_counted_as_a_self_kill():
    """The random bot sends blacks with two in front of it: some come back and kill it; each
    counted self-kill is a death whose killer is the dead player itself."""
    kills = 0
    for seed in range(15):
        watch = Blunders(5)
        state = play_game(Config(players=5), seed,
                          [make_bot("random", s, seed + s) for s in range(5)], watch=watch)
        counted = sum(c["self_kill"] for c in watch.counts)
        assert counted == sum(1 for seat, killer in state.deaths if seat == killer)
        kills += counted
    assert kills > 0
