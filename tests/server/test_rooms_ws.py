"""Rooms over the WebSocket: seats, bots, start, answers with sequence numbers, reconnecting,
the stand-in bot, chat, and every kind of bad frame (real server, real sockets, SQLite file)."""
from __future__ import annotations

import json
import time

import pytest
from sqlalchemy import create_engine, func, select
from websockets.exceptions import ConnectionClosed

from fengsheng.bots.heuristic import HeuristicBot
from fengsheng.server import ServerSettings
from fengsheng.server.models import answers, rooms

from .conftest import LiveServer, wait_seated


def stored_answers(url: str, game_id: int) -> list[tuple]:
    engine = create_engine(url)
    with engine.connect() as c:
        rows = c.execute(select(answers.c.step, answers.c.seat, answers.c.notation,
                                answers.c.actor).where(answers.c.game_id == game_id)
                         .order_by(answers.c.step)).all()
    engine.dispose()
    return [tuple(r) for r in rows]


def bot_table(server, seats=5, human_seat=0, **room):
    """A room where one player sits at ``human_seat`` and bots fill the other seats."""
    host = server.client("房主")
    created = host.create_room(seats=seats, time_limit=0, **room)
    ws = host.ws(created["id"])
    ws.send({"type": "sit", "seat": human_seat})
    for s in range(seats):
        if s != human_seat:
            ws.send({"type": "add_bot", "seat": s, "bot": "random" if s % 2 else "heuristic"})
    wait_seated(ws, seats)
    return host, created, ws


def my_next_decision(ws, timeout=20) -> dict:
    """The next view frame that asks this socket's seat (or ends the game)."""
    while True:
        f = ws.until("view", timeout)
        if f["options"] or f["result"]:
            return f


def whole_log(ws) -> list[str]:
    """The log as a client keeps it from the view frames it received."""
    lines: list[str] = []
    for f in ws.frames:
        if f["type"] == "view":
            del lines[f["log_start"]:]
            lines += f["log"]
    return lines


def test_connecting_greets_with_seat_room_and_chat(server):
    host, room, ws = bot_table(server, human_seat=2)
    ws.close()
    with host.ws(room["id"]) as again:
        hello = again.recv()
        assert hello == {"type": "hello", "seat": 2,
                         "you": {"player_id": hello["you"]["player_id"], "nickname": "房主"}}
        assert again.recv()["type"] == "chat_history"
        seats = again.until("room")["room"]["seat_list"]
        assert [s["kind"] for s in seats] == ["bot", "bot", "human", "bot", "bot"]
        assert seats[2]["nickname"] == "房主" and seats[1]["bot"] == "random"


def live_game(server, room):
    """The server's own game in ``room`` (a record.Game)."""
    return server.app.state.lobby.rooms[room["id"]].game


def test_a_game_with_bots_runs_to_the_end_and_is_recorded(server, sqlite_url):
    host, room, ws = bot_table(server)
    ws.send({"type": "start"})
    while not (f := my_next_decision(ws))["result"]:
        ws.send({"type": "answer", "seq": f["seq"], "index": len(f["options"]) - 1})
    rows = stored_answers(sqlite_url, f["game_id"])
    # seq counts what everyone saw change, not answers (the count of answers is hidden)
    assert len(rows) == len(live_game(server, room).answers) and f["view"]["step"] is None
    assert {r[3] for r in rows if r[1] == 0} == {"player"}
    assert {r[3] for r in rows if r[1] != 0} == {"bot"}
    listed = host.http.get("/api/games").json()["games"]
    assert [g["id"] for g in listed] == [f["game_id"]]
    assert listed[0]["winners"] == f["result"]["winners"]
    assert listed[0]["players"][0] == {"seat": 0, "nickname": "房主", "bot": None}
    assert listed[0]["result"] == f["result"]["text"].replace("你", "0号")
    assert host.http.get(f"/api/rooms/{room['id']}").json()["status"] == "finished"


