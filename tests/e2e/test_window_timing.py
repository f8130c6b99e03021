"""Time tells nothing in a response window (issue 18, item 2): in the browser, a round of a
window is shown for the room's window time whether a bot at the table holds a card it could use
there or not. A game is started from each position of a pair (tests/window_pairs.py: the bot in
seat B holds a 截获 or not, in the 情报传递 window of the message the player in seat A just sent)
on a real server; the page records when each view frame reaches it (performance.now() in the
page), and the round is shown as long in both games.
"""
from __future__ import annotations

import asyncio

from window_pairs import pair, start

from fengsheng.server import ServerSettings
from server.conftest import LiveServer, wait_seated

from .player import DESKTOP

WINDOW_MS = 700
RECORD_FRAMES = """
window.__frames = [];
const Native = window.WebSocket;
window.WebSocket = class extends Native {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (ev) => {
      const f = JSON.parse(ev.data);
      if (f.type === "view") window.__frames.push([performance.now(), f.seq, f.waiting]);
    });
  }
};
"""


def frames_until(page, seq: int) -> list:
    """The frames the page recorded, once one with ``seq`` came (polled: the page's content
    security policy allows no string to be evaluated in it)."""
    for _ in range(200):
        frames = page.evaluate("() => window.__frames")
        if any(f[1] >= seq for f in frames):
            return frames
        page.wait_for_timeout(50)
    raise AssertionError(f"no frame {seq} came: {frames}")


def round_shown(server, new_page, spec: dict, shot) -> tuple[float, str]:
    """(milliseconds the game's first round was shown in the page, the waiting text then)."""
    client = server.client("玩家")
    room = client.create_room(seats=3, time_limit=0, window_ms=WINDOW_MS)
    with client.ws(room["id"]) as ws:
        ws.send({"type": "sit", "seat": 0})
        ws.send({"type": "add_bot", "seat": 1, "bot": "heuristic"})
        ws.send({"type": "add_bot", "seat": 2, "bot": "heuristic"})
        wait_seated(ws, 3)
    page = new_page(DESKTOP)
    page.context.add_cookies([{"name": "fengsheng_token", "value": client.token,
                               "url": server.base}])
    page.add_init_script(RECORD_FRAMES)
    page.goto(f"{server.base}/#/room/{room['id']}")
    page.wait_for_selector(".seating")
    lobby = server.app.state.lobby

    async def begin():
        await lobby.rooms[room["id"]].start_game(0, start(spec))
    asyncio.run_coroutine_threadsafe(begin(), lobby.expirer.get_loop()).result(10)
    frames_until(page, 1)
    page.wait_for_timeout(WINDOW_MS / 3)
    page.screenshot(path=shot)
    frames = frames_until(page, 2)
    first = next(f for f in frames if f[1] == 1)
    after = next(f for f in frames if f[1] == 2)
    return after[0] - first[0], first[2]


def test_a_round_is_shown_as_long_whether_a_bot_could_act_in_it(tmp_path, new_page, shots):
    can, cannot = pair("jie_huo", 3, False)
    with LiveServer(f"sqlite:///{tmp_path / 'timing.db'}", ServerSettings(bot_delay=0, reconnect_grace=30)) as server:
        holding, text = round_shown(server, new_page, can, shots / "window_round_holding.png")
        not_holding, text2 = round_shown(server, new_page, cannot,
                                         shots / "window_round_not_holding.png")
    assert text == text2 and "等待响应" in text   # the page says the same: the window is open
    # Measured in the page: a frame may reach a busy browser some tens of ms late. Without the
    # window time a bot's answer takes a few ms, and a round nobody can act in is not shown.
    for ms in (holding, not_holding):
        assert WINDOW_MS * 0.75 <= ms <= WINDOW_MS + 600, (holding, not_holding)
    assert abs(holding - not_holding) <= 300, (holding, not_holding)
