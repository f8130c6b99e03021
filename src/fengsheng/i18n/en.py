"""English display names (the language switch's first step; docs/english.md).

The same tables as :mod:`fengsheng.i18n.zh_cn`, key for key (tests/cli/test_english.py checks
that none is missing and that no Chinese is left in them): card functions, colours,
transmissions, identities, phases, steps, end reasons, role and skill names, the questions
and answers of effects, the nine cards' texts. Names follow the English edition, *The
Message*, where it is known (the identities Underground and Army); otherwise the translation
chosen once here and listed in docs/english.md. Below the tables, the same functions as
:mod:`.zh_cn` build the English log lines, questions, option labels and results (role skill
texts, secret missions and role events: :mod:`.en_roles`; each role's English is in its own
module, roles/<role id>.py, beside its Chinese). Names in 【】 are written [Name];
the viewer's own seat is "seat N (you)", so every sentence is in the third person.
"""
from __future__ import annotations

FUNCTIONS = {
    "suo_ding": "Lock On", "diao_hu_li_shan": "Diversion", "jie_huo": "Intercept",
    "tui_hui": "Return", "po_yi": "Decode", "shao_hui": "Burn", "shi_po": "See Through",
    "shi_tan": "Probe", "zhen_wei_mo_bian": "Truth or Lies",
}
COLOURS = {"red": "red", "blue": "blue", "black": "black"}
COLOUR_SHORT = {"red": "R", "blue": "B", "black": "K"}
TRANSMISSIONS = {"secret": "secret", "direct": "direct", "text": "text"}
IDENTITIES = {"underground": "Underground", "military": "Army", "bystander": "Passerby"}
IDENTITY_GOALS = {
    "underground": "any Underground player collects three red messages: the Underground wins together",
    "military": "any Army player collects three blue messages: the Army wins together",
    "bystander": "complete your character's secret mission; without characters, be the last one alive",
}
PHASES = {
    "turn_start": "start of turn", "draw": "draw phase", "play_1": "play phase (1)",
    "send_message": "message phase", "play_2": "play phase (2)", "turn_end": "end of turn",
}
STEPS = {"transmit": "message passing", "arrive": "message arrives", "receive": "message received"}
PROBE_EFFECTS = {"discard_one": "discard one card", "draw_two": "draw two cards"}
PROBE_WORDS = {"good_person": "I am a good person", "undercover": "actually I am undercover"}
FIZZLE_WHY = {
    "user_out": "its user is out", "no_message": "the message is no longer passing",
    "target_out": "its target is out", "target_gone": "its target is gone",
}
LOSS_REASONS = {"cannot_send": "had no message to send in the message phase",
                "lose_at_six_messages": "[Exposed]: received six or more messages"}
