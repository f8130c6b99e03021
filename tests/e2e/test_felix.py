"""菲力猫 in a real Chromium against the real server: a room made for 菲力猫 with bots, a whole game
played by clicking (cards into the sack, bids, passes), the scores at the end, the replay with
everything revealed; quick play offers 菲力猫 too. Screenshots at 1280×720 and 390×844 are
checked for overflow as the 风声 table's are."""
from __future__ import annotations

import random
import re
from importlib.resources import files

from playwright.sync_api import expect

from .player import DESKTOP, PHONE, enter
from .test_table import OPTIONS_OUT, OVERFLOW

FELIX_SRC = files("fengsheng.games") / "felix"
DECISION = ".prompt.yours .option:not([disabled]), .end-screen"   # disabled: answered, not yet shown


def on_screen(page, vp) -> None:
    assert page.evaluate(OVERFLOW, vp["width"]) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= vp["width"]
    assert page.evaluate(OPTIONS_OUT, [vp["width"], vp["height"], vp is PHONE]) == []


def decide(page, rng: random.Random) -> None:
    """Click one of the options on the screen: a card, a quick bid, or pass (more often)."""
    options = page.locator(".prompt.yours .option")
    kinds = [options.nth(i).get_attribute("data-notation") for i in range(options.count())]
    passes = [i for i, k in enumerate(kinds) if k == "pass"]
    pick = passes[0] if passes and rng.random() < 0.6 else rng.randrange(len(kinds))
    options.nth(pick).click()


def play_by_clicking(page, vp, rng, shots, tag, limit=200) -> int:
    """Answer every decision until the end screen; returns the decisions answered."""
    n = 0
    while True:
        page.wait_for_selector(DECISION, timeout=60_000)
        if page.locator(".end-screen").count():
            return n
        seq = page.get_attribute(".prompt.yours", "data-kind")
        on_screen(page, vp)
        if n in (0, 4):
            page.screenshot(path=str(shots / f"felix-{tag}-{seq}-{n}.png"))
        before = page.locator(".log-list li").count()
        decide(page, rng)
        n += 1
        assert n < limit
        # the answer is applied: the log grows (every answer is an event)
        expect(page.locator(".log-list li")).not_to_have_count(before)


def test_a_felix_game_with_bots_played_by_clicking_to_its_scores_and_replay(server, new_page, shots):
    page = new_page(DESKTOP)
    enter(page, server, "点猫")
    # 风声's settings chosen first, then hidden by choosing 菲力猫: they do not go with the room.
    page.check(".create-room input[name=roles]")
    page.select_option(".create-room select[name=deck]", "promo")
    page.select_option(".create-room select[name=game]", "felix")
    expect(page.locator(".create-room select[name=seats] option")).to_have_count(3)   # 3-5
    expect(page.locator(".create-room input[name=roles]")).to_be_hidden()
    page.select_option(".create-room select[name=seats]", "4")
    page.click(".create-room button[type=submit]")
    page.wait_for_selector(".seating")
    expect(page.locator(".room-bar")).to_contain_text("菲力猫")
    room = page.evaluate("fetch('/api/rooms/' + location.hash.split('/')[2]).then((r) => r.json())")
    assert (room["game"], room["deck"], room["roles"]) == ("felix", "standard", False)
    expect(page.locator("select.bot-kind option")).to_have_text(
        ["机器人·算牌", "机器人·搜索（较慢）", "机器人·随机"])
    page.click(".seat-list li[data-seat='0'] button.sit")
    page.wait_for_selector(".seat-list li[data-seat='0'] button.stand")
    page.click("button.fill-bots")
    page.click("button.start:not([disabled])")
    page.wait_for_selector(".fx-table")
    expect(page.locator(".fx-seat")).to_have_count(4)
    # Hidden information on the page: my own mice are shown, nobody else's.
    expect(page.locator(".fx-seat .fx-seat-mice")).to_have_count(1)
    expect(page.locator(".fx-seat.mine .fx-seat-mice")).to_have_count(1)

    answered = play_by_clicking(page, DESKTOP, random.Random(7), shots, "1280x720")
    assert answered >= 9                                   # at least one card per round
    end = page.locator(".end-screen")
    expect(end.locator(".fx-scores tbody tr")).to_have_count(4)
    expect(end.locator(".fx-scores tr.winner")).not_to_have_count(0)
    scores = [int(t) for t in end.locator(".fx-scores .fx-score").all_inner_texts()]
    winners = end.locator(".fx-scores tr.winner .fx-score").all_inner_texts()
    assert {int(w) for w in winners} == {max(scores)}
    expect(page.locator(".log-list")).to_contain_text("对局结束")
    page.screenshot(path=str(shots / "felix-1280x720-end.png"))
    on_screen(page, DESKTOP)

    page.click(".end-screen a.button[href^='#/replay/']")
    page.wait_for_selector(".replay-controls .step-no")
    expect(page.locator(".fx-table")).to_be_visible()
    page.select_option(".replay-controls select.viewer", "all")
    page.click(".replay-controls button.last")
    expect(page.locator(".end-screen .fx-scores .fx-score")).to_have_text([str(s) for s in scores])
    page.click(".replay-controls button.first")
    expect(page.locator(".log-list li")).to_have_count(2)    # the deal and round 1
    page.click(".replay-controls button.next")
    expect(page.locator(".log-list li")).to_have_count(3)    # the first card in the sack
    expect(page.locator(".fx-seat .fx-seat-hand")).to_have_count(4)   # every hand, seen all
    # ... and the card put face down, as its owner sees it (the API's view of that seat)
    step1 = page.evaluate("fetch('/api/games/' + location.hash.split(/[/?]/)[2]"
                          " + '/replay?step=1&seat=all').then((r) => r.json())")
    card = step1["views"][step1["view"]["row"][0]["owner"]]["row"][0]["card"]
    assert card is not None and step1["view"]["row"][0]["card"] == card   # reveal_all's view
    expect(page.locator(".fx-slot[data-slot='0'] .fx-card")).to_have_attribute(
        "data-kind", ["-8", "-5", "3", "5", "8", "11", "15", "rabbit", "large_dog", "small_dog"][card % 10])
    page.screenshot(path=str(shots / "felix-1280x720-replay.png"))
    on_screen(page, DESKTOP)


