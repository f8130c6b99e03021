"""菲力猫 rooms: a room chooses its game, the server hosts 菲力猫 through the game-neutral interface
(``games/api.py``; ``server/hosting.py``), with bots from ``games/bots.py``, records in
``games.record`` format, replays, and a restart that resumes the game in progress. Every frame
a socket receives is compared with ``observe(state, seat)`` of a replica of the game."""
from __future__ import annotations

import json
import random
import time

from sqlalchemy import select

from fengsheng.games import get_game
from fengsheng.games.record import Session, replay
from fengsheng.server import ServerSettings, hosting
from fengsheng.server import models as m

from .conftest import FAST, LiveServer, play_to_end, wait_seated

FELIX = get_game("felix")
UNLIMITED = ServerSettings(bot_delay=0, reconnect_grace=30, frame_rate=10_000, frame_burst=10_000)


def _json(x):
    return json.loads(json.dumps(x))


def test_every_frame_of_a_felix_game_holds_only_what_its_seat_may_know(sqlite_url):
    with LiveServer(sqlite_url, UNLIMITED) as server:
        _play_every_frame_checked(server, 4, random.Random(16))


def test_the_all_visible_view_is_for_finished_games_only(sqlite_url):
    """3 players: the dummy's card under the sack stays face down through the commits. No live
    frame to a seat or a spectator shows it (each is its seat's ``observe``); the replay of the
    finished game shows its face in 全部公开 (``reveal_all``), and only there."""
    with LiveServer(sqlite_url, UNLIMITED) as server:
        replica, game_id, sockets = _play_every_frame_checked(server, 3, random.Random(3))
        for raw in (r for ws in sockets for r in ws.raw):
            view = json.loads(raw).get("view") or {}
            assert not {"hands", "dummy", "removed"} & set(view)
            assert all(r["card"] is None for r in view.get("row", ())
                       if r["owner"] == -1 and not r["up"])
        rec = replica.to_record()
        for step in range(len(rec["answers"])):
            s = replay(rec, step).state
            if s.owners[:1] == [-1] and s.row and not s.up[0]:
                break
        else:
            raise AssertionError("no step with the dummy's card face down")
        me = server.client("回看")

        def view(seat):
            params = {"step": step, **({} if seat is None else {"seat": seat})}
            return me.http.get(f"/api/games/{game_id}/replay", params=params).json()
        everything = view("all")
        assert everything["view"] == _json(FELIX.reveal_all(s))
        assert everything["view"]["row"][0]["card"] == s.row[0] is not None
        assert everything["seat"] == "all" and everything["view"]["dummy"] == s.dummy[::-1]
        for seat in (None, 0, 1, 2):
            assert view(seat)["view"] == _json(FELIX.observe(s, seat))
            assert view(seat)["view"]["row"][0]["card"] is None


def _play_every_frame_checked(server, seats, rng):
    """Play a whole game by random answers from every seat's socket, a spectator watching;
    every frame must be its seat's observation of a replica of the game. Returns the replica,
    the game's id and the sockets (seats, then the spectator)."""
    players = [server.client(f"猫{i}") for i in range(seats)]
    room = players[0].create_room(game="felix", seats=seats, time_limit=0)
    assert room["game"] == "felix"
    sockets = [p.ws(room["id"]) for p in players]
    for seat, ws in enumerate(sockets):
        ws.send({"type": "sit", "seat": seat})
    spectator = server.client("观众").ws(room["id"])
    wait_seated(sockets[0], seats)
    sockets[0].send({"type": "start"})
    viewers = sockets + [spectator]
    frames = [ws.until("view") for ws in viewers]
    live = server.app.state.lobby.rooms[room["id"]].game
    replica = Session.new(FELIX, {"players": seats}, live.seed)   # the seed only the server knows
    logs = [[] for _ in viewers]
    while True:
        for i, (ws, f) in enumerate(zip(viewers, frames)):
            seat = None if i == seats else i
            assert f["game"] == "felix" and f["seat"] == seat
            assert f["view"] == _json(FELIX.observe(replica.state, seat))
            if seat is not None:   # a seat's own hand and mice, nobody else's
                assert f["view"]["you"]["mice"] == replica.state.mice[seat]
                assert "you" not in f["view"] or f["view"]["seat"] == seat
            else:
                assert "you" not in f["view"]
            assert f["log_start"] == len(logs[i])
            logs[i] += f["log"]
            assert logs[i] == _json(FELIX.visible_events(replica.events, seat))
            d = replica.state.pending
            mine = d is not None and d.seat == seat
            assert [o["notation"] for o in f["options"]] == (
                [FELIX.format_option(o) for o in d.options] if mine else [])
            assert (f["result"] is not None) == replica.state.over
        if replica.state.over:
            break
        d = replica.state.pending
        index = rng.randrange(len(d.options))
        sockets[d.seat].send({"type": "answer", "seq": frames[d.seat]["seq"], "index": index})
        replica.play(d.options[index], d.seat)
        frames = [ws.until("view") for ws in viewers]
    assert frames[0]["result"] == _json(FELIX.outcome(replica.state))
    assert live.state.hash() == replica.state.hash()
    for ws in viewers:
        assert not any(str(live.seed) in raw for raw in ws.raw)
    return replica, frames[0]["game_id"], viewers