@pytest.mark.parametrize("bot", ["ismcts", "policy"])
def test_the_search_bot_or_the_policy_plays_a_whole_game_in_a_room(server, sqlite_url, bot):
    host = server.client("房主")
    room = host.create_room(seats=4, time_limit=0)
    ws = host.ws(room["id"])
    ws.send({"type": "sit", "seat": 0})
    ws.send({"type": "add_bot", "seat": 1, "bot": bot})
    for s in (2, 3):
        ws.send({"type": "add_bot", "seat": s, "bot": "random"})
    assert wait_seated(ws, 4)["seat_list"][1]["bot"] == bot
    ws.send({"type": "start"})
    while not (f := my_next_decision(ws, timeout=60))["result"]:
        ws.send({"type": "answer", "seq": f["seq"], "index": len(f["options"]) - 1})
    rows = stored_answers(sqlite_url, f["game_id"])
    searched = [r for r in rows if r[1] == 1]
    assert searched and {r[3] for r in searched} == {"bot"}
    assert len(rows) == len(live_game(server, room).answers)


def test_a_bot_that_fails_does_not_hold_up_the_game(server, sqlite_url, monkeypatch):
    """A bot that raises (a search bot did, in a 临危受命 game) would fail again if asked again:
    its decision gets the safe default, the bot is built anew from the seat's history, and the
    game goes on to its end."""
    real, failed = HeuristicBot.choose, []

    def broken(bot, observation, events):   # seat 2's first bot fails at every decision
        if bot.seat == 2 and (not failed or bot in failed):
            failed.append(bot)
            raise ValueError("a bot's defect")
        return real(bot, observation, events)

    monkeypatch.setattr(HeuristicBot, "choose", broken)
    _host, room, ws = bot_table(server)     # seats 2 and 4: heuristic bots
    ws.send({"type": "start"})
    while not (f := my_next_decision(ws, timeout=60))["result"]:
        ws.send({"type": "answer", "seq": f["seq"], "index": len(f["options"]) - 1})
    game = live_game(server, room)
    assert len(failed) == 1 and game.state.over
    rows = stored_answers(sqlite_url, f["game_id"])
    assert len(rows) == len(game.answers)
    assert [r for r in rows if r[1] == 2][0][3] == "bot"


def test_a_stale_or_repeated_answer_is_ignored_never_applied_twice(server, sqlite_url):
    _host, room, ws = bot_table(server)
    ws.send({"type": "start"})
    f = my_next_decision(ws)
    step = live_game(server, room).state.step   # still: the decision is this seat's
    ws.send({"type": "answer", "seq": f["seq"], "index": 0})
    ws.send({"type": "answer", "seq": f["seq"], "index": 0})   # the same frame again
    err = ws.until("error")
    assert err["code"] == "stale" and err["ref"] == "answer"
    ws.send({"type": "answer", "seq": f["seq"] + 1000, "index": 0})   # from the future
    assert ws.until("error")["code"] == "stale"
    applied = [r for r in stored_answers(sqlite_url, f["game_id"]) if r[0] == step + 1]
    assert applied == [(step + 1, 0, f["options"][0]["notation"], "player")]
    assert sum(1 for r in stored_answers(sqlite_url, f["game_id"]) if r[3] == "player") == 1


def test_bad_frames_get_an_error_and_change_nothing(server, sqlite_url):
    _host, room, ws = bot_table(server)
    ws.send({"type": "start"})
    f = my_next_decision(ws)
    step = live_game(server, room).state.step   # still: the decision is this seat's
    bad = [
        ("{not json", "bad_frame"),
        (json.dumps([1, 2]), "bad_frame"),
        (json.dumps({"type": "answer", "seq": str(f["seq"]), "index": 0}), "bad_frame"),
        (json.dumps({"type": "answer", "seq": f["seq"], "index": True}), "bad_frame"),
        (json.dumps({"type": "answer", "seq": f["seq"], "index": -1}), "bad_frame"),
        (json.dumps({"type": "answer", "seq": f["seq"], "index": 0, "x": 1}), "bad_frame"),
        (json.dumps({"type": "launch"}), "bad_frame"),
        (json.dumps({"type": "answer", "seq": f["seq"], "index": 99}), "bad_index"),
        (json.dumps({"type": "chat", "text": "x" * 5000}), "too_large"),
        (json.dumps({"type": "sit", "seat": 1}), "not_allowed"),   # game running
        (json.dumps({"type": "add_bot", "seat": 0, "bot": "random"}), "not_allowed"),
        (json.dumps({"type": "start"}), "not_allowed"),
    ]
    for text, code in bad:
        ws.send(text)
        err = ws.until("error")
        assert err["code"] == code, text
        assert err["message"]
    ws.conn.send(b"\x00\x01binary")
    assert ws.until("error")["code"] == "bad_frame"
    assert len(stored_answers(sqlite_url, f["game_id"])) == step
    ws.send({"type": "answer", "seq": f["seq"], "index": 0})   # the game still goes on
    ws.until("view")
    assert len(stored_answers(sqlite_url, f["game_id"])) > step


