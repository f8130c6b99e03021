"""Accounts, ratings, the leaderboard and profiles, through the real server on SQLite and
PostgreSQL: claiming a guest's nickname, logging in on another device, logging out
everywhere, the rules on passwords and names; rated games checked against OpenSkill's own
computation; the leaderboard and a profile built from them."""
from __future__ import annotations

import threading

import pytest
from openskill.models import PlackettLuce
from sqlalchemy import create_engine, select
from websockets.exceptions import ConnectionClosed

from fengsheng.server.models import game_seats, players

from .conftest import FAST, LiveServer, play_to_end, wait_seated

PASSWORD = "correct horse battery"


@pytest.fixture
def live(any_db_url):
    with LiveServer(any_db_url, FAST) as s:
        yield s


def rows(url, query):
    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.connect() as c:
        out = [dict(r._mapping) for r in c.execute(query)]
    engine.dispose()
    return out


def test_a_guest_claims_the_nickname_and_logs_in_on_another_device(live, any_db_url):
    phone = live.client("老枪")
    me = phone.http.get("/api/session").json()
    # Password rules: refused, nothing changes.
    for bad, why in (("short", "至少8"), ("x" * 129, "最多128"), ("老枪", "至少8")):
        r = phone.http.post("/api/account", json={"password": bad})
        assert r.status_code == 422 and why in r.json()["error"]["message"], r.text
    assert phone.http.get("/api/account").json()["account"] is False
    r = phone.http.post("/api/account", json={"password": PASSWORD})
    assert r.status_code == 200 and r.json()["player_id"] == me["player_id"]
    assert phone.http.post("/api/account", json={"password": PASSWORD}).status_code == 409
    stored = rows(any_db_url, select(players.c.password_hash, players.c.account)
                  .where(players.c.id == me["player_id"]))[0]
    assert stored["password_hash"].startswith("scrypt$16384$8$1$")
    assert PASSWORD not in stored["password_hash"] and stored["account"] == "老枪"
    # An account keeps its name; nobody else may take it (case and width folded for latin).
    assert phone.http.post("/api/session", json={"nickname": "新名字"}).status_code == 409
    assert live.client().http.post("/api/session", json={"nickname": "老枪"}).status_code == 409

    laptop = live.client()
    assert laptop.http.post("/api/account/login", json={"name": "老枪", "password": "wrong-password"}
                            ).json()["error"]["code"] == "bad_login"
    assert laptop.http.post("/api/account/login", json={"name": "没有这人", "password": PASSWORD}
                            ).json()["error"]["code"] == "bad_login"
    r = laptop.http.post("/api/account/login", json={"name": " 老枪 ", "password": PASSWORD})
    assert r.status_code == 200, r.text
    assert laptop.http.get("/api/session").json() == me          # the same player, two devices
    assert phone.http.get("/api/session").json() == me
    assert r.json()["token"] != phone.token

    # Log out everywhere: neither device's token works any more, and open sockets close.
    room = phone.create_room(seats=3)
    ws = phone.ws(room["id"])
    ws.until("room")
    assert laptop.http.post("/api/account/logout_everywhere").status_code == 200
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            ws.recv(5)
    assert closed.value.rcvd.code == 4401
    phone_again = live.client()
    phone_again.use_token(phone.token)
    assert phone_again.http.get("/api/session").json()["player_id"] is None
    laptop.use_token(r.json()["token"])
    assert laptop.http.get("/api/session").json()["player_id"] is None
    assert laptop.http.post("/api/account/login", json={"name": "老枪", "password": PASSWORD}
                            ).status_code == 200


def test_failed_logins_are_limited_per_account(sqlite_url):
    # Each attempt from another address (a trusted proxy says which): only the account's own
    # limit can refuse them (the per-address burst is 10).
    with LiveServer(sqlite_url, FAST, trusted_proxies=("127.0.0.1",)) as server:
        owner = server.client("Alice")
        assert owner.http.post("/api/account", json={"password": PASSWORD}).status_code == 200
        codes = []
        for i in range(12):
            codes.append(server.client().http.post(
                "/api/account/login", json={"name": "ALICE", "password": f"guess-{i:04d}"},
                headers={"X-Forwarded-For": f"10.0.0.{i}"}).status_code)
        assert codes[:10] == [401] * 10 and codes[10:] == [429, 429]
        right = server.client().http.post("/api/account/login",
                                          json={"name": "alice", "password": PASSWORD},
                                          headers={"X-Forwarded-For": "10.0.1.1"})
        assert right.status_code == 429   # even the right password waits: no guessing at full speed


