"""The events of the game log: one constructor per event type, the one place an event's fields
and its privacy are defined. Each appends its event to ``state.events`` (what ``apply``
returns).

An event is a dict: ``"type"``, its fields, then, for an event with hidden fields, ``"private"``
(the seats that see them) and ``"hide"`` (their names). ``views.visible_event`` removes the hidden
fields for everyone else; the i18n lines (``i18n/zh.py``) name every type defined here
(tests/cli/test_i18n.py). Events are read, never changed: a constructor may append one shared
dict (``window``). Literal dicts here, not keyword calls: the events of every turn are a tenth
of the engine's time when built with keywords.

The timing points that automatic skills trigger on (``triggers.fire``: ``phase_start``,
``card_resolving``, …) are another thing, built by engine/timing.py.
"""
from __future__ import annotations

from ..cards.rules import WINDOW_CONTEXTS

# -- the turn and its windows ---------------------------------------------------------------


def game_start(state, players: int, first: int) -> None:
    state.events.append({"type": "game_start", "players": players, "first": first})


def role_chosen(state, seat: int, role: str) -> None:
    state.events.append({"type": "role_chosen", "seat": seat, "role": role,
                         "private": (seat,), "hide": ("role",)})


def turn_start(state, seat: int, turn: int) -> None:
    state.events.append({"type": "turn_start", "seat": seat, "turn": turn})


_WINDOWS = {ctx: {"type": "window", "ctx": ctx} for ctx in WINDOW_CONTEXTS}


def window(state, ctx: str) -> None:
    """A response window opens (public whether or not anybody can act in it). One shared dict
    per context: most windows open and close at once, and building one costs as much again."""
    state.events.append(_WINDOWS[ctx])


def cannot_send(state, seat: int) -> None:
    state.events.append({"type": "cannot_send", "seat": seat})


def lost(state, seat: int, reason: str) -> None:
    state.events.append({"type": "lost", "seat": seat, "reason": reason})


def game_over(state, winners: list, declarer, reason: str, identities: list,
              taken_from) -> None:
    state.events.append({"type": "game_over", "winners": winners, "declarer": declarer,
                         "reason": reason, "identities": identities, "taken_from": taken_from})


def victory_declared(state, seat: int, reason: str) -> None:
    state.events.append({"type": "victory_declared", "seat": seat, "reason": reason})


def victory_taken(state, seat: int, from_seat: int) -> None:
    state.events.append({"type": "victory_taken", "seat": seat, "from_seat": from_seat})


# -- cards moving ---------------------------------------------------------------------------

def draw(state, seat: int, cards: list) -> None:
    state.events.append({"type": "draw", "seat": seat, "n": len(cards), "cards": cards,
                         "private": (seat,), "hide": ("cards",)})


def reshuffle(state, size: int) -> None:
    state.events.append({"type": "reshuffle", "size": size})


def discard(state, seat: int, card: int) -> None:
    """A hand card discarded face down (暗弃, R21)."""
    state.events.append({"type": "discard", "seat": seat, "card": card,
                         "private": (seat,), "hide": ("card",)})


def cards_discarded(state, seat: int, hand: list, messages: list) -> None:
    """A player out of the game: the hand face down (nobody sees it), the messages."""
    state.events.append({"type": "cards_discarded", "seat": seat, "hand": hand,
                         "hand_count": len(hand), "messages": messages,
                         "private": (), "hide": ("hand",)})


def identity_revealed(state, seat: int, identity: str) -> None:
    state.events.append({"type": "identity_revealed", "seat": seat, "identity": identity})


def card_given(state, seat: int, to: int, card: int) -> None:
    state.events.append({"type": "card_given", "seat": seat, "to": to, "card": card,
                         "private": (seat, to), "hide": ("card",)})


def card_taken(state, seat: int, from_seat: int, card: int) -> None:
    state.events.append({"type": "card_taken", "seat": seat, "from_seat": from_seat,
                         "card": card, "private": (from_seat, seat), "hide": ("card",)})


def take_nothing(state, seat: int, from_seat: int) -> None:
    state.events.append({"type": "take_nothing", "seat": seat, "from_seat": from_seat})


def burned(state, seat: int, card: int, by: int) -> None:
    state.events.append({"type": "burned", "seat": seat, "card": card, "by": by})


def message_to_hand(state, seat: int, card: int, to: int) -> None:
    state.events.append({"type": "message_to_hand", "seat": seat, "card": card, "to": to})


def message_to_deck(state, seat: int, card: int) -> None:
    state.events.append({"type": "message_to_deck", "seat": seat, "card": card})


def card_to_deck(state, seat: int, card: int) -> None:
    state.events.append({"type": "card_to_deck", "seat": seat, "card": card,
                         "private": (seat,), "hide": ("card",)})


def top_shown(state, card: int) -> None:
    state.events.append({"type": "top_shown", "card": card})


def role_revealed(state, seat: int, role: str) -> None:
    state.events.append({"type": "role_revealed", "seat": seat, "role": role})


