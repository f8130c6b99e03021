"""Accounts in the browser: two players register, play a rated game against each other (and a
bot) by clicking, see both ratings change on the leaderboard and a profile with the game and
its replay link; log in on another device; switch the page to English; every screen checked
for sideways overflow at 1280×720 and 390×844 (screenshots kept)."""
from __future__ import annotations

import time

from playwright.sync_api import expect

from .player import DESKTOP, PHONE, Clicker, create_room, enter, sit_fill_start

PASSWORD = "secret-pass-123"


def register(page) -> None:
    page.fill(".claim-form input[name=new_password]", PASSWORD)
    page.click(".claim-form button[type=submit]")
    expect(page.locator(".logout-everywhere")).to_be_visible()


def no_overflow(page, viewport) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"], page.url


def ratings_on_board(page) -> dict[str, int]:
    rows = page.locator(".leaderboard tbody tr")
    expect(rows.first.locator("td.num").first).to_be_visible()
    out = {}
    for i in range(rows.count()):
        cells = rows.nth(i).locator("td")
        out[cells.nth(1).inner_text()] = int(cells.nth(2).inner_text())
    return out


def play_both(pages, clickers, limit=600) -> None:
    """Answer whichever page has a decision until both show the end screen."""
    done = [False] * len(pages)
    deadline = time.monotonic() + 240
    while not all(done):
        assert time.monotonic() < deadline, "the game did not end"
        acted = False
        for i, (page, clicker) in enumerate(zip(pages, clickers)):
            if done[i]:
                continue
            if page.locator(".end-screen").count():
                done[i] = True
            elif page.locator(".prompt.yours .option").count():
                clicker.decide()
                acted = True
        if not acted:
            time.sleep(0.05)
        assert sum(c.answers for c in clickers) < limit


def test_two_accounts_play_a_rated_game_and_see_it(server, new_page, shots):
    a, b = new_page(DESKTOP), new_page(PHONE)
    enter(a, server, "甲方账号")
    enter(b, server, "乙方账号")
    for page in (a, b):
        register(page)
    room = create_room(a, seats=3)
    b.goto(f"{server}#/room/{room}")
    b.click(".seat-list li[data-seat='1'] button.sit")
    expect(a.locator(".seat-list li[data-seat='1'] .occupant")).to_contain_text("乙方账号")
    a.click(".seat-list li[data-seat='0'] button.sit")
    a.click("button.fill-bots")
    a.click("button.start:not([disabled])")
    for page in (a, b):
        page.wait_for_selector(".table")
    play_both([a, b], [Clicker(a, seed=5), Clicker(b, seed=6)])

    # Both ratings moved away from a new player's 1000 (and the bot's too).
    a.goto(f"{server}#/leaderboard")
    board = ratings_on_board(a)
    assert {"甲方账号", "乙方账号"} <= set(board) and len(board) == 3, board
    assert all(r != 1000 for r in board.values()), board   # mu − 3σ moves with every game
    a.screenshot(path=str(shots / "accounts-leaderboard-desktop.png"), full_page=True)
    no_overflow(a, DESKTOP)
    b.goto(f"{server}#/leaderboard")
    ratings_on_board(b)
    b.screenshot(path=str(shots / "accounts-leaderboard-phone.png"), full_page=True)
    no_overflow(b, PHONE)

    # The profile: rating as on the board, the game with its replay, the chart, win rates.
    a.click(".leaderboard a:has-text('乙方账号')")
    expect(a.locator(".profile h2")).to_contain_text("乙方账号")
    expect(a.locator(".profile .headline .big")).to_have_text(str(board["乙方账号"]))
    expect(a.locator(".profile .recent li")).to_have_count(1)
    expect(a.locator(".profile .recent li span").first).to_contain_text(" · 风声 · ")   # its game
    expect(a.locator(".rating-chart circle")).to_have_count(2)   # 1000 before, then after
    expect(a.locator(".tally").first.locator("tbody tr")).to_have_count(1)
    a.screenshot(path=str(shots / "accounts-profile-desktop.png"), full_page=True)
    no_overflow(a, DESKTOP)
    b.goto(a.url)
    expect(b.locator(".profile .recent li")).to_have_count(1)
    b.screenshot(path=str(shots / "accounts-profile-phone.png"), full_page=True)
    no_overflow(b, PHONE)
    a.click(".profile .recent a.button")
    expect(a.locator(".replay, .replay-page").first).to_be_visible()

    # The lobby shows the online count and one's own rating.
    a.goto(server)
    expect(a.locator("#bar .online")).to_contain_text("在线")
    expect(a.locator("#bar .my-rating")).to_contain_text(str(board["甲方账号"]))

    # Another device: log in with the password: the same player and rating.
    laptop = new_page(DESKTOP)
    laptop.goto(server)
    laptop.fill(".account-login input[name=account_name]", "甲方账号")
    laptop.fill(".account-login input[name=password]", PASSWORD)
    laptop.click(".account-login button[type=submit]")
    expect(laptop.locator("#who strong")).to_have_text("甲方账号")
    expect(laptop.locator("#bar .my-rating")).to_contain_text(str(board["甲方账号"]))

    # English: the switch changes the pages' words, and is remembered.
    for page, viewport, name in ((a, DESKTOP, "desktop"), (b, PHONE, "phone")):
        page.goto(f"{server}#/leaderboard")
        page.select_option("#bar .lang-switch", "en")
        expect(page.locator(".leaderboard h2")).to_have_text("Leaderboard")
        expect(page.locator("#bar .board-link")).to_have_text("Leaderboard")
        page.screenshot(path=str(shots / f"accounts-leaderboard-en-{name}.png"), full_page=True)
        no_overflow(page, viewport)
        page.click(".leaderboard a:has-text('甲方账号')")
        expect(page.locator(".profile h2")).to_have_text("甲方账号's profile")
        expect(page.locator(".profile .recent .button")).to_have_text("Replay")
        page.screenshot(path=str(shots / f"accounts-profile-en-{name}.png"), full_page=True)
        no_overflow(page, viewport)
    a.reload()
    expect(a.locator(".profile h3").first).to_have_text("Rating history")
    a.select_option("#bar .lang-switch", "zh-CN")
    expect(a.locator(".profile h3").first).to_have_text("积分变化")


