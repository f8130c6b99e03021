"""An English table in the browser (issue 20): switched to English, a role game against bots
shows no Chinese character in the log, the question, the option buttons or the role cards
offered — the server words them for the page's language (``/ws/rooms/{id}?lang=en``) — nor in
its replay and the lobby's list of games."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .player import DESKTOP, PHONE, Clicker, create_room, enter, sit_fill_start

CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
# What the server words, and the role cards the client draws from /api/roles?lang=en.
GAME_TEXT = (".log-list", ".prompt", ".role-offer", ".mine-area", ".end-screen")


# Chinese kept on an English page: the game's name in the header, the switch back to 中文.
KEPT = {"风声", "中文"}


def chinese_in(page) -> list[str]:
    """Lines with a Chinese character in the game text, then anywhere on the page (but KEPT)."""
    out = []
    for selector in GAME_TEXT:
        for text in page.locator(selector).all_inner_texts():
            out += [line for line in text.splitlines() if CJK.search(line)]
    body = page.locator("body").inner_text().splitlines()
    return out + [line for line in body if CJK.search(line) and line.strip() not in KEPT]


def cut_off_on_cards(page) -> list[str]:
    """The hand's cards whose band text is cut ("blue·secre") or whose 试探 note runs into
    the card's id, and card backs whose mark runs off the card: the English words are longer
    than the Chinese."""
    return page.locator(".mine-area .card").evaluate_all("""cards => cards.flatMap(c => {
        const meta = c.querySelector('.card-meta'), probe = c.querySelector('.card-probe');
        const id = c.querySelector('.card-id');
        const out = [];
        if (meta && meta.scrollWidth > meta.clientWidth + 1) out.push(meta.textContent);
        if (probe && probe.getBoundingClientRect().bottom > id.getBoundingClientRect().top + 1)
            out.push(probe.textContent);
        return out; })""") + page.locator(".card.back .back-mark").evaluate_all(
        """marks => marks.filter(m => { const a = m.getBoundingClientRect(),
                                          b = m.parentElement.getBoundingClientRect();
            return a.left < b.left - 1 || a.right > b.right + 1 || a.top < b.top - 1
                   || a.bottom > b.bottom + 1; }).map(m => m.textContent)""")


@pytest.mark.parametrize("viewport,size", [(DESKTOP, "desktop"), (PHONE, "phone")])
def test_a_role_game_on_an_english_table_shows_no_chinese(server, new_page, shots, viewport, size):
    page = new_page(viewport)
    enter(page, server, f"Alice{size}")
    page.select_option("#bar .lang-switch", "en")
    expect(page.locator(".create-room button[type=submit]")).to_have_text("Create a room")
    create_room(page, seats=5, roles=True)
    sit_fill_start(page)
    clicker = Clicker(page, seed=20)
    seen = []

    def check(n: int) -> None:
        found = chinese_in(page)
        assert found == [], found
        seen.append(page.locator(".prompt .option").count())
        assert cut_off_on_cards(page) == []
        if n == 3:
            page.screenshot(path=str(shots / f"english-role-game-{size}.png"), full_page=False)
            # The longer English labels still fit the screen's width.
            assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]

    clicker.play_to_end(on_decision=check)
    assert clicker.role_picks == 1 and len(seen) > 3 and max(seen) > 1
    assert chinese_in(page) == []
    log = page.locator(".log-list").inner_text()
    assert "chooses the character [" in log and "Game over" in log
    page.screenshot(path=str(shots / f"english-role-game-end-{size}.png"), full_page=False)
    if size == "desktop":
        # The replay of it, everything revealed, and the lobby's list of games: English too.
        page.click(".end-screen a:has-text('Watch the replay')")
        page.click(".replay-controls button.next")
        page.select_option(".replay-controls select.viewer", "all")
        expect(page.locator(".seat-hand")).to_have_count(5)
        assert page.locator(".log-list li").count() > 0 and chinese_in(page) == []
        page.click(".replay-controls button.last")
        expect(page.locator(".end-screen .result")).to_be_visible()
        assert chinese_in(page) == []
        page.goto(server)
        # (Other tests' rooms and players on this server have Chinese names: only this game's
        # row, whose names are English, is checked.)
        row = page.locator(".game-row", has_text=f"Alice{size}'s room")
        expect(row).to_have_count(1)
        assert not CJK.search(row.inner_text()), row.inner_text()


def test_an_english_page_is_refused_in_english_and_finds_the_rulings_by_id(server, new_page):
    page = new_page(DESKTOP)
    enter(page, server, "Rulings")
    page.select_option("#bar .lang-switch", "en")
    # An API refusal (a room name with no letter: the form's alert) and a socket refusal (an
    # invisible chat line: a toast), both in English.
    page.fill(".create-room input[name=name]", "!!!")
    page.click(".create-room button[type=submit]")
    expect(page.get_by_role("alert").filter(has_text="The room name needs at least one letter "
                                                     "or digit")).to_have_count(1)
    page.fill(".create-room input[name=name]", "")
    create_room(page, seats=3, roles=True)
    page.fill(".chat-form input", "\u200b")
    page.press(".chat-form input", "Enter")
    expect(page.locator(".toast").last).to_have_text(
        "The chat line contains characters that cannot be shown")
    assert [t for t in page.locator(".toast").all_inner_texts() if CJK.search(t)] == []
    # The rules dialog shows each card's and each role's rulings (matched by id, not by the
    # Chinese names the rulings quote).
    sit_fill_start(page)
    names = {n for r in page.request.get(server + "api/rulings").json()["rulings"]
             for n in r["names"]}
    page.click("button.rules")
    dialog = page.locator("dialog[open]")
    for f in ("shi_tan", "jie_huo", "shao_hui"):
        assert f in names
        expect(dialog.locator(f".func-help[data-func='{f}'] .project-rulings")).to_have_count(1)
    # "[Depth] When you are probed", not "[Depth]When you are probed".
    skills = dialog.locator(".role-card .skill").all_text_contents()
    assert skills and [t for t in skills if not re.match(r"\[[^\]]+\] \S", t)] == []
    roles = [r for r in dialog.locator(".role-card").evaluate_all(
        "els => els.map(e => e.dataset.role)") if r in names]
    assert len(roles) > 5
    for r in roles:
        assert dialog.locator(f".role-card[data-role='{r}'] .project-rulings").count() == 1, r


def test_english_counts_of_one_are_singular(server, new_page):
    """Every string of lang-en.js that takes arguments, called with 1s: no "1 players",
    "1 games" (the Chinese has no plural to get wrong)."""
    page = new_page(DESKTOP)
    page.goto(server)
    wrong = page.evaluate("""async () => {
        const en = (await import('/static/js/lang-en.js')).default;
        const out = [];
        for (const [key, f] of Object.entries(en)) {
            if (typeof f !== 'function') continue;
            let text;
            try { text = String(f(...Array(f.length).fill(1))); } catch (e) { continue; }
            if (/\\b1 (players|games|seats|bots|mice|points|cards|steps|messages|rounds)\\b/.test(text))
                out.push(key + ': ' + text);
        }
        return out;
    }""")
    assert wrong == [], "\n".join(wrong)