def test_a_felix_game_with_bots_ends_is_recorded_and_replays(any_db_url):
    with LiveServer(any_db_url, FAST) as server:
        _play_record_replay(server)


def _play_record_replay(server):
    me = server.client("小猫")
    assert me.http.post("/api/rooms", json={"game": "felix", "seats": 6}).status_code == 422
    room = me.create_room(game="felix", seats=4, time_limit=0)
    ws = me.ws(room["id"])
    ws.send({"type": "sit", "seat": 0})
    ws.send({"type": "add_bot", "seat": 1, "bot": "heuristic"})   # a 风声 bot
    assert ws.until("error")["code"] == "bad_frame"
    for seat, bot in ((1, "counting"), (2, "search"), (3, "random")):
        ws.send({"type": "add_bot", "seat": seat, "bot": bot})
    wait_seated(ws, 4)
    ws.send({"type": "start"})
    last = play_to_end(ws, pick=lambda f: 0)   # pass (or the first card) whenever asked
    assert last["result"]["winners"] and len(last["result"]["scores"]) == 4
    game_id = last["game_id"]

    games = me.http.get("/api/games").json()["games"]
    assert games[0]["game"] == "felix" and games[0]["scores"] == last["result"]["scores"]
    rec = me.http.get(f"/api/games/{game_id}").json()["record"]
    assert rec["format"] == "game-record" and rec["game"] == "felix"
    assert replay(rec).state.hash() == rec["final_hash"]   # the record replays on its own
    steps = len(rec["answers"])
    end = me.http.get(f"/api/games/{game_id}/replay", params={"step": steps, "seat": "all"}).json()
    assert end["result"] == last["result"] and len(end["views"]) == 4
    assert [v["you"]["mice"] for v in end["views"]] == end["view"]["mice"]
    start = me.http.get(f"/api/games/{game_id}/replay", params={"step": 0, "seat": 2}).json()
    assert start["view"]["seat"] == 2 and "views" not in start and start["log"][0]["type"] == "setup"
    with server.app.state.lobby.store.engine.connect() as c:
        seats = c.execute(select(m.game_seats.c.seat, m.game_seats.c.won, m.game_seats.c.rank)
                          .where(m.game_seats.c.game_id == game_id)
                          .order_by(m.game_seats.c.seat)).fetchall()
    assert [bool(r[1]) for r in seats] == [s in last["result"]["winners"] for s in range(4)]
    scores, ranks = last["result"]["scores"], [r[2] for r in seats]
    assert [r == 1 for r in ranks] == [s in last["result"]["winners"] for s in range(4)]
    assert all(ranks[s] < ranks[t] for s in range(4) for t in range(4) if scores[s] > scores[t])
    # The profile's recent games name their game (a 菲力猫 game has no identity to tell it by).
    pid = me.http.get("/api/account").json()["player_id"]
    recent = me.http.get(f"/api/players/{pid}").json()["recent"]
    assert [(g["game_id"], g["game"], g["won"]) for g in recent] == \
        [(game_id, "felix", 0 in last["result"]["winners"])]


def test_a_felix_game_in_progress_survives_a_restart(sqlite_url):
    with LiveServer(sqlite_url, FAST) as server:
        me = server.client("回来")
        room = me.create_room(game="felix", seats=3, time_limit=0)
        ws = me.ws(room["id"])
        ws.send({"type": "sit", "seat": 0})
        for seat in (1, 2):
            ws.send({"type": "add_bot", "seat": seat, "bot": "counting"})
        wait_seated(ws, 3)
        ws.send({"type": "start"})
        f = ws.until("view")
        while not f["options"]:
            f = ws.until("view")
        before = server.app.state.lobby.rooms[room["id"]].game
        hash_, answers, token = before.state.hash(), list(before.answers), me.token
    with LiveServer(sqlite_url, FAST) as server:
        again = server.app.state.lobby.rooms[room["id"]].game
        assert again.state.hash() == hash_ and again.answers == answers
        me = server.client()
        me.use_token(token)
        ws = me.ws(room["id"])
        f = ws.until("view")
        assert f["game"] == "felix" and f["options"]
        assert play_to_end(ws, f, pick=lambda f: 0)["result"]


