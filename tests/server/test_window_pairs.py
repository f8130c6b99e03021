"""Over the wire, response windows and timing points look the same to everyone whatever the
seats hold (issue 18): a game started from each position of a pair (tests/window_pairs.py: seat
X can act in the window, or at the point, or not) in a real server, every seat a browser-like socket answered by a script, and a
spectator. Every frame every seat but X and the spectator receive is the same in both games,
up to the moment X does something other than pass (its pass goes unseen, like the automatic one
of a seat that could not act) — for 2, 3, 5 and 9 living players, with and without roles.
"""
from __future__ import annotations

import asyncio
import time

import pytest
from window_pairs import KINDS, LIVING, X, pair, policy, start, x_answer, x_asked

from fengsheng.server import ServerSettings

from .conftest import LiveServer, wait_seated

SETTINGS = ServerSettings(bot_delay=0, reconnect_grace=30, frame_rate=10_000, frame_burst=10_000)
ANSWERS = 40            # answers followed at most
VOLATILE = ("now", "game_id", "deadline")


def drain(ws, timeout: float) -> list[dict]:
    """The view frames ``ws`` receives until it is quiet for ``timeout`` seconds."""
    out = []
    while True:
        try:
            f = ws.recv(timeout)
        except TimeoutError:
            return out
        if f["type"] == "view":
            out.append({k: v for k, v in f.items() if k not in VOLATILE})


def play(server, spec: dict) -> tuple[dict, int]:
    """Play ``spec`` in a new room: every seat answers by :func:`window_pairs.policy`, X passes
    in windows; stop when X has another decision. Returns (viewer -> its view frames; None
    the spectator), and how often X was asked."""
    state = start(spec)
    seats = state.n
    clients = [server.client(f"玩家{i}") for i in range(seats)]
    room = clients[0].create_room(seats=seats, time_limit=0, roles=state.config.roles)
    sockets = [c.ws(room["id"]) for c in clients]
    for s, ws in enumerate(sockets):
        ws.send({"type": "sit", "seat": s})
    wait_seated(sockets[0], seats)
    spectator = server.client("观众").ws(room["id"])
    lobby = server.app.state.lobby

    async def begin():
        await lobby.rooms[room["id"]].start_game(0, state)
    asyncio.run_coroutine_threadsafe(begin(), lobby.expirer.get_loop()).result(10)

    viewers = sockets + [spectator]
    frames: list[list[dict]] = [[] for _ in viewers]
    answered = [0] * seats   # per seat: how many of its frames it had when it last answered
    asked = answers = 0
    while answers < ANSWERS:
        for i, ws in enumerate(viewers):
            frames[i] += drain(ws, 0.01)
        todo = [s for s in range(seats)
                if frames[s] and frames[s][-1]["options"] and len(frames[s]) > answered[s]]
        if not todo:
            continue
        s = todo[0]
        f = frames[s][-1]
        answered[s] = len(frames[s])
        pending = f["view"]["pending"]
        if s == X:
            if not x_asked(pending["kind"]):
                break
            asked += 1
            no = x_answer(pending["kind"], None, use=False).kind   # "pass" or "no"
            index = [o["notation"] for o in f["options"]].index(no)
        else:
            index = policy(s, pending)
        sockets[s].send({"type": "answer", "seq": f["seq"], "index": index})
        answers += 1
        if f["result"]:
            break
    for i, ws in enumerate(viewers):
        frames[i] += drain(ws, 0.3)
    return {(None if i == seats else i): fs for i, fs in enumerate(frames) if i != X}, asked


# Every table size with and without roles; every kind twice (a whole game per position).
CASES = [("shi_po", 2, False), ("role", 2, True), ("jie_huo", 3, False), ("shao_hui", 3, True),
         ("shao_hui", 5, False), ("shi_po", 5, True), ("jie_huo", 9, False), ("role", 9, True),
         ("reveal", 2, True), ("reveal", 3, True), ("reveal", 5, True), ("reveal", 9, True)]