def test_only_the_seat_whose_decision_it_is_may_answer(server, sqlite_url):
    host = server.client("甲")
    guest = server.client("乙")
    room = host.create_room(seats=3, time_limit=0)
    a, b = host.ws(room["id"]), guest.ws(room["id"])
    a.send({"type": "sit", "seat": 0})
    b.send({"type": "sit", "seat": 1})
    a.send({"type": "add_bot", "seat": 2, "bot": "random"})
    wait_seated(a, 3)
    a.send({"type": "start"})
    frames = {}   # a seat gets a frame only when what it sees changes: read both as they come
    end = time.monotonic() + 10
    while not any(f["options"] for f in frames.values()) and time.monotonic() < end:
        for seat, ws in ((0, a), (1, b)):
            try:
                f = ws.recv(0.05)
            except TimeoutError:
                continue
            if f["type"] == "view":
                frames[seat] = f
    asked = next(s for s, f in frames.items() if f["options"])
    other = (a, b)[1 - asked]
    seq = frames[asked]["seq"]
    steps = live_game(server, room).state.step   # still: the decision is the asked seat's
    other.send({"type": "answer", "seq": seq, "index": 0})   # not this seat's decision
    # in a response window the error must not tell that someone else is asked
    window = frames[asked]["view"]["pending"]["kind"] == "respond"
    assert other.until("error")["code"] == ("stale" if window else "not_your_turn")
    watcher = server.client("丙").ws(room["id"])
    watcher.until("view")
    watcher.send({"type": "answer", "seq": seq, "index": 0})
    assert watcher.until("error")["code"] == "not_allowed"
    assert len(stored_answers(server_url(server), frames[asked]["game_id"])) == steps
    for ws in (a, b, watcher):
        ws.close()


def server_url(server) -> str:
    return str(server.app.state.lobby.store.engine.url)


def test_seats_bots_and_host_rights(server):
    host = server.client("房主")
    guest = server.client("客人")
    room = host.create_room(seats=3, time_limit=0)
    h, g = host.ws(room["id"]), guest.ws(room["id"])
    h.send({"type": "sit", "seat": 0})
    while g.until("room")["room"]["seat_list"][0]["kind"] != "human":
        pass
    g.send({"type": "sit", "seat": 0})
    assert g.until("error")["code"] == "seat_taken"
    g.send({"type": "sit", "seat": 3})
    assert g.until("error")["code"] == "bad_frame"     # a 3-seat room has no seat 3
    g.send({"type": "sit", "seat": 1})
    g.send({"type": "add_bot", "seat": 2, "bot": "random"})
    assert g.until("error")["code"] == "not_allowed"   # the host is here: only the host
    h.send({"type": "start"})
    assert h.until("error")["code"] == "not_ready"
    h.send({"type": "add_bot", "seat": 2, "bot": "heuristic"})
    h.send({"type": "remove_bot", "seat": 2})
    h.send({"type": "remove_bot", "seat": 1})
    assert h.until("error")["code"] == "not_allowed"   # a person, not a bot
    g.send({"type": "stand"})
    g.send({"type": "sit", "seat": 2})
    seats = h.until("room")["room"]["seat_list"]
    while [s["kind"] for s in seats] != ["human", "empty", "human"]:
        seats = h.until("room")["room"]["seat_list"]
    h.close()   # the host leaves (a reload?): the powers stay theirs for the grace period
    while (room_now := g.until("room")["room"])["seat_list"][0]["connected"]:
        pass
    assert room_now["host_present"] is True
    g.send({"type": "add_bot", "seat": 1, "bot": "random"})
    assert g.until("error")["code"] == "not_allowed"
    g.close()


