"""``fengsheng serve``: the browser game on an embedded SQLite database (or PostgreSQL).

Prints the address to open once the server listens (with ``--port 0``, the port the system
chose), then serves until Ctrl+C. See docs/web-server.md.
"""
from __future__ import annotations

import os

import click


def _serve(host: str, port: int, database_url: str, settings, trusted_proxies=(),
           advertise: str | None = None, shared_port: bool = False) -> None:
    """Serve in this process. ``shared_port``: one of ``--workers`` processes: listen on
    ``port`` with SO_REUSEPORT (the kernel spreads connections over the workers) and on a
    port of its own, the address the other processes relay sockets of its rooms to."""
    import gc
    import socket

    import uvicorn

    from ..server import create_app, gcpauses
    from ..server.transport import uvicorn_config

    pauses = gcpauses.Pauses()   # while serving (start-up's collections are not pauses)
    reach = advertise or ("127.0.0.1" if host in ("0.0.0.0", "::") else host)
    reach = f"[{reach}]" if ":" in reach else reach
    sockets = None
    if shared_port:
        _die_with_parent()
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        public = socket.socket(family, socket.SOCK_STREAM)
        public.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        public.bind((host, port))
        own = socket.socket(family, socket.SOCK_STREAM)
        own.bind((host, 0))
        sockets = [public, own]

    class Server(uvicorn.Server):
        async def shutdown(self, sockets=None):
            report = os.environ.get("FENGSHENG_GC_REPORT")   # ({pid}: this process's id)
            if getattr(self, "collector", None) is not None:
                self.collector.stop()
            if report:   # (before the sockets close, which makes garbage of its own)
                pauses.remove()
                pauses.frozen = gc.get_freeze_count()
                pauses.frozen_garbage = gcpauses.frozen_garbage()
            await super().shutdown(sockets)
            if report:   # (here: uvicorn re-raises SIGTERM after this)
                pauses.write(report.replace("{pid}", str(os.getpid())))

        async def startup(self, sockets=None):
            await super().startup(sockets)   # (the games are resumed by now)
            if self.started:
                if os.environ.get("FENGSHENG_GC_SETTLE") != "0":   # 0: Python's defaults
                    gcpauses.settle()
                    schedule = gcpauses.Schedule.from_env()
                    if schedule.young > 0:   # (0: no timer, for comparison)
                        self.collector = gcpauses.Collector(schedule)
                        self.collector.start()
                pauses.install()
                bound = [s.getsockname()[1] for srv in self.servers for s in srv.sockets]
                await app.state.lobby.listening(f"http://{reach}:{bound[-1]}")
                shown = f"[{host}]" if ":" in host else host
                click.echo(f"风声服务器已启动：在浏览器中打开 http://{shown}:{bound[0]}/ "
                           f"（数据库：{database_url}；Ctrl+C 停止）")

    app = create_app(database_url, settings)
    config = uvicorn_config(app, host, port, trusted_proxies)
    Server(config).run(sockets=sockets)


def _die_with_parent() -> None:
    """A worker ends (SIGTERM) when the process that started it ends, even by SIGKILL."""
    import ctypes
    import signal

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG (Linux; SO_REUSEPORT spreads on Linux)
    if os.getppid() == 1:           # the parent was already gone
        os.kill(os.getpid(), signal.SIGTERM)


def _workers(n: int, host: str, port: int, *args) -> None:
    """Run ``n`` worker processes sharing ``host:port`` until Ctrl+C; a worker that dies is
    started again (its rooms move to the others meanwhile: docs/web-server.md)."""
    import multiprocessing
    import signal
    import socket
    import time

    holder = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    holder.bind((host, port))        # fixes the port (--port 0: one the system chose)
    port = holder.getsockname()[1]
    spawn = multiprocessing.get_context("spawn")

    def start():
        p = spawn.Process(target=_serve, args=(host, port, *args), kwargs={"shared_port": True})
        p.start()
        return p

    def stop(*_):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    procs = [start() for _ in range(n)]
    try:
        while True:
            time.sleep(1)
            procs = [p if p.is_alive() else start() for p in procs]
    except KeyboardInterrupt:
        pass
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            p.join(30)


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (0.0.0.0: every interface).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535),
              help="Port (0: any free port; the address is printed).")
@click.option("--database-url", default="sqlite:///fengsheng.db", show_default=True,
              help="sqlite:///FILE or postgresql://user:password@host/dbname (psycopg 3).")
@click.option("--bot-delay", default=0.5, show_default=True, type=click.FloatRange(0, 10),
              help="Seconds a bot waits before answering, so people can follow.")
@click.option("--window-ms", default=800, show_default=True, type=click.IntRange(0, 5000),
              help="Milliseconds each round of a response window is shown at least, whatever "
                   "the players hold (rooms with people; a room may set its own).")
@click.option("--reconnect-grace", default=10.0, show_default=True,
              type=click.FloatRange(0, 3600),
              help="Seconds a disconnected player keeps their turn before a bot answers for them.")
@click.option("--room-expiry", default=30.0, show_default=True, type=click.FloatRange(0, 10080),
              help="Minutes an open room may stay with nobody in it before it is closed (0: never).")
@click.option("--session-burst", default=20, show_default=True, type=click.IntRange(1),
              help="New sessions (nicknames) one client address may create at once; then one per 5 s.")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Server processes sharing the address (PostgreSQL only; each runs some "
                   "rooms, and takes over those of a process that dies).")
@click.option("--lease", default=10.0, show_default=True, type=click.FloatRange(0.5, 600),
              help="Seconds a process holds a room without renewing; a dead process's rooms "
                   "move to another within about 1⅓ of this.")
@click.option("--advertise-host", default=None, metavar="HOST",
              help="The address other server processes reach this one at (several machines "
                   "on one PostgreSQL; default: --host, or 127.0.0.1 for 0.0.0.0).")
@click.option("--trusted-proxy", "trusted_proxies", multiple=True, metavar="ADDRESS",
              help="A reverse proxy whose X-Forwarded-For header is believed (repeatable; "
                   "default: none, every client is its socket's address).")
def serve(host, port, database_url, bot_delay, window_ms, reconnect_grace, room_expiry,
          session_burst, workers, lease, advertise_host, trusted_proxies):
    """在浏览器里玩风声：启动网页服务器，并显示要打开的地址。

    Play 风声 in the browser: start the web server and print the address to open."""
    from ..server.db import DatabaseURLError, normalise_url
    from ..server.rooms import ServerSettings

    try:
        normalise_url(database_url)
    except DatabaseURLError as e:
        raise click.BadParameter(str(e), param_hint="--database-url") from None
    if workers > 1 and normalise_url(database_url).startswith("sqlite"):
        raise click.BadParameter("several processes need PostgreSQL (a SQLite file has one "
                                 "server)", param_hint="--workers")
    settings = ServerSettings(bot_delay=bot_delay, window_ms=window_ms,
                              reconnect_grace=reconnect_grace, room_expiry=room_expiry * 60,
                              session_burst=session_burst, lease=lease)
    args = (database_url, settings, trusted_proxies, advertise_host)
    if workers > 1:
        _workers(workers, host, port, *args)
    else:
        _serve(host, port, *args)