KINDS = ["-8", "-5", "3", "5", "8", "11", "15", "rabbit", "large_dog", "small_dog"]


def test_the_all_visible_replay_shows_the_3_player_dummys_card(server, new_page, shots):
    """3 players: at the deal the dummy's card lies face down under the sack. The replay's
    全部公开 shows its face (reveal_all); a seat's own replay view, as the live table did, shows
    its back."""
    page = new_page(DESKTOP)
    enter(page, server, "三猫")
    page.select_option(".create-room select[name=game]", "felix")
    page.select_option(".create-room select[name=seats]", "3")
    page.click(".create-room button[type=submit]")
    page.click(".seat-list li[data-seat='0'] button.sit")
    page.wait_for_selector(".seat-list li[data-seat='0'] button.stand")
    page.click("button.fill-bots")
    page.click("button.start:not([disabled])")
    page.wait_for_selector(".fx-table")
    brand_is(page, "菲力猫")                                    # the header names the game
    dummy = page.locator(".fx-slot[data-slot='0']")
    expect(dummy.locator(".fx-owner")).to_have_text("假人")
    expect(dummy.locator(".fx-back")).to_have_count(1)              # live: its back
    play_by_clicking(page, DESKTOP, random.Random(5), shots, "3p")
    page.click(".end-screen a.button[href^='#/replay/']")
    page.wait_for_selector(".replay-controls .step-no")
    brand_is(page, "菲力猫")
    page.select_option(".replay-controls select.viewer", "all")
    expect(page.locator(".replay-controls button.first")).to_be_disabled()   # at the deal
    step0 = page.evaluate("fetch('/api/games/' + location.hash.split(/[/?]/)[2]"
                          " + '/replay?step=0&seat=all').then((r) => r.json())")
    slot = step0["view"]["row"][0]
    assert slot["owner"] == -1 and not slot["up"] and slot["card"] is not None
    expect(dummy.locator(".fx-card.fx-mine-down")).to_have_attribute(
        "data-kind", KINDS[slot["card"] % 10])
    expect(page.locator(".fx-seat .fx-seat-hand")).to_have_count(3)
    page.screenshot(path=str(shots / "felix-3p-replay-all.png"))
    on_screen(page, DESKTOP)
    page.select_option(".replay-controls select.viewer", "0")
    expect(dummy.locator(".fx-back")).to_have_count(1)
    expect(page.locator(".fx-seat .fx-seat-hand")).to_have_count(0)
    page.click(".top .brand")                                   # back in the lobby: 风声's
    page.wait_for_selector(".quick")
    brand_is(page, "风声")


def brand_is(page, name: str) -> None:
    expect(page.locator(".top .brand")).to_have_text(name)
    expect(page).to_have_title(re.compile(f"^{name} "))