END_REASONS = {
    "messages": "collected three messages of their faction's colour",
    "last_alive": "everyone else is out: the last player alive",
    "all_out": "every player is out",
    "turn_limit": "the turn limit was reached (house rule)",
    "mission": "completed their secret mission",
}
END_REASON_NAMES = {
    "messages": "messages", "last_alive": "last alive", "all_out": "all out",
    "turn_limit": "turn limit", "mission": "secret mission",
}
GENDERS = {"M": "male", "F": "female", "MF": "male and female (disguise)"}
IDENTITY_TABLE_NAMES = {
    "standard": "standard identities",
    "first_game": "first game: no Passerby",
    "alternative": "the other 7-player table: 2 Underground, 2 Army, 3 Passerby",
}
# Role and skill names, and the role skills' questions and answers below: each role's own, in
# its module (``EN_NAME``, ``EN_SKILLS``, ``EN_PROMPTS``, ``EN_LABELS`` in roles/<role id>.py),
# merged in at the end of this module.
ROLE_NAMES: dict[str, str] = {}
SKILL_NAMES: dict[str, str] = {}
CHOOSE_PROMPTS = {
    "probe_discard": "[Probe] makes you discard a card: choose it",
    "probe_hide": "You are [Probe]d and may hide your identity: choose how to answer",
    "choose_role": "Choose your character: one of the two character cards dealt to you",
}
CHOOSE_LABELS = {
    "comply": "do what the [Probe] says", "declare": "declare (do not comply)", "yes": "yes",
    "no": "no", "done": "done (choose no more)",
}
CARD_TEXT: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "suo_ding": ("Only in your own play phase or while a message is passing.",
                 "Another player must receive the message when it reaches them this turn.", (
                     "Several locked players resolve in passing order: the first locked player "
                     "reached receives the message.",
                     "A locked player who dies while the message passes is skipped.")),
    "diao_hu_li_shan": ("Only while a message is passing.",
                        "Another player takes no part in this message's passing (not the sender, "
                        "nor a locked player).", (
                            "A player under both [Diversion] and [Lock On]: [Lock On] wins.",
                            "[Diversion] may be used in another player's turn.",
                            "It works on direct messages too: if a sends b a direct message and b "
                            "is diverted, the message returns to a.")),
    "jie_huo": ("Only while a message is passing in another player's turn.",
                "Take the passing message.", (
                    "Intercepting is not passing: [Lock On], [Diversion] and the transmission "
                    "do not stop it; it ranks above both.",
                    "An intercepted message may be intercepted again before it is taken: the last "
                    "[Intercept] used resolves first.",
                    "An [Intercept] that did not get the message is discarded, not returned.")),
    "tui_hui": ("Only when a message arrives in front of you in another player's turn.",
                "The message passes the other way (a locked player is not affected).", (
                    "If you are locked, [Return] does nothing.",)),
    "po_yi": ("Only when a message arrives in front of you.", "Look at that message.", (
        "Make sure only you see it.", "Text messages can be decoded too.")),
    "shao_hui": ("At any time a card may be used, in anyone's turn.", "Burn one false message.", (
        "A player dies at once on their third false message, so burning must happen while "
        "they are alive.",)),
    "shi_po": ("When a player uses a card.", "The target card has no effect.", (
        "The cancelled card goes to the discard pile (a [Probe] too).",
        "Passing a message and its transmission are not a card's effect and cannot be seen "
        "through.",
        "Character skills are not cards and cannot be seen through; a card a skill turned into "
        "another card still can.",
        "[See Through] can cancel [See Through].",
        "All nine card functions can be seen through.")),
    "shi_tan": ("Only in your own play phase.",
                "Hand it face down to another player: I bet you are Underground / Army / "
                "Passerby; if you are, discard a card / draw two cards, otherwise say \"I am a "
                "good person\" / \"actually I am undercover\". Then remove it from the game face "
                "down.", (
                    "The probed player must act by their identity and may not hide it.",
                    "Only the user and the probed player may see the [Probe].",
                    "A player with no cards who must discard only says so.")),
    "zhen_wei_mo_bian": ("Only in your own play phase.",
                         "Take as many cards from the top of the deck as there are players left, "
                         "shuffle them; from you, counterclockwise, each player takes one as a "
                         "message. A player who meets their victory condition meanwhile may "
                         "declare victory at once, ending the game.", (
                             "Seen through, the whole card has no effect, not only for one player.",
                             "A player who dies meanwhile is killed by its user.")),
}
CARD_RULES_TEXT = (
    "Used as a function card, only a card's name and function matter; ignore its transmission "
    "and colour. Used cards go to the discard pile ([Probe] is removed from the game face down).",
    "Play phase: use any number of cards ([Probe], [Lock On], [Truth or Lies], [Burn] and so on).",
    "Message passing: [Diversion], [Intercept] and [Lock On] may be used; [Decode] and [Return] "
    "may not.",
    "Message arrives: [Decode] and [Return] may be used; [Diversion], [Intercept] and [Lock On] "
    "may not.",
    "Message received: the player decides whether to take it; no card or skill may be used.",
    "Last in, first out: the card or skill used last resolves first.",
)

# The server's refusals (zh_cn.ERRORS), worded by i18n.Words.
ERRORS = {
    "frame_not_text": "Only JSON text frames are accepted",
    "frame_too_long": "Message too long (at most {limit} bytes)",
    "frame_not_json": "The message is not valid JSON",
    "frame_bad": "Malformed message (see docs/web-protocol.md)",
    "frame_bad_field": 'Malformed message: field "{field}" is missing or wrong '
                       "(see docs/web-protocol.md)",
    "too_fast": "Too many actions: please wait a moment",
    "chat_too_fast": "Too many chat lines: please wait a moment",
    "server_error": "Server error; nothing was changed: please try again",
    "no_seat": "You have no seat",
    "seats_fixed": "A game is in progress: seats cannot change",
    "room_seats": "This room has only {seats} seats",
    "host_only": "Only the host can do that",
    "seat_taken": "Seat {seat} is already taken",
    "no_such_bot": '{game} has no bot "{bot}" (one of: {choices})',
    "too_many_bots": "The host's rooms already have {bots} bots (at most {limit})",
    "no_bot_there": "There is no bot in seat {seat}",
    "no_player_there": "There is no player in seat {seat}",
    "only_absent": "Only a player who has left the room can be removed",
    "game_started": "The game has already started",
    "empty_seats": "Some seats are empty: let players sit down or add bots",
    "too_many_games": "The host already has {games} games in progress: finish one first",
    "no_game": "No game is in progress",
    "spectator_answer": "Spectators cannot answer",
    "stale_answer": "That answer came too late (the game has moved on) and was ignored",
    "not_your_turn": "It is not your decision now",
    "bad_index": "There is no option {index}",
    "bad_request": "Malformed request: {where}",
    "no_address": "No such address",
    "bad_method": "This request method is not supported",
    "too_large": "Request too large",
    "no_session": "Please enter a nickname first",
    "account_name": "A registered account cannot change its nickname",
    "name_registered": "This nickname is registered: pick another one (or log in to it)",
    "bad_time_limit": "The time for each decision is 0 (no limit) or 10 to 600 seconds",
    "bad_option": "{game} has no deck, character card or response window settings (deck, roles "
                  "and window_ms are for The Message only)",
    "bad_seats": "{game} is for {low} to {high} players",
    "too_many_rooms": "You already have {rooms} rooms waiting to start: use them or let them "
                      "close first",
    "moving": "The room is moving to another server process: please try again shortly",
    "no_room": "No such room",
    "no_finished_game": "No finished game with this number",
    "bad_step": "This game has only {steps} steps (0 to {steps})",
    "bad_seat": "The seat must be 0 to {last} or all",
    "bad_record": "This game's record cannot be replayed: {why}",
    "already_account": "You already have an account",
    "name_taken": "Someone else has registered this nickname: pick another one first",
    "login_attempts": "Too many login attempts for this account: please try again later",
    "bad_login": "Wrong nickname or password",
    "no_player": "No such player",
    "password_not_text": "The password must be text",
    "password_short": "The password needs at least {limit} characters",
    "password_long": "The password may have at most {limit} characters",
    "password_is_name": "The password may not be the nickname",
    "text_not_text": "The {what} must be text",
    "text_empty": "The {what} may not be empty",
    "text_long": "The {what} may have at most {limit} characters",
    "text_invisible": "The {what} contains characters that cannot be shown",
    "text_wide": "The {what} contains characters that are too wide",
    "text_marks": "The {what} contains too many stacked marks",
    "text_blank": "The {what} looks blank",
    "text_no_letter": "The {what} needs at least one letter or digit",
    "what_nickname": "nickname",
    "what_room_name": "room name",
    "what_chat": "chat line",
    "game_fengsheng": "The Message",
    "game_felix": "Felix: The Cat in the Sack",
}
LIST_SEP = ", "

