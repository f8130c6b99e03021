"""The timing points automatic skills trigger on (``triggers.fire``): one constructor each, the
one place a point's fields are defined. A point is a plain dict (``"type"``, then its fields),
read by the skills' ``triggered`` and ``resolve`` (``event["seat"]``) and kept in the frames
that answer it, so it is in the state hash: never changed once fired, and its fields keep this
order. A role may fire a point of its own, built in its module the same way (one function
named as the point's type: docs/roles.md)."""
from __future__ import annotations


def phase_start(phase: str, seat: int) -> dict:
    """The turn player ``seat``'s phase begins (回合开始, 抽牌, 回合结束)."""
    return {"type": "phase_start", "phase": phase, "seat": seat}


def card_resolving(item) -> dict:
    """A card or skill (the stack item) is about to take effect, not nullified; ``seat``: its
    target (-1: none)."""
    return {"type": "card_resolving", "func": item.func, "user": item.user, "seat": item.seat,
            "uid": item.uid, "source": item.source}


def nullified(item, by: int) -> dict:
    """``item`` (a card or skill of ``seat``) was nullified (识破) by ``by``."""
    return {"type": "nullified", "seat": item.user, "uid": item.uid, "func": item.func,
            "by": by, "source": item.source}


def intercepted(seat: int, sender: int) -> dict:
    """``seat`` took the message of ``sender`` by 截获."""
    return {"type": "intercepted", "seat": seat, "sender": sender}


def decrypted(seat: int, sender: int) -> dict:
    """``seat`` looked at the message of ``sender`` by 破译."""
    return {"type": "decrypted", "seat": seat, "sender": sender}


def message_received(seat: int, cards: tuple, sender: int, via: str) -> dict:
    """``cards`` landed in front of ``seat`` (获得情报), sent by ``sender`` (-1: nobody), ``via``
    'message' | 'intercept' | 'mixed' | a skill id."""
    return {"type": "message_received", "seat": seat, "cards": cards, "sender": sender,
            "via": via}


def death(seat: int, killer: int, via: str) -> dict:
    """``seat`` dies (死亡), killed by ``killer`` (-1: nobody) ``via`` what."""
    return {"type": "death", "seat": seat, "killer": killer, "via": via}


def victory(seat: int, reason: str, via: int) -> dict:
    """``seat`` declares victory (宣告胜利)."""
    return {"type": "victory", "seat": seat, "reason": reason, "via": via}
