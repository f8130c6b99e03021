"""The plain-text log of a scenario run (omniscient: it is a test log)."""
from __future__ import annotations

from ..engine.decisions import Option
from ..engine.position import FUNCTION_ZH, TRANSMISSION_ZH, describe_card, seat_name
from ..notation import format_option
from .parse import REF_IS_UID


# -- the plain-text log --------------------------------------------------------------------
def _sn(s):
    return None if s is None or s < 0 else seat_name(s)


def describe_option(o: Option, cards) -> str:
    """Notation plus, for card ids, the card's description: 'use jie_huo c23 (截获/黑/直达)'."""
    text = format_option(o)
    if 0 <= o.card < len(cards):
        text += f" ({describe_card(cards[o.card])})"
    return text


def _card(c, cards) -> str:
    if c is None or not isinstance(c, int) or c < 0 or c >= len(cards):
        return "?"
    return f"#{c} {describe_card(cards[c])}"


def _func(f) -> str:
    return FUNCTION_ZH.get(f, f)


def render_entry(e: dict, cards) -> str:
    """One log line for an engine event or a runner decision (omniscient: it is a test log)."""
    t = e.get("type")
    S = lambda k: _sn(e.get(k)) if isinstance(e.get(k), int) else "?"   # noqa: E731
    C = lambda k: _card(e.get(k), cards)                                 # noqa: E731
    if t == "decision":
        src = "" if e["source"] == "script" else f"  [{e['source']}]"
        opt = e["option"]
        return f"  {seat_name(e['seat'])} ? {e['prompt']} -> {describe_option(opt, cards)}{src}"
    if t == "position":
        return f"position: turn {e['turn']} of {S('seat')}, phase {e['phase']}"
    if t == "phase":
        return f"-- phase {e['phase']} ({S('seat')}'s turn)"
    if t == "game_start":
        return f"game start: {e['players']} players, first player {S('first')}"
    if t == "turn_start":
        return f"== turn {e['turn']}: {S('seat')} =="
    if t == "draw":
        drawn = ", ".join(_card(c, cards) for c in e.get("cards", []))
        return f"{S('seat')} draws {e['n']}: {drawn}"
    if t == "reshuffle":
        return f"the discard pile ({e['size']} cards) is shuffled into a new deck"
    if t == "used":
        tgt = f" on {S('target')}" if e.get("target", -1) >= 0 else ""
        ref = ""
        if e.get("ref", -1) >= 0:
            ref = f" -> item u{e['ref']}" if e.get("func") in REF_IS_UID else f" -> {C('ref')}"
        conv = " (converted)" if e.get("converted") else ""
        return (f"{S('seat')} uses {_func(e['func'])} {C('card')}{conv}{tgt}{ref}"
                f"  [item u{e['uid']}]")
    if t == "nullified":
        return f"item u{e['uid']} ({_func(e['func'])}) is nullified by {S('by')}"
    if t == "item_nullified":
        return f"item u{e['uid']} {_func(e['func'])} of {S('user')} is void (nullified)"
    if t == "fizzle":
        return f"item u{e['uid']} {_func(e['func'])} of {S('user')} has no effect ({e['why']})"
    if t == "lured":
        return f"{S('seat')} is lured away (调虎离山) by {S('by')}"
    if t == "locked":
        return f"{S('seat')} is locked (锁定) by {S('by')}"
    if t == "intercepted":
        return f"{S('seat')} intercepts the message {C('card')}"
    if t == "decrypted":
        return f"{S('seat')} decrypts the message: {C('card')}"
    if t == "returned":
        return f"{S('seat')} returns the message (退回): it now travels the other way"
    if t == "return_no_effect":
        return f"{S('seat')}'s 退回 has no effect: {S('seat')} is locked"
    if t == "burned":
        return f"{S('by')} burns {C('card')} in front of {S('seat')}"
    if t == "probe_shown":
        return f"试探 from {S('user')} shown to {S('seat')}: bets {e['bet']}, {e['effect']}"
    if t == "probe_declared":
        return f"{S('seat')} declares: {e['words']}"
    if t == "probe_draws":
        return f"{S('seat')} must draw two (试探)"
    if t == "probe_discard_nothing":
        return f"{S('seat')} must discard but has no card: declared only"
    if t == "discard":
        return f"{S('seat')} discards {C('card')}"
    if t == "message_sent":
        tgt = f" to {S('target')}" if e.get("target", -1) >= 0 else ""
        how = TRANSMISSION_ZH.get(e["transmission"], e["transmission"])
        return f"{S('seat')} sends {C('card')} as {how}{tgt}"
    if t == "step":
        return f"-- {e['step']} at {S('holder')}"
    if t == "declined":
        return f"{S('seat')} declines the message"
    if t == "message_taken":
        return f"{S('seat')} takes the message {C('card')}{' (forced)' if e.get('forced') else ''}"
    if t == "message_placed":
        cs = ", ".join(_card(c, cards) for c in e["cards"])
        return f"{cs} placed in front of {S('seat')} (via {e['via']}, sender {S('sender')})"
    if t == "message_discarded":
        return f"the message {C('card')} goes to the discard pile"
    if t == "dying":
        return f"{S('seat')} is dying (killer {S('killer')})"
    if t == "died":
        return f"{S('seat')} dies (killer {S('killer')})"
    if t == "saved":
        return f"{S('seat')} is saved"
    if t == "cards_discarded":
        return (f"{S('seat')}'s cards go to the discard pile: hand "
                f"[{', '.join(_card(c, cards) for c in e['hand'])}], messages "
                f"[{', '.join(_card(c, cards) for c in e['messages'])}]")
    if t == "identity_revealed":
        return f"{S('seat')}'s identity is shown: {e['identity']}"
    if t == "lost":
        return f"{S('seat')} loses the game ({e['reason']})"
    if t == "cannot_send":
        return f"{S('seat')} cannot send a message"
    if t == "game_over":
        who = ", ".join(seat_name(s) for s in e["winners"]) or "nobody (draw)"
        return f"GAME OVER: winners {who}; declarer {_sn(e['declarer'])}; reason {e['reason']}"
    rest = " ".join(f"{k}={v}" for k, v in e.items() if k not in ("type", "private", "hide"))
    return f"{t} {rest}"
