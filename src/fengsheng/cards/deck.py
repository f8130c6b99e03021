"""The two 81-card decks as data (rulebook 001, 游戏组件 → 游戏牌).

A card is identified within its edition by an index 0..80 into the edition's tuple.
Each card has a *function* (top-left), a *colour* and a *transmission* (top-right).
试探 cards also carry the identity they bet on and their effect (docs/rulings.md R1).
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

# Function ids (glossary; pinyin snake_case).
SUO_DING = "suo_ding"            # 锁定 LOCK_ON
DIAO_HU_LI_SHAN = "diao_hu_li_shan"  # 调虎离山 LURE_AWAY
JIE_HUO = "jie_huo"              # 截获 INTERCEPT
TUI_HUI = "tui_hui"              # 退回 RETURN
PO_YI = "po_yi"                  # 破译 DECRYPT
SHAO_HUI = "shao_hui"            # 烧毁 BURN
SHI_PO = "shi_po"                # 识破 SEE_THROUGH
SHI_TAN = "shi_tan"              # 试探 PROBE
ZHEN_WEI_MO_BIAN = "zhen_wei_mo_bian"  # 真伪莫辨 MIXED_MESSAGES

FUNCTIONS = (SUO_DING, DIAO_HU_LI_SHAN, JIE_HUO, TUI_HUI, PO_YI, SHAO_HUI, SHI_PO, SHI_TAN,
             ZHEN_WEI_MO_BIAN)

RED, BLUE, BLACK = "red", "blue", "black"
COLOURS = (RED, BLUE, BLACK)
SECRET, DIRECT, TEXT = "secret", "direct", "text"   # 密电 直达 文本

UNDERGROUND, MILITARY, BYSTANDER = "underground", "military", "bystander"
IDENTITIES = (UNDERGROUND, MILITARY, BYSTANDER)
# A player whose identity card 临危受命 took holds none.
NO_IDENTITY = ""
DISCARD_ONE, DRAW_TWO = "discard_one", "draw_two"


class Card(NamedTuple):
    """One game card. ``probe`` is ``(identity, effect)`` for 试探, else ``None``."""
    id: int
    function: str
    colour: str
    transmission: str
    probe: tuple[str, str] | None = None


# (function, transmission, red, blue, black) exactly as listed in rulebook 001.
STANDARD_COUNTS = (
    (SUO_DING, SECRET, 5, 5, 4),
    (DIAO_HU_LI_SHAN, SECRET, 2, 2, 4),
    (JIE_HUO, DIRECT, 1, 1, 6),
    (TUI_HUI, TEXT, 2, 2, 2),
    (PO_YI, SECRET, 3, 3, 1),
    (SHAO_HUI, DIRECT, 1, 1, 4),
    (SHI_PO, DIRECT, 3, 3, 6),
    (SHI_TAN, SECRET, 6, 6, 6),
    (ZHEN_WEI_MO_BIAN, TEXT, 1, 1, 0),
)
PROMO_COUNTS = (
    (SUO_DING, SECRET, 3, 3, 6),
    (DIAO_HU_LI_SHAN, TEXT, 2, 2, 2),
    (JIE_HUO, DIRECT, 1, 1, 6),
    (TUI_HUI, TEXT, 3, 3, 2),
    (PO_YI, SECRET, 2, 2, 2),
    (SHAO_HUI, DIRECT, 2, 2, 2),
    (SHI_PO, DIRECT, 5, 5, 4),
    (SHI_TAN, SECRET, 6, 6, 6),
    (ZHEN_WEI_MO_BIAN, TEXT, 1, 1, 1),
)


def _build(counts) -> tuple[Card, ...]:
    cards: list[Card] = []
    for function, transmission, *per_colour in counts:
        for colour, n in zip(COLOURS, per_colour):
            if function == SHI_TAN:
                # One per identity x effect for each colour (ruling R1).
                variants = [(i, e) for i in IDENTITIES for e in (DISCARD_ONE, DRAW_TWO)]
                assert n == len(variants)
                for v in variants:
                    cards.append(Card(len(cards), function, colour, transmission, v))
            else:
                for _ in range(n):
                    cards.append(Card(len(cards), function, colour, transmission))
    assert len(cards) == 81
    return tuple(cards)


STANDARD = _build(STANDARD_COUNTS)
PROMO = _build(PROMO_COUNTS)
DECKS = {"standard": STANDARD, "promo": PROMO}


def deck(edition: str) -> tuple[Card, ...]:
    """The 81 cards of ``edition`` ('standard' = 标准版, 'promo' = 推广版).

    Raises ValueError for an unknown edition."""
    try:
        return DECKS[edition]
    except (KeyError, TypeError):   # TypeError: not a name (a list from JSON)
        raise ValueError(f"unknown deck edition {edition!r}; choose one of {sorted(DECKS)}") from None


_COLOUR_IDS = {e: MappingProxyType({col: frozenset(c.id for c in d if c.colour == col)
                                     for col in COLOURS})
               for e, d in DECKS.items()}
_BLACK_IDS = {e: ids[BLACK] for e, ids in _COLOUR_IDS.items()}
_FUNCTION_OF = {e: tuple(c.function for c in d) for e, d in DECKS.items()}


def black_ids(edition: str) -> frozenset[int]:
    """Ids of the black cards of ``edition`` (fast membership tests in the engine)."""
    return _BLACK_IDS[edition]


def colour_ids(edition: str) -> Mapping[str, frozenset[int]]:
    """Colour -> ids of the cards of that colour in ``edition`` (counting by set intersection:
    a card id is in one zone at a time, so a player's messages hold no duplicates)."""
    return _COLOUR_IDS[edition]


def function_of(edition: str) -> tuple[str, ...]:
    """Card id -> function id, for ``edition``."""
    return _FUNCTION_OF[edition]
