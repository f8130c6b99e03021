"""Replays of finished games over HTTP: any step, forward and back, from any seat or with
everything revealed — and nothing about a game still being played."""
from __future__ import annotations

import json

from fengsheng.cards.deck import deck
from fengsheng.engine import Config
from fengsheng.i18n import zh_cn as zh
from fengsheng.record import replay
from fengsheng.views import observe, visible_events

from .conftest import play_to_end, wait_seated


def finished_game(server):
    player = server.client("回放者")
    room = player.create_room(seats=4, time_limit=0)
    ws = player.ws(room["id"])
    ws.send({"type": "sit", "seat": 0})
    for s in (1, 2, 3):
        ws.send({"type": "add_bot", "seat": s, "bot": "random"})
    wait_seated(ws, 4)
    ws.send({"type": "start"})
    end = play_to_end(ws)
    ws.close()
    return player, end["game_id"]


def test_any_step_of_a_finished_game_from_any_seat_or_all(server):
    player, game_id = finished_game(server)
    game = player.http.get(f"/api/games/{game_id}").json()
    rec = game["record"]
    steps = len(rec["answers"])
    assert game["steps"] == steps > 0 and replay(rec).state.over
    config = Config.from_dict(rec["config"])
    cards = deck(config.deck)
    for step in (steps, steps // 2, 0, steps // 2 + 1):     # forward and back
        state_game = replay(rec, upto=step)
        for seat, omniscient in ((0, False), (2, False), (None, False), (None, True)):
            param = "all" if omniscient else seat
            q = f"?step={step}" + (f"&seat={param}" if param is not None else "")
            got = player.http.get(f"/api/games/{game_id}/replay{q}").json()
            assert got["step"] == step and got["steps"] == steps
            assert got["view"] == json.loads(json.dumps(
                observe(state_game.state, seat, omniscient)))
            narrator = zh.Narrator(zh.seat_names(config.players, seat), cards)
            assert got["log"] == [narrator.line(e) for e in
                                  visible_events(state_game.events, seat, omniscient)]
            pending = state_game.state.pending
            sees = pending is not None and (omniscient or pending.seat == seat)
            assert len(got["options"]) == (len(pending.options) if sees else 0)
            assert (got["result"] is not None) == (step == steps)


def test_replay_refuses_bad_steps_and_seats_and_unfinished_games(server):
    player, game_id = finished_game(server)
    steps = player.http.get(f"/api/games/{game_id}").json()["steps"]
    for q in (f"step={steps + 1}", "step=-1", "step=x", "seat=4", "seat=-1", "seat=me"):
        r = player.http.get(f"/api/games/{game_id}/replay?{q}")
        assert r.status_code == 422, q
    room = player.create_room(seats=3, time_limit=0)
    with player.ws(room["id"]) as ws:
        ws.send({"type": "sit", "seat": 0})
        ws.send({"type": "add_bot", "seat": 1, "bot": "random"})
        ws.send({"type": "add_bot", "seat": 2, "bot": "random"})
        wait_seated(ws, 3)
        ws.send({"type": "start"})
        running = ws.until("view")["game_id"]
        for path in (f"/api/games/{running}", f"/api/games/{running}/replay?seat=all"):
            assert player.http.get(path).status_code == 404
        assert running not in [g["id"] for g in player.http.get("/api/games").json()["games"]]


def test_a_gender_given_on_sitting_is_in_the_game_and_its_record(server):
    """"女性包括女性角色与女性玩家" (rulings R51): a person may give their gender when taking a seat;
    the room shows it, and it goes into the game's configuration, so the record replays."""
    player = server.client("她")
    room = player.create_room(seats=4, time_limit=0)
    ws = player.ws(room["id"])
    ws.send({"type": "sit", "seat": 1, "gender": "F"})
    for s in (0, 2, 3):
        ws.send({"type": "add_bot", "seat": s, "bot": "random"})
    seated = wait_seated(ws, 4)
    assert [s["gender"] for s in seated["seat_list"]] == ["", "F", "", ""]
    ws.send({"type": "start"})
    end = play_to_end(ws)
    ws.close()
    rec = player.http.get(f"/api/games/{end['game_id']}").json()["record"]
    assert rec["config"]["player_genders"] == ["", "F", "", ""]
    assert replay(rec).state.config.player_genders == ("", "F", "", "")