def role_flipped_down(state, seat: int) -> None:
    state.events.append({"type": "role_flipped_down", "seat": seat})


# -- the stack ------------------------------------------------------------------------------

def used(state, uid: int, seat: int, card: int, func: str, target: int, ref: int) -> None:
    """A card used (on the stack). 试探 is handed face down: only its user and target see
    which card it is."""
    if func == "shi_tan":
        state.events.append({
            "type": "used", "uid": uid, "seat": seat, "card": card, "func": func,
            "target": target, "ref": ref, "private": (seat, target), "hide": ("card",)})
    else:
        state.events.append({
            "type": "used", "uid": uid, "seat": seat, "card": card, "func": func,
            "target": target, "ref": ref, "converted": state.function_of[card] != func})


def skill_used(state, uid: int, seat: int, skill: str, target: int, ref: int) -> None:
    state.events.append({"type": "skill_used", "uid": uid, "seat": seat, "skill": skill,
                         "target": target, "ref": ref})


def skill_triggered(state, seat: int, skill: str) -> None:
    state.events.append({"type": "skill_triggered", "seat": seat, "skill": skill})


def item_nullified(state, uid: int, user: int, func: str) -> None:
    """A nullified item reached: it takes no effect."""
    state.events.append({"type": "item_nullified", "uid": uid, "user": user, "func": func})


def fizzle(state, uid: int, user: int, func: str, why: str) -> None:
    state.events.append({"type": "fizzle", "uid": uid, "user": user, "func": func, "why": why})


def nullified(state, uid: int, by: int, func: str) -> None:
    """识破 resolved on item ``uid``."""
    state.events.append({"type": "nullified", "uid": uid, "by": by, "func": func})


# -- the message ----------------------------------------------------------------------------

def message_sent(state, seat: int, card: int, transmission: str, target: int,
                 face_up: bool) -> None:
    if face_up:
        state.events.append({"type": "message_sent", "seat": seat, "card": card,
                             "transmission": transmission, "target": target})
    else:
        state.events.append({"type": "message_sent", "seat": seat, "card": card,
                             "transmission": transmission, "target": target,
                             "private": (seat,), "hide": ("card",)})


def step(state, step_: str, holder: int) -> None:
    """The message at ``holder`` enters 情报传递 (``transmit``) or 情报到达 (``arrive``)."""
    state.events.append({"type": "step", "step": step_, "holder": holder})


def declined(state, seat: int) -> None:
    state.events.append({"type": "declined", "seat": seat})


def message_taken(state, seat: int, card: int, forced: bool) -> None:
    state.events.append({"type": "message_taken", "seat": seat, "card": card,
                         "forced": forced})


def message_placed(state, seat: int, cards: list, sender: int, via: str) -> None:
    state.events.append({"type": "message_placed", "seat": seat, "cards": cards,
                         "sender": sender, "via": via})


def message_discarded(state, card: int, seen_by: tuple | None) -> None:
    """The message goes to the discard pile; face down (``seen_by``: who has seen it), or
    face up (None)."""
    if seen_by is None:
        state.events.append({"type": "message_discarded", "card": card})
    else:
        state.events.append({"type": "message_discarded", "card": card,
                             "private": seen_by, "hide": ("card",)})


def message_swapped(state, seat: int, card: int, new_card: int, face_up: bool) -> None:
    if face_up:
        state.events.append({"type": "message_swapped", "seat": seat, "card": card,
                             "new_card": new_card})
    else:
        state.events.append({"type": "message_swapped", "seat": seat, "card": card,
                             "new_card": new_card, "private": (), "hide": ("card", "new_card")})


# -- card effects ---------------------------------------------------------------------------

def locked(state, seat: int, by: int) -> None:
    state.events.append({"type": "locked", "seat": seat, "by": by})


def lured(state, seat: int, by: int) -> None:
    state.events.append({"type": "lured", "seat": seat, "by": by})


def intercepted(state, seat: int, card: int) -> None:
    state.events.append({"type": "intercepted", "seat": seat, "card": card})


def decrypted(state, seat: int, card: int) -> None:
    state.events.append({"type": "decrypted", "seat": seat, "card": card,
                         "private": (seat,), "hide": ("card",)})


def returned(state, seat: int) -> None:
    state.events.append({"type": "returned", "seat": seat})


def return_no_effect(state, seat: int) -> None:
    state.events.append({"type": "return_no_effect", "seat": seat})


def probe_shown(state, user: int, seat: int, bet: str, effect: str) -> None:
    """试探's text, seen by its user and target only."""
    state.events.append({"type": "probe_shown", "user": user, "seat": seat, "bet": bet,
                         "effect": effect, "private": (user, seat), "hide": ("bet", "effect")})


def probe_declared(state, seat: int, words: str) -> None:
    state.events.append({"type": "probe_declared", "seat": seat, "words": words})


def probe_draws(state, seat: int) -> None:
    state.events.append({"type": "probe_draws", "seat": seat})


