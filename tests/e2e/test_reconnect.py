"""The page survives the server going away: stop the real server mid-game, start it again on
the same port and database, and the open page reconnects by itself to the same seat, hand and
question (the server resumes the game from its record)."""
from __future__ import annotations

import socket

from playwright.sync_api import expect

from .conftest import launch, stop
from .player import DESKTOP, Clicker, create_room, enter, hand, sit_fill_start, wait_decision


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_page_reconnects_after_server_restart(tmp_path, new_page):
    db, port = tmp_path / "restart.db", _free_port()
    # A long grace: the seat must still be ours when the page is back, however slow the restart.
    proc, url = launch(db, port, "--reconnect-grace", "120")
    try:
        page = new_page(DESKTOP)
        enter(page, url, "断线玩家")
        create_room(page, seats=4)
        sit_fill_start(page)
        clicker = Clicker(page, seed=3)
        while clicker.answers < 3 or not wait_decision(page):
            if wait_decision(page):
                clicker.decide()
            else:   # over before the third answer (rare): play another game
                page.click(".end-screen button.again")
                page.wait_for_selector(".end-screen", state="detached")
        before = (hand(page), page.get_attribute(".prompt.yours", "data-seq"),
                  page.locator(".prompt.yours .question").inner_text())

        stop(proc)
        expect(page.locator(".link-state")).to_contain_text("连接已断开")
        expect(page.locator(".board.stale")).to_have_count(1)     # greyed out meanwhile
        proc, _ = launch(db, port, "--reconnect-grace", "120")
        expect(page.locator(".link-state")).to_be_hidden(timeout=30_000)

        # A fresh view from the restarted server, not the table drawn before the stop.
        page.wait_for_selector(".board:not(.stale) + .dock .prompt.yours .option")
        after = (hand(page), page.get_attribute(".prompt.yours", "data-seq"),
                 page.locator(".prompt.yours .question").inner_text())
        assert after == before
        # And the game goes on: the answer is taken and the table moves to a later step.
        clicker.decide()
        page.wait_for_selector(".end-screen, .prompt.yours .option")
        assert page.locator(".end-screen").count() or \
            int(page.get_attribute(".prompt.yours", "data-seq")) > int(before[1])
    finally:
        stop(proc)