def test_host_powers_pass_after_the_grace_and_the_host_frees_seats_of_people_gone(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0, reconnect_grace=0.5)) as server:
        host, guest, gone = server.client("房主"), server.client("客人"), server.client("过客")
        room = host.create_room(seats=3, time_limit=0)
        h, g, x = host.ws(room["id"]), guest.ws(room["id"]), gone.ws(room["id"])
        g.send({"type": "sit", "seat": 1})
        x.send({"type": "sit", "seat": 2})
        while [s["kind"] for s in h.until("room")["room"]["seat_list"]] != [
                "empty", "human", "human"]:
            pass
        h.send({"type": "remove_player", "seat": 2})
        assert h.until("error")["code"] == "not_allowed"      # still here: not removable
        x.close()
        while h.until("room")["room"]["seat_list"][2]["connected"]:
            pass
        g.send({"type": "remove_player", "seat": 2})
        assert g.until("error")["code"] == "not_allowed"      # only the host
        h.send({"type": "remove_player", "seat": 2})
        while h.until("room")["room"]["seat_list"][2]["kind"] != "empty":
            pass
        h.close()
        while g.until("room")["room"]["host_present"]:       # told when the grace ends
            pass
        g.send({"type": "add_bot", "seat": 2, "bot": "random"})
        while (seats := g.until("room")["room"]["seat_list"])[2]["kind"] != "bot":
            pass
        assert seats[2]["bot"] == "random"
        g.close()


def test_reloading_puts_the_player_back_with_the_current_view(server):
    host, room, ws = bot_table(server)
    ws.send({"type": "start"})
    f = my_next_decision(ws)
    ws.send({"type": "answer", "seq": f["seq"], "index": 0})
    f = my_next_decision(ws)
    ws.close()
    with host.ws(room["id"]) as again:
        assert again.recv()["seat"] == 0
        v = again.until("view")
        assert v["seq"] == f["seq"] and v["view"] == f["view"]
        assert v["options"] == f["options"] and v["log_start"] == 0
        assert v["log"] == whole_log(ws) and v["log"] and v["view"]["you"]["hand"]
        steps = live_game(server, room).state.step
        again.send({"type": "answer", "seq": v["seq"], "index": 0})
        again.until("view")
        assert len(live_game(server, room).answers) > steps   # the answer was taken


def test_a_bot_stands_in_for_a_disconnected_player_until_they_return(sqlite_url):
    settings = ServerSettings(bot_delay=0, reconnect_grace=0.2)
    with LiveServer(sqlite_url, settings) as server:
        host, room, ws = bot_table(server)
        ws.send({"type": "start"})
        f = my_next_decision(ws)
        ws.close()
        deadline = time.monotonic() + 20
        game_id = f["game_id"]
        while not any(r[3] == "stand_in" for r in stored_answers(sqlite_url, game_id)):
            assert time.monotonic() < deadline, "no stand-in bot answered"
            time.sleep(0.1)
        with host.ws(room["id"]) as again:
            again.until("hello")
            # Back: the stand-in stops; the player's next decision waits for them.
            v = my_next_decision(again)
            if v["result"] is None:
                live = server.app.state.lobby.rooms[room["id"]].game
                steps = live.state.step
                time.sleep(0.5)   # nobody answers for the player meanwhile
                assert live.state.step == steps == stored_answers(sqlite_url, game_id)[-1][0]
                again.send({"type": "answer", "seq": v["seq"], "index": 0})
                again.until("view")
                assert stored_answers(sqlite_url, game_id)[-1][0] > steps   # bots may follow