def probe_discard_nothing(state, seat: int) -> None:
    state.events.append({"type": "probe_discard_nothing", "seat": seat})


def probe_hidden(state, seat: int, choice: str) -> None:
    state.events.append({"type": "probe_hidden", "seat": seat, "choice": choice,
                         "private": (seat,), "hide": ("choice",)})


# -- deaths ---------------------------------------------------------------------------------

def dying(state, seat: int, killer: int) -> None:
    state.events.append({"type": "dying", "seat": seat, "killer": killer})


def saved(state, seat: int) -> None:
    state.events.append({"type": "saved", "seat": seat})


def died(state, seat: int, killer: int) -> None:
    state.events.append({"type": "died", "seat": seat, "killer": killer})


# -- role skills (the role modules say what each means) -------------------------------------

def feng_du(state, seat: int, with_seat: int) -> None:
    state.events.append({"type": "feng_du", "seat": seat, "with_seat": with_seat})


def hand_shown(state, seat: int, cards: list) -> None:
    state.events.append({"type": "hand_shown", "seat": seat, "cards": cards})


def hand_viewed(state, seat: int, target: int, cards: list) -> None:
    state.events.append({"type": "hand_viewed", "seat": seat, "target": target, "cards": cards,
                         "private": (seat,), "hide": ("cards",)})


def he_mou_view(state, seat: int, target: int, identity: str, target_identity: str) -> None:
    state.events.append({"type": "he_mou_view", "seat": seat, "target": target,
                         "identity": identity, "target_identity": target_identity,
                         "private": (seat, target), "hide": ("identity", "target_identity")})


def identity_taken(state, seat: int, from_seat: int, identity: str, public: bool) -> None:
    if public:
        state.events.append({"type": "identity_taken", "seat": seat, "from_seat": from_seat,
                             "identity": identity})
    else:
        state.events.append({"type": "identity_taken", "seat": seat, "from_seat": from_seat,
                             "identity": identity, "private": (seat,), "hide": ("identity",)})


def jie_lu(state, seat: int, card: int, holder: int) -> None:
    state.events.append({"type": "jie_lu", "seat": seat, "card": card, "holder": holder})


def jie_lu_discard(state, seat: int, card: int) -> None:
    state.events.append({"type": "jie_lu_discard", "seat": seat, "card": card})


def jiu_mei(state, seat: int, saved: int) -> None:
    state.events.append({"type": "jiu_mei", "seat": seat, "saved": saved})


def ju_ji(state, seat: int, target: int) -> None:
    state.events.append({"type": "ju_ji", "seat": seat, "target": target})


def ju_ji_burned(state, seat: int, card: int, by: int) -> None:
    state.events.append({"type": "ju_ji_burned", "seat": seat, "card": card, "by": by})


def shi_xue_kept(state, seat: int) -> None:
    state.events.append({"type": "shi_xue_kept", "seat": seat})


def shou_mai(state, seat: int, target: int) -> None:
    state.events.append({"type": "shou_mai", "seat": seat, "target": target})


def shou_mai_taken(state, seat: int, card: int, to: int) -> None:
    state.events.append({"type": "shou_mai_taken", "seat": seat, "card": card, "to": to})


def sou_qu_seen(state, seat: int, from_seat: int, card: int) -> None:
    state.events.append({"type": "sou_qu_seen", "seat": seat, "from_seat": from_seat,
                         "card": card, "private": (seat,), "hide": ("card",)})


def sou_qu_kept(state, seat: int, from_seat: int, card: int) -> None:
    state.events.append({"type": "sou_qu_kept", "seat": seat, "from_seat": from_seat,
                         "card": card, "private": (seat,), "hide": ("card",)})


def sou_qu_left(state, seat: int, from_seat: int) -> None:
    state.events.append({"type": "sou_qu_left", "seat": seat, "from_seat": from_seat})


def su_yi(state, seat: int, card: int) -> None:
    state.events.append({"type": "su_yi", "seat": seat, "card": card,
                         "private": (seat,), "hide": ("card",)})


def su_yi_missed(state, seat: int) -> None:
    state.events.append({"type": "su_yi_missed", "seat": seat})


def wang_tian_xiang_moved(state, seat: int, card: int, from_seat: int, to: int) -> None:
    state.events.append({"type": "wang_tian_xiang_moved", "seat": seat, "card": card,
                         "from_seat": from_seat, "to": to})


def xue_ran_mei_gui(state, seat: int, target: int, limit: int) -> None:
    state.events.append({"type": "xue_ran_mei_gui", "seat": seat, "target": target,
                         "limit": limit})


def yi_zhi(state, seat: int, to: int) -> None:
    state.events.append({"type": "yi_zhi", "seat": seat, "to": to})


def zhen_xiang(state, seat: int, user: int, target: int, card: int, bet: str,
               effect: str) -> None:
    state.events.append({"type": "zhen_xiang", "seat": seat, "user": user, "target": target,
                         "card": card, "bet": bet, "effect": effect,
                         "private": (seat,), "hide": ("card", "bet", "effect")})
