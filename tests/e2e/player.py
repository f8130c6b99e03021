"""A person at the browser, scripted: enter a nickname, create and fill a room, and answer each
decision by clicking what is on the screen (option buttons, seats, role cards) — the client's
own controls, never the WebSocket underneath."""
from __future__ import annotations

import random
import re

from playwright.sync_api import Page

DESKTOP = {"width": 1280, "height": 720}
PHONE = {"width": 390, "height": 844}
DECISION = ".prompt.yours .option, .end-screen"
GAME_TIMEOUT_MS = 60_000

# What must be whole: each seat, stack card, option and hand card lies inside the viewport and
# inside every box that clips it (after being scrolled into view, where ``scroll``: the phone's
# board and hand scroll on purpose), no other element lies over its corners or centre, and no
# text inside it is clipped (an ellipsis on a long name is meant; a cut word is not).
CUT = """([selector, scroll]) => {
    const bad = [];
    for (const el of document.querySelectorAll(selector)) {
        if (!el.getClientRects().length) continue;
        if (scroll) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const name = `${el.className} «${el.textContent.slice(0, 24)}»`;
        if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
            bad.push(`off screen: ${name}`); continue;
        }
        for (let a = el.parentElement; a; a = a.parentElement) {
            const st = getComputedStyle(a);
            if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
            const q = a.getBoundingClientRect();
            if (r.left < q.left - 0.5 || r.top < q.top - 0.5 || r.right > q.right + 0.5 || r.bottom > q.bottom + 0.5)
                bad.push(`cut by ${a.className}: ${name}`);
        }
        const points = [[r.left + 4, r.top + 4], [r.right - 4, r.top + 4], [r.left + 4, r.bottom - 4],
                        [r.right - 4, r.bottom - 4], [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
        for (const [x, y] of points) {
            const top = document.elementFromPoint(x, y);
            if (!top || !(el.contains(top) || top.contains(el))) {
                bad.push(`under ${top && top.className}: ${name}`); break;
            }
        }
        for (const t of [el, ...el.querySelectorAll('*')]) {
            const st = getComputedStyle(t);
            if (st.overflowX !== 'visible' && st.textOverflow !== 'ellipsis' && t.scrollWidth > t.clientWidth + 1)
                bad.push(`text cut in ${t.className}: ${name}`);
        }
    }
    return bad;
}"""


def enter(page: Page, url: str, nickname: str) -> None:
    """Open ``url`` and set the nickname (the lobby or the linked page follows)."""
    page.goto(url)
    page.fill("input[name=nickname]", nickname)
    page.click(".nickname-form button[type=submit]")
    page.wait_for_selector(f"#who:has-text('{nickname}')")


def create_room(page: Page, seats: int = 5, roles: bool = False, time_limit: int = 0) -> str:
    """Fill the create-room form; returns the new room's id (from the page address)."""
    page.select_option(".create-room select[name=seats]", str(seats))
    page.select_option(".create-room select[name=time_limit]", str(time_limit))
    if roles:
        page.check(".create-room input[name=roles]")
    page.click(".create-room button[type=submit]")
    page.wait_for_selector(".seating")
    m = re.search(r"#/room/([^/?]+)", page.url)
    assert m, page.url
    return m.group(1)


def sit_fill_start(page: Page, seat: int = 0) -> None:
    """Take ``seat``, fill every other seat with bots, start the game."""
    page.click(f".seat-list li[data-seat='{seat}'] button.sit")
    page.wait_for_selector(f".seat-list li[data-seat='{seat}'] button.stand")
    page.click("button.fill-bots")
    page.click("button.start:not([disabled])")
    page.wait_for_selector(".table")


def hand(page: Page) -> list[int]:
    """The card ids in the viewer's hand, as drawn."""
    return [int(x) for x in page.eval_on_selector_all(
        ".mine-area .card[data-card]", "els => els.map(e => e.dataset.card)")]


def covered(page, selector: str) -> bool:
    """Whether the centre of ``selector`` (scrolled into view) is hidden by another element."""
    page.locator(selector).scroll_into_view_if_needed()
    return page.eval_on_selector(selector, """el => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(top && el.contains(top));
    }""")


def wait_decision(page: Page) -> bool:
    """Wait until the viewer must decide (True) or the game is over (False)."""
    page.wait_for_selector(DECISION, timeout=GAME_TIMEOUT_MS)
    return page.locator(".end-screen").count() == 0


class Clicker:
    """Answers decisions at random (seeded) by clicking; counts answers given by a seat click."""

    def __init__(self, page: Page, seed: int):
        self.page = page
        self.rng = random.Random(seed)
        self.answers = 0
        self.seat_clicks = 0
        self.role_picks = 0

    def decide(self) -> None:
        page = self.page
        seq = page.get_attribute(".prompt.yours", "data-seq")
        offers = page.locator(".role-offer .option")
        groups = page.locator(".prompt.yours .option.group")
        plain = page.locator(".prompt.yours .option:not(.group)")
        if offers.count():
            offers.nth(self.rng.randrange(offers.count())).click()
            self.role_picks += 1
        elif groups.count() and (plain.count() == 0 or self.rng.random() < 0.6):
            # Pick the card, then its target on the table: a seat, or a card on the stack.
            groups.nth(self.rng.randrange(groups.count())).click()
            targets = page.locator(".seat.target, .stack-card.target")
            assert targets.count() > 0
            targets.nth(self.rng.randrange(targets.count())).click()
            self.seat_clicks += 1
        else:
            plain.nth(self.rng.randrange(plain.count())).click()
        self.answers += 1
        # The answer went out: the prompt no longer offers this decision's options.
        page.wait_for_function(
            """seq => { const p = document.querySelector('.prompt.yours');
                        return !p || p.dataset.seq !== seq || !p.querySelector('.option'); }""",
            arg=seq)

    def play_to_end(self, limit: int = 400, on_decision=None) -> None:
        """Answer every decision until the end screen; ``on_decision(n)`` runs before the n-th."""
        while wait_decision(self.page):
            assert self.answers < limit, "the game did not end"
            if on_decision is not None:
                on_decision(self.answers)
                if not wait_decision(self.page):
                    break
            self.decide()