def test_a_timeout_passes_where_it_can_and_everyone_reads_it():
    """Everyone reads the timeout, before its pass; what the clock answered, its seat alone."""
    game = hosting.new_game("felix", {"players": 3, "start": 0}, 5)
    d = game.state.pending
    assert d.kind == "commit" and hosting.safe_default(FELIX, d.options) in d.options
    notes = []
    viewers = [hosting.Viewer(FELIX, 1, 3, seat, notes=notes) for seat in (0, 1, None)]
    for v in viewers:
        v.frame(game.state, game.events, 1)
    while game.state.pending.kind == "commit":
        game.play(game.state.pending.options[0])
    d = game.state.pending
    option = hosting.safe_default(FELIX, d.options)
    assert d.kind == "bid" and option == ("pass", 0)
    notes.append(hosting.timeout_note(FELIX, option, d.seat)._replace(pos=len(game.events)))
    game.play(option, d.seat)
    for v in viewers:
        log = v.frame(game.state, game.events, 2)["log"]
        assert ({"type": "timeout", "seat": d.seat, "answer": "pass"} if v.seat == d.seat
                else {"type": "timeout", "seat": d.seat}) in log
        kinds = [e["type"] for e in log]
        assert kinds.index("timeout") == kinds.index("pass") - 1   # said before its pass


def test_a_timeout_at_a_commit_tells_nobody_else_which_card_went_into_the_sack(sqlite_url):
    """Two seats that never answer: the clock puts a card of each into the sack. Its log line
    names the card to its own seat only; the other seat and a spectator read that the time ran
    out, then the commit event (slot, no card), as after any commit."""
    with LiveServer(sqlite_url, ServerSettings(bot_delay=0, reconnect_grace=30)) as server:
        players = [server.client(f"睡猫{i}") for i in range(2)]
        room = players[0].create_room(game="felix", seats=3, time_limit=10)
        sockets = [p.ws(room["id"]) for p in players]
        for seat, ws in enumerate(sockets):
            ws.send({"type": "sit", "seat": seat})
        sockets[0].send({"type": "add_bot", "seat": 2, "bot": "counting"})
        wait_seated(sockets[0], 3)
        spectator = server.client("观众").ws(room["id"])
        live = server.app.state.lobby.rooms[room["id"]]

        async def begin():
            live.time_limit = 0.3   # seconds: below what a room may be given, to keep it short
            await live.start_game(7)
        server.call(begin())
        viewers = sockets + [spectator]
        logs, auction = [[] for _ in viewers], [None] * 3   # the first view after the commits
        end = time.monotonic() + 20
        while None in auction:
            assert time.monotonic() < end, "the commits never ended"
            for i, ws in enumerate(viewers):
                try:
                    f = ws.recv(0.05)
                except TimeoutError:
                    continue
                if f["type"] == "view" and auction[i] is None:
                    logs[i][f["log_start"]:] = f["log"]
                    if f["view"]["phase"] != "commit":
                        auction[i] = f
        commits = {e["seat"]: e["slot"] for e in logs[2] if e["type"] == "commit"}
        timed = [e for e in logs[2] if e["type"] == "timeout"]
        assert {e["seat"] for e in timed} == {0, 1}   # the spectator reads both timeouts
        for i in range(3):
            for e in logs[i]:
                if e["type"] != "timeout":
                    continue
                if e["seat"] == i:   # your own: which card the clock put in for you
                    mine = auction[i]["view"]["row"][commits[i]]["card"]
                    assert e["answer"] == FELIX.format_option(("commit", mine % 10))
                else:
                    assert "answer" not in e, (i, e)


def test_a_felix_room_refuses_the_settings_that_are_fengshengs_alone(sqlite_url):
    """A deck, role cards or a response-window hold asked for a 菲力猫 room would be stored and
    never played: refused, saying why, and no room is made."""
    with LiveServer(sqlite_url, FAST) as server:
        me = server.client("挑剔")
        for extra in ({"roles": True}, {"deck": "promo"}, {"window_ms": 1500}):
            r = me.http.post("/api/rooms", json={"game": "felix", "seats": 4, **extra})
            assert r.status_code == 422 and r.json()["error"]["code"] == "bad_option", r.text
            assert "风声" in r.json()["error"]["message"]
        assert me.http.get("/api/rooms").json()["total"] == 0
        room = me.create_room(game="felix", seats=4, deck="standard", roles=False)   # as 风声's defaults
        assert (room["game"], room["deck"], room["roles"]) == ("felix", "standard", False)


def test_the_card_a_timeout_puts_into_the_sack_cannot_be_foretold():
    """The table knows every seat's hand but the card removed at setup (each set is the same
    ten cards, and every committed card is turned up with its owner): a timeout that put in a
    fixed card (the first of the hand: the -8) would tell everyone which card is face down.
    It is drawn at random among the hand's cards."""
    game = hosting.new_game("felix", {"players": 4, "start": 0}, 5)
    d = game.state.pending
    assert d.kind == "commit" and len(d.options) == 9
    drawn = {hosting.safe_default(FELIX, d.options) for _ in range(300)}
    assert drawn == set(d.options)   # each card: missed in 300 draws with odds below 1e-14
