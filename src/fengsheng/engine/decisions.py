"""What the engine asks and what a player may answer.

The engine stops with one pending :class:`Decision`; the caller answers with one of its
``options`` (an :class:`Option`). Every front end (terminal, web, bots, RL) uses these.
"""
from __future__ import annotations

from typing import NamedTuple

# Decision kinds
RESPOND = "respond"    # a response window: use a card/skill or pass (design §3)
SEND = "send"          # 传递情报阶段: choose the card to send (and the 直达 target)
RECEIVE = "receive"    # 情报接收: take or decline the message
CHOOSE = "choose"      # a question asked while an effect resolves (see Decision.prompt)
TRIGGER = "trigger"    # use an optional automatic skill or not


class Option(NamedTuple):
    """One legal answer.

    kind: 'pass' | 'use' (a card) | 'skill' | 'send' | 'take' | 'decline' | 'choose' | 'yes' | 'no'.
    card: the hand card used or sent (card id), or the card chosen; -1 if none.
    func: the card function it is used as (conversions: 'X as Y' give Y here) or the skill id.
    seat: the target seat, -1 if none.
    ref:  a further target: a stack item uid (识破) or a message card id (烧毁); -1 if none.
    """
    kind: str
    card: int = -1
    func: str = ""
    seat: int = -1
    ref: int = -1


PASS = Option("pass")
TAKE = Option("take")
DECLINE = Option("decline")
YES = Option("yes")
NO = Option("no")


class Decision(NamedTuple):
    """A pending decision: ``seat`` must answer with one of ``options`` (never empty).

    ``prompt`` names what is asked (e.g. the window context 'play_1', 'transmit', or a question
    id such as 'probe_discard').
    """
    seat: int
    kind: str
    options: tuple[Option, ...]
    prompt: str = ""


# The hot paths build options and decisions with ``make(Option, (all fields))``: a named
# tuple's constructor is a Python function (defaults, keywords), tuple.__new__ is not.
make = tuple.__new__


class IllegalAction(ValueError):
    """Raised by ``apply`` for an answer that is not one of the pending options."""