def timed_table(server, seconds=1, window_ms=800):
    """A 3-seat room with a ``seconds`` time limit (rounds of response windows shown
    ``window_ms``): the host at seat 0, random bots, a spectator; started. -> (host socket,
    spectator socket, first view frame of the host, the room)."""
    host = server.client("房主")
    me = host.http.get("/api/session").json()   # (the API allows no limit under 10 s)
    room = server.call(server.app.state.lobby.create_room(
        "限时", {"id": me["player_id"], "nickname": me["nickname"]}, 3, "standard", False,
        seconds, window_ms))
    ws = host.ws(room.id)
    ws.send({"type": "sit", "seat": 0})
    ws.send({"type": "add_bot", "seat": 1, "bot": "random"})
    ws.send({"type": "add_bot", "seat": 2, "bot": "random"})
    wait_seated(ws, 3)
    watcher = server.client("观众").ws(room.id)
    ws.send({"type": "start"})
    return ws, watcher, my_next_decision(ws), room


def until_away(ws, away: bool, timeout: float = 10) -> dict:
    """The next room frame in which seat 0's 托管 is ``away``."""
    end = time.monotonic() + timeout
    while (room := ws.until("room", timeout=max(0.1, end - time.monotonic()))["room"]) \
            ["seat_list"][0]["away"] is not away:
        pass
    return room


def test_a_timeout_answers_the_safe_default_says_so_and_public_ones_in_a_row_make_the_seat_away(
        sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0, reconnect_grace=30)) as server:
        ws, watcher, f, _ = timed_table(server)
        assert f["deadline"] - f["now"] <= 1000
        away = None
        deadline = time.monotonic() + 40
        while away is None:
            assert time.monotonic() < deadline, "the seat never went to 托管"
            watcher.drain()
            g = ws.recv(timeout=10)
            if g["type"] == "room" and g["room"]["seat_list"][0]["away"]:
                away = g["room"]
            elif g["type"] == "view" and g["options"] and g["view"]["pending"]["kind"] == "respond":
                # 自动让过 passing for an absent player does not end the run of timeouts.
                passes = [o["index"] for o in g["options"] if o["kind"] == "pass"]
                if passes and len(passes) < len(g["options"]):
                    ws.send({"type": "answer", "seq": g["seq"], "index": passes[0]})
        until_away(watcher, True)
        rows = [r for r in stored_answers(server_url(server), f["game_id"]) if r[1] == 0]
        actors = [r[3] for r in rows]
        k = actors.index("stand_in") if "stand_in" in actors else len(actors)
        timed = [r for r in rows[:k] if r[3] == "timeout"]
        # Timeouts (and the passes sent for the player) until 托管, the stand-in bot after.
        assert timed and set(actors[:k]) <= {"timeout", "player"}
        assert set(actors[k:]) <= {"stand_in"}
        assert all(r[2] == "pass" for r in rows[:k] if r[3] == "player")
        # Never a card or a skill: only passes, declines, no's, forced takes, sends and choices.
        assert not [r for r in timed if r[2].split()[0] in ("use", "skill", "yes")], timed
        mine = [x for x in whole_log(ws) if x.startswith("你超时，自动")]
        public = [x for x in whole_log(watcher) if x.startswith("0号超时，自动")]
        assert len(mine) == len(timed) and len(public) == 2
        # A response window's timeout is told to the player alone: its seat stays hidden.
        assert not [x for x in public if "让过" in x]
        ws.send({"type": "back"})
        until_away(ws, False)


def test_a_replay_says_where_a_timeout_answered_as_the_live_log_did(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0, reconnect_grace=30)) as server:
        ws, watcher, f, room = timed_table(server, window_ms=0)
        watcher.close()   # unread, it would fill up; a spectator who comes at the end sees all
        while not ws.until("view", timeout=40)["result"]:   # timeouts, then 托管 to the end
            pass
        watcher = server.client("观众").ws(room.id)
        watcher.until("view")
        http = server.client("回看").http
        steps = http.get(f"/api/games/{f['game_id']}/replay").json()["steps"]
        for sock, seat in ((ws, "0"), (watcher, None)):
            live = whole_log(sock)
            assert [x for x in live if "超时，自动" in x]
            params = {"step": steps} | ({"seat": seat} if seat else {})
            replayed = http.get(f"/api/games/{f['game_id']}/replay", params=params).json()["log"]
            assert replayed == live
        # A step before the first timeout's answer shows none of its lines yet.
        first = next(k for k, r in enumerate(stored_answers(server_url(server), f["game_id"]))
                     if r[3] == "timeout")
        early = http.get(f"/api/games/{f['game_id']}/replay", params={"step": first, "seat": 0})
        assert not [x for x in early.json()["log"] if "超时" in x]


