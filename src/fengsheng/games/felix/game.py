"""The 菲力猫 :class:`~fengsheng.games.api.Game`: what the shared layers hold. ``apply`` checks
an answer against the pending options before anything changes, then hands it to the rule
module of its phase."""
from __future__ import annotations

import operator

from ..api import IllegalAction
from . import bidding, commit, notation, passing, position, setup, special, views
from .cards import PLAYER_COUNTS
from .scoring import outcome
from .state import BID, COMMIT, RULES_VERSION, FelixState


class Felix:
    name = "felix"
    title = "菲力猫"
    rules_version = RULES_VERSION
    player_counts = PLAYER_COUNTS

    def config(self, **options) -> dict:
        return setup.check_config(options)

    def new_state(self, config: dict, seed: int) -> FelixState:
        return setup.new_state(config, seed)

    def apply(self, s: FelixState, option, seat: int | None = None) -> list[dict]:
        p = s.pending
        if p is None:
            raise IllegalAction("the game is over: there is nothing to answer")
        if seat is not None and not _is_seat(seat, p.seat):
            raise IllegalAction(f"seat {seat!r} is not the one to decide (seat {p.seat} is)")
        answer, option = option, _canonical(option, p.options)
        if option is None:
            raise IllegalAction(f"{answer!r} is not one of seat {p.seat}'s options now")
        s.events = []
        s.step += 1
        verb, n = option
        if p.kind == COMMIT:
            commit.commit(s, p.seat, n)
        elif verb == "bid":
            bidding.bid(s, p.seat, n)
        elif verb == "buy":
            special.buy(s, p.seat)
        elif p.kind == BID:
            passing.pass_(s, p.seat)
        else:                           # a pass when offered the row for 1
            special.everybody_passes(s, p.seat)
        return s.events

    observe = staticmethod(views.observe)
    reveal_all = staticmethod(views.reveal_all)   # finished games' replays only
    facts = staticmethod(views.facts)           # everything: scenarios and replay --all
    position = staticmethod(position.build)     # a position from a plain description

    @staticmethod
    def visible_events(events: list[dict], seat: int | None) -> list[dict]:
        return events               # every 菲力猫 event is public (a commit names no card)

    @staticmethod
    def reveal_events(events: list[dict]) -> list[dict]:
        return events

    format_option = staticmethod(notation.format_option)
    parse_option = staticmethod(notation.parse_option)
    outcome = staticmethod(outcome)


def _is_seat(seat, want: int) -> bool:
    """``seat`` is the integer ``want`` (numpy's too), not merely equal to it: True == 1 and
    1.0 == 1 in Python."""
    try:
        return not isinstance(seat, bool) and operator.index(seat) == want
    except TypeError:
        return False


def _canonical(option, options: tuple):
    """The pending option ``option`` names, or None. Only a verb and an integer name one: 4.0
    or True compare equal to 4 but would put a float or a bool among the mice and into the
    record; an integer of another type (numpy's) gives the game's own option."""
    try:
        verb, n = option
        if isinstance(n, bool) or not isinstance(verb, str):
            return None
        option = (verb, operator.index(n))
        return options[options.index(option)]
    except (TypeError, ValueError):
        return None


FELIX = Felix()