# Every table above, by its name in zh_cn (SKILL_NAMES: zh_cn.skill_name of each skill id).
TABLES = ("FUNCTIONS", "COLOURS", "COLOUR_SHORT", "TRANSMISSIONS", "IDENTITIES",
          "IDENTITY_GOALS", "PHASES", "STEPS", "PROBE_EFFECTS", "PROBE_WORDS", "FIZZLE_WHY",
          "LOSS_REASONS", "END_REASONS", "END_REASON_NAMES", "GENDERS", "IDENTITY_TABLE_NAMES",
          "ROLE_NAMES", "CHOOSE_PROMPTS", "CHOOSE_LABELS", "CARD_TEXT", "ERRORS")


# -- the functions of zh_cn, in English ----------------------------------------------------
from typing import Mapping, Sequence  # noqa: E402

from ..cards.shi_tan import DECLARATION  # noqa: E402
from ..engine.message import LEFTWARDS  # noqa: E402
from ..roles.table import ROLE_CARD, ROLE_MODULES  # noqa: E402
from . import zh_cn as _zh  # noqa: E402
from .en_roles import EVENTS as _ROLE_EVENTS, mission_text, skill_text  # noqa: E402, F401
from .zh_cn import (  # noqa: E402, F401  (language-neutral helpers, one truth)
    FACTION_COLOURS, colour_counts, is_role, victory_taken_from)

Names = _zh.Names


def _merge_role_texts() -> None:
    """Each role's names, questions and answers from its module (as zh_cn does for Chinese)."""
    for m in ROLE_MODULES:
        if hasattr(m, "EN_NAME"):   # a role without one: tests/cli/test_english.py says so
            ROLE_NAMES[m.ROLE.id] = m.EN_NAME
        for sid, (name, _, _) in getattr(m, "EN_SKILLS", {}).items():
            SKILL_NAMES[sid] = name
        CHOOSE_PROMPTS.update(getattr(m, "EN_PROMPTS", {}))
        CHOOSE_LABELS.update(getattr(m, "EN_LABELS", {}))


_merge_role_texts()


def seat_label(seat: int) -> str:
    """A seat as players read it: ``"seat 2"`` (the browser's own word)."""
    return f"seat {seat}"


def seat_names(players: int, you: int | None = None) -> list[str]:
    """Names for a log: ``"seat N"``, ``"seat N (you)"`` for ``you`` (third person: the
    sentences need no second set of verbs)."""
    return [f"seat {s} (you)" if s == you else seat_label(s) for s in range(players)]


def _name(names: Names, seat) -> str:
    if seat is None or seat < 0:
        return "nobody"
    try:
        return names[seat]
    except (IndexError, KeyError, TypeError):
        return seat_label(seat)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def skill_name(skill_id: str) -> str:
    return SKILL_NAMES.get(skill_id, "a character skill")


def func_name(func: str) -> str:
    """A card function or skill id as ``[Name]`` (never the raw id)."""
    return f"[{FUNCTIONS[func]}]" if func in FUNCTIONS else f"[{skill_name(func)}]"


def role_name(role_id: str | None) -> str:
    return "none" if role_id is None else ROLE_NAMES.get(role_id, "unknown character")


def role_kind(role_id: str) -> str:
    return "hidden character" if ROLE_CARD[role_id].hidden else "open character"


def gender_name(role_id: str) -> str:
    return GENDERS[ROLE_CARD[role_id].gender]


def role_brief(role_id: str) -> str:
    """``[Old Ghost] (hidden character, female)``."""
    return f"[{role_name(role_id)}] ({role_kind(role_id)}, {gender_name(role_id)})"


def role_mission_line(role_id: str) -> str:
    return f"Secret mission (how a Passerby owner wins): {mission_text(role_id)}"


def role_cell(p: Mapping, roles_on: bool) -> str:
    """A seat's role as the viewer sees it (as :func:`zh_cn.role_cell`)."""
    if not roles_on:
        return "—"
    rid = p.get("role")
    if rid is None:
        return "face down (unknown)" if not p.get("face_up") else "—"
    if not p.get("face_up"):
        return f"{role_name(rid)} (face down)"
    return f"{role_name(rid)}, {gender_name(rid)}"


