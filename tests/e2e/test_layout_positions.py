"""Nothing cut or overlapped in the tightest positions, built exactly (never by the luck of a
deal): at 1280×720 a table of 7 and of 9 seats with role cards, four cards waiting on the stack
and the player asked whether to 识破 any of them (the tallest question: a row per 识破 and the
role's skill), and the same nine seats on a 390×844 phone; and a table of 7 at 1280×720 whose
seats are tall with messages while a message is in transit and a card waits on the stack. Every
seat, every stack card and every option lies inside the viewport (or, on the phone, inside its
own scrolling box), and no two seats, the stack or the message overlap."""
from __future__ import annotations

import asyncio
import re


from window_pairs import _ids

from fengsheng.cards.deck import deck
from fengsheng.engine.flow import apply
from fengsheng.engine.position import from_position
from fengsheng.server import ServerSettings
from server.conftest import LiveServer, wait_seated

from playwright.sync_api import expect

from .player import CUT, DESKTOP, PHONE, covered
from .test_table import FELT_OVERLAPS, OVERFLOW

ROLES = ("hei_mei_gui", "lao_gui", "lao_jin", "fu_ping", "lao_qiang", "shan_ling", "e_mei_feng",
         "huang_que", "gang_tie_te_gong")
IDENTITIES = ("潜伏战线", "军情处", "打酱油的")


def tall_position(seats: int):
    """B (seat 1) uses a 试探 on the player (seat 0); C, D and E each 识破 the card below; the
    player, holding a 识破 and a face-down 黑玫瑰 (whose 血染玫瑰 targets any seat), is asked
    with four cards on the stack."""
    ids = _ids()
    players = [{"identity": IDENTITIES[s % 3], "role": ROLES[s], "face_up": False, "hand": []}
               for s in range(seats)]
    players[1]["hand"] = [f"#{ids['shi_tan'][0]}"]
    for s in (2, 3, 4):
        players[s]["hand"] = [f"#{ids['shi_po'][s - 2]}"]
    players[0]["hand"] = [f"#{ids['shi_po'][3]}", f"#{ids['jie_huo'][0]}", f"#{ids['po_yi'][0]}",
                          f"#{ids['diao_hu_li_shan'][0]}", f"#{ids['suo_ding'][0]}"]
    players[0]["messages"] = [f"#{ids['po_yi'][1]}", f"#{ids['tui_hui'][0]}"]
    state = from_position({"players": players, "turn": "B", "phase": "play_1", "seed": 7,
                           "roles": True})
    while not (state.pending.seat == 0 and len(state.stack) == 4):
        uses = [o for o in state.pending.options if o.kind == "use" and o.seat <= 0]
        apply(state, max(uses, key=lambda o: o.ref) if uses else state.pending.options[0])
    return state


def open_position(server, new_page, viewport, seats: int, build=tall_position, stack: int = 4,
                  time_limit: int = 0):
    client = server.client("量尺")
    room = client.create_room(seats=seats, roles=True, time_limit=time_limit)
    with client.ws(room["id"]) as ws:
        ws.send({"type": "sit", "seat": 0})
        for s in range(1, seats):
            ws.send({"type": "add_bot", "seat": s, "bot": "heuristic"})
        wait_seated(ws, seats)
    page = new_page(viewport)
    page.context.add_cookies([{"name": "fengsheng_token", "value": client.token, "url": server.base}])
    page.goto(f"{server.base}/#/room/{room['id']}")
    page.wait_for_selector(".seating")
    lobby = server.app.state.lobby

    async def begin():
        await lobby.rooms[room["id"]].start_game(0, build(seats))
    asyncio.run_coroutine_threadsafe(begin(), lobby.expirer.get_loop()).result(10)
    page.wait_for_selector(".prompt.yours .option")
    page.wait_for_selector(f".stack-card >> nth={stack - 1}")
    return page


WHOLE = ".seat, .stack-card, .prompt.yours .option, .mine-area .card"


def assert_whole(page, viewport, seats, shot):
    page.screenshot(path=shot)
    phone = viewport is PHONE
    assert page.evaluate(OVERFLOW, viewport["width"]) == []
    if not phone:
        assert page.evaluate(FELT_OVERLAPS) == []
    assert page.evaluate(CUT, [WHOLE, phone]) == []
    expect(page.locator(".seat")).to_have_count(seats)


