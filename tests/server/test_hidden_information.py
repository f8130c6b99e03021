"""Hidden information over the wire: a whole game played by five browsers (real server, real
sockets, real SQLite file) and a spectator, where every frame each of them receives is compared
with what the engine says that seat may know.

A replica of the game, built from the seed the server stored and the answers the clients sent,
gives ``observe(state, seat)`` and the seat's redacted events at every moment the server shows
(each round of priority of a response window, then the state an answer led to); a viewer gets
a frame exactly when what it may see changed, and it must carry exactly that observation,
exactly those log lines, and options only for the seat whose decision it is.
"""
from __future__ import annotations

import json
import random

import pytest

from fengsheng.cards.deck import deck
from fengsheng.engine import Config, Option
from fengsheng.engine.window import SHOWN
from fengsheng.i18n import zh_cn as zh
from fengsheng.notation import format_option
from fengsheng.record import Game
from fengsheng.server import ServerSettings
from fengsheng.server.rooms import public_key
from fengsheng.views import observe, visible_events

from .conftest import LiveServer, wait_seated

SEATS = 5
# Answers as fast as a script can; the per-connection limit is tested elsewhere.
UNLIMITED = ServerSettings(bot_delay=0, reconnect_grace=30, frame_rate=10_000, frame_burst=10_000)


def _json(x):
    return json.loads(json.dumps(x))


class Expected:
    """What one seat (or the spectator, seat None) should be told, from the replica: a frame
    at each moment the server shows (each round of priority of a response window, then the
    state an answer led to) at which what this viewer may see changed."""

    def __init__(self, config: Config, seat):
        self.seat = seat
        self.narrator = zh.Narrator(zh.seat_names(config.players, seat), deck(config.deck))
        self.seen = 0
        self.lines: list[str] = []
        self.last = None

    def frame(self, state, events: list[dict], seq: int) -> dict | None:
        """The frame expected at this moment, or None if this viewer is sent none."""
        view = _json(observe(state, self.seat))
        new = visible_events(events[self.seen:], self.seat)
        d = state.pending
        options = ([format_option(o) for o in d.options]
                   if d is not None and d.kind != SHOWN and d.seat == self.seat else [])
        if not new and (seq, view, options) == self.last:
            return None
        self.last = (seq, view, options)
        self.seen = len(events)
        start = len(self.lines)
        self.lines += [self.narrator.line(e) for e in new]
        return {"seq": seq, "view": view, "log_start": start, "log": self.lines[start:],
                "options": options, "over": state.over}

    def check(self, frame: dict, want: dict) -> None:
        assert frame["type"] == "view" and frame["seat"] == self.seat
        for k in ("seq", "view", "log_start", "log"):
            assert frame[k] == want[k], k
        assert [o["notation"] for o in frame["options"]] == want["options"]
        assert (frame["prompt"] is not None) == bool(want["options"])
        assert (frame["result"] is not None) == want["over"]


@pytest.mark.parametrize("roles", [False, True])
def test_every_frame_of_a_whole_game_holds_only_what_its_seat_may_know(sqlite_url, roles):
    rng = random.Random(4)
    with LiveServer(sqlite_url, UNLIMITED) as server:
        players = [server.client(f"玩家{i}") for i in range(SEATS)]
        room = players[0].create_room(seats=SEATS, roles=roles, time_limit=0, window_ms=0)
        sockets = [p.ws(room["id"]) for p in players]
        for seat, ws in enumerate(sockets):
            ws.send({"type": "sit", "seat": seat})
        watcher = server.client("观众")
        spectator = watcher.ws(room["id"])
        wait_seated(sockets[0], SEATS)
        sockets[0].send({"type": "start"})

        first = sockets[0].until("view")
        live = server.app.state.lobby.rooms[room["id"]].game
        config = Config(players=SEATS, roles=roles)
        # the seed only the server knows
        replica = Game.new(config, live.seed, show_windows=True)
        expected = [Expected(config, s) for s in range(SEATS)] + [Expected(config, None)]
        viewers = sockets + [spectator]
        seq, shown, frames = 0, None, [first] + [None] * SEATS

        def moments():
            """Check the frames of the moments the last answer led to; the last of each."""
            nonlocal seq, shown
            for state, n in replica.rounds + [(replica.state, len(replica.events))]:
                key = public_key(state, n)
                if key != shown:
                    seq, shown = seq + 1, key
                for i, (exp, ws) in enumerate(zip(expected, viewers)):
                    want = exp.frame(state, replica.events[:n], seq)
                    if want is not None:
                        frames[i] = frames[i] if frames[i] is not None else ws.until("view")
                        exp.check(frames[i], want)
                        frames[i] = None

        moments()
        while not replica.state.over:
            seat = replica.state.pending.seat
            index = rng.randrange(len(replica.state.pending.options))
            sockets[seat].send({"type": "answer", "seq": seq, "index": index})
            replica.play(Option(*replica.state.pending.options[index]), seat)
            moments()

        assert expected[0].last[1]["winners"] == list(replica.state.winners)
        # Nothing in any text sent to a browser gives the seed away.
        for ws in viewers:
            assert not any(str(live.seed) in raw for raw in ws.raw)
        # The server's game is the replica's, answer for answer.
        assert live.state.hash() == replica.state.hash()
        assert live.answers == replica.answers
        for ws in viewers:
            ws.close()
