"""The browser client against the real server in a real headless Chromium: a whole game played
by clicking (with a reload in the middle), its replay stepped both ways, a role-card game on a
phone-sized screen, a second player joining by link, and untrusted text staying text."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from .player import DESKTOP, PHONE, Clicker, create_room, enter, hand, sit_fill_start, wait_decision


def test_game_by_clicking_with_reload_and_replay(server, new_page, shots):
    page = new_page(DESKTOP)
    enter(page, server, "测试员")
    page.screenshot(path=str(shots / "desktop-lobby.png"))
    room = create_room(page, seats=5)
    expect(page.locator(".room-bar")).to_contain_text("5人")
    sit_fill_start(page)
    clicker = Clicker(page, seed=1)
    checked = {}

    def reload_once(n):
        if n < 4 or checked:
            return
        # Mid-game: a reload must bring back the same seat, hand, decision and log.
        before = (hand(page), page.get_attribute(".prompt.yours", "data-seq"),
                  page.locator(".prompt.yours .question").inner_text())
        log_lines = page.locator(".log-list li").count()
        page.screenshot(path=str(shots / "desktop-table.png"))
        page.reload()
        assert wait_decision(page)
        after = (hand(page), page.get_attribute(".prompt.yours", "data-seq"),
                 page.locator(".prompt.yours .question").inner_text())
        assert after == before
        expect(page.locator(".seat.mine .seat-no")).to_have_text("0号（你）")
        assert page.locator(".log-list li").count() == log_lines
        assert f"#/room/{room}" in page.url
        checked["reload"] = True

    clicker.play_to_end(on_decision=reload_once)
    games, last_game_from = 1, 0
    # Targets are picked on the table; a game without any targeted choice (or too short to
    # reach the reload) is rare but possible: then play another.
    while not (clicker.seat_clicks and checked) and games < 3:
        page.click(".end-screen button.again")
        page.wait_for_selector(".end-screen", state="detached")
        last_game_from = clicker.answers
        clicker.play_to_end(on_decision=reload_once)
        games += 1
    assert checked.get("reload"), "no decision came to the reload check"
    assert clicker.seat_clicks > 0
    assert clicker.answers >= 5

    end = page.locator(".end-screen")
    # Winners are marked in the table and named in the result sentence; or it is a draw.
    result = end.locator(".result").inner_text()
    winners = [int(s) for s in end.locator("tr.winner").evaluate_all("rs => rs.map(r => r.dataset.seat)")]
    if winners:
        named = result.split("胜利者：")[-1]
        assert all(("你" if s == 0 else f"{s}号") in named for s in winners), (winners, result)
    else:
        assert result.startswith("平局")
    verdict = end.locator(".verdict").inner_text()
    assert verdict in ("你赢了！", "你输了。", "平局。")
    assert (verdict == "你赢了！") == (end.locator("tr.mine.winner").count() == 1)
    # Identities revealed: every row names a faction, none is "？".
    idents = end.locator("tbody td.ident").all_inner_texts()
    assert len(idents) == 5 and all(t in ("潜伏战线", "军情处", "打酱油的") for t in idents)
    page.screenshot(path=str(shots / "desktop-end.png"))

    # The replay of the game just finished: step forward, back, change the point of view.
    page.click(".end-screen a:has-text('查看回放')")
    step_no = page.locator(".replay-controls .step-no")
    expect(step_no).to_contain_text("第 0 /")
    # From the player's own seat at first: their hand, no other.
    expect(page.locator(".replay-controls select.viewer")).to_have_value("0")
    expect(page.locator(".mine-area")).to_be_visible()
    page.select_option(".replay-controls select.viewer", "none")
    total = int(step_no.inner_text().split("/")[1].split()[0])
    assert total >= clicker.answers - last_game_from     # the bots' answers are steps too
    for k in (1, 2, 3):
        page.click(".replay-controls button.next")
        expect(step_no).to_contain_text(f"第 {k} /")
    page.click(".replay-controls button.prev")
    expect(step_no).to_contain_text("第 2 /")
    expect(page.locator(".seat-hand")).to_have_count(0)      # a spectator sees no hand
    page.select_option(".replay-controls select.viewer", "all")
    expect(page.locator(".seat-hand")).to_have_count(5)      # everything revealed
    page.select_option(".replay-controls select.viewer", "0")
    expect(page.locator(".seat-hand")).to_have_count(0)
    expect(page.locator(".mine-area")).to_be_visible()         # seat 0's own hand only
    page.click(".replay-controls button.last")
    expect(step_no).to_contain_text(f"第 {total} / {total} 步")
    expect(page.locator(".end-screen .result")).to_be_visible()
    page.keyboard.press("ArrowLeft")
    expect(step_no).to_contain_text(f"第 {total - 1} /")
    page.screenshot(path=str(shots / "desktop-replay.png"))

    # Keys held down ask the server once the steps stop, not once per key press.
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/replay?" in r.url else None)
    page.click(".replay-controls button.first")
    expect(step_no).to_contain_text("第 0 /")
    expect(page.locator(".replay-controls button.prev")).to_be_disabled()
    asked.clear()
    for _ in range(12):
        page.keyboard.press("ArrowRight")
    expect(step_no).to_contain_text("第 12 /")
    expect(page.locator(".replay-controls button.prev")).to_be_enabled()
    page.wait_for_timeout(400)
    assert 1 <= len(asked) <= 3 and "step=12" in asked[-1], asked

    # A link with a seat the game does not have: an error, then the spectator's view.
    game_id = re.search(r"#/replay/(\d+)", page.url).group(1)
    page.goto(f"{server.rstrip('/')}/#/replay/{game_id}?step=3&seat=7")
    expect(page.locator(".toast")).to_contain_text("座位必须是0到4")
    expect(step_no).to_contain_text("第 3 /")
    expect(page.locator(".replay-controls select.viewer")).to_have_value("none")
    expect(page.locator(".seat-hand")).to_have_count(0)


def test_phone_game_with_role_cards(server, new_page, shots):
    page = new_page(PHONE)
    enter(page, server, "手机玩家")
    page.screenshot(path=str(shots / "phone-lobby.png"), full_page=True)
    create_room(page, seats=5, roles=True, time_limit=300)
    sit_fill_start(page)
    page.wait_for_selector(".role-offer .option")
    expect(page.locator(".role-offer .offer")).to_have_count(2)
    # The decision timer counts down from the room's limit.
    expect(page.locator(".prompt.yours .timer")).to_have_text(re.compile(r"你的时限 (29\d|300) 秒"))
    page.screenshot(path=str(shots / "phone-role-choice.png"))
    clicker = Clicker(page, seed=2)
    # 自动让过 on: a response window is put to the player only with the reason it stops for.
    page.check(".room-bar .auto-pass input")

    def shoot(n):
        if page.get_attribute(".prompt.yours", "data-kind") == "respond":
            expect(page.locator(".prompt.yours .auto-note")).to_contain_text("自动让过暂停：")
        if n == 3:
            page.screenshot(path=str(shots / "phone-table.png"))
            page.screenshot(path=str(shots / "phone-table-full.png"), full_page=True)
        if n == 1:
            # The chosen role card opens in full (skills and 机密任务).
            page.click(".mine-area button.role")
            expect(page.locator("dialog[open] .role-card .mission")).to_contain_text("机密任务")
            page.click("dialog[open] button.close")
            expect(page.locator("dialog[open]")).to_have_count(0)

    clicker.play_to_end(on_decision=shoot)
    assert clicker.role_picks == 1
    expect(page.locator(".end-screen")).to_be_visible()
    # With role cards, the end screen names every seat's role.
    assert "角色" in page.locator(".end-table thead").inner_text()
    expect(page.locator(".end-screen .scroll-hint")).to_be_visible()   # the table scrolls sideways
    page.screenshot(path=str(shots / "phone-end.png"), full_page=True)
    # The page never needs sideways scrolling on a phone.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_join_by_link_spectate_and_chat_as_text(server, new_page):
    host = new_page(DESKTOP)
    enter(host, server, "<b>房主</b>")
    # The nickname is shown as typed, not as markup.
    expect(host.locator("#who strong")).to_have_text("<b>房主</b>")
    assert host.locator("#who b").count() == 0
    room = create_room(host, seats=3)

    guest = new_page(PHONE)
    guest.goto(f"{server}#/room/{room}")
    guest.fill("input[name=nickname]", "访客")
    guest.click(".nickname-form button[type=submit]")
    expect(guest.locator(".room-bar")).to_contain_text("你在观战")

    evil = '<img src=x onerror="window.__owned=1">你好'
    host.fill(".chat-form input", evil)
    host.click(".chat-form button[type=submit]")
    for page in (host, guest):
        line = page.locator(".chat-list li").last
        expect(line).to_contain_text(evil)
        assert page.locator(".chat-list img").count() == 0
        assert page.evaluate("window.__owned === undefined")

    # The guest takes a seat; the host sees it, tries a bot, fills the rest with bots, starts.
    guest.click(".seat-list li[data-seat='1'] button.sit")
    expect(host.locator(".seat-list li[data-seat='1'] .occupant")).to_contain_text("访客")
    host.select_option(".host-controls select.bot-kind", "novice")      # level 入门
    host.click(".seat-list li[data-seat='2'] button.add-bot")
    expect(guest.locator(".seat-list li[data-seat='2'] .occupant")).to_have_text("机器人·入门")
    host.click(".seat-list li[data-seat='2'] button.remove-bot")
    expect(guest.locator(".seat-list li[data-seat='2'] .occupant")).to_have_text("空位")
    host.click(".seat-list li[data-seat='0'] button.sit")
    host.click("button.fill-bots")
    host.click("button.start:not([disabled])")
    for page in (host, guest):
        page.wait_for_selector(".table")
        # A seated player sees their own hand and never another's.
        expect(page.locator(".seat-hand")).to_have_count(0)
        expect(page.locator(".mine-area .hand")).to_be_visible()
    expect(guest.locator(".seat.mine .seat-no")).to_have_text("1号（你）")

    # Someone finding the room in the lobby now watches: the table without hand or question.
    watcher = new_page(DESKTOP)
    enter(watcher, server, "观众")
    row = watcher.locator(f".room-row[data-room='{room}']")
    expect(row.locator(".status")).to_have_text("对局中")
    row.locator("a.button").click()
    watcher.wait_for_selector(".table")
    expect(watcher.locator(".room-bar")).to_contain_text("你在观战")
    expect(watcher.locator(".seat")).to_have_count(3)
    expect(watcher.locator(".mine-area")).to_have_count(0)
    expect(watcher.locator(".seat-hand")).to_have_count(0)
    expect(watcher.locator(".prompt.yours")).to_have_count(0)