def test_tall_question_and_full_stack_fit(tmp_path, new_page, shots):
    with LiveServer(f"sqlite:///{tmp_path / 'layout.db'}", ServerSettings(bot_delay=0)) as server:
        for viewport, seats, tag in ((DESKTOP, 7, "1280x720-7"), (DESKTOP, 9, "1280x720-9"),
                                     (PHONE, 9, "390x844-9")):
            page = open_position(server, new_page, viewport, seats)
            expect(page.locator(".stack-card")).to_have_count(4)
            assert_whole(page, viewport, seats, str(shots / f"tall-{tag}.png"))
            # The 识破 is one button; then the stack's cards are the targets, named short below.
            page.click(".prompt.yours .option.group[data-group^='item|']")
            expect(page.locator(".stack-card.target")).to_have_count(4)
            expect(page.locator(".prompt.yours .option")).to_have_text(
                ["第1项 1号的【试探】", "第2项 2号的【识破】", "第3项 3号的【识破】", "第4项 4号的【识破】"])
            assert_whole(page, viewport, seats, str(shots / f"tall-{tag}-items.png"))
            # The role's skill names a seat: one short button per seat, every one in sight.
            page.click(".prompt.yours .filter button.link")
            page.click(".prompt.yours .option.group[data-group^='seat|']")
            expect(page.locator(".prompt.yours .option")).to_have_count(seats)
            assert_whole(page, viewport, seats, str(shots / f"tall-{tag}-seats.png"))
            # A click on the card that resolves first answers: the 识破 aims at it.
            page.click(".prompt.yours .filter button.link")
            page.click(".prompt.yours .option.group[data-group^='item|']")
            page.locator(".stack-card.target").last.click()
            expect(page.locator(".log-list li", has_text="你使用【识破】").first).to_be_attached()


def crowded_position(seats: int = 7):
    """The player's own turn: its 直达 is in transit at its seat, B lures its target with a
    调虎离山 and the player is asked, holding a 识破, with four messages and two flags making its
    seat tall: the stack card it may aim at lies between the top seats and its own."""
    ids = _ids()
    players = [{"identity": IDENTITIES[s % 3], "role": ROLES[s], "face_up": False, "hand": []}
               for s in range(seats)]
    players[1]["hand"] = [f"#{ids['diao_hu_li_shan'][0]}"]
    players[0]["hand"] = [f"#{ids['shi_po'][0]}"]
    by_colour = {}
    for c in deck("standard"):
        if c.id not in (ids["diao_hu_li_shan"][0], ids["shi_po"][0], ids["shi_po"][1]):
            by_colour.setdefault(c.colour, []).append(c.id)
    players[0]["messages"] = [f"#{by_colour[c].pop()}" for c in
                              ("red", "red", "blue", "blue", "black", "black")]
    for p in players[1:]:   # the seats above grow with their messages too
        p["messages"] = [f"#{by_colour[c].pop()}" for c in ("red", "blue", "black", "black")]
    target = "ABCDEFGHI"[seats - 2]
    state = from_position({"players": players, "turn": "A", "phase": "send_message",
                           "seed": 7, "roles": True,
                           "message": {"card": f"#{ids['shi_po'][1]}", "transmission": "直达",
                                       "target": target, "step": "transmit"}})
    while not (state.pending.seat == 0 and len(state.stack) == 1):
        uses = [o for o in state.pending.options if o.kind == "use" and o.func == "diao_hu_li_shan"]
        apply(state, uses[0] if uses else next(
            (o for o in state.pending.options if o.kind == "pass"), state.pending.options[0]))
    return state


def test_the_middle_of_the_felt_fits_between_the_seats_and_shows_the_stack(tmp_path, new_page,
                                                                          shots):
    """At 1280×720 with 7 seats the felt is at its smallest: the message panel and the stack
    do not fit between the top seats and the player's tall seat, so the middle scrolls, showing
    the stack, and no seat hides a card that may be clicked (a CI game found it under seat 0)."""
    with LiveServer(f"sqlite:///{tmp_path / 'layout.db'}", ServerSettings(bot_delay=0)) as server:
        page = open_position(server, new_page, DESKTOP, 7, crowded_position, stack=1)
        expect(page.locator(".centre .transit")).to_have_count(1)
        page.screenshot(path=str(shots / "crowded-1280x720-7.png"))
        assert page.evaluate(FELT_OVERLAPS) == []
        assert not covered(page, ".stack-card")


