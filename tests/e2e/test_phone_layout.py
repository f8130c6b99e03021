"""The client on a phone with the longest nickname and nine seats: nothing overflows, seat
labels stay on one line, the pinned question folds away so no seat stays hidden, and a first
visit asks for the session without an HTTP error; the room-name field counts its characters."""
from __future__ import annotations

from playwright.sync_api import expect

from .player import PHONE, covered, create_room, enter, sit_fill_start, wait_decision

LONGEST = "一二三四五六七八九十壹贰叁肆伍陆"   # 16 characters, the most a nickname may have


def test_phone_with_nine_seats_and_the_longest_nickname(server, new_page):
    page = new_page(PHONE)
    errors = []
    page.on("response", lambda r: errors.append(r.url) if r.status >= 400 else None)
    enter(page, server, LONGEST)
    assert errors == []                                   # no 401 for "who am I?" on a first visit
    who = page.locator("#who").bounding_box()
    assert who["x"] + who["width"] <= PHONE["width"]      # the header keeps to the screen
    page.fill(".create-room input[name=name]", "房" * 30)          # cut at 24, and it says so
    assert page.input_value(".create-room input[name=name]") == "房" * 24
    expect(page.locator(".create-room .counter")).to_have_text("24/24")
    page.fill(".create-room input[name=name]", "")
    create_room(page, seats=9)
    sit_fill_start(page)
    assert wait_decision(page)
    labels = page.locator(".seat .seat-no")
    expect(labels).to_have_count(9)
    heights = {round(b["height"]) for b in (labels.nth(i).bounding_box() for i in range(9))}
    assert len(heights) == 1                              # every label on one line
    expect(page.locator(".seat.mine .seat-no")).to_have_text("0号（你）")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    prompt = page.locator(".prompt.yours").bounding_box()
    assert prompt["height"] <= PHONE["height"] * 0.45     # the pinned question is limited
    page.click(".prompt.yours .collapse-toggle")
    expect(page.locator(".prompt.yours .options")).to_be_hidden()
    assert not covered(page, ".seat[data-seat='8']")      # the last row can be seen
    page.click(".prompt.yours .collapse-toggle")
    expect(page.locator(".prompt.yours .options")).to_be_visible()


def test_the_own_clock_shows_only_for_the_players_own_decision_and_not_while_a_bot_plays(
        server, new_page):
    page = new_page(PHONE)
    page.goto(server)
    shown = page.evaluate("""async () => {
        const { DecisionTimer } = await import("/static/js/timer.js");
        const t = new DecisionTimer();
        const frame = (bot, mine) => ({ deadline: Date.now() + 60000, now: Date.now(),
                                        view: { over: false }, bot_playing: bot,
                                        options: mine ? [{ index: 0 }] : [] });
        const out = [];
        for (const [bot, mine] of [[false, true], [true, true], [false, false]]) {
            t.start(frame(bot, mine));
            out.push(!t.node.hidden);
        }
        return out;
    }""")
    # Another seat's decision has no clock in the prompt: its clock is on the table.
    assert shown == [True, False, False]
