"""The HTTP API of the real server (real sockets, real SQLite file): sessions, rooms, the
tables, and how bad requests are refused without changing anything."""
from __future__ import annotations

import subprocess
import sys

import httpx
import pytest
from sqlalchemy import create_engine, func, select

from fengsheng.cards.deck import deck
from fengsheng.roles.table import ROLE_CARDS
from fengsheng.server.auth import token_hash
from fengsheng.server.models import players, rooms


@pytest.fixture
def app_client(server):
    with httpx.Client(base_url=server.base, timeout=10) as c:
        yield c


def count(url, table) -> int:
    engine = create_engine(url)
    with engine.connect() as c:
        n = c.execute(select(func.count()).select_from(table)).scalar()
    engine.dispose()
    return n


def test_a_nickname_gives_a_token_kept_in_a_cookie(app_client, sqlite_url):
    r = app_client.post("/api/session", json={"nickname": "  小明  "})
    assert r.status_code == 200
    body = r.json()
    assert body["nickname"] == "小明" and len(body["token"]) >= 40
    assert app_client.cookies["fengsheng_token"] == body["token"]
    assert "httponly" in r.headers["set-cookie"].lower()
    assert app_client.get("/api/session").json() == {"player_id": body["player_id"],
                                                     "nickname": "小明"}
    # Only the token's hash is stored.
    engine = create_engine(sqlite_url)
    with engine.connect() as c:
        stored = c.execute(select(players.c.token_hash)).scalar_one()
    engine.dispose()
    assert stored == token_hash(body["token"]) and body["token"] not in stored
    # Again with the cookie: the same player, renamed.
    again = app_client.post("/api/session", json={"nickname": "老明"}).json()
    assert again["player_id"] == body["player_id"] and again["token"] == body["token"]
    assert count(sqlite_url, players) == 1
    # A bearer token works for scripts.
    with httpx.Client(base_url=str(app_client.base_url)) as other:
        nobody = other.get("/api/session")       # a first visit: no error, no player
        assert nobody.status_code == 200
        assert nobody.json() == {"player_id": None, "nickname": None}
        assert other.get("/api/session", headers={"Authorization": f"Bearer {body['token']}"}
                         ).json()["nickname"] == "老明"


@pytest.mark.parametrize("nickname", ["小明", "Bob 2", "ก่ำ", "é", "Zoë👍", "李\u0301"])
def test_nicknames_in_any_script_with_a_few_marks_are_accepted(app_client, nickname):
    r = app_client.post("/api/session", json={"nickname": nickname})
    assert r.status_code == 200 and r.json()["nickname"] == nickname


def test_two_sessions_get_different_unguessable_tokens(app_client):
    a = app_client.post("/api/session", json={"nickname": "甲"}).json()
    app_client.cookies.clear()
    b = app_client.post("/api/session", json={"nickname": "乙"}).json()
    assert a["token"] != b["token"] and a["player_id"] != b["player_id"]


@pytest.mark.parametrize("nickname", [
    "", "   ", "一" * 17, "a\nb", "\u200bx", 5, None,
    "\u3164", "\u2800\u2800", "\u115f", " \u3164 ", "﷽" * 16, "a﷽", "Z" + "\u0489" * 15,
    "!!!", "👍👍"])
def test_bad_nicknames_are_refused_and_nothing_is_created(app_client, sqlite_url, nickname):
    r = app_client.post("/api/session", json={"nickname": nickname})
    assert r.status_code == 422
    assert r.json()["error"]["message"]
    assert count(sqlite_url, players) == 0
    assert "fengsheng_token" not in app_client.cookies


def test_rooms_are_created_listed_and_read(app_client):
    assert app_client.get("/api/rooms").status_code == 401
    me = app_client.post("/api/session", json={"nickname": "房主"}).json()
    r = app_client.post("/api/rooms", json={"name": "<i>谍</i>", "seats": 7, "deck": "promo",
                                            "roles": True, "time_limit": 30})
    assert r.status_code == 201
    room = r.json()
    assert (room["name"], room["seats"], room["deck"], room["roles"], room["time_limit"],
            room["status"], room["host"], room["host_id"]) == (
        "<i>谍</i>", 7, "promo", True, 30, "open", "房主", me["player_id"])
    assert [s["kind"] for s in room["seat_list"]] == ["empty"] * 7
    default = app_client.post("/api/rooms", json={}).json()
    assert (default["name"], default["seats"], default["deck"], default["roles"],
            default["time_limit"]) == ("房主的房间", 5, "standard", False, 60)
    # Rooms made without a name can be told apart.
    again = app_client.post("/api/rooms", json={}).json()
    assert again["name"] == "房主的房间2"
    app_client.post(f"/api/rooms/{again['id']}", json={})   # (no such call: nothing changes)
    listed = app_client.get("/api/rooms").json()["rooms"]
    assert [x["id"] for x in listed] == [again["id"], default["id"], room["id"]]
    assert app_client.get(f"/api/rooms/{room['id']}").json()["seat_list"] == room["seat_list"]
    assert app_client.get("/api/rooms/999").status_code == 404