def waiting_in_transit_position(seats: int = 5):
    """The player's own turn at 5 seats: its 密电 is in transit at its seat, D 截获s it and E
    识破s the 截获; the player, holding two 识破, is asked."""
    ids = _ids()
    players = [{"identity": IDENTITIES[s % 3], "role": ROLES[s], "face_up": False, "hand": []}
               for s in range(seats)]
    players[3]["hand"] = [f"#{ids['jie_huo'][0]}"]
    players[4]["hand"] = [f"#{ids['shi_po'][0]}"]
    players[0]["hand"] = [f"#{ids['shi_po'][1]}", f"#{ids['shi_po'][2]}"]
    state = from_position({"players": players, "turn": "A", "phase": "send_message",
                           "seed": 7, "roles": True,
                           "message": {"card": f"#{ids['diao_hu_li_shan'][0]}",
                                       "transmission": "密电", "step": "transmit"}})
    while not (state.pending.seat == 0 and len(state.stack) == 2):
        uses = [o for o in state.pending.options if o.kind == "use" and state.pending.seat != 0]
        apply(state, uses[0] if uses else next(
            (o for o in state.pending.options if o.kind == "pass"), state.pending.options[0]))
    return state


def test_cards_waiting_show_whole_where_the_band_is_tall(tmp_path, new_page, shots):
    """At 1280×720 with 5 seats the band between the seats is taller than the middle may be
    (38% of the felt), yet the caption, the message and four waiting cards are taller still:
    the middle scrolls to the stack, so its cards show whole (a new player's game found them
    cut in half: the middle was fitted only where the band was short). The player plays both
    its 识破 (the second line of the log makes the caption) and is asked again. On a phone the
    middle is in the page's flow and the board scrolls: the same cards, whole."""
    with LiveServer(f"sqlite:///{tmp_path / 'layout.db'}", ServerSettings(bot_delay=0)) as server:
        for viewport, tag in ((DESKTOP, "1280x720"), (PHONE, "390x844")):
            page = open_position(server, new_page, viewport, 5, waiting_in_transit_position,
                                 stack=2)
            for waiting in (3, 4):
                page.click(".prompt.yours .option.group[data-group^='item|']")
                page.locator(".stack-card.target").last.click()
                page.wait_for_selector(f".stack-card >> nth={waiting - 1}")
                page.wait_for_selector(".prompt.yours .option")
            expect(page.locator(".centre .caption")).to_have_count(1)
            expect(page.locator(".centre .transit")).to_have_count(1)
            page.screenshot(path=str(shots / f"waiting-in-transit-{tag}-5.png"))
            assert page.evaluate(CUT, [".stack-card", viewport is PHONE]) == []


def test_the_window_clock_shows_whole_while_the_middle_scrolls_to_the_stack(tmp_path, new_page,
                                                                            shots):
    """At 1280×720 with 5 seats and a time limit, a response window with the message in transit
    and two cards waiting: the middle scrolls to the stack, and the window's clock still shows
    whole (a game showed it half scrolled out of the middle, above the message); on a phone
    too."""
    with LiveServer(f"sqlite:///{tmp_path / 'layout.db'}", ServerSettings(bot_delay=0)) as server:
        for viewport, tag in ((DESKTOP, "1280x720"), (PHONE, "390x844")):
            page = open_position(server, new_page, viewport, 5, waiting_in_transit_position,
                                 stack=2, time_limit=60)
            expect(page.locator(".window-clock")).to_have_text(re.compile(r"响应时限 \d+秒"))
            page.screenshot(path=str(shots / f"window-clock-{tag}-5.png"))
            assert page.evaluate(CUT, [".window-clock, .stack-card", viewport is PHONE]) == []
            if viewport is DESKTOP:
                assert page.evaluate(FELT_OVERLAPS) == []