def identity_name(identity: str | None) -> str:
    return "?" if identity is None else IDENTITIES.get(identity, "unknown identity")


def phase_name(phase: str) -> str:
    return PHASES.get(phase, STEPS.get(phase, "unknown phase"))


def probe_text(probe) -> str:
    bet, effect = probe
    return (f"\"I bet you are {IDENTITIES[bet]}: if you are, {PROBE_EFFECTS[effect]}; "
            f"otherwise say '{PROBE_WORDS[DECLARATION[effect]]}'.\"")


def probe_short(probe) -> str:
    # Short enough for a card's face (the full effect is in the card's text).
    bet, effect = probe
    return f"bets {IDENTITIES[bet]}, {_PROBE_EFFECTS_SHORT[effect]}"


_PROBE_EFFECTS_SHORT = {"discard_one": "discard 1", "draw_two": "draw 2"}


def card_text(card, detail: bool = False) -> str:
    """``[Intercept] black, direct #23``; ``detail`` adds a Probe's bet."""
    s = f"[{FUNCTIONS[card.function]}] {_card_face_of(card)}"
    if detail and card.probe is not None:
        s += f" ({probe_short(card.probe)})"
    return s


def card_label(card) -> str:
    """``Intercept, black, direct #23``: a card inside [] (the role texts' form)."""
    return f"{FUNCTIONS[card.function]}, {_card_face_of(card)}"


def _card_face_of(c) -> str:
    return f"{COLOURS[c.colour]}, {TRANSMISSIONS[c.transmission]} #{c.id}"


def _card(cards, cid, detail: bool = False) -> str:
    if cid is None or cid < 0:
        return "a card"
    return f"#{cid}" if cards is None else card_text(cards[cid], detail)


def _card_face(cards, cid) -> str:
    return f"#{cid}" if cards is None else _card_face_of(cards[cid])


def _cards(cards, ids) -> str:
    return ", ".join(_card(cards, c) for c in ids) if ids else "(none)"


def item_text(item: Mapping, names: Names, items: Mapping | None = None, depth: int = 0,
              positions: Mapping | None = None) -> str:
    """A stack item as ``seat 2's [Lock On] (target: seat 3)`` (as :func:`zh_cn.item_text`)."""
    s = f"{_name(names, item['user'])}'s {func_name(item['func'])}"
    target = item.get("target", -1)
    if item["func"] == "shi_po" and positions and item.get("ref") in positions:
        s += f" (target: item {positions[item['ref']]})"
    elif item["func"] == "shi_po":
        ref = items.get(item.get("ref")) if items else None
        if ref is not None and depth < 1:
            s += f" (target: {item_text(ref, names, items, depth + 1)})"
    elif target is not None and target >= 0:
        s += f" (target: {_name(names, target)})"
    return s


# -- events ---------------------------------------------------------------------------------
def describe_event(event: Mapping, names: Names, cards=None, items: Mapping | None = None) -> str:
    """One English log line for one engine event (as :func:`zh_cn.describe_event`)."""
    fn = _EVENTS.get(event.get("type"))
    if fn is None:
        return "(something unknown happened)"
    return _cap(fn(event, _zh._Names(names), cards, items or {}))


def _ev_game_start(e, n, cards, items):
    return f"The game begins: {e['players']} players; {n(e['first'])} starts."


def _ev_turn_start(e, n, cards, items):
    # "Turn 2: seat 0 (you)", not "seat 0 (you)'s turn".
    return f"════ Turn {e['turn'] + 1}: {n(e['seat'])} ════"


def _ev_draw(e, n, cards, items):
    if e["n"] == 0:
        return f"{n(e['seat'])} has nothing to draw (deck and discard pile are empty)."
    s = f"{n(e['seat'])} draws {e['n']} card{'s' if e['n'] != 1 else ''}"
    return s + (": " + _cards(cards, e["cards"]) if "cards" in e else "") + "."


def _ev_used(e, n, cards, items):
    user, func, target = n(e["seat"]), e["func"], e.get("target", -1)
    card = e.get("card")
    if card is None:
        use = f"uses {func_name(func)}"
    elif e.get("converted"):
        use = f"uses {_card(cards, card)} as {func_name(func)}"
    else:
        use = f"uses {func_name(func)} ({_card_face(cards, card)})"
    if func == "shi_po":
        ref = items.get(e.get("ref"))
        tgt = item_text(ref, n, items) if ref is not None else "a card being used"
        return f"{user} {use}, target: {tgt}."
    if func == "shao_hui":
        return (f"{user} {use} to burn the false message {_card(cards, e.get('ref'))} in front "
                f"of {n(target)}.")
    if func == "shi_tan":
        s = f"{user} {use} on {n(target)}"
        if card is not None and cards is not None and cards[card].probe is not None:
            return s + ": " + probe_text(cards[card].probe)
        return s + " (only the two of them see its face)."
    if target is not None and target >= 0:
        return f"{user} {use} on {n(target)}."
    return f"{user} {use}."