@pytest.mark.parametrize("body", [
    {"seats": 2}, {"seats": 10}, {"seats": "5"}, {"deck": "deluxe"}, {"roles": "yes"},
    {"time_limit": 5}, {"time_limit": 601}, {"time_limit": -1}, {"name": ""},
    {"name": "x" * 25}, {"colour": "red"}])
def test_bad_room_settings_are_refused_and_nothing_is_created(app_client, sqlite_url, body):
    app_client.post("/api/session", json={"nickname": "房主"})
    r = app_client.post("/api/rooms", json=body)
    assert r.status_code == 422 and r.json()["error"]["code"]
    assert count(sqlite_url, rooms) == 0


def test_oversized_and_malformed_bodies_are_refused(app_client, sqlite_url):
    r = app_client.post("/api/session", content=b'{"nickname": "' + b"x" * 20000 + b'"}',
                        headers={"content-type": "application/json"})
    assert r.status_code == 413
    r = app_client.post("/api/session", content=b"{nickname", headers={
        "content-type": "application/json"})
    assert r.status_code == 422
    assert count(sqlite_url, players) == 0


def test_card_table_of_each_edition(app_client):
    for edition in ("standard", "promo"):
        table = app_client.get(f"/api/cards?deck={edition}").json()
        cards = deck(edition)
        assert len(table["cards"]) == 81
        for row, card in zip(table["cards"], cards):
            assert (row["id"], row["function"], row["colour"], row["transmission"]) == (
                card.id, card.function, card.colour, card.transmission)
            assert (row["probe"] is None) == (card.probe is None)
        assert table["functions"]["jie_huo"] == "截获"
        assert set(table["function_text"]) == set(table["functions"])
    probe = next(c for c in app_client.get("/api/cards").json()["cards"] if c["probe"])
    assert "我打赌你是" in probe["probe"]["text"]
    assert app_client.get("/api/cards?deck=deluxe").status_code == 422


def test_role_and_name_tables(app_client):
    table = app_client.get("/api/roles").json()["roles"]
    assert [r["id"] for r in table] == [r.id for r in ROLE_CARDS]
    lao_gui = table[0]
    assert lao_gui["name"] == "老鬼" and lao_gui["kind"] == "潜伏角色" and lao_gui["gender"] == "女"
    assert [s["name"] for s in lao_gui["skills"]] == ["就计", "城府", "遗志"]
    assert all(s["text"] for r in table for s in r["skills"])
    # The rulings printed under each skill and 机密任务, and what a mission needs on the table.
    assert lao_gui["skills"][0]["rulings"][0].startswith("【试探】或【锁定】没人响应")
    assert any(r["mission_rulings"] for r in table)
    # (老鬼's is met at a death, not on the table; 老枪's needs three messages at the least.)
    assert lao_gui["mission_needs"] is None
    lao_qiang = next(r for r in table if r["id"] == "lao_qiang")
    assert lao_qiang["mission_needs"] == {"messages": 3, "hand": 0, "deaths": 0}
    names = app_client.get("/api/text").json()
    assert names["identities"]["bystander"] == "打酱油的"
    assert names["phases"]["play_1"] == "出牌阶段（1）"


def test_the_projects_rulings_in_plain_text(app_client):
    rulings = app_client.get("/api/rulings").json()["rulings"]
    assert [r["id"] for r in rulings[:3]] == ["R1", "R2", "R3"]
    assert len({r["id"] for r in rulings}) == len(rulings) >= 50
    assert all(r["title"] and r["text"] and "**" not in r["text"] and "`" not in r["text"]
               for r in rulings)
    # A line break inside Chinese is no space; between English words it is one.
    assert "我打赌你是潜伏战线" in rulings[0]["text"] and "We read it" in rulings[0]["text"]


def test_unknown_addresses_answer_in_the_same_error_shape(app_client):
    r = app_client.get("/api/nothing")
    assert r.status_code == 404 and r.json()["error"]["message"]


def test_the_role_table_leaves_the_engines_mission_check_intact():
    """Reading the missions for /api/roles before any role game has loaded the role modules
    must not cache "no mission" for them (a fresh process, as a server just started)."""
    code = ("from fengsheng.server import catalog; "
            "r = {x['id']: x for x in catalog.roles()['roles']}; "
            "assert r['lao_qiang']['mission_needs'] == {'messages': 3, 'hand': 0, 'deaths': 0}; "
            "from fengsheng.engine.ruleset import every_role; "
            "assert every_role().missions['lao_qiang'].on_table")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
