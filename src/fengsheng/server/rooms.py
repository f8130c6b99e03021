"""Rooms and the games in them: the server's live state, one asyncio event loop.

A :class:`Room` holds its seats, its open connections and, while a game runs, a
:class:`fengsheng.record.Game`. Every answer — from a player, a bot seat, or the bot standing in
for a player who ran out of time or left — goes through :meth:`Room.play`, which applies it with
the engine, writes it to the database, and only then shows it. What is shown goes out as
*moments* (:meth:`Room.publish`): each round of priority in a response window and each timing
point an optional skill may trigger at, then the state the answer led to; a viewer gets a frame
only when what it may see changes, so nobody learns whether a seat was asked in a window or at
a point (docs/web-protocol.md, "Response windows"). A round or point is shown for at least the
room's window time whatever the seats hold. A per-room *driver* task publishes the moments when they are due and lets a bot answer when it is due.
:class:`Lobby` holds all rooms, creates them, and on start resumes every unfinished game by
replaying its record.

Several server processes may share one PostgreSQL database: each room is run by the one process
that holds its lease (``rooms.owner``, renewed every ``lease / 3`` seconds; a lapsed lease is
claimed by another process, which replays the room's game and runs it on). Every write of a
room's state is fenced by the lease epoch the process claimed (:meth:`.store.Store.fence`), so
a process that stalled past its lease can never write again; it drops the room when it sees
the lease gone. A socket that reaches another process is relayed to the owner (``app.py``).

Database calls run in the store's worker threads (``store.aio``), so the event loop never waits
for the database. Whatever changes a room — a frame, a bot's answer, a connection joining —
holds that room's ``lock`` across its database write, so that nobody sees or acts on a change
before it is on disk, and a slow write holds up only its own room.
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import deque
from dataclasses import dataclass
from datetime import timedelta

from starlette.websockets import WebSocketDisconnect

from ..games import get_game
from ..games.bots import make_bot
from ..i18n import Refusal, Words
from . import auth, hosting
from .frames import Note, Viewer, timeout_note
from .protocol import (
    AddBot,
    Answer,
    Away,
    Back,
    Chat,
    GAME_BOTS,
    FrameError,
    Ping,
    RateLimits,
    RemoveBot,
    RemovePlayer,
    Sit,
    Stand,
    Start,
    Stop,
    parse_frame,
)
from .store import Fenced, OverLimit, Store, iso, now
from .timeouts import safe_default, told_to_all

log = logging.getLogger("fengsheng.server")

# 风声's rooms keep their own path (response windows, narration, its record format); what they
# need of 风声 comes through its game object, never from the engine (games/fengsheng_adapter.py).
FENGSHENG = get_game("fengsheng")
Config, Option, ENGINE_VERSION = FENGSHENG.Config, FENGSHENG.Option, FENGSHENG.rules_version
RESPOND, TRIGGER, SHOWN = FENGSHENG.RESPOND, FENGSHENG.TRIGGER, FENGSHENG.SHOWN
Game, replay = FENGSHENG.records.Game, FENGSHENG.records.replay
FORMAT, RecordError = FENGSHENG.records.FORMAT, FENGSHENG.records.RecordError

STAND_IN_BOT = "heuristic"     # who answers for a player who is away (托管) or disconnected
MAX_QUEUED_FRAMES = 500        # a client this far behind is disconnected
AWAY_AFTER_TIMEOUTS = 2        # timeouts in a row, at decisions whose decider is public
CLOSE_REPLACED = 4409          # close code: the player opened too many sockets in this room
WINDOW_MS = 800                # default shortest time a round of a response window is shown
SEEN_EVERY = 60                # seconds: a player's presence is written at most this often
ONLINE_WINDOW = 300            # seconds: a player seen this recently counts as online


@dataclass
class ServerSettings:
    """Timing of the bots and limits per connection. bot_delay (seconds): how long a bot seat
    (or the stand-in for an away player) waits before answering, so people can follow;
    reconnect_grace (seconds): how long a seated player may be disconnected before the
    stand-in bot answers for them (bots asked in a response window answer at once: the round
    is shown for the room's window time whatever they hold); frame_rate/frame_burst: client frames per second and at
    once, per player (all of their sockets count together); chat_rate/chat_burst: the same
    for chat lines; chat_history: lines sent on joining; connections_per_player: sockets one
    player may hold open in one room (opening one more closes their oldest with
    :data:`CLOSE_REPLACED`); rooms_per_player: rooms one player may host that wait for their
    game (status open); games_per_player: games running at once in rooms one player hosts;
    bots_per_player: bot seats in all the open or playing rooms one player hosts;
    session_rate/session_burst: new sessions (nicknames) per second and at
    once from one client address; room_expiry (seconds, 0 = never): an open room with nobody
    connected for this long is closed and leaves the list (a game in progress never is, unless
    all its seats are bots: then it is stopped; records of games stay); replay_rate/replay_burst:
    replay views per second and at once from one client address; window_ms: the window time
    of rooms that do not set theirs (Room.window_time); lease (seconds): how long a process's
    hold on a room lasts without renewal (renewed every third of it; a killed process's rooms
    move to another within about 1⅓ leases); session_max_age (seconds): how long a session
    token works after it was issued or renewed; session_recheck (seconds): how long a server
    believes its memory of a token before asking the database again (a revocation elsewhere
    takes effect within it); db_threads: worker threads for database calls;
    db_lock_timeout/db_statement_timeout (seconds): the longest a database call may wait for a
    lock / run (:func:`.db.make_engine`)."""
    bot_delay: float = 0.5
    window_ms: int = WINDOW_MS
    reconnect_grace: float = 10.0
    frame_rate: float = 20
    frame_burst: int = 40
    chat_rate: float = 1
    chat_burst: int = 5
    chat_history: int = 50
    connections_per_player: int = 3
    rooms_per_player: int = 3
    games_per_player: int = 2
    bots_per_player: int = 12
    session_rate: float = 0.2
    session_burst: int = 20
    room_expiry: float = 30 * 60
    replay_rate: float = 10
    replay_burst: int = 30
    session_max_age: float = 90 * 24 * 3600
    session_recheck: float = 30.0
    lease: float = 10.0
    db_threads: int = 4
    db_lock_timeout: float = 2.0
    db_statement_timeout: float = 5.0


class Connection:
    """One WebSocket of one player in one room. Frames are queued and written by
    :meth:`writer`, so a slow client never holds up the room."""

    def __init__(self, ws, player: dict, limits: RateLimits, lang: str = "zh-CN",
                 token_hash: str = ""):
        self.ws = ws
        self.lang = lang   # of every text built for this socket (i18n.LANGUAGES)
        self.player_id: int = player["id"]
        self.token_hash = token_hash   # its session (closed when that stops working anywhere)
        self.limits = limits   # shared by every socket of the player
        self.viewer: Viewer | None = None
        # The last view frame sent, less its log and 'now', as JSON: a string, which the
        # garbage collector never walks (as a dict it was ~30 objects per socket).
        self.last_frame: str | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        self.close_code = (1008, "")

    def send(self, frame: dict) -> None:
        self.send_text(to_json(frame))

    def send_text(self, text: str) -> None:
        if self.closed:
            return
        if self.queue.qsize() >= MAX_QUEUED_FRAMES:
            self.close()
            return
        self.queue.put_nowait(text)

    def error(self, e: FrameError) -> None:
        self.send({"type": "error", "code": e.code, "message": e.words.text(self.lang),
                   "ref": e.ref})

    def close(self, code: int = 1008, reason: str = "") -> None:
        """Close after the frames already queued, with WebSocket close ``code``/``reason``."""
        self.closed = True
        self.close_code = (code, reason)
        self.queue.put_nowait(None)

    async def writer(self) -> None:
        """Send queued frames until :meth:`close`; then close the socket."""
        try:
            while (text := await self.queue.get()) is not None:
                await self.ws.send_text(text)
            await self.ws.close(code=self.close_code[0], reason=self.close_code[1])
        except (WebSocketDisconnect, RuntimeError, OSError):
            self.closed = True   # the client went away meanwhile


class Room:
    """A room: settings, seats, connections, and the current game (docs/web-protocol.md)."""

    def __init__(self, row: dict, lobby: Lobby):
        self.lobby = lobby
        self.store: Store = lobby.store
        self.settings: ServerSettings = lobby.settings
        self.id: int = row["id"]
        self.name: str = row["name"]
        # The game played here; any but 风声 is hosted through games/api.py (hosting.py).
        self.game_name: str = row.get("game", "fengsheng")
        self.rules = get_game(self.game_name)
        self.neutral = self.game_name != "fengsheng"
        self.host_id: int = row["host_id"]
        self.seats: int = row["seats"]
        self.deck: str = row["deck"]
        self.roles: bool = row["roles"]
        self.time_limit: int = row["time_limit"]
        self.window_ms: int = row.get("window_ms", WINDOW_MS)
        self.status: str = row["status"]
        self.seat_list: list[dict | None] = list(row["seat_list"])
        self.game_id: int | None = row["game_id"]
        self.created = row["created"]
        self.epoch: int = row["lease_epoch"]   # of this process's lease (fences its writes)
        self.game: Game | None = None
        self.conns: list[Connection] = []
        self.disconnected_since: dict[int, float] = {}   # player id -> loop time
        self.timeouts: dict[int, int] = {}               # seat -> public timeouts in a row
        self.away: set[int] = set()                      # seats the stand-in bot plays (托管)
        self.chosen_away: set[int] = set()               # of those, turned on by the player
        self.notes: list[Note] = []                      # timeout lines of the current game
        self.bots: dict = {}                             # seat -> Bot
        self.bot_seen: dict[int, int] = {}               # seat -> events given to its bot
        self.decision_started = 0.0                      # loop time of the public moment shown
        self.decision_wall = 0.0                         # the same, epoch seconds
        # What is shown (publish): moments not shown yet, as (state, events then, public key);
        # the one shown last; the count of public moments (frames' seq); when the round of
        # priority shown last began (loop time), None if the last moment was not a round.
        self.moments: deque = deque()
        self.current: tuple | None = None
        self.seq = 0
        self.round_at: float | None = None
        self.wake = asyncio.Event()
        self.lock = asyncio.Lock()   # held by whatever changes the room (module docstring)
        self.driver: asyncio.Task | None = None
        self.empty_since: float = time.monotonic()   # nobody connected since (monotonic s)
        self.opened_at = time.monotonic()   # asyncio's loop.time() is this clock too

    # -- seats and people -------------------------------------------------------------------
    def seat_of(self, player_id: int) -> int | None:
        for i, entry in enumerate(self.seat_list):
            if entry is not None and entry.get("player_id") == player_id:
                return i
        return None

    def connected(self, player_id: int) -> bool:
        return any(c.player_id == player_id for c in self.conns)

    def host_present(self) -> bool:
        """Whether the creator holds the host's powers: connected, or gone for less than
        ``reconnect_grace`` seconds (a reload must not hand them to someone else)."""
        if self.connected(self.host_id):
            return True
        since = self.disconnected_since.get(self.host_id, self.opened_at)
        return asyncio.get_running_loop().time() - since < self.settings.reconnect_grace

    def is_host(self, conn: Connection) -> bool:
        """The creator; or, while the creator is away (:meth:`host_present`), anyone seated."""
        if conn.player_id == self.host_id:
            return True
        return not self.host_present() and self.seat_of(conn.player_id) is not None

    @property
    def fence(self) -> tuple[int, str, int]:
        return (self.id, self.lobby.me, self.epoch)

    def summary(self) -> dict:
        return room_summary({**vars(self), "host": self.lobby.nickname(self.host_id),
                             "game": self.game_name})

    def detail(self) -> dict:
        seats = []
        for i, e in enumerate(self.seat_list):
            pid = e.get("player_id") if e else None
            seats.append({
                "seat": i, "kind": "empty" if e is None else "human" if pid else "bot",
                "nickname": self.lobby.nickname(pid) if pid else None, "player_id": pid,
                "bot": e.get("bot") if e else None, "gender": e.get("gender", "") if e else "",
                "connected": bool(pid) and self.connected(pid), "away": i in self.away})
        seated = {e["player_id"] for e in self.seat_list if e and "player_id" in e}
        spectators = len({c.player_id for c in self.conns} - seated)
        return {**self.summary(), "host_id": self.host_id, "host_present": self.host_present(),
                "seat_list": seats,
                "spectators": spectators, "game_id": self.game_id}

    def broadcast_room(self) -> None:
        frame = {"type": "room", "room": self.detail()}
        for c in self.conns:
            c.send(frame)

    async def save(self, limit=None) -> None:
        await self.store.aio.save_room(self.id, self.status, self.seat_list, self.game_id,
                                       self.fence, limit)

    # -- connections ------------------------------------------------------------------------
    async def join(self, conn: Connection, nickname: str) -> None:
        """A connection opens: greet it, give it the room, the chat and the game's view.
        A player over ``connections_per_player`` sockets here loses their oldest one (closed
        with :data:`CLOSE_REPLACED`); the others get a room frame only when the player was not
        connected before (the room frame does not change otherwise)."""
        self.lobby.remember(conn.player_id, nickname)
        async with self.lock:   # (chat lines are sent under it too: each is here or broadcast)
            chat = await self.store.aio.recent_chat(self.id, self.settings.chat_history)
            if self.status == "closed":   # expired while this socket was opening
                conn.close(4404, "no such room")
                return
            if self.game is None and self.status == "finished" and self.game_id is not None:
                self.game = await self.store.aio.run(self.lobby.load_finished, self.game_id)
            self._join(conn, chat)

    def _join(self, conn: Connection, chat: list[dict]) -> None:
        mine = [c for c in self.conns if c.player_id == conn.player_id]
        for old in mine[:max(0, len(mine) + 1 - self.settings.connections_per_player)]:
            self.conns.remove(old)
            old.close(CLOSE_REPLACED, "opened in another window")
        was_connected = len(mine) > 0
        self.conns.append(conn)
        self.disconnected_since.pop(conn.player_id, None)
        seat = self.seat_of(conn.player_id)
        if seat is not None and seat not in self.chosen_away:
            self.away.discard(seat)
            self.timeouts.pop(seat, None)
        conn.send({"type": "hello", "you": {"player_id": conn.player_id,
                                             "nickname": self.lobby.nickname(conn.player_id)},
                   "seat": seat})
        conn.send({"type": "chat_history", "messages": [
            chat_message(m, self.seat_of(m["player_id"])) for m in chat]})
        if was_connected:
            conn.send({"type": "room", "room": self.detail()})
        else:
            self.broadcast_room()
        if self.game is not None and self.current is not None:
            conn.viewer = self.viewer(seat, conn.lang)
            conn.send(self.view_frame(conn))
        self.wake.set()

    def leave(self, conn: Connection) -> None:
        if conn in self.conns:
            self.conns.remove(conn)
        conn.closed = True
        if not self.connected(conn.player_id):
            self.disconnected_since[conn.player_id] = asyncio.get_running_loop().time()
            if not self.conns:
                self.empty_since = time.monotonic()
            if conn.player_id == self.host_id:   # say when the host's powers pass on
                asyncio.get_running_loop().call_later(self.settings.reconnect_grace + 0.05,
                                                      self.broadcast_room)
            self.broadcast_room()
            self.wake.set()

    async def handle(self, conn: Connection, text) -> None:
        """One frame from ``conn``: validate it, act, or send back an error frame. A frame
        that fails (e.g. the database is unreachable) leaves the room's seats and status as
        they were (:meth:`play` puts the game back itself), so "nothing changed" is true."""
        try:
            conn.limits.check_frame()
            frame = parse_frame(text)
        except FrameError as e:
            conn.error(e)
            return
        if isinstance(frame, Ping):
            conn.send({"type": "pong"})
            return
        async with self.lock:
            seats, status = list(self.seat_list), self.status
            try:
                # Any frame says the player is here, except a ping; a 托管 they chose ends
                # only when they say so (back). An answer ends a 托管 (a click: the client
                # passes for nobody while a bot plays), but passes in windows, which 自动让过
                # may give for an absent player, do not end a run of timeouts (on_answer).
                seat = self.seat_of(conn.player_id)
                chosen = seat in self.chosen_away
                if isinstance(frame, Answer):
                    if seat in self.away and not chosen:
                        self.back(conn)
                elif not isinstance(frame, Away) and (isinstance(frame, Back) or not chosen):
                    self.back(conn)
                await HANDLERS[type(frame)](self, conn, frame)
            except FrameError as e:
                self.seat_list, self.status = seats, status
                conn.error(e)
            except Fenced:   # another process runs the room now: the client goes there
                self.seat_list, self.status = seats, status
                self.lobby.drop(self)
            except Exception:
                log.exception("room %s: a frame could not be handled", self.id)
                self.seat_list, self.status = seats, status
                conn.error(FrameError("server_error", Words("server_error")))

    def back(self, conn: Connection) -> None:
        """The player is here: the stand-in bot stops answering for their seat."""
        seat = self.seat_of(conn.player_id)
        if seat is None:
            return
        self.timeouts.pop(seat, None)
        self.chosen_away.discard(seat)
        if seat in self.away:
            self.away.remove(seat)
            self.away_changed(conn.player_id)

    def away_changed(self, player_id: int) -> None:
        """Tell everyone the seat's 托管 state, and the player's own views whether the bot plays
        for them."""
        for c in self.conns:
            if c.player_id == player_id and c.viewer is not None and self.current is not None:
                self.send_view(c)
        self.broadcast_room()
        self.wake.set()

    # -- frame handlers ---------------------------------------------------------------------
    async def on_back(self, conn, frame) -> None:
        """Handled by :meth:`back` (every frame but ping and away does it)."""

    async def on_away(self, conn, frame: Away) -> None:
        """托管 at the player's wish: the stand-in bot plays their seat until they send back."""
        seat = self.seat_of(conn.player_id)
        if seat is None:
            raise FrameError("not_allowed", Words("no_seat"), "away")
        self.chosen_away.add(seat)
        if seat not in self.away:
            self.away.add(seat)
            self.away_changed(conn.player_id)

    async def on_chat(self, conn, frame: Chat) -> None:
        try:
            text = auth.clean_text(frame.text, Words("what_chat"), auth.CHAT_MAX)
        except auth.TextError as e:
            raise FrameError("bad_frame", e.words, "chat") from None
        conn.limits.check_chat()
        row = await self.store.aio.add_chat(self.id, conn.player_id, self.lobby.nickname(conn.player_id),
                                  text)
        msg = {"type": "chat", "message": chat_message(row, self.seat_of(conn.player_id))}
        for c in self.conns:
            c.send(msg)

    def _seat_change_allowed(self, seat: int | None = None) -> None:
        if self.status == "playing":
            raise FrameError("not_allowed", Words("seats_fixed"))
        if seat is not None and seat >= self.seats:
            raise FrameError("bad_frame", Words("room_seats", seats=self.seats))

    def _host_only(self, conn) -> None:
        if not self.is_host(conn):
            raise FrameError("not_allowed", Words("host_only"))

    async def on_sit(self, conn, frame: Sit) -> None:
        self._seat_change_allowed(frame.seat)
        if self.seat_list[frame.seat] is not None:
            raise FrameError("seat_taken", Words("seat_taken", seat=frame.seat))
        old = self.seat_of(conn.player_id)
        if old is not None:
            self.seat_list[old] = None
        self.seat_list[frame.seat] = {"player_id": conn.player_id}
        if frame.gender:
            self.seat_list[frame.seat]["gender"] = frame.gender
        await self.seats_changed()

    async def on_stand(self, conn, frame: Stand) -> None:
        self._seat_change_allowed()
        old = self.seat_of(conn.player_id)
        if old is None:
            raise FrameError("not_allowed", Words("no_seat"))
        self.seat_list[old] = None
        await self.seats_changed()

    async def on_add_bot(self, conn, frame: AddBot) -> None:
        self._host_only(conn)
        self._seat_change_allowed(frame.seat)
        if self.seat_list[frame.seat] is not None:
            raise FrameError("seat_taken", Words("seat_taken", seat=frame.seat))
        if frame.bot not in GAME_BOTS[self.game_name]:
            raise FrameError("bad_frame", Words(
                "no_such_bot", game=Words(f"game_{self.game_name}"), bot=frame.bot,
                choices=tuple(GAME_BOTS[self.game_name])))
        self.seat_list[frame.seat] = {"bot": frame.bot}
        try:
            await self.seats_changed((self.host_id, "bots", self.settings.bots_per_player))
        except OverLimit as e:
            raise FrameError("too_many", Words("too_many_bots", bots=e.count,
                                               limit=self.settings.bots_per_player),
                             "add_bot") from None

    async def on_remove_bot(self, conn, frame: RemoveBot) -> None:
        self._host_only(conn)
        self._seat_change_allowed(frame.seat)
        entry = self.seat_list[frame.seat]
        if entry is None or "bot" not in entry:
            raise FrameError("not_allowed", Words("no_bot_there", seat=frame.seat))
        self.seat_list[frame.seat] = None
        await self.seats_changed()

    async def on_remove_player(self, conn, frame: RemovePlayer) -> None:
        """The host frees the seat of a person who sat down and left (is not connected)."""
        self._host_only(conn)
        self._seat_change_allowed(frame.seat)
        entry = self.seat_list[frame.seat]
        if entry is None or "player_id" not in entry:
            raise FrameError("not_allowed", Words("no_player_there", seat=frame.seat))
        if self.connected(entry["player_id"]):
            raise FrameError("not_allowed", Words("only_absent"))
        self.seat_list[frame.seat] = None
        await self.seats_changed()

    async def seats_changed(self, limit=None) -> None:
        if self.status == "finished":
            self.status = "open"   # the finished game's seats are no longer the room's
        await self.save(limit)
        self.broadcast_room()

    async def on_start(self, conn, frame: Start) -> None:
        self._host_only(conn)
        if self.status == "playing":
            raise FrameError("not_allowed", Words("game_started"))
        if any(e is None for e in self.seat_list):
            raise FrameError("not_ready", Words("empty_seats"))
        try:
            await self.start_game(secrets.randbits(63),
                                  limit=(self.host_id, "playing", self.settings.games_per_player))
        except OverLimit as e:
            raise FrameError("too_many", Words("too_many_games", games=e.count), "start") from None

    async def on_stop(self, conn, frame: Stop) -> None:
        self._host_only(conn)
        if self.status != "playing":
            raise FrameError("not_allowed", Words("no_game"))
        await self.stop_game("open")

    async def stop_game(self, room_status: str) -> None:
        """End the game in progress without a result; the room becomes ``room_status``.
        The caller holds :attr:`lock` (or the room has no connection)."""
        await self.store.aio.stop_game(self.game_id, self.id, room_status, self.fence)
        if self.driver is not None:
            self.driver.cancel()
        self.game, self.status, self.away = None, room_status, set()
        for c in self.conns:
            c.viewer = None
        self.broadcast_room()
        self.wake.set()

    async def on_answer(self, conn, frame: Answer) -> None:
        g = self.game
        seat = self.seat_of(conn.player_id)
        if g is None or self.status != "playing":
            raise FrameError("stale", Words("no_game"), "answer")
        if seat is None:
            raise FrameError("not_allowed", Words("spectator_answer"), "answer")
        d = g.state.pending
        # Not yet shown (moments waiting): whatever the player saw is out of date.
        if frame.seq != self.seq or d is None or self.moments:
            raise FrameError("stale", Words("stale_answer"), "answer")
        if d.seat != seat:
            if d.kind == RESPOND:   # "someone else is asked" must not show: as any old answer
                raise FrameError("stale", Words("stale_answer"), "answer")
            raise FrameError("not_your_turn", Words("not_your_turn"), "answer")
        if frame.index >= len(d.options):
            raise FrameError("bad_index", Words("bad_index", index=frame.index), "answer")
        if told_to_all(d.kind):   # the timeouts that count are these (time_out)
            self.timeouts.pop(seat, None)
        await self.play(d.options[frame.index], seat, "player")

    # -- the game ---------------------------------------------------------------------------
    async def start_game(self, seed: int, state=None, limit=None) -> None:
        """Start a game dealt from ``seed`` (``state``: from this position instead, for tests
        of positions; its record is then not the seed's; ``limit``: OverLimit if the host
        already runs that many games, :meth:`.store.Store.check_limit`)."""
        if self.neutral:
            game = hosting.new_game(self.game_name, {"players": self.seats}, seed)
            await self.create_game(game.config, seed, self.rules.rules_version, limit)
            self.begin(game)
            self.broadcast_room()
            return
        config = Config(players=self.seats, deck=self.deck, roles=self.roles,
                        player_genders=tuple((e or {}).get("gender", "") for e in self.seat_list))
        if state is not None:
            state.show_windows = True
        game = Game.new(config, seed, show_windows=True, state=state)
        await self.create_game(config.to_dict(), seed, ENGINE_VERSION, limit)
        self.begin(game)
        self.broadcast_room()

    async def create_game(self, config: dict, seed: int, version: str, limit=None) -> None:
        """The game's row in the database, with who sits where; the room is playing it
        (``limit``: :meth:`.store.Store.check_limit`)."""
        players = [{"seat": i, "player_id": e.get("player_id"),
                    "nickname": self.lobby.nickname(e["player_id"]) if "player_id" in e else None,
                    "bot": e.get("bot")} for i, e in enumerate(self.seat_list)]
        self.game_id = await self.store.aio.create_game(self.id, version, config, seed,
                                                        players, self.fence, self.game_name,
                                                        limit)
        self.status = "playing"

    def begin(self, game: Game, resumed: bool = False, seq: int = 0) -> None:
        """Run ``game`` in this room: fresh bots and viewers, the clock, the driver task.
        ``resumed``: after a restart, ``seq`` the public moments the game had shown (its last
        one is shown again, with that number)."""
        self.game = game
        if not self.neutral:
            game.state.show_windows = True   # a resumed game was replayed without
        self.bots, self.bot_seen, self.timeouts = {}, {}, {}
        self.away, self.chosen_away, self.notes = set(), set(), []
        loop = asyncio.get_running_loop()
        if resumed:   # a restart is a disconnection of everyone seated
            for e in self.seat_list:
                if e and "player_id" in e:
                    self.disconnected_since[e["player_id"]] = loop.time()
        self.moments.clear()
        self.current, self.round_at, self.seq = None, None, max(0, seq - 1)
        for c in self.conns:
            c.viewer = self.viewer(self.seat_of(c.player_id), c.lang)
            c.last_frame = None
        if resumed and not self.neutral:
            game.rounds, game.passed = [], None
        self.queue_moments()
        self.publish_due()
        self.driver = asyncio.create_task(self.drive(game), name=f"room-{self.id}")

    def viewer(self, seat: int | None, lang: str = "zh-CN"):
        """A new narration of the current game for ``seat`` (None: a spectator) in ``lang``
        (菲力猫's texts are worded by the client)."""
        if self.neutral:
            return hosting.Viewer(self.rules, self.game_id, self.seats, seat, notes=self.notes)
        return Viewer(self.game_id, self.game.config, seat, notes=self.notes, lang=lang)

    def clock_decision(self) -> None:
        self.decision_started = asyncio.get_running_loop().time()
        self.decision_wall = time.time()

    def deadline_ms(self) -> int | None:
        """When the time limit of what is shown runs out (epoch ms): the same for every viewer,
        and one clock for a whole round of a response window (whoever is asked in it), so it
        tells nobody which seat is asked."""
        if not self.time_limit:
            return None
        return int((self.decision_wall + self.time_limit) * 1000)

    def window_time(self) -> float:
        """Seconds a round of a response window or a timing point is shown at least: the room's
        window time when a person plays, none when only bots do (nobody watches them think)."""
        if not any(e and "player_id" in e for e in self.seat_list):
            return 0.0
        return self.window_ms / 1000

    # -- what is shown ----------------------------------------------------------------------
    def queue_moments(self) -> None:
        """Queue what the last answer (or the deal) led to (``Game.moments``: after a pass in a
        window the round still open, each round of priority it went through, the state now)."""
        for state, n in self.game.moments():
            self.moments.append((state, n, public_key(state, n, self.rules.observe)))
        if not self.neutral:   # queued: each round's copy goes once shown, not at the next
            self.game.rounds, self.game.passed = [], None   # answer (~25 objects to walk)

    def publish_at(self) -> float | None:
        """Loop time at which the next queued moment may be shown (None: nothing queued). A
        change of what everyone sees that ends a round of priority waits for the round's
        window time; a moment nobody else sees change (a seat asked in the round) does not."""
        if not self.moments:
            return None
        loop_now = asyncio.get_running_loop().time()
        if self.round_at is not None and self.moments[0][2] != self.current[2]:
            return max(loop_now, self.round_at + self.window_time())
        return loop_now

    def publish_due(self) -> None:
        """Show every queued moment that is due now."""
        loop = asyncio.get_running_loop()
        while (at := self.publish_at()) is not None and at <= loop.time():
            self.publish(self.moments.popleft())
        if self.moments:
            self.wake.set()

    def publish(self, moment: tuple) -> None:
        """Show ``moment``: a new ``seq`` and clock if what everyone sees changed; a frame to
        each connection whose frame changed."""
        state, _, key = moment
        if self.current is None or key != self.current[2]:
            self.seq += 1
            self.clock_decision()
            shown = state.pending is not None and state.pending.kind == SHOWN
            self.round_at = self.decision_started if shown else None
        self.current = moment
        for c in self.conns:
            if c.viewer is not None:
                self.send_view(c)

    def view_frame(self, conn: Connection) -> dict:
        state, n, _ = self.current
        seat = conn.viewer.seat
        return conn.viewer.frame(state, self.game.events[:n], self.seq, self.deadline_ms(),
                                 bot_playing=seat is not None and seat in self.away)

    def send_view(self, conn: Connection) -> None:
        """Send ``conn`` the frame of what is shown, unless it only repeats its last one."""
        frame = self.view_frame(conn)
        news = {k: frame.pop(k) for k in ("log_start", "log", "now")}
        same = to_json(frame)
        if news["log"] or same != conn.last_frame:
            conn.last_frame = same
            conn.send_text(same[:-1] + "," + to_json(news)[1:])   # (the two objects as one)

    async def play(self, option: Option, seat: int, actor: str, note: Note | None = None) -> None:
        """Apply ``option`` for ``seat``, write it to the database, then send every view
        (with ``note``, a timeout's log line, before the answer's own lines).
        If the write fails the game is put back as it was and the error propagates.
        The caller holds :attr:`lock`."""
        g = self.game
        before, n_events, chain = g.state.clone(), len(g.events), g.chain
        g.play(option, seat)
        state = g.state
        result = None
        if state.over and self.neutral:
            result = {**hosting.result(self.rules, state), "final_hash": state.hash(),
                      "history_hash": g.chain, "room_id": self.id}
        elif state.over:
            full = FENGSHENG.reveal_all(state)["players"]   # the game is over
            result = {"winners": list(state.winners), "declarer": state.declarer,
                      "end_reason": state.end_reason, "final_hash": state.hash(),
                      "history_hash": g.chain, "room_id": self.id,
                      "reveal": {"identities": [p["identity"] for p in full],
                                 "roles": [p["role"] for p in full],
                                 "taken_from": FENGSHENG.texts().victory_taken_from(g.events)}}
        try:
            await self.store.aio.append_answer(self.game_id, state.step, seat, g.answers[-1], actor,
                                     state.hash(), self.fence, result)
        except Exception:
            g.state, g.chain = before, chain
            del g.answers[-1], g.events[n_events:]
            raise
        if note is not None:
            self.notes.append(note._replace(pos=n_events))
        if state.over:
            self.status = "finished"
            await self.store.aio.run(self.lobby.record_results, self.game_id)
        self.queue_moments()
        self.publish_due()
        if state.over:
            self.broadcast_room()
        self.wake.set()

    def bot_due(self, seat: int) -> float | None:
        """Loop time at which a bot answers ``seat``'s pending decision (None: wait for the
        player)."""
        entry = self.seat_list[seat]
        d = self.game.state.pending
        # In a window or at a timing point a bot answers at once, whatever it holds: the round
        # or point is shown for the window time anyway (publish_at), and a later seat asked in
        # it does not wait on it.
        soon = self.decision_started + (0 if d.kind in (RESPOND, TRIGGER)
                                        else self.settings.bot_delay)
        if "bot" in entry:
            return soon
        due = []
        if seat in self.away:
            due.append(soon)
        pid = entry["player_id"]
        if not self.connected(pid):
            due.append(max(soon, self.disconnected_since.get(pid, self.decision_started)
                           + self.settings.reconnect_grace))
        if self.time_limit:
            due.append(self.decision_started + self.time_limit)
        return min(due) if due else None

    async def drive(self, game: Game) -> None:
        """Wait for each decision of ``game``; let a bot answer when it is due."""
        loop = asyncio.get_running_loop()
        while self.game is game and (self.moments or not game.state.over):
            self.wake.clear()
            publish = self.publish_at()
            if publish is not None:   # show what is due before anybody answers
                if publish > loop.time():
                    await self.woken_or_after(publish - loop.time())
                self.publish_due()
                await asyncio.sleep(0)
                continue
            step, seat = game.state.step, game.state.pending.seat
            due = self.bot_due(seat)
            if due is None or due > loop.time():
                await self.woken_or_after(None if due is None else due - loop.time())
                continue   # (due now, this finds it so)
            if self.game is not game or game.state.step != step:
                continue
            try:
                await self.bot_answer(game, seat, step)
            except Fenced:
                self.lobby.drop(self)
                return
            except Exception:
                log.exception("room %s: a bot could not answer; retrying in 1 s", self.id)
                await asyncio.sleep(1)
            await asyncio.sleep(0)

    async def woken_or_after(self, seconds: float | None) -> None:
        """Wait until :attr:`wake` is set or ``seconds`` passed (None: until woken). Not
        ``asyncio.wait_for``, whose task, timer and futures (~12 objects) live as long as
        the room waits, so that every garbage collection meanwhile walks them."""
        timer = None if seconds is None else asyncio.get_running_loop().call_later(
            seconds, self.wake.set)
        try:
            await self.wake.wait()
        finally:
            if timer is not None:
                timer.cancel()

    async def bot_answer(self, game: Game, seat: int, step: int) -> None:
        """Let ``seat``'s bot (or the stand-in bot) answer decision ``step`` of ``game``. The bot
        thinks in a worker thread, on its observation and events only (the search bot takes a
        fifth of a second or more, which would hold up every room); its answer is dropped if
        the decision was answered meanwhile, the player came back, or the game is gone."""
        entry = self.seat_list[seat]
        if self.present(seat):   # only the clock answers for them (they may just be back)
            async with self.lock:
                if (self.game is game and game.state.step == step and self.present(seat)
                        and self.time_limit and asyncio.get_running_loop().time()
                        >= self.decision_started + self.time_limit):
                    await self.time_out(game, seat)
            return
        kind = entry.get("bot", hosting.STAND_IN_BOT.get(self.game_name, STAND_IN_BOT))
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot(self.rules, kind, seat,
                                             (game.seed * 10 + seat) % 2 ** 63)
        events = self.rules.visible_events(game.events[self.bot_seen.get(seat, 0):], seat)
        self.bot_seen[seat] = len(game.events)
        try:
            choice = await asyncio.to_thread(bot.choose, self.rules.observe(game.state, seat),
                                             events)
        except Exception:
            log.exception("room %s: the bot at seat %d failed", self.id, seat)
            choice = None
        async with self.lock:
            if self.game is not game or game.state.step != step or self.present(seat):
                return   # answered meanwhile, or the player came back while the bot thought
            if choice is not None and not self.neutral:
                try:
                    choice = Option(*choice)
                except TypeError:
                    choice = None
            if choice not in game.state.pending.options:
                # A failing bot (it raised, or answered what is not legal) must not hold up
                # the game: asked again it would fail again. The safe default answers, and the
                # next decision builds the bot anew from the seat's whole history.
                log.error("room %s: the bot at seat %d gave no legal answer (%r); the safe "
                          "default answers", self.id, seat, choice)
                if self.bots.get(seat) is bot:
                    self.bots.pop(seat, None)
                    self.bot_seen.pop(seat, None)
                choice = self.safe_default(game)
            await self.play(choice, seat, "bot" if "bot" in entry else "stand_in")

    def safe_default(self, game: Game):
        """The answer that commits nothing (a timeout's, a failed bot's)."""
        options = game.state.pending.options
        return (hosting.safe_default(self.rules, options) if self.neutral
                else safe_default(options))

    def present(self, seat: int) -> bool:
        """Whether a person plays ``seat`` now: connected and not in 托管."""
        entry = self.seat_list[seat]
        return "bot" not in entry and seat not in self.away and self.connected(entry["player_id"])

    async def time_out(self, game: Game, seat: int) -> None:
        """A present player's time ran out: answer the safe default (never a card or a skill)
        and say so in the log — to everyone where the decider is public, else to the player
        alone. Public timeouts in a row put the seat in 托管; a window's do not count, as the
        托管 would tell the table who was asked there. The caller holds :attr:`lock`."""
        option = self.safe_default(game)
        note = (hosting.timeout_note(self.rules, option, seat) if self.neutral
                else timeout_note(game.state, option, 0))
        await self.play(option, seat, "timeout", note)
        if note.public:
            self.timeouts[seat] = self.timeouts.get(seat, 0) + 1
            if self.timeouts[seat] >= AWAY_AFTER_TIMEOUTS:
                self.away.add(seat)
                self.away_changed(self.seat_list[seat]["player_id"])


HANDLERS = {Answer: Room.on_answer, Chat: Room.on_chat, Sit: Room.on_sit, Stand: Room.on_stand,
            AddBot: Room.on_add_bot, RemoveBot: Room.on_remove_bot,
            RemovePlayer: Room.on_remove_player, Start: Room.on_start, Stop: Room.on_stop,
            Back: Room.on_back, Away: Room.on_away}


def to_json(frame: dict) -> str:
    return json.dumps(frame, ensure_ascii=False, separators=(",", ":"))


def room_summary(r: dict) -> dict:
    """``RoomSummary`` (docs/web-protocol.md) of a room's row or :class:`Room` fields, with
    the host's nickname as ``host``."""
    humans = sum(1 for e in r["seat_list"] if e and "player_id" in e)
    bots = sum(1 for e in r["seat_list"] if e and "bot" in e)
    return {"id": r["id"], "name": r["name"], "game": r.get("game", "fengsheng"),
            "status": r["status"], "seats": r["seats"],
            "deck": r["deck"], "roles": r["roles"], "time_limit": r["time_limit"],
            "window_ms": r["window_ms"], "host": r["host"], "humans": humans, "bots": bots,
            "created": iso(r["created"])}


def public_key(state, n_events: int, observe=FENGSHENG.observe) -> str:
    """What everyone may see of ``state`` (``observe``: its game's) after the game's first
    ``n_events`` events: two moments with equal keys differ for nobody but a seat asked in a
    response window."""
    return f"{n_events}:" + json.dumps(observe(state, None), sort_keys=True)


def chat_message(row: dict, seat: int | None) -> dict:
    """A chat line as sent; ``seat``: the speaker's seat in the room now (None: watching), so
    that two players with the same nickname can be told apart."""
    return {"id": row["id"], "player_id": row["player_id"], "nickname": row["nickname"],
            "seat": seat, "text": row["text"], "at": iso(row["at"])}


def game_record(game_row: dict, answers: list[dict]) -> dict:
    """The record of a stored game: ``fengsheng.record``'s for 风声, ``games.record``'s for the
    others."""
    if game_row.get("game", "fengsheng") != "fengsheng":
        return hosting.record(game_row, answers)
    rec = {"format": FORMAT, "engine": game_row["engine"], "config": game_row["config"],
           "seed": game_row["seed"], "answers": [a["notation"] for a in answers]}
    if game_row["status"] == "finished":
        rec.update(final_hash=game_row["final_hash"], history_hash=game_row["history_hash"],
                   over=True)
    return rec


class TooMany(Refusal):
    """A player is over a limit on what they may create; its words say which."""


class Lobby:
    """All rooms of a server, and the players' nicknames (cached)."""

    def __init__(self, store: Store, settings: ServerSettings):
        self.store = store
        self.settings = settings
        self.me = secrets.token_hex(8)   # this process, as the owner of rooms
        self.url = ""                    # where other processes reach it (set once it listens)
        self.leaser: asyncio.Task | None = None
        self.rooms: dict[int, Room] = {}   # the rooms this process runs (holds the lease of)
        self._nicknames: dict[int, str] = {}
        self._limits: dict[int, RateLimits] = {}
        self._seen: dict[int, float] = {}   # player id -> when this process last wrote it
        self.expirer: asyncio.Task | None = None
        self.housekeeper: asyncio.Task | None = None

    def limits(self, player_id: int) -> RateLimits:
        """The player's frame and chat rate limits, shared by all their sockets in all rooms."""
        if player_id not in self._limits:
            self._limits[player_id] = RateLimits(self.settings)
        return self._limits[player_id]

    def nickname(self, player_id: int) -> str:
        """From memory: every player this server shows has been :meth:`remember`-ed (they
        connected, created a room, or sat in a room it loaded)."""
        return self._nicknames.get(player_id, "？")

    def remember(self, player_id: int, nickname: str) -> None:
        self._nicknames[player_id] = nickname

    def logged_out(self, player_id: int) -> None:
        """Close every socket of a player whose session was revoked (code 4401)."""
        for room in self.rooms.values():
            mine = [c for c in room.conns if c.player_id == player_id]
            for c in mine:
                room.leave(c)
                c.close(4401, "logged out")

    def renamed(self, player_id: int, nickname: str) -> None:
        self._nicknames[player_id] = nickname
        for room in self.rooms.values():
            if room.seat_of(player_id) is not None or room.connected(player_id):
                room.broadcast_room()

    def default_room_name(self, nickname: str, lang: str = "zh-CN") -> str:
        """``小明的房间`` (``小明's room`` in English), or ``小明的房间2``, 3… : a name no
        listed room has, so rooms made without a name can be told apart (cut to the room-name
        limit)."""
        taken = {r.name for r in self.rooms.values()}
        base = FENGSHENG.texts(lang).room_name(nickname)[:auth.ROOM_NAME_MAX - 3]
        name, k = base, 1
        while name in taken:
            k += 1
            name = f"{base}{k}"
        return name

    async def create_room(self, name: str, host: dict, seats: int, deck: str, roles: bool,
                          time_limit: int, window_ms: int = WINDOW_MS,
                          game: str = "fengsheng") -> Room:
        """A new open room of ``game`` hosted by ``host_id``. Raises TooMany when they already
        host ``rooms_per_player`` open rooms (counted on every server process)."""
        host_id = host["id"]
        self.remember(host_id, host["nickname"])
        try:
            row = await self.store.aio.create_room(
                name, host_id, seats, deck, roles, time_limit, window_ms, self.me,
                self.lease_end(), game, (host_id, "open", self.settings.rooms_per_player))
        except OverLimit as e:
            raise TooMany(Words("too_many_rooms", rooms=e.count)) from None
        room = Room(row, self)
        self.rooms[room.id] = room
        return room

    async def expire(self, now: float | None = None) -> list[int]:
        """Close every open or finished room nobody has been connected to for ``room_expiry``
        seconds (``now``: monotonic seconds), and every room whose seats are all bots playing
        to nobody for that long (its game is stopped); returns their ids. A game with a person
        seated is never stopped; the games' records stay in the database."""
        if not self.settings.room_expiry:
            return []
        now = time.monotonic() if now is None else now
        gone = [r for r in self.rooms.values()
                if (r.status in ("open", "finished") or r.status == "playing" and all(
                    e and "bot" in e for e in r.seat_list))
                and not r.conns and now - r.empty_since >= self.settings.room_expiry]
        for r in gone:
            async with r.lock:
                if r.status == "playing":
                    await r.stop_game("closed")
                else:
                    await self.store.aio.save_room(r.id, "closed", r.seat_list, r.game_id,
                                                   r.fence)
                r.status = "closed"
                self.rooms.pop(r.id, None)
        return [r.id for r in gone]

    async def expire_forever(self) -> None:
        """Run :meth:`expire` every ``room_expiry / 10`` seconds (at most a minute)."""
        while True:
            await asyncio.sleep(min(60.0, self.settings.room_expiry / 10))
            try:
                await self.expire()
            except Exception:   # the database may be away for a while: try again later
                log.exception("closing abandoned rooms failed")

    def online(self) -> set[int]:
        """The players who have a room open here now."""
        return {c.player_id for r in self.rooms.values() for c in r.conns}

    async def present(self, player_ids) -> None:
        """The players are on the site (a page load, a room's socket): write it to the
        database, where every process counts them (:meth:`.store.Store.online`), at most
        once in :data:`SEEN_EVERY` seconds per player."""
        t = time.time()
        due = [p for p in player_ids if t - self._seen.get(p, 0.0) >= SEEN_EVERY]
        if due:
            await self.store.aio.mark_seen(due, t)
            self._seen.update(dict.fromkeys(due, t))

    async def housekeep(self, players) -> None:
        """Close (4401) every socket here whose session no longer works — revoked (log out
        everywhere) or expired, on whatever process; say who is still here (their presence);
        forget full rate-limit buckets and old presence."""
        conns = [(r, c) for r in self.rooms.values() for c in r.conns]
        live = await players.live({c.token_hash for _, c in conns}) if conns else set()
        for room, c in conns:
            if c.token_hash not in live:
                room.leave(c)
                c.close(4401, "logged out")
        await self.present(self.online())
        t = time.time()
        self._seen = {p: s for p, s in self._seen.items() if t - s < SEEN_EVERY}
        await self.store.aio.prune(t, t - ONLINE_WINDOW)

    async def housekeep_forever(self, players) -> None:
        """Run :meth:`housekeep` every ``session_recheck`` seconds."""
        while True:
            await asyncio.sleep(self.settings.session_recheck)
            try:
                await self.housekeep(players)
            except Exception:   # the database may be away for a while: try again later
                log.exception("housekeeping (sessions, presence) failed")

    def record_results(self, game_id: int) -> None:
        """Profiles and ratings of a finished game (:meth:`.store.Store.record_results`). A
        failure leaves the game as it is (the record is safe) and is retried on restart."""
        try:
            self.store.record_results(game_id)
        except Exception:
            log.exception("game %s: results and ratings not recorded (retried on restart)",
                          game_id)
    def lease_end(self):
        return now() + timedelta(seconds=self.settings.lease)

    def resume(self) -> None:
        """Claim every room nobody else holds (on SQLite: every room, a SQLite file has one
        server); replay each game in progress from its record and run it on."""
        sqlite = self.store.engine.dialect.name == "sqlite"
        self.adopt(self.prepare(self.store.claim_rooms(self.me, self.lease_end(),
                                                       force=sqlite)))
        for game_id in self.store.unrecorded_games():
            self.record_results(game_id)

    def prepare(self, claimed: dict[int, int]) -> list[tuple[dict, tuple | None]]:
        """The rows of the ``claimed`` rooms (``{id: epoch}``), with each running game
        replayed (``(game, seq)``: :meth:`load_game`), and the nicknames they show (blocking: run it in a worker thread). A game
        whose record no longer replays to its stored state hash (another engine version) is
        left as it is in the database and its room reopened, with a warning."""
        rows = self.store.load_rooms(claimed)
        people = {e["player_id"] for r in rows for e in r["seat_list"] if e and "player_id" in e}
        self._nicknames.update(self.store.nicknames(people | {r["host_id"] for r in rows}))
        out = []
        for row in rows:
            row["lease_epoch"] = claimed[row["id"]]
            game = None
            if row["status"] == "playing":
                try:
                    game = self.load_game(row["game_id"], count_moments=True)
                except RecordError as e:
                    log.warning("room %s: game %s cannot be resumed: %s", row["id"],
                                row["game_id"], e)
                    row["status"] = "open"
                    self.store.save_room(row["id"], "open", row["seat_list"], row["game_id"],
                                         (row["id"], self.me, row["lease_epoch"]))
            out.append((row, game))
        return out

    def adopt(self, prepared: list[tuple[dict, tuple | None]]) -> None:
        """Run the :meth:`prepare`-d rooms here."""
        for row, loaded in prepared:
            room = Room(row, self)
            self.rooms[room.id] = room
            if loaded is not None:
                game, seq = loaded
                room.begin(game, resumed=True, seq=seq)

    async def here(self, room_id: int) -> Room | str | None:
        """Where room ``room_id`` runs: this process's Room; the address of the live process
        that runs it ("" while that is unknown: the room is moving, try again); None: no such
        room. A room whose lease has lapsed is claimed here first. A lease held by a dead
        process at this process's own address (it was restarted on the same port) is "": a
        relay there would reach this process again, and again."""
        for _ in range(2):
            room = self.rooms.get(room_id)
            if room is not None:
                return room
            owner = await self.store.aio.room_owner(room_id)
            if owner is None:
                return None
            if owner["live"]:
                mine = owner["owner"] == self.me or owner["url"] in (None, "", self.url)
                return "" if mine else owner["url"]
            await self.claim([room_id])
        return self.rooms.get(room_id, "")

    async def listening(self, url: str) -> None:
        """This process is reachable at ``url`` now: tell the others at once."""
        self.url = url
        await self.keep_leases()

    async def keep_leases(self) -> None:
        """Renew this process's leases; drop the rooms another process took meanwhile (this
        one stalled past its lease); claim and run the rooms whose owner's lease lapsed."""
        before = list(self.rooms.values())   # (a room created meanwhile is not in ``held``)
        held = await self.store.leases.renew_leases(self.me, self.url, self.lease_end())
        for room in [r for r in before if held.get(r.id) != r.epoch and r.id in self.rooms]:
            log.warning("room %s is run by another server now: dropped here", room.id)
            self.drop(room)
        await self.claim()

    async def claim(self, ids=None) -> None:
        """Claim (the ``ids`` of) the rooms whose lease lapsed, and run them here."""
        claimed = await self.store.leases.claim_rooms(self.me, self.lease_end(), ids)
        if claimed:
            self.adopt(await self.store.aio.run(self.prepare, claimed))

    def drop(self, room: Room) -> None:
        """Stop running ``room`` here (its lease is gone): its sockets close with 1012 (the
        client reconnects, and reaches the room where it runs now)."""
        self.rooms.pop(room.id, None)
        if room.driver is not None:
            room.driver.cancel()
        room.game = None
        for c in list(room.conns):
            c.close(1012, "room moved")

    async def lease_forever(self) -> None:
        """Run :meth:`keep_leases` every third of a lease."""
        while True:
            await asyncio.sleep(self.settings.lease / 3)
            try:
                await self.keep_leases()
            except Exception:   # the database may be away for a while: try again
                log.exception("renewing the room leases failed")

    def load_game(self, game_id: int, count_moments: bool = False):
        """Rebuild a stored game by replaying its record. Raises RecordError if the replay
        does not reach the stored state hash. ``count_moments``: return (game, the count of
        public moments it showed, as ``Room.seq`` counted them) instead."""
        row = self.store.game(game_id)
        answers = self.store.answers(game_id)
        if row["game"] != "fengsheng":
            game = hosting.load(game_record(row, answers))
            if answers and answers[-1]["state_hash"] != game.state.hash():
                raise RecordError(f"replay of game {game_id} diverged from its stored state hash")
            return (game, hosting.moments_shown(game)) if count_moments else game
        seq, key = 0, None

        def count(g: Game) -> None:
            nonlocal seq, key
            for state, n in g.moments():
                k = public_key(state, n)
                if k != key:
                    seq, key = seq + 1, k

        game = replay(game_record(row, answers), on_step=count if count_moments else None,
                      show_windows=count_moments)
        if answers and answers[-1]["state_hash"] != game.state.hash():
            raise RecordError(f"replay of game {game_id} diverged from its stored state hash")
        return (game, seq) if count_moments else game

    def load_finished(self, game_id: int) -> Game | None:
        try:
            return self.load_game(game_id)
        except RecordError as e:
            log.warning("game %s cannot be replayed: %s", game_id, e)
            return None

    async def shutdown(self) -> None:
        if self.expirer is not None:
            self.expirer.cancel()
        if self.leaser is not None:
            self.leaser.cancel()
        if self.housekeeper is not None:
            self.housekeeper.cancel()
        for room in self.rooms.values():
            if room.driver is not None:
                room.driver.cancel()
            for c in list(room.conns):
                c.close()