def _ev_message_sent(e, n, cards, items):
    t = e["transmission"]
    to = f" to {n(e['target'])}" if t == "direct" else ", passing on"
    what = f"a message{to}: {_card(cards, e['card'])}" if "card" in e else f"a face-down message{to}"
    return f"{n(e['seat'])} sends {what} ({TRANSMISSIONS[t]})."


def _ev_step(e, n, cards, items):
    if e["step"] == "transmit":
        return f"Message passing: the message leaves {n(e['holder'])}."
    return f"The message arrives in front of {n(e['holder'])}."


def _ev_declined(e, n, cards, items):
    return f"{n(e['seat'])} does not take the message."


def _ev_message_taken(e, n, cards, items):
    return f"{n(e['seat'])} takes the message{' (must take it)' if e.get('forced') else ''}."


def _ev_message_placed(e, n, cards, items):
    via = e.get("via")
    src = {"message": "", "intercept": " (intercepted)", "mixed": " (Truth or Lies)"}.get(via)
    if src is None:
        src = f" ({func_name(via)})" if isinstance(via, str) and via else " (a skill)"
    return f"{n(e['seat'])} gets message{src}: {_cards(cards, e['cards'])}."


def _ev_message_discarded(e, n, cards, items):
    if "card" in e:
        return f"Nobody took the message; it goes to the discard pile: {_card(cards, e['card'])}."
    return "Nobody took the message; it goes face down to the discard pile."


def _ev_item_nullified(e, n, cards, items):
    return f"{n(e['user'])}'s {func_name(e['func'])} was seen through and has no effect."


def _ev_nullified(e, n, cards, items):
    it = items.get(e["uid"])
    what = item_text(it, n, items) if it is not None else func_name(e["func"])
    return f"{n(e['by'])}'s [See Through] resolves: {what} has no effect."


def _ev_fizzle(e, n, cards, items):
    why = FIZZLE_WHY.get(e.get("why"), "its condition no longer holds")
    return f"{n(e['user'])}'s {func_name(e['func'])} fails: {why}."


def _ev_reshuffle(e, n, cards, items):
    return f"The deck ran out: the {e['size']} cards of the discard pile are shuffled into a new deck."


def _ev_discard(e, n, cards, items):
    if "card" in e:
        return f"{n(e['seat'])} discards {_card(cards, e['card'])} (face down)."
    return f"{n(e['seat'])} discards a hand card face down."


def _ev_identity_revealed(e, n, cards, items):
    return f"{n(e['seat'])}'s identity: {identity_name(e['identity'])}."


def _ev_cards_discarded(e, n, cards, items):
    parts = []
    hand = e.get("hand_count", len(e.get("hand", ())))
    if hand:
        parts.append(f"{hand} hand card{'s' if hand != 1 else ''}")
    if e["messages"]:
        k = len(e["messages"])
        parts.append(f"{k} message{'s' if k != 1 else ''}")
    if not parts:
        return f"{n(e['seat'])} has no hand cards or messages to discard."
    return f"{n(e['seat'])}'s {' and '.join(parts)} go to the discard pile."


def _ev_role_revealed(e, n, cards, items):
    return f"{n(e['seat'])} turns their character face up: [{role_name(e['role'])}]."


def _ev_role_chosen(e, n, cards, items):
    if "role" in e:
        return f"{n(e['seat'])} chooses the character [{role_name(e['role'])}]."
    return f"{n(e['seat'])} has chosen a character."


def _ev_victory_declared(e, n, cards, items):
    return f"{n(e['seat'])} declares victory!"


def _ev_victory_taken(e, n, cards, items):
    return (f"{n(e['from_seat'])}'s declaration fails: {n(e['seat'])}'s secret mission takes "
            f"this victory.")


def _ev_role_flipped_down(e, n, cards, items):
    return f"{n(e['seat'])} turns their character face down."


def _ev_lost(e, n, cards, items):
    why = LOSS_REASONS.get(e.get("reason"), "by the rules")
    return f"{n(e['seat'])} loses the game ({why})."


def _ev_skill_triggered(e, n, cards, items):
    return f"{n(e['seat'])} uses the skill [{skill_name(e['skill'])}]."


def _ev_game_over(e, n, cards, items):
    return "Game over: " + result_text(e["winners"], e.get("declarer"), e["reason"],
                                       e.get("identities"), n, e.get("taken_from"))


def _ev_dying(e, n, cards, items):
    return f"{n(e['seat'])} has three false messages and is dying!"


def _ev_saved(e, n, cards, items):
    return f"{n(e['seat'])} is saved and does not die."


def _ev_died(e, n, cards, items):
    k = e.get("killer", -1)
    if k is None or k < 0:
        by = ""
    elif k == e["seat"]:
        by = " (by their own card)"
    else:
        by = f" (killed by {n(k)}'s own hand)"
    return f"{n(e['seat'])} dies{by}."


def _ev_locked(e, n, cards, items):
    return (f"{n(e['seat'])} is locked on by {n(e['by'])}: they must take a message that reaches "
            f"them this turn.")


def _ev_lured(e, n, cards, items):
    return (f"{n(e['seat'])} is diverted by {n(e['by'])}: they take no part in this message's "
            f"passing.")


def _ev_returned(e, n, cards, items):
    return f"{n(e['seat'])}'s [Return] resolves: the message passes the other way."


def _ev_return_no_effect(e, n, cards, items):
    return f"{n(e['seat'])} is locked on: [Return] does nothing."


