"""Load benchmark of the web server: many concurrent rooms of bot clients over real WebSockets.

Starts ``fengsheng serve`` on loopback (a separate process, its own SQLite file; with
``--database-url postgresql://…`` a new database on that server, dropped afterwards; with
``--workers N`` that many server processes behind one address), then client processes open ``--rooms`` rooms of ``--seats`` players each:
every player logs in over HTTP, opens its room's WebSocket and sits; the host starts; each
client answers its own decisions with a uniformly random option after a think time
(uniform 0..2×``--think-ms``), and the host starts a new game in the room when one ends.
Latency = from sending an answer to receiving the ``view`` frame on that socket that shows it
applied (a later moment, or the same one without the options answered: the server applied the
answer, wrote it to the database, and built every seat's view).

Prints rooms, games finished, answers, errors (error frames, failed connections), answers per
second, latency p50/p90/p99/max, the server's CPU use and its garbage-collection pauses
(``FENGSHENG_GC_REPORT``, see ``fengsheng.server.gcpauses``), and the machine's load average
during play (sampled every 2 s). ``--reference`` also times RLCard's UNO game loop on one core
(``benchmarks/engine_speed.py``'s reference) right before and right after the run, so that a
reader can scale the figures to another machine, or to this one at another moment.

    python benchmarks/server_load.py --rooms 200 --duration 60
    python benchmarks/server_load.py --rooms 20 --games 40 --think-ms 100
    python benchmarks/server_load.py --rooms 200 --workers 2 \
        --database-url postgresql://fengsheng:fengsheng@127.0.0.1:5432/fengsheng
"""
from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.cookiejar import DefaultCookiePolicy

import httpx
import websockets


def start_server(url: str, log, gc_report: str, workers: int,
                 port: int = 0) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "fengsheng.cli.main", "serve", "--port", str(port),
         "--database-url", url, "--bot-delay", "0", "--workers", str(workers),
         # every client logs in from loopback: lift the per-address session limit
         "--session-burst", "100000"],
        stdout=subprocess.PIPE, stderr=log, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "FENGSHENG_GC_REPORT": gc_report})
    for _ in range(workers):   # every worker says when it listens
        line = proc.stdout.readline()
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not m:
            proc.kill()
            raise SystemExit(f"the server did not start: {line!r}")
    return proc, f"http://127.0.0.1:{m.group(1)}"


def processes(pid: int) -> list[int]:
    """``pid`` and its descendants (the worker processes of ``--workers``)."""
    out = [pid]
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as fh:
            for child in fh.read().split():
                out += processes(int(child))
    except OSError:
        pass
    return out


