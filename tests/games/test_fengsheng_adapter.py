"""风声 through the game-neutral interface (games/fengsheng_adapter.py): the shared layers (the bot
loop, records) run it unchanged, and its answers are checked as the engine checks them."""
import pytest

from fengsheng.engine import Config, new_game
from fengsheng.games import get_game
from fengsheng.games.api import IllegalAction
from fengsheng.games.bots import make_bot, play_game
from fengsheng.games.record import Session, replay
from fengsheng.views import observe

FENGSHENG = get_game("fengsheng")


def test_same_game_as_the_engine():
    config = FENGSHENG.config(players=5)
    s = FENGSHENG.new_state(config, 3)
    assert s.hash() == new_game(Config(players=5), 3).hash()
    assert FENGSHENG.observe(s, 1) == observe(s, 1)


def test_the_shared_bot_loop_and_records_play_it():
    bots = [make_bot(FENGSHENG, "random", seat, seat) for seat in range(5)]
    final = play_game(FENGSHENG, {"players": 5}, 8, bots)
    assert final.over and FENGSHENG.outcome(final)["scores"].count(1) == len(final.winners)
    g = Session.new(FENGSHENG, {"players": 4}, 2)
    for _ in range(30):
        g.play(g.state.pending.options[0])
    assert replay(g.to_record()).state.hash() == g.state.hash()


def test_an_illegal_answer_raises_the_interfaces_error():
    s = FENGSHENG.new_state(FENGSHENG.config(players=5), 1)
    before = s.hash()
    with pytest.raises(IllegalAction):
        FENGSHENG.apply(s, ("dance",))
    assert s.hash() == before


def test_reveal_all_shows_every_hand_and_every_hidden_field():
    """The all-visible view of the interface (finished games' replays): every hand, and the
    events' hidden fields (the cards drawn), which no seat's view and no spectator's holds."""
    s = FENGSHENG.new_state(FENGSHENG.config(players=5), 4)
    everything = FENGSHENG.reveal_all(s)
    assert [p["hand"] for p in everything["players"]] == [list(p.hand) for p in s.players]
    assert everything["you"] is None and everything["step"] == s.step
    draw = next(e for e in s.events if e["type"] == "draw")
    assert [e["cards"] for e in FENGSHENG.reveal_events([draw])] == [draw["cards"]]
    for seat in (*range(5), None):
        assert all(p["hand"] is None for p in FENGSHENG.observe(s, seat)["players"])
        if seat not in draw["private"]:
            assert "cards" not in FENGSHENG.visible_events([draw], seat)[0]