def _ev_intercepted(e, n, cards, items):
    return f"{n(e['seat'])} intercepts the passing message: {_card(cards, e['card'])}."


def _ev_decrypted(e, n, cards, items):
    if "card" in e:
        return f"{n(e['seat'])} decodes the message: {_card(cards, e['card'])}."
    return f"{n(e['seat'])} decodes the message (only they see it)."


def _ev_burned(e, n, cards, items):
    return (f"{n(e['by'])} burns the false message in front of {n(e['seat'])}: "
            f"{_card(cards, e['card'])}.")


def _ev_probe_shown(e, n, cards, items):
    if "bet" in e:
        return (f"{n(e['seat'])} reads {n(e['user'])}'s [Probe]: "
                f"{probe_text((e['bet'], e['effect']))}")
    return f"{n(e['seat'])} reads the [Probe] {n(e['user'])} handed over."


def _ev_probe_declared(e, n, cards, items):
    return f"{n(e['seat'])} says: \"{PROBE_WORDS.get(e['words'], '...')}.\""


def _ev_probe_draws(e, n, cards, items):
    return f"{n(e['seat'])} draws two cards as the [Probe] says."


def _ev_probe_discard_nothing(e, n, cards, items):
    return f"{n(e['seat'])} has no hand cards: they only say they discard."


def _ev_window(e, n, cards, items):
    ctx = e["ctx"]
    return f"Response window: {STEPS.get(ctx) or phase_name(ctx)}."


def _ev_cannot_send(e, n, cards, items):
    return f"{n(e['seat'])} has no message to send and will lose the game at the end of the turn."


_EVENTS = {
    "game_start": _ev_game_start, "turn_start": _ev_turn_start, "draw": _ev_draw,
    "window": _ev_window, "used": _ev_used, "message_sent": _ev_message_sent, "step": _ev_step,
    "declined": _ev_declined, "message_taken": _ev_message_taken,
    "message_placed": _ev_message_placed, "message_discarded": _ev_message_discarded,
    "item_nullified": _ev_item_nullified, "nullified": _ev_nullified, "fizzle": _ev_fizzle,
    "reshuffle": _ev_reshuffle, "discard": _ev_discard,
    "identity_revealed": _ev_identity_revealed, "cards_discarded": _ev_cards_discarded,
    "role_revealed": _ev_role_revealed, "role_flipped_down": _ev_role_flipped_down,
    "role_chosen": _ev_role_chosen, "victory_declared": _ev_victory_declared,
    "victory_taken": _ev_victory_taken,
    "lost": _ev_lost, "skill_triggered": _ev_skill_triggered, "game_over": _ev_game_over,
    "dying": _ev_dying, "saved": _ev_saved, "died": _ev_died, "locked": _ev_locked,
    "lured": _ev_lured, "returned": _ev_returned, "return_no_effect": _ev_return_no_effect,
    "intercepted": _ev_intercepted, "decrypted": _ev_decrypted, "burned": _ev_burned,
    "probe_shown": _ev_probe_shown, "probe_declared": _ev_probe_declared,
    "probe_draws": _ev_probe_draws, "probe_discard_nothing": _ev_probe_discard_nothing,
    "cannot_send": _ev_cannot_send, **_ROLE_EVENTS,
}
EVENT_TYPES = frozenset(_EVENTS)


class Narrator(_zh.Narrator):
    """:class:`zh_cn.Narrator` speaking English."""

    describe = staticmethod(describe_event)

    def probe_resolves(self, user: int, seat: int) -> str:
        return f"{_cap(_name(self.names, user))}'s [Probe] on {_name(self.names, seat)} resolves."


# -- results ----------------------------------------------------------------------------
def end_reason_name(reason: str) -> str:
    if reason in END_REASON_NAMES:
        return END_REASON_NAMES[reason]
    if reason in LOSS_REASONS:
        return LOSS_REASONS[reason]
    if reason in SKILL_NAMES:
        return f"[{skill_name(reason)}]: a victory of their own"
    return "other reason"


def _side(identities, seat) -> str:
    return f" ({IDENTITIES.get(identities[seat], 'no identity card')})" if identities is not None else ""


def _declared_by(seat: int, reason: str, identities, names: Names) -> str:
    why = END_REASONS.get(reason)
    if why is None:
        why = f"used {func_name(reason)}" if reason in SKILL_NAMES else "met a victory condition"
    if identities is not None and reason == "messages" and identities[seat] in FACTION_COLOURS:
        why = f"collected three {COLOURS[FACTION_COLOURS[identities[seat]]]} messages"
    return f"{_name(names, seat)}{_side(identities, seat)} {why}"


def result_text(winners, declarer, reason: str, identities=None, names: Names = (),
                taken_from: int | None = None) -> str:
    """The outcome in one sentence (as :func:`zh_cn.result_text`)."""
    if not winners:
        return f"A draw: {END_REASONS.get(reason, 'nobody can win')}."
    who = ", ".join(_name(names, s) for s in winners)
    if declarer is None or declarer < 0:
        return f"Winners: {who}."
    if taken_from is not None and taken_from >= 0 and taken_from != declarer:
        return (f"{_cap(_declared_by(taken_from, reason, identities, names))} and declared "
                f"victory; but the secret mission of {_name(names, declarer)}"
                f"{_side(identities, declarer)} made that declaration fail and took the victory! "
                f"Winners: {who}.")
    if (reason == "messages" and identities is not None
            and identities[declarer] not in FACTION_COLOURS):
        return (f"The secret mission of {_name(names, declarer)}{_side(identities, declarer)} "
                f"took another player's victory! Winners: {who}.")
    return f"{_cap(_declared_by(declarer, reason, identities, names))} and declares victory! Winners: {who}."