def play_rated_game(live, hosts, bots) -> dict:
    """``hosts``: clients seated at 0, 1, …; bots fill the next seats. Plays the game to the end
    (each person answering their last option in a thread); returns the final view of seat 0."""
    seats = len(hosts) + len(bots)
    room = hosts[0].create_room(seats=seats, deck="standard", roles=False, time_limit=0)
    sockets = [c.ws(room["id"]) for c in hosts]
    for seat, ws in enumerate(sockets):
        ws.send({"type": "sit", "seat": seat})
    for k, bot in enumerate(bots):
        sockets[0].send({"type": "add_bot", "seat": len(hosts) + k, "bot": bot})
    wait_seated(sockets[0], seats)
    sockets[0].send({"type": "start"})
    results = [None] * len(sockets)

    def run(i):
        results[i] = play_to_end(sockets[i])

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(sockets))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    for ws in sockets:
        ws.close()
    assert all(results), "a seat did not see the end of the game"
    return results[0]


def expected_update(model, prior, subjects, winners, identities):
    """OpenSkill's own update for a game without stolen victories: factions by result are
    teams, each 打酱油的 alone; winners rank 1, the rest 2 (a draw: all 1)."""
    n = len(subjects)
    rank = [1 if (s in winners or not winners) else 2 for s in range(n)]
    teams = {}
    for s in range(n):
        key = (identities[s], rank[s]) if identities[s] != "bystander" else ("seat", s)
        teams.setdefault(key, []).append(s)
    order = list(teams)
    new = model.rate([[model.rating(*prior[subjects[s]]) if subjects[s] in prior
                       else model.rating() for s in teams[k]] for k in order],
                     ranks=[rank[teams[k][0]] for k in order])
    return {subjects[s]: (r.mu, r.sigma) for k, team in zip(order, new)
            for s, r in zip(teams[k], team)}


def test_rated_games_update_ratings_as_openskill_computes(live, any_db_url):
    a, b = live.client("甲"), live.client("乙")
    for c in (a, b):
        assert c.http.post("/api/account", json={"password": PASSWORD}).status_code == 200
    ids = [c.http.get("/api/session").json()["player_id"] for c in (a, b)]
    subjects = [("player", ids[0]), ("player", ids[1]), ("bot", "heuristic"), ("bot", "random")]
    model, prior = PlackettLuce(), {}
    for game in range(2):
        final = play_rated_game(live, [a, b], ["heuristic", "random"])
        res = final["result"]
        want = expected_update(model, prior, subjects, set(res["winners"]), res["identities"])
        board = {(p["bot"] and ("bot", p["bot"])) or ("player", p["player_id"]): p
                 for p in live.client().http.get("/api/leaderboard").json()["players"]}
        for subj, (mu, sigma) in want.items():
            assert board[subj]["mu"] == pytest.approx(mu, abs=1e-3)
            assert board[subj]["sigma"] == pytest.approx(sigma, abs=1e-3)
            assert board[subj]["games"] == game + 1
        prior = want
    shown = [p["rating"] for p in live.client().http.get("/api/leaderboard").json()["players"]]
    assert shown == sorted(shown, reverse=True)

    me = a.http.get("/api/account").json()
    assert me["account"] and me["rating"]["games"] == 2
    assert me["online"] == 1 and b.http.get("/api/account").json()["online"] == 2
    prof = a.http.get(f"/api/players/{ids[0]}").json()
    assert prof["games"] == 2 and len(prof["recent"]) == 2 and len(prof["history"]) == 2
    assert prof["history"][-1]["rating"] == me["rating"]["rating"]
    assert sum(v["games"] for v in prof["by_identity"].values()) == 2
    assert prof["recent"][0]["rating_after"] == me["rating"]["rating"]
    replay = a.http.get(f"/api/games/{prof['recent'][0]['game_id']}/replay?step=0")
    assert replay.status_code == 200


def test_a_guest_at_the_table_means_no_rating(live, any_db_url):
    a, guest = live.client("账号"), live.client("游客")
    assert a.http.post("/api/account", json={"password": PASSWORD}).status_code == 200
    play_rated_game(live, [a, guest], ["random"])
    assert live.client().http.get("/api/leaderboard").json() == {
        "total": 0, "limit": 50, "offset": 0, "players": []}
    seats = rows(any_db_url, select(game_seats))
    assert len(seats) == 3 and all(s["mu_after"] is None for s in seats)
    # The guest claims later: their games are theirs (same player id), still unrated.
    assert guest.http.post("/api/account", json={"password": PASSWORD}).status_code == 200
    gid = guest.http.get("/api/session").json()["player_id"]
    prof = guest.http.get(f"/api/players/{gid}").json()
    assert prof["account"] and prof["games"] == 1 and prof["rating"] is None


def test_unknown_profiles_and_bad_leaderboard_pages_are_refused(server):
    c = server.client()
    assert c.http.get("/api/players/999").json()["error"]["code"] == "no_player"
    assert c.http.get("/api/players/99999999999").status_code == 404
    assert c.http.get("/api/leaderboard?limit=0").status_code == 422


def test_names_in_english_from_the_server(server):
    c = server.client()
    zh, eng = c.http.get("/api/text").json(), c.http.get("/api/text?lang=en").json()
    assert eng["identities"]["military"] == "Army" and zh["identities"]["military"] == "军情处"
    assert set(eng) >= set(zh) and all(set(eng[k]) == set(zh[k]) for k in zh)
    assert c.http.get("/api/text?lang=fr").status_code == 422
