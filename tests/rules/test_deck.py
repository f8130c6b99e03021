"""The two decks as the rulebook lists them (001 游戏组件 → 游戏牌; rulings R1, R2)."""
from collections import Counter

import pytest

from fengsheng.cards.deck import (BLACK, BLUE, DIRECT, FUNCTIONS, IDENTITIES, PROMO, RED, SECRET,
                                  SHI_TAN, STANDARD, TEXT, deck)

# "【锁定】（全密电 5红5蓝4黑 合计14张）" … exactly as printed, per edition.
LISTED = {
    "standard": {"suo_ding": (SECRET, 5, 5, 4), "diao_hu_li_shan": (SECRET, 2, 2, 4),
                 "jie_huo": (DIRECT, 1, 1, 6), "tui_hui": (TEXT, 2, 2, 2),
                 "po_yi": (SECRET, 3, 3, 1), "shao_hui": (DIRECT, 1, 1, 4),
                 "shi_po": (DIRECT, 3, 3, 6), "shi_tan": (SECRET, 6, 6, 6),
                 "zhen_wei_mo_bian": (TEXT, 1, 1, 0)},
    "promo": {"suo_ding": (SECRET, 3, 3, 6), "diao_hu_li_shan": (TEXT, 2, 2, 2),
              "jie_huo": (DIRECT, 1, 1, 6), "tui_hui": (TEXT, 3, 3, 2),
              "po_yi": (SECRET, 2, 2, 2), "shao_hui": (DIRECT, 2, 2, 2),
              "shi_po": (DIRECT, 5, 5, 4), "shi_tan": (SECRET, 6, 6, 6),
              "zhen_wei_mo_bian": (TEXT, 1, 1, 1)},
}


@pytest.mark.parametrize("edition", ["standard", "promo"])
def test_each_function_as_listed(edition):
    cards = deck(edition)
    assert len(cards) == 81
    assert [c.id for c in cards] == list(range(81))
    for func in FUNCTIONS:
        mine = [c for c in cards if c.function == func]
        transmission, red, blue, black = LISTED[edition][func]
        assert {c.transmission for c in mine} == {transmission}, func
        assert Counter(c.colour for c in mine) == Counter({RED: red, BLUE: blue, BLACK: black}) - Counter(), func


def test_standard_matches_the_per_transmission_totals():
    # "密电（47张）… 假情报*15张，红情报*16张，蓝情报*16张" / "直达（26张）… 16/5/5" / "文本（8张）… 2/3/3"
    split = Counter((c.transmission, c.colour) for c in STANDARD)
    assert split == Counter({(SECRET, BLACK): 15, (SECRET, RED): 16, (SECRET, BLUE): 16,
                             (DIRECT, BLACK): 16, (DIRECT, RED): 5, (DIRECT, BLUE): 5,
                             (TEXT, BLACK): 2, (TEXT, RED): 3, (TEXT, BLUE): 3})


def test_promo_matches_the_colour_totals():
    # "红色情报（共25张）… 蓝色情报（共25张）… 假情报（共31张）" (ruling R2: the 推广版's totals)
    assert Counter(c.colour for c in PROMO) == Counter({RED: 25, BLUE: 25, BLACK: 31})


@pytest.mark.parametrize("cards", [STANDARD, PROMO])
def test_probe_cards_one_per_identity_and_effect_per_colour(cards):
    # Ruling R1: 6 per colour = 3 identities x (弃一张手牌 | 抽二张牌).
    probes = [c for c in cards if c.function == SHI_TAN]
    assert len(probes) == 18
    for colour in (RED, BLUE, BLACK):
        variants = sorted(c.probe for c in probes if c.colour == colour)
        assert variants == sorted((i, e) for i in IDENTITIES for e in ("discard_one", "draw_two"))
    assert all(c.probe is None for c in cards if c.function != SHI_TAN)


def test_unknown_edition_is_refused():
    with pytest.raises(ValueError, match="unknown deck edition"):
        deck("deluxe")