assert {n for _, n, _ in CASES} == set(LIVING) and {k for k, _, _ in CASES} == set(KINDS)


# A is asked before X in the round and passes (tests/window_pairs.py, ``ahead``).
AHEAD = [("jie_huo", 2, False), ("role", 2, True), ("shao_hui", 3, False)]


@pytest.mark.parametrize("kind,living,roles,ahead", [(*c, False) for c in CASES]
                         + [(*c, True) for c in AHEAD])
def test_every_other_seat_gets_the_same_frames_whether_a_seat_could_act(sqlite_url, kind,
                                                                        living, roles, ahead):
    can, cannot = pair(kind, living, roles, ahead=ahead)
    with LiveServer(sqlite_url, SETTINGS) as server:
        seen_can, asked = play(server, can)
        seen_cannot, not_asked = play(server, cannot)
    assert asked > not_asked
    for viewer, seq in seen_can.items():
        other = seen_cannot[viewer]
        k = min(len(seq), len(other))
        assert k >= 3, viewer
        assert seq[:k] == other[:k], viewer


def afk(server, spec: dict) -> list[tuple]:
    """Play ``spec`` with X connected but never answering (the stand-in answers for it when
    its time runs out) until X is shown away; returns what seat A receives in order: its view frames (less what changes with the clock) and, from its room
frames, who is away."""
    state = start(spec)
    seats = state.n
    clients = [server.client(f"玩家{i}") for i in range(seats)]
    room = clients[0].create_room(seats=seats, time_limit=10, roles=state.config.roles,
                                  window_ms=200)
    sockets = [c.ws(room["id"]) for c in clients]
    for s, ws in enumerate(sockets):
        ws.send({"type": "sit", "seat": s})
    wait_seated(sockets[0], seats)
    lobby = server.app.state.lobby

    async def begin():
        r = lobby.rooms[room["id"]]
        r.time_limit = 0.3   # seconds: below what a room may be given, to keep the test short
        await r.start_game(0, state)
    asyncio.run_coroutine_threadsafe(begin(), lobby.expirer.get_loop()).result(10)
    seen, last = [], [None] * seats
    end = time.monotonic() + 20
    while time.monotonic() < end:
        for s, ws in enumerate(sockets):
            try:
                f = ws.recv(0.01)
            except TimeoutError:
                continue
            if s == 0 and f["type"] == "view":
                seen.append({k: v for k, v in f.items() if k not in VOLATILE + ("now",)})
            elif s == 0 and f["type"] == "room":   # who is away (the rest differs by room)
                seen.append([e["away"] for e in f["room"]["seat_list"]])
                if seen[-1][X]:
                    return seen
            if f["type"] != "view" or not f["options"] or f["seq"] == last[s] or s == X:
                continue   # X is away from the keyboard
            last[s] = f["seq"]
            sockets[s].send({"type": "answer", "seq": f["seq"],
                             "index": policy(s, f["view"]["pending"])})
    raise AssertionError("X was never shown away")


def test_a_seat_whose_time_runs_out_in_a_window_is_not_marked_away_for_everyone(sqlite_url,
                                                                                monkeypatch):
    """A seated player whose time runs out twice in a row is shown away (托管) to everyone: a
    window in which nobody else may learn they were asked must not count (X, connected but
    away from the keyboard, holds 截获; its timeouts are answered with the safe default, a
    pass in a window; one timeout marks a player away here)."""
    from fengsheng.server import rooms
    monkeypatch.setattr(rooms, "AWAY_AFTER_TIMEOUTS", 1)
    can, cannot = pair("jie_huo", 3, False)
    with LiveServer(sqlite_url, SETTINGS) as server:
        seen_can = afk(server, can)
        seen_cannot = afk(server, cannot)
    assert seen_can == seen_cannot