def cpu_seconds(pid: int) -> float:
    """CPU seconds used by ``pid`` and its descendants."""
    total = 0.0
    for p in processes(pid):
        try:
            with open(f"/proc/{p}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def fresh_postgres(url: str) -> tuple[str, callable]:
    """A new database on the PostgreSQL server of ``url``, and how to drop it."""
    import secrets

    import psycopg
    from sqlalchemy.engine import make_url
    base = make_url(url)
    admin = base.set(drivername="postgresql").render_as_string(hide_password=False)
    name = f"fengsheng_load_{secrets.token_hex(4)}"
    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')

    def drop():
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
    return base.set(database=name).render_as_string(hide_password=False), drop


class Stats:
    def __init__(self):
        self.latencies: list[float] = []
        self.answers = 0
        self.games = 0
        self.errors: list[str] = []
        self.setup = 0          # rooms that got ready in time


class Player:
    """One bot client: a seat, its socket, its pending answer's send time."""

    def __init__(self, base: str, http: httpx.AsyncClient, nickname: str, rng: random.Random):
        self.base = base
        self.http = http     # shared by all players; keeps no cookie (the token goes in a header)
        self.nickname = nickname
        self.rng = rng
        self.token = ""
        self.ws = None
        self.sent_at: float | None = None
        self.sent_seq = -1
        self.sent_options = None

    async def login(self) -> None:
        r = await self.http.post("/api/session", json={"nickname": self.nickname})
        r.raise_for_status()
        self.token = r.json()["token"]

    async def connect(self, room_id: int) -> None:
        self.ws = await websockets.connect(
            self.base.replace("http", "ws", 1) + f"/ws/rooms/{room_id}",
            additional_headers={"Cookie": f"fengsheng_token={self.token}"}, max_size=2 ** 22,
            open_timeout=60, ping_interval=None)


async def run_room(base, http, index, seats, think, phase, games_left, stats, rng,
                   limit) -> None:
    """Set up one room (players log in, connect, sit), wait for every room to be ready, then
    play games until ``phase["stop_at"]``."""
    players = [Player(base, http, f"b{index}-{s}", random.Random(rng.random()))
               for s in range(seats)]
    try:
        async with limit:    # a bounded number of rooms set up at once
            for p in players:
                await p.login()
            host = players[0]
            # window_ms 0: rounds of response windows and timing points are shown at once
            # (a room's window time is pacing for people, not latency of the server)
            r = await http.post("/api/rooms", json={"seats": seats, "time_limit": 0,
                                                    "window_ms": 0},
                                headers={"Authorization": f"Bearer {host.token}"})
            r.raise_for_status()
            room_id = r.json()["id"]
            for s, p in enumerate(players):
                await p.connect(room_id)
                await p.ws.send(json.dumps({"type": "sit", "seat": s}))
            await wait_seated(host, seats)
        phase["ready"] += 1
        await phase["go"].wait()
        await host.ws.send(json.dumps({"type": "start"}))
        await asyncio.gather(*(play(p, p is host, think, phase["stop_at"], games_left, stats)
                               for p in players))
    finally:
        await asyncio.gather(*(p.ws.close() for p in players if p.ws is not None))


async def wait_seated(host: Player, seats: int) -> None:
    while True:
        f = json.loads(await host.ws.recv())
        if f["type"] == "room" and all(s["kind"] != "empty" for s in f["room"]["seat_list"]):
            return


async def play(p: Player, is_host: bool, think: float, stop_at: float, games_left: list,
               stats: Stats) -> None:
    """Answer this seat's decisions until the time is up or enough games finished."""
    while time.monotonic() < stop_at:
        try:
            text = await asyncio.wait_for(p.ws.recv(), max(0.01, stop_at - time.monotonic()))
        except TimeoutError:
            return
        f = json.loads(text)
        kind = f["type"]
        if kind == "error":
            stats.errors.append(f"{f['code']}: {f['message']}")
            continue
        if kind != "view":
            continue
        # The answer was applied when a view shows a later moment, or the same one without the
        # options answered (in a response window a pass changes nothing public: the next
        # moment waits for the other seats, and their think time is not the server's).
        if p.sent_at is not None and (f["seq"] > p.sent_seq or f["options"] != p.sent_options):
            stats.latencies.append(time.perf_counter() - p.sent_at)
            p.sent_at = None
        if f["result"] is not None:
            if is_host:
                stats.games += 1
                games_left[0] -= 1
                if games_left[0] <= 0:
                    return
                await p.ws.send(json.dumps({"type": "start"}))
            continue
        if f["options"]:
            await asyncio.sleep(p.rng.uniform(0, 2 * think))
            p.sent_seq, p.sent_options = f["seq"], f["options"]
            p.sent_at = time.perf_counter()
            await p.ws.send(json.dumps({"type": "answer", "seq": f["seq"],
                                        "index": p.rng.randrange(len(f["options"]))}))
            stats.answers += 1


async def client_main(base, rooms, seats, think, duration, games, seed, setup_timeout, out):
    stats = Stats()
    rng = random.Random(seed)
    games_left = [games if games else 10 ** 9]
    phase = {"ready": 0, "go": asyncio.Event(), "stop_at": 0.0}
    limit = asyncio.Semaphore(20)
    http = httpx.AsyncClient(base_url=base, timeout=60)
    # Concurrent logins on one client: a cookie kept from one would be sent with the next and
    # rename that player instead of creating one. The jar accepts no cookie at all.
    http.cookies.jar.set_policy(DefaultCookiePolicy(allowed_domains=[]))
    tasks = [asyncio.create_task(run_room(base, http, i, seats, think, phase, games_left, stats,
                                          random.Random(rng.random()), limit)) for i in rooms]
    setup_end = time.monotonic() + setup_timeout
    while phase["ready"] < len(rooms) and time.monotonic() < setup_end \
            and not all(t.done() for t in tasks):
        await asyncio.sleep(0.05)
    stats.setup = phase["ready"]
    out.put("play")    # the parent starts measuring the server's CPU
    phase["stop_at"] = time.monotonic() + duration
    phase["go"].set()
    for t in asyncio.as_completed(tasks):
        try:
            await t
        except (OSError, TimeoutError, httpx.HTTPError, websockets.WebSocketException) as e:
            # a failed login or connection counts as an error
            stats.errors.append(f"{type(e).__name__}: {e}")
    await http.aclose()
    return stats


def client_process(args, base, rooms, seed, out):
    s = asyncio.run(client_main(base, rooms, args.seats, args.think_ms / 1000, args.duration,
                                args.games, seed, args.setup_timeout, out))
    out.put({"latencies": s.latencies, "answers": s.answers, "games": s.games,
             "errors": s.errors, "ready": s.setup})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rooms", type=int, default=200, help="concurrent rooms (default 200)")
    ap.add_argument("--seats", type=int, default=5, help="players per room (default 5)")
    ap.add_argument("--duration", type=float, default=60,
                    help="seconds of play after setup (default 60)")
    ap.add_argument("--games", type=int, default=0,
                    help="stop after this many games finished (default: only --duration)")
    ap.add_argument("--think-ms", type=float, default=500,
                    help="mean think time of a client before answering (default 500)")
    ap.add_argument("--procs", type=int, default=1, help="client processes (default 1)")
    ap.add_argument("--workers", type=int, default=1,
                    help="server processes behind one address (PostgreSQL; default 1)")
    ap.add_argument("--database-url", default=None,
                    help="server database (default: a new SQLite file in a temp directory)")
    ap.add_argument("--port", type=int, default=0,
                    help="the server's port (default 0: one the system chooses)")
    ap.add_argument("--server", default=None,
                    help="use this running server (http://host:port) instead of starting one")
    ap.add_argument("--setup-timeout", type=float, default=60,
                    help="seconds allowed for logging in and seating everyone (default 60)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--reference", action="store_true",
                    help="time RLCard's UNO loop before and after (needs the bench extra)")
    args = ap.parse_args()
    reference = []
    if args.reference:
        reference.append(uno_reference())

    tmp = tempfile.TemporaryDirectory(prefix="fengsheng-load-")
    url, drop = args.database_url or f"sqlite:///{tmp.name}/load.db", None
    if url.startswith("postgres") and not args.server:
        url, drop = fresh_postgres(url)
    log_path = os.path.join(tmp.name, "server.log")
    gc_path = os.path.join(tmp.name, "gc-{pid}.json")
    proc = None
    if args.server:
        base, url = args.server.rstrip("/"), "(running server)"
        open(log_path, "w").close()
    else:
        with open(log_path, "w") as log:
            proc, base = start_server(url, log, gc_path, args.workers, args.port)
    try:
        cpu0, t0 = cpu_seconds(proc.pid) if proc else 0.0, time.monotonic()
        out = mp.get_context("spawn").Queue()
        parts = [list(range(k, args.rooms, args.procs)) for k in range(args.procs)]
        workers = [mp.get_context("spawn").Process(
            target=client_process, args=(args, base, part, args.seed + k, out))
            for k, part in enumerate(parts)]
        for w in workers:
            w.start()
        results, play_start = [], None
        loads, played = [], threading.Event()
        sampler = threading.Thread(target=sample_load, args=(loads, played), daemon=True)
        while len(results) < len(workers):
            m = out.get()
            if m != "play":
                results.append(m)
            elif play_start is None:   # the server's CPU during play, without the setup
                play_start = (cpu_seconds(proc.pid) if proc else 0.0, time.monotonic())
                sampler.start()
        played.set()
        for w in workers:
            w.join()
        wall = time.monotonic() - t0
        cpu = cpu_seconds(proc.pid) - cpu0 if proc else float("nan")
        play_cpu = cpu_seconds(proc.pid) - play_start[0] if proc else float("nan")
        play_wall = time.monotonic() - play_start[1]
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(30)
            time.sleep(1)   # the workers stop after their parent
        if drop is not None:
            drop()
    lat = sorted(x for r in results for x in r["latencies"])
    errors = [e for r in results for e in r["errors"]]
    answers = sum(r["answers"] for r in results)
    with open(log_path) as fh:
        log_lines = fh.readlines()
    server_errors = [line for line in log_lines if "Traceback" in line or "ERROR" in line]
    last_lines = [line.rstrip() for line in log_lines if line.strip() and line[0] != " "][-5:]

    def pct(q):
        return 1000 * lat[min(len(lat) - 1, int(q * len(lat)))] if lat else float("nan")

    print(f"rooms {args.rooms} × {args.seats} seats, think {args.think_ms:.0f} ms mean, "
          f"{args.procs} client process(es), {args.workers} server process(es), "
          f"database {url.split(':')[0]}")
    print(f"rooms ready         {sum(r['ready'] for r in results)} of {args.rooms}")
    print(f"games finished      {sum(r['games'] for r in results)}")
    print(f"answers             {answers}  ({answers / args.duration:.0f}/s over the "
          f"{args.duration:.0f} s of play)")
    print(f"errors              {len(errors)} client, {len(server_errors)} server log")
    for e in sorted(set(errors))[:5]:
        print(f"  {errors.count(e)} × {e}")
    for line in last_lines if server_errors else []:
        print(f"  server log: {line[:160]}")
    print(f"latency answer→view p50 {pct(0.5):.1f} ms  p90 {pct(0.9):.1f} ms  "
          f"p99 {pct(0.99):.1f} ms  max {1000 * lat[-1] if lat else float('nan'):.1f} ms  "
          f"({len(lat)} samples, mean {1000 * statistics.fmean(lat) if lat else 0:.1f} ms)")
    print(f"server CPU          play: {play_cpu:.1f} s in {play_wall:.0f} s "
          f"({100 * play_cpu / play_wall:.0f}% of a core, {1000 * play_cpu / max(1, answers):.2f} ms "
          f"per answer); with setup: {cpu:.1f} s in {wall:.0f} s")
    reports = []
    for name in os.listdir(tmp.name):
        if name.startswith("gc-"):
            with open(os.path.join(tmp.name, name)) as fh:
                reports.append(json.load(fh))
    for g in ("0", "1", "2"):   # the worst over the server processes
        if reports:
            v = {k: max(r[g][k] for r in reports) for k in reports[0][g]}
            v["n"] = sum(r[g]["n"] for r in reports)
            print(f"server GC gen{g}      {v['n']} collections; longest {v['max_wall']:.1f} ms "
                  f"wall, {v['max_cpu']:.1f} ms CPU; p99 {v['p99_wall']:.1f} ms wall, "
                  f"{v['p99_cpu']:.1f} ms CPU")
    if reports and reports[0].get("frozen") is not None:
        print(f"server GC frozen    {sum(r['frozen'] for r in reports)} objects at the end, "
              f"{sum(r['frozen_garbage'] for r in reports)} of them garbage (never freed)")
    if loads:
        print(f"machine load average during play: mean {statistics.fmean(loads):.1f}, "
              f"{min(loads):.1f}–{max(loads):.1f} ({len(loads)} samples; 2 cores: above 2, "
              f"processes waited for a core)")
    if args.reference:
        reference.append(uno_reference())
        print(f"reference: RLCard UNO {reference[0]:,.0f} decisions/s on one core before the "
              f"run, {reference[1]:,.0f} after (benchmarks/engine_speed.py --reference's loop)")
    tmp.cleanup()


def sample_load(loads: list, done: threading.Event) -> None:
    """The 1-minute load average every 2 s until ``done``."""
    while not done.wait(2.0):
        loads.append(os.getloadavg()[0])


def uno_reference() -> float:
    """RLCard UNO decisions/s, the fastest of 3 runs of 300 games (engine_speed.uno_run)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from engine_speed import uno_run
    return max(uno_run(300, k) for k in range(3))


if __name__ == "__main__":
    main()