# -- decisions and options ---------------------------------------------------------------
def window_context(pending: Mapping, obs: Mapping, names: Names) -> str:
    """Where a response window is (as :func:`zh_cn.window_context`)."""
    prompt = pending.get("prompt", "")
    you, tp = obs["seat"], obs["turn_player"]
    whose = "Your turn" if tp == you else f"{_cap(_name(names, tp))}'s turn"
    m = obs.get("message")
    if prompt in ("transmit", "arrive") and m is not None:
        holder = "you" if m["holder"] == you else _name(names, m["holder"])
        where = (f"the message is at {holder}, about to pass on" if prompt == "transmit"
                 else f"the message arrives in front of {holder}")
        return f"{whose}, {STEPS[prompt]}: {where}"
    return f"{whose}: {phase_name(prompt)}"


def decision_prompt(pending: Mapping, obs: Mapping, names: Names) -> str:
    """The question put to the player (as :func:`zh_cn.decision_prompt`)."""
    kind, prompt = pending["kind"], pending.get("prompt", "")
    skill = any(o[0] == "skill" for o in pending.get("options") or ())
    if kind == "respond":
        waiting = _waiting_text(obs.get("stack") or (), obs["seat"])
        still = " still" if waiting else ""
        can = (f"You may{still} use a card or a skill, or pass." if skill
               else f"You may{still} use a card, or pass.")
        return f"{window_context(pending, obs, names)}. {waiting}{can}"
    if kind == "send":
        return "Your turn: message phase. Choose a hand card to send as the message."
    if kind == "receive":
        return "The message arrives in front of you: take it?"
    if kind == "choose":
        return CHOOSE_PROMPTS.get(prompt, "Choose:")
    if kind == "trigger":
        return f"Use [{skill_name(prompt)}]?"
    return "Choose:"


def _waiting_text(stack: Sequence[Mapping], you) -> str:
    if not stack:
        return ""
    top, n = stack[-1], len(stack)
    if top["user"] == you:
        what = (f"Your {func_name(top['func'])} is" if n == 1 else
                f"{n} items (your last {func_name(top['func'])} first) are")
        then = "it resolves" if n == 1 else "they resolve in turn"
        return (f"{what} waiting for responses: priority came back to you; if you pass and "
                f"nobody responds, {then} (last in, first out). ")
    if n == 1:
        return (f"A {func_name(top['func'])} is waiting for responses: if everyone passes, it "
                f"resolves (last in, first out: cards used later resolve before it). ")
    return (f"{n} items are waiting to resolve: if everyone passes, they resolve last in, first "
            f"out (the last {func_name(top['func'])} first). ")


def option_text(option, obs: Mapping, cards, names: Names, items: Mapping | None = None) -> str:
    """One legal option in English (as :func:`zh_cn.option_text`)."""
    kind, card, func, seat, ref = tuple(option)
    if items is None:
        items = {it["uid"]: it for it in obs.get("stack", ())}
    simple = {"pass": "Pass", "take": "Take the message", "yes": "Use it", "no": "Do not use it"}
    if kind in simple:
        return simple[kind]
    if kind == "decline":
        m = obs.get("message")
        if m is not None and m["transmission"] == "direct":
            return f"Do not take it (back to its sender, {_name(names, m['sender'])})"
        return "Do not take it (it passes on)"
    if kind == "send":
        c = cards[card]
        what = card_text(c, detail=True)
        if func == "direct":
            return f"Send {what} → direct to {_name(names, seat)}"
        how = TRANSMISSIONS[func]
        if func != c.transmission:
            how = f"sent as {how}"
        pending = obs.get("pending") or {}
        if any(o[0] == "send" and o[4] == LEFTWARDS for o in pending.get("options", ())):
            how += (", towards lower seat numbers" if ref == LEFTWARDS
                    else ", towards higher seat numbers")
        return f"Send {what} ({how})"
    if kind == "choose":
        return _cap(_choose_text(card, func, seat, ref, obs, cards, names, items))
    if kind in ("use", "skill"):
        label = func_name(func)
        if card >= 0:
            c = cards[card]
            rest = _card_face(cards, card)
            if c.probe is not None:
                rest += f", {probe_short(c.probe)}"
            if c.function != func:
                used = (f"Use {card_text(c)} as {label}" if kind == "use"
                        else f"Use {label} (with {card_text(c)})")
            else:
                used = f"Use {label} ({rest})"
        else:
            used = f"Use {label}"
        if func == "shi_po" and ref >= 0:
            it = items.get(ref)
            tgt = item_text(it, names, items) if it is not None else "a card being used"
            pos = [i["uid"] for i in obs.get("stack", ())]
            where = f"item {pos.index(ref) + 1}, " if ref in pos else ""
            own = " (a card you used yourself)" if it is not None and it["user"] == obs.get("seat") else ""
            return f"{used}, target: {where}{tgt}{own}"
        if func == "shao_hui" and ref >= 0:
            return f"{used}, burning {card_text(cards[ref])} in front of {_name(names, seat)}"
        if kind == "skill" and ref >= 0:
            used += ", " + _ref_text(ref, obs, cards, names, items, seat)
        note = _no_effect_note(func, seat, obs, names) if kind == "use" else ""
        if seat >= 0:
            return f"{used} on {_name(names, seat)}{note}"
        return used + note
    return "(unknown option)"


