"""Options as text (records, scenarios, the terminal): ``commit 11`` / ``commit -8`` /
``commit rabbit`` / ``commit large_dog`` (a kind of card from your own set), ``bid 7`` (your new
total), ``pass``, ``buy`` (the row for 1 mouse after nobody bid). Cards in views and scenarios
are ``<kind>`` or ``<kind>/<colour>`` (``11/2``: the 11 of seat 2's set)."""
from __future__ import annotations

from .cards import KINDS, SET_SIZE
from .state import BUY_ONE, PASS


def format_option(option) -> str:
    verb, n = option
    if verb == "commit":
        return f"commit {KINDS[n]}"
    if verb == "bid":
        return f"bid {n}"
    return verb


def parse_option(text: str) -> tuple[str, int]:
    """Raises ValueError saying what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"an answer must be text, not {text!r}")
    words = text.split()
    if words == ["pass"]:
        return PASS
    if words == ["buy"]:
        return BUY_ONE
    if len(words) == 2 and words[0] == "commit":
        return ("commit", parse_kind(words[1]))
    if len(words) == 2 and words[0] == "bid":
        try:
            return ("bid", int(words[1]))
        except ValueError:
            pass
    raise ValueError(f"{text!r} is not a 菲力猫 answer (pass, buy, bid N, commit KIND with "
                     f"KIND one of {', '.join(KINDS)})")


def parse_kind(word: str) -> int:
    if word not in KINDS:
        raise ValueError(f"{word!r} is not a kind of card ({', '.join(KINDS)})")
    return KINDS.index(word)


def card_text(card: int) -> str:
    return f"{KINDS[card % SET_SIZE]}/{card // SET_SIZE}"


def parse_card(text: str) -> int:
    k, _, c = text.partition("/")
    try:
        return int(c) * SET_SIZE + parse_kind(k)
    except ValueError:
        raise ValueError(f"{text!r} is not a card (KIND/COLOUR, e.g. 11/2)") from None