def test_a_player_turns_away_on_and_off_and_chat_does_not_end_it(sqlite_url):
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0, reconnect_grace=30)) as server:
        ws, watcher, f, room = timed_table(server, seconds=0)
        ws.send({"type": "away"})
        until_away(watcher, True)
        while not ws.until("view", timeout=10)["bot_playing"]:
            pass
        ws.send({"type": "chat", "text": "我去倒杯水"})
        ws.until("chat")
        game_id = f["game_id"]
        deadline = time.monotonic() + 20
        while not any(r[3] == "stand_in" for r in stored_answers(server_url(server), game_id)):
            assert time.monotonic() < deadline, "托管 did not play the seat"
            watcher.drain()
            time.sleep(0.1)
        assert room.away == {0}                                   # still 托管 after the chat
        ws.send({"type": "back"})
        until_away(watcher, False)


def test_chat_is_broadcast_as_plain_text_and_limited(server):
    host = server.client("<b>主</b>")
    room = host.create_room()
    a = host.ws(room["id"])
    b = server.client("乙").ws(room["id"])
    text = "<img src=x onerror=alert(1)>你好 & 再见"
    a.send({"type": "chat", "text": text})
    got = b.until("chat")["message"]
    assert got["text"] == text and got["nickname"] == "<b>主</b>"
    for bad in ("", "   ", "x" * 201, "a\u202eb", "line\nbreak"):
        a.send({"type": "chat", "text": bad})
        assert a.until("error")["code"] == "bad_frame"
    # Chat history survives and comes with a new connection.
    c = server.client("丙").ws(room["id"])
    assert [m["text"] for m in c.until("chat_history")["messages"]] == [text]
    for ws in (a, b, c):
        ws.close()


def test_per_connection_rate_limits(server):
    host = server.client("快手")
    room = host.create_room()
    with host.ws(room["id"]) as ws:
        for i in range(8):
            ws.send({"type": "chat", "text": f"第{i}句"})
        for _ in range(60):
            ws.send({"type": "ping"})
        codes = []
        end = time.monotonic() + 5
        while time.monotonic() < end:
            try:
                f = ws.recv(timeout=0.5)
            except TimeoutError:
                break
            if f["type"] in ("error", "pong", "chat"):
                codes.append(f.get("code", f["type"]))
        assert codes.count("chat") == 5                 # a burst of 5 chat lines, then limited
        assert "rate_limited" in codes
        assert codes.count("pong") < 60


@pytest.mark.parametrize("token, origin, code", [
    ("", None, 4401), ("forged-token", None, 4401), (None, "http://evil.example", 4403)])
def test_sockets_without_a_session_or_from_another_site_are_refused(server, token, origin, code):
    c = server.client("某人")
    room = c.create_room()
    with pytest.raises(ConnectionClosed) as e:
        ws = c.ws(room["id"], token=token, origin=origin)
        ws.recv(timeout=5)
    assert e.value.rcvd.code == code


def test_an_unknown_room_is_refused(server):
    c = server.client("某人")
    with pytest.raises(ConnectionClosed) as e:
        c.ws(999).recv(timeout=5)
    assert e.value.rcvd.code == 4404


def test_room_rows_follow_the_seats(server, sqlite_url):
    host, room, _ws = bot_table(server, seats=4)
    engine = create_engine(sqlite_url)
    with engine.connect() as c:
        seat_list = c.execute(select(rooms.c.seat_list).where(rooms.c.id == room["id"])).scalar()
        n = c.execute(select(func.count()).select_from(rooms)).scalar()
    engine.dispose()
    assert n == 1
    assert seat_list[0] == {"player_id": host.http.get("/api/session").json()["player_id"]}
    assert seat_list[1:] == [{"bot": "random"}, {"bot": "heuristic"}, {"bot": "random"}]