NO_EFFECT_NOTES = {
    "return_locked": " (you are locked on: Return does nothing)",
    "decode_own": " (you sent this message: you know it already)",
    "decode_face_up": " (a face-up text message: you know it already)",
    "decode_seen": " (you have seen this message: you know it already)",
    "already_locked": " ({who} is locked on already)",
    "divert_sender": " ({who} sent the message: Diversion does nothing to them)",
    "divert_locked": " ({who} is locked on: Diversion does nothing to them)",
    "divert_not_target": " (the direct message goes only to {target}: Diversion does nothing to {who})",
    "divert_arrived": " (the message has reached {who} already: Diversion does nothing)",
}


def _no_effect_note(func: str, seat: int, obs: Mapping, names: Names) -> str:
    return _zh._no_effect_note(func, seat, obs, names, NO_EFFECT_NOTES)


def _ref_text(ref: int, obs: Mapping, cards, names: Names, items: Mapping, seat: int) -> str:
    pos = [i["uid"] for i in obs.get("stack", ())]
    if ref in pos and ref in items:
        return f"target: item {pos.index(ref) + 1}, {item_text(items[ref], names, items)}"
    if 0 <= ref < len(cards):
        owner = _zh._owner_of_message(obs, ref)
        if owner is not None:
            return f"the message {card_text(cards[ref])} in front of {_name(names, owner)}"
        m = obs.get("message")
        if m is not None and m.get("card") == ref:
            return f"the passing message {card_text(cards[ref])}"
        return card_text(cards[ref])
    return f"item {ref}"


def _choose_text(card, func, seat, ref, obs, cards, names, items) -> str:
    if is_role(func):
        return f"choose the character {role_brief(func)}"
    parts = []
    if card >= 0:
        pending = obs.get("pending") or {}
        you = obs.get("you") or {}
        owner = _zh._owner_of_message(obs, card)
        if pending.get("prompt") == "probe_discard":
            parts.append(f"discard {card_text(cards[card], detail=True)}")
        elif card in (you.get("hand") or ()):
            parts.append(f"choose the hand card {card_text(cards[card], detail=True)}")
        elif owner is not None:
            parts.append(f"choose the message {card_text(cards[card])} in front of "
                         f"{_name(names, owner)}")
        else:
            parts.append(f"choose {card_text(cards[card], detail=True)}")
    if seat >= 0:
        who = "yourself" if seat == obs.get("seat") else _name(names, seat)
        parts.append(f"to {who}" if card >= 0 else f"choose {who}")
    if ref >= 0:
        parts.append(_ref_text(ref, obs, cards, names, items, seat))
    if func:
        label = CHOOSE_LABELS.get(func)
        if label is None:
            if func in FUNCTIONS or func in SKILL_NAMES:
                label = f"choose {func_name(func)}"
            else:
                word = {**COLOURS, **IDENTITIES, **TRANSMISSIONS}.get(func)
                label = f"choose {word}" if word else "choose this"
        parts.append(label)
    return ", ".join(parts) if parts else "choose"


# -- the server's table: room names, what it waits for, timeouts ---------------------------------
def room_name(nickname: str) -> str:
    return f"{nickname}'s room"


_WAITING = {"send": "to send a message", "receive": "to decide whether to take the message",
            "choose": "to choose", "trigger": "to decide whether to use a skill"}


def waiting_text(obs: Mapping, names: Names) -> str:
    """As :func:`zh_cn.waiting_text`: never names the seat asked in a response window."""
    pending = obs["pending"]
    if pending is None:
        return "The game is over." if obs["over"] else ""
    if pending.get("yours"):
        return "Your turn to decide."
    if pending["kind"] == "respond":
        return f"{window_context(pending, obs, names)}: waiting for responses…"
    if pending["seat"] is None:
        return "Waiting for the other players…"
    what = ("to choose a character" if pending["prompt"] == "choose_role"
            else _WAITING.get(pending["kind"], "to decide"))
    return f"Waiting for {_name(names, pending['seat'])} {what}…"


_TIMED_OUT = {"pass": "passes", "decline": "does not take the message",
              "no": "does not use the skill", "take": "takes the message",
              "send": "sends a message", "choose": "chooses"}


def timeout_line(option, who: str, label: str | None) -> str:
    """As :func:`zh_cn.timeout_line`: ``Seat 2's time is up: chooses automatically: …``."""
    what = ("does not use the skill" if option.kind == "choose" and option.func == "no"
            else _TIMED_OUT.get(option.kind, "chooses"))
    if label and option.kind in ("send", "choose"):
        what = f"{what}: {label}"
    return f"{_cap(who)}'s time is up: automatically {what}."