def test_quick_play_offers_felix_and_the_phone_table_fits(server, new_page, shots):
    page = new_page(PHONE)
    enter(page, server, "手机猫")
    page.select_option(".quick select[name=quick_game]", "felix")
    expect(page.locator(".quick select[name=quick_bot] option")).to_have_count(3)
    page.select_option(".quick select[name=quick_seats]", "5")
    page.click(".quick-play")
    page.wait_for_selector(".fx-table")
    expect(page.locator(".fx-seat")).to_have_count(5)
    brand_is(page, "菲力猫")
    rng = random.Random(3)
    for n in range(6):
        page.wait_for_selector(DECISION, timeout=60_000)
        if page.locator(".end-screen").count():
            break
        on_screen(page, PHONE)
        if n in (0, 5):
            page.screenshot(path=str(shots / f"felix-390x844-{n}.png"))
        decide(page, rng)
    page.click(".tabs .tab[data-tab='log']")
    expect(page.locator(".log-list li").last).to_be_in_viewport()
    page.screenshot(path=str(shots / "felix-390x844-log.png"))


def test_every_event_of_the_engine_has_a_log_line(server, new_page):
    """The client words each kind of event the 菲力猫 engine emits (and the server's timeout);
    an unknown one would show its raw type."""
    source = "".join(p.read_text(encoding="utf-8") for p in FELIX_SRC.glob("*.py"))
    kinds = set(re.findall(r'"type": "(\w+)"', source)) | {"timeout"}
    samples = {"setup": {"players": 4, "start": 0, "bank": 15}, "round": {"round": 2, "start": 1},
               "commit": {"seat": 1, "slot": 0}, "reveal": {"slot": 0, "card": 15},
               "bid": {"seat": 2, "total": 3}, "pass": {"seat": 3, "returned": 2, "took": 4},
               "win": {"winner": 0, "outcome": "auction", "price": 5, "kept": [5, 17],
                       "chased": 26, "boxed": [26, 8]},
               "discard": {"cards": [1, 2]}, "refill": {"filled": False, "bank": 3, "everybody_passed": False},
               "game_over": {"winners": [0, 2]}, "timeout": {"seat": 1, "answer": "pass"}}
    assert kinds <= set(samples), kinds - set(samples)
    page = new_page(DESKTOP)
    page.goto(server)
    lines = page.evaluate("""async (events) => {
        const { logLine } = await import('/static/js/felix.js');
        return events.map((e) => logLine(e, ['甲', '乙', '丙', '丁'], 0));
    }""", [{"type": k, **samples[k]} for k in sorted(kinds)] + [{"type": "timeout", "seat": 2}])
    for kind, line in zip(sorted(kinds) + ["another's timeout"], lines):
        assert line != kind and "undefined" not in line, (kind, line)
    # The line comes after the round's auction: it is the next round's passes that earn nothing.
    assert "下一轮" in lines[sorted(kinds).index("refill")]
    # After everybody passed the bank may hold plenty: the line must not blame it.
    passed = page.evaluate("""async () => {
        const { logLine } = await import('/static/js/felix.js');
        return logLine({type: 'refill', filled: false, bank: 15, everybody_passed: true}, [], 0);
    }""")
    assert "不够" not in passed and "不补" in passed, passed
    # Slot 0 is named as the table labels it (袋中猫), not "第1张", which the table never shows.
    for kind in ("commit", "reveal"):
        assert "袋中猫" in lines[sorted(kinds).index(kind)], lines


def test_the_end_screen_says_why_when_scores_tie(server, new_page):
    """Equal scores: the higher cat total wins, else the win is shared (games/felix/scoring.py);
    the end screen says which, or a seat with the winner's score reads only that it lost."""
    page = new_page(DESKTOP)
    page.goto(server)
    texts = page.evaluate("""async (results) => {
        const { renderFelixEnd } = await import('/static/js/felix.js');
        return results.map((r) => renderFelixEnd({ seat: 1 }, r, ['甲', '乙', '丙'], []).textContent);
    }""", [{"scores": [50, 50, 40], "cats": [30, 20, 10], "winners": [0]},
           {"scores": [50, 50, 40], "cats": [30, 30, 10], "winners": [0, 1]},
           {"scores": [50, 45, 40], "cats": [30, 20, 10], "winners": [0]}])
    assert "猫分高的获胜" in texts[0]
    assert "共同获胜" in texts[1]
    assert "相同" not in texts[2]