def test_both_string_tables_have_the_same_keys(server, new_page):
    """No key is missing in either language, and a missing one throws (no silent fallback)."""
    page = new_page(DESKTOP)
    page.goto(server)
    diff = page.evaluate("""async () => {
        const zh = (await import('/static/js/lang-zh-CN.js')).default;
        const en = (await import('/static/js/lang-en.js')).default;
        const shape = (t) => Object.keys(t).sort().map((k) =>
            k + ':' + typeof t[k] + (typeof t[k] === 'object' ? JSON.stringify(Object.keys(t[k]).sort()) : ''));
        const a = shape(zh), b = shape(en);
        const empty = Object.entries({...zh, ...en}).filter(([k, v]) => v === '' ).map(([k]) => k);
        return {onlyZh: a.filter((k) => !b.includes(k)), onlyEn: b.filter((k) => !a.includes(k)), empty};
    }""")
    assert diff == {"onlyZh": [], "onlyEn": [], "empty": []}
    thrown = page.evaluate("""async () => {
        const { T } = await import('/static/js/strings.js');
        try { T.noSuchString; return null; } catch (e) { return e.message; }
    }""")
    assert thrown == "missing zh-CN string: noSuchString"


def test_the_game_table_in_english(server, new_page, shots):
    """The language switch covers the game client's own words (the table, the question panel,
    the room's controls) at both sizes; the server's game text in English is checked by
    test_english_table.py."""
    for viewport, name in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page = new_page(viewport)
        enter(page, server, f"English{name}")
        page.select_option("#bar .lang-switch", "en")
        expect(page.locator(".create-room button[type=submit]")).to_have_text("Create a room")
        expect(page.locator(".top .tag")).to_have_text("a hidden-identity spy card game")
        create_room(page, seats=3)
        expect(page.locator("button.fill-bots")).to_have_text("Bots in every empty seat")
        sit_fill_start(page)
        page.wait_for_selector(".prompt.yours .option, .end-screen", timeout=60_000)
        text = page.locator("body").inner_text()
        assert "Your hand" in text or "Your identity" in text, text[:400]
        page.screenshot(path=str(shots / f"table-en-{name}.png"), full_page=False)
        no_overflow(page, viewport)
