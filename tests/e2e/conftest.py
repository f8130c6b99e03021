"""End-to-end fixtures: the real server (``fengsheng serve`` in a subprocess, on a free
loopback port, with a temporary SQLite database) and a real headless Chromium driven by
Playwright. The browser is the system's (``FENGSHENG_CHROMIUM``, default /usr/bin/chromium);
nothing is downloaded. Screenshots go to ``FENGSHENG_SCREENSHOTS`` or a pytest temp dir."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

from .player import DESKTOP

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
START_TIMEOUT = 30.0
# Generous waits: the suite shares two cores with other jobs; a wait ends as soon as it holds.
expect.set_options(timeout=20_000)


def launch(db: Path, port: int = 0, *options: str) -> tuple[subprocess.Popen, str]:
    """Start ``fengsheng serve`` on loopback with the SQLite file ``db``; returns the process
    and its base URL once the API answers. Bots answer at once (``--bot-delay 0``) and rounds
    of response windows are not held (``--window-ms 0``; ``options`` may set it again), so a
    bot-filled game runs at the speed of the clicks. Stop it with :func:`stop`."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "fengsheng.cli.main", "serve", "--port", str(port),
         "--database-url", f"sqlite:///{db}", "--bot-delay", "0", "--window-ms", "0",
         *options],
        cwd=db.parent, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        return proc, _wait_for_address(proc)
    except BaseException:
        stop(proc)
        raise


def stop(proc: subprocess.Popen) -> None:
    """Stop a server started by :func:`launch` (SIGTERM, then SIGKILL after 10 s)."""
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """The base URL (``http://127.0.0.1:PORT/``) of a fresh server shared by the tests."""
    proc, url = launch(tmp_path_factory.mktemp("server") / "e2e.db")
    try:
        yield url
    finally:
        stop(proc)


def _wait_for_address(proc) -> str:
    """Read the server's start line for its address, then wait until the API answers."""
    deadline = time.monotonic() + START_TIMEOUT
    seen = []
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError("fengsheng serve exited before listening:\n" + "".join(seen))
        seen.append(line)
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m:
            url = f"http://127.0.0.1:{m.group(1)}/"
            while time.monotonic() < deadline:
                try:
                    with urllib.request.urlopen(url + "api/text", timeout=2) as r:
                        if r.status == 200:
                            return url
                except OSError:
                    time.sleep(0.1)
    raise RuntimeError("fengsheng serve did not start in time:\n" + "".join(seen))


@pytest.fixture(scope="session")
def browser():
    """A headless system Chromium. Fails (never skips) when it is missing."""
    path = os.environ.get("FENGSHENG_CHROMIUM", "/usr/bin/chromium")
    if not Path(path).exists():
        pytest.fail(f"no Chromium at {path}: install it (Debian: apt-get install -y chromium) "
                    "or point FENGSHENG_CHROMIUM at one. The browser test never downloads one.")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def shots(tmp_path_factory) -> Path:
    """Where screenshots are written (printed, so a person can look at them)."""
    where = os.environ.get("FENGSHENG_SCREENSHOTS")
    path = Path(where) if where else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots: {path}")
    return path


@pytest.fixture
def new_page(browser):
    """new_page(viewport) -> a page in its own browser context (own cookies: a separate
    player). Page errors (uncaught exceptions in the client) fail the test."""
    contexts, errors = [], []

    def make(viewport=DESKTOP):
        ctx = browser.new_context(viewport=viewport, locale="zh-CN")
        contexts.append(ctx)
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.set_default_timeout(20_000)
        return page

    yield make
    for ctx in contexts:
        ctx.close()
    assert not errors, f"errors in the page: {errors}"
