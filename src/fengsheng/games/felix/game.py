"""The 菲力猫 :class:`~fengsheng.games.api.Game`: what the shared layers hold. ``apply`` checks
an answer against the pending options before anything changes, then hands it to the rule
module of its phase."""
from __future__ import annotations

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
        if seat is not None and seat != p.seat:
            raise IllegalAction(f"seat {seat} is not the one to decide (seat {p.seat} is)")
        try:
            option = tuple(option)
            legal = option in p.options
        except TypeError:
            legal = False
        if not legal:
            raise IllegalAction(f"{option!r} is not one of seat {p.seat}'s options now")
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
    facts = staticmethod(views.facts)           # everything: scenarios and replay --all
    position = staticmethod(position.build)     # a position from a plain description

    @staticmethod
    def visible_events(events: list[dict], seat: int | None) -> list[dict]:
        return events               # every 菲力猫 event is public (a commit names no card)

    format_option = staticmethod(notation.format_option)
    parse_option = staticmethod(notation.parse_option)
    outcome = staticmethod(outcome)


FELIX = Felix()
