"""Hidden information over the wire: a whole game played by five browsers (real server, real
sockets, real SQLite file) and a spectator, where every frame each of them receives is compared
with what the engine says that seat may know.

A replica of the game, built from the seed the server stored and the answers the clients sent,
gives ``observe(state, seat)`` and the seat's redacted events after every answer; each ``view``
frame must carry exactly that observation, exactly those log lines, and options only for the
seat whose decision it is.
"""
from __future__ import annotations

import json
import random

import pytest

from fengsheng.cards.deck import deck
from fengsheng.engine import Config, Option
from fengsheng.i18n import zh_cn as zh
from fengsheng.notation import format_option
from fengsheng.record import Game
from fengsheng.server import ServerSettings
from fengsheng.views import observe, visible_events

from .conftest import LiveServer, wait_seated

SEATS = 5
# Answers as fast as a script can; the per-connection limit is tested elsewhere.
UNLIMITED = ServerSettings(bot_delay=0, reconnect_grace=30, frame_rate=10_000, frame_burst=10_000)


def _json(x):
    return json.loads(json.dumps(x))


class Expected:
    """What one seat (or the spectator, seat None) should be told, from the replica."""

    def __init__(self, config: Config, seat):
        self.seat = seat
        self.narrator = zh.Narrator(zh.seat_names(config.players, seat), deck(config.deck))
        self.seen = 0
        self.lines: list[str] = []

    def check(self, frame: dict, game: Game) -> None:
        state = game.state
        assert frame["type"] == "view" and frame["seat"] == self.seat
        assert frame["seq"] == state.step
        assert frame["view"] == _json(observe(state, self.seat))
        new = visible_events(game.events[self.seen:], self.seat)
        self.seen = len(game.events)
        assert frame["log_start"] == len(self.lines)
        self.lines += [self.narrator.line(e) for e in new]
        assert frame["log"] == self.lines[frame["log_start"]:]
        d = state.pending
        if d is not None and d.seat == self.seat:
            assert [o["notation"] for o in frame["options"]] == \
                [format_option(o) for o in d.options]
            assert frame["prompt"]
        else:
            assert frame["options"] == [] and frame["prompt"] is None
        assert (frame["result"] is not None) == state.over


@pytest.mark.parametrize("roles", [False, True])
def test_every_frame_of_a_whole_game_holds_only_what_its_seat_may_know(sqlite_url, roles):
    rng = random.Random(4)
    with LiveServer(sqlite_url, UNLIMITED) as server:
        players = [server.client(f"玩家{i}") for i in range(SEATS)]
        room = players[0].create_room(seats=SEATS, roles=roles, time_limit=0)
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
        replica = Game.new(config, live.seed)   # the seed only the server knows
        expected = [Expected(config, s) for s in range(SEATS)] + [Expected(config, None)]
        viewers = sockets + [spectator]
        frames = [first] + [ws.until("view") for ws in viewers[1:]]
        while True:
            for exp, frame in zip(expected, frames):
                exp.check(frame, replica)
            if replica.state.over:
                break
            seat = replica.state.pending.seat
            mine = frames[seat]
            index = rng.randrange(len(mine["options"]))
            sockets[seat].send({"type": "answer", "seq": mine["seq"], "index": index})
            replica.play(Option(*replica.state.pending.options[index]), seat)
            frames = [ws.until("view") for ws in viewers]

        assert frames[0]["result"]["winners"] == list(replica.state.winners)
        # Nothing in any text sent to a browser gives the seed away.
        for ws in viewers:
            assert not any(str(live.seed) in raw for raw in ws.raw)
        # The server's game is the replica's, answer for answer.
        assert live.state.hash() == replica.state.hash()
        assert live.answers == replica.answers
        for ws in viewers:
            ws.close()
