"""An English table (issue 20): a socket opened with ``?lang=en`` gets every text the server
builds in English — log lines, the question, option labels, what the table waits for, the
result — while a Chinese socket in the same room keeps Chinese; the tables (/api/roles,
/api/cards), game summaries, replays and default room names follow ``lang`` too."""
from __future__ import annotations

import json
import re

from .conftest import play_to_end
from .test_rooms_ws import whole_log

CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


def cjk(value) -> list[str]:
    """Every string in ``value`` (a frame or a response) with a Chinese character in it."""
    text = json.dumps(value, ensure_ascii=False)
    return [m for m in re.findall(r'"((?:[^"\\]|\\.)*)"', text) if CJK.search(m)]


def test_an_english_socket_reads_a_role_game_in_english_and_a_chinese_one_in_chinese(server):
    host = server.client("host")
    room = host.create_room(seats=5, time_limit=0, roles=True, lang="en")
    assert room["name"] == "host's room"
    ws = host.ws(room["id"], lang="en")
    ws.send({"type": "sit", "seat": 0})
    for s in range(1, 5):
        ws.send({"type": "add_bot", "seat": s, "bot": "random" if s % 2 else "heuristic"})
    watcher = server.client("看客")
    zh = watcher.ws(room["id"])
    ws.send({"type": "start"})
    last = play_to_end(ws, timeout=120)
    views = [f for f in ws.frames if f["type"] == "view"]
    asked = [f for f in views if f["options"]]
    assert asked and last["result"]
    for f in views:
        texts = {"log": f["log"], "prompt": f["prompt"], "options": [o["label"] for o in f["options"]],
                 "waiting": f["waiting"], "result": f["result"] and f["result"]["text"]}
        assert cjk(texts) == [], texts
    log = whole_log(ws)
    assert log[0].startswith("Seat 0 (you) chooses the character [")
    assert any("Game over" in line for line in log)
    # The Chinese spectator of the same game reads it in Chinese.
    zh_log = []
    while not zh_log or "游戏结束" not in zh_log[-1]:
        f = zh.until("view", 30)
        del zh_log[f["log_start"]:]
        zh_log += f["log"]
    assert all(CJK.search(line) for line in zh_log if "═" not in line)


def test_tables_summaries_and_replays_follow_lang(server):
    host = server.client("host")
    assert host.create_room(time_limit=0)["name"] == "host的房间"
    for path in ("/api/roles?lang=en", "/api/cards?deck=standard&lang=en",
                 "/api/cards?deck=promo&lang=en", "/api/text?lang=en"):
        body = host.http.get(path).json()
        assert cjk(body) == [], path
    roles = host.http.get("/api/roles?lang=en").json()["roles"]
    assert all(s["text"] for r in roles for s in r["skills"]) and all(r["mission"] for r in roles)
    assert CJK.search(host.http.get("/api/roles").json()["roles"][0]["mission"])
    assert host.http.get("/api/roles?lang=fr").status_code == 422

    room = host.create_room(seats=3, time_limit=0, roles=True)
    ws = host.ws(room["id"])
    ws.send({"type": "sit", "seat": 0})
    for s in (1, 2):
        ws.send({"type": "add_bot", "seat": s, "bot": "random"})
    ws.send({"type": "start"})
    game_id = play_to_end(ws, timeout=120)["game_id"]
    en = host.http.get(f"/api/games?lang=en").json()["games"][0]
    assert en["id"] == game_id and not CJK.search(en["result"])
    assert CJK.search(host.http.get("/api/games").json()["games"][0]["result"])
    replay = host.http.get(f"/api/games/{game_id}/replay?step=5&seat=all&lang=en").json()
    assert replay["log"] and cjk({k: replay[k] for k in ("log", "prompt", "options", "waiting")}) == []


def refusals(ws, frames: list) -> list[dict]:
    """The error frame the server answers to each of ``frames``."""
    out = []
    for frame in frames:
        ws.send(frame)
        out.append(ws.until("error"))
    return out


REFUSED = ["not json", {"type": "sit"}, {"type": "sit", "seat": 7},
           {"type": "remove_bot", "seat": 1}, {"type": "start"},
           {"type": "chat", "text": "   "}, {"type": "answer", "seq": 0, "index": 0}]


def test_an_english_socket_is_refused_in_english_with_the_same_codes(server):
    host, guest = server.client("host"), server.client("guest")
    room = host.create_room(seats=3, time_limit=0)
    en, zh = host.ws(room["id"], lang="en"), host.ws(room["id"])
    en.send({"type": "sit", "seat": 0})
    en.until("room")
    en_errors, zh_errors = refusals(en, REFUSED), refusals(zh, REFUSED)
    assert [e["code"] for e in en_errors] == [e["code"] for e in zh_errors]
    assert {e["code"] for e in en_errors} >= {"bad_frame", "not_ready", "stale"}
    assert cjk([e["message"] for e in en_errors]) == [], en_errors
    assert all(CJK.search(e["message"]) for e in zh_errors), zh_errors
    assert en_errors[3]["message"] == "There is no bot in seat 1"
    assert en_errors[5]["message"] == "The chat line may not be empty"
    [taken] = refusals(guest.ws(room["id"], lang="en"), [{"type": "sit", "seat": 0}])
    assert (taken["code"], taken["message"]) == ("seat_taken", "Seat 0 is already taken")


def test_api_errors_follow_accept_language_or_lang(server):
    host = server.client("host")
    en = {"Accept-Language": "en"}
    asks = [("post", "/api/rooms", {"seats": 12}), ("post", "/api/rooms", {"name": "  "}),
            ("post", "/api/rooms", {"seats": "many"}), ("get", "/api/rooms/999", None),
            ("get", "/api/games/999", None), ("get", "/api/nowhere", None),
            ("post", "/api/session", {"nickname": "\u200b"}),
            ("post", "/api/account", {"password": "short"}),
            ("post", "/api/account/login", {"name": "nobody", "password": "wrong password"})]
    for method, path, body in asks:
        kw = {"json": body} if body is not None else {}
        english = getattr(host.http, method)(path, headers=en, **kw)
        chinese = getattr(host.http, method)(path, **kw)
        assert english.status_code == chinese.status_code >= 400, (path, english.text)
        e, z = english.json()["error"], chinese.json()["error"]
        assert e["code"] == z["code"] and e["message"] and not CJK.search(e["message"]), e
        assert CJK.search(z["message"]), z
    # ?lang= wins over the header (a link opened from anywhere).
    r = host.http.get("/api/games/999?lang=en")
    assert r.json()["error"]["message"] == "No finished game with this number"
