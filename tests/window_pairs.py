"""Pairs of positions that differ only in whether one seat, X, can act in a response window
(it holds 识破, 烧毁 or 截获, or its face-down role has a skill usable there) or at a timing
point (``reveal``: its face-down role's 就计 triggers when A's 锁定 on X resolves), for the tests
that every window and point looks the same to everyone else (docs/architecture.md, "Response
windows seen from outside"). Built with the position machinery (engine/position.py), cards
named by id, so both positions of a pair have the same cards everywhere but X's one hand card,
whose other version lies removed from the game (a count only anybody sees), or X's face-down
role.

Each pair: seat A (the turn player) has just sent a 密电; the 情报传递 window is about to open at
A; X is B, A's right-hand player, asked second. With ``shi_po`` and ``reveal`` A holds a 锁定,
which its policy (:func:`policy`) uses on X in that window, so that X's 识破 has something to aim
at and X's 就计 a moment to trigger. With ``ahead`` A also holds a 调虎离山, usable there, with
which it is asked before X and passes: A then sees the round go on after its pass whether or
not X is asked next.
"""
from __future__ import annotations

from fengsheng.cards.deck import deck
from fengsheng.engine.decisions import NO, PASS, RESPOND, TRIGGER, YES
from fengsheng.engine.flow import advance
from fengsheng.engine.position import from_position
from fengsheng.engine.window import SHOWN

KINDS = ("shi_po", "shao_hui", "jie_huo", "role", "reveal")
ROLE_KINDS = ("role", "reveal")   # kinds only with roles
LIVING = (2, 3, 5, 9)
X = 1
IDENTITIES = ("潜伏战线", "军情处", "打酱油的")
# Face-down roles for the tables with roles, by seat: X's (老金) has no skill for a window; the
# others' reveal skills may be offered to them (they pass, in both positions alike).
OTHER_ROLES = ("lao_gui", "lao_jin", "hei_mei_gui", "fu_ping", "lao_qiang", "shan_ling",
               "e_mei_feng", "huang_que", "gang_tie_te_gong")


def _ids(edition: str = "standard") -> dict[str, list[int]]:
    """Card function -> its card ids in ``edition``; 'black_tui_hui': the black 退回."""
    out: dict[str, list[int]] = {}
    for c in deck(edition):
        out.setdefault(c.function, []).append(c.id)
        if c.function == "tui_hui" and c.colour == "black":
            out.setdefault("black_tui_hui", []).append(c.id)
    return out


def pair(kind: str, living: int, roles: bool, ahead: bool = False) -> tuple[dict, dict]:
    """(position where X can act, position where it cannot) for a table of ``living`` living
    players (three seats, one dead, for two), with or without role cards; ``ahead``: A is
    asked before X in the window, and passes (not with ``shi_po``, where X is asked first)."""
    ids = _ids()
    seats = max(3, living)
    probe, probe2 = ids["shi_tan"][0], ids["shi_tan"][1]
    usable = {"shi_po": ids["shi_po"][0], "shao_hui": ids["shao_hui"][0],
              "jie_huo": ids["jie_huo"][0], "role": probe, "reveal": probe}[kind]
    spare = ids["po_yi"] + [c for c in ids["tui_hui"] if c not in ids["black_tui_hui"]]
    players = []
    for s in range(seats):
        p = {"identity": IDENTITIES[s % 3], "hand": [f"#{spare[s]}"]}
        if roles:
            p["role"] = OTHER_ROLES[s]
            p["face_up"] = False
        players.append(p)
    players[0]["hand"] = [f"#{ids['suo_ding'][0]}"] if kind in ("shi_po", "reveal") \
        else [f"#{probe2}"]
    if ahead:
        assert kind not in ("shi_po", "reveal")   # A uses its 锁定 there
        players[0]["hand"].append(f"#{ids['diao_hu_li_shan'][1]}")
    players[0]["messages"] = [f"#{ids['black_tui_hui'][0]}"]   # 烧毁 may burn it
    if living == 2:
        players[2]["alive"] = False
        del players[2]["hand"]
    message = {"card": f"#{ids['diao_hu_li_shan'][0]}", "transmission": "密电", "step": "transmit"}
    specs = []
    for can in (True, False):
        ps = [dict(p) for p in players]
        if kind in ROLE_KINDS:
            ps[X]["role"] = {"role": "yi_dian_yuan", "reveal": "lao_qiang"}[kind] if can \
                else "lao_jin"
            ps[X]["hand"] = [f"#{probe}"]
            removed = []
        else:
            ps[X]["hand"] = [f"#{usable if can else probe}"]
            removed = [f"#{probe if can else usable}"]
        if roles or kind in ROLE_KINDS:
            for p in ps:
                p.setdefault("role", "lao_jin")
                p.setdefault("face_up", False)
        specs.append({"players": ps, "turn": "A", "phase": "send_message", "message": message,
                      "removed": removed, "seed": 7})
    return specs[0], specs[1]


def start(spec: dict, show_windows: bool = True):
    """The position of ``spec`` run to its first stop (every round of priority shown)."""
    state = from_position(spec, advance=False)
    state.show_windows = show_windows
    advance(state)
    return state


def policy(seat: int, pending: dict) -> int:
    """The index of the option a seat other than X takes (its own view's pending decision):
    in a window it uses a 锁定 when it can (on X if it may), else passes; elsewhere the first
    option. It reads only what the seat is shown, so equal views give equal answers."""
    options = pending["options"]
    if pending["kind"] == RESPOND:
        locks = [i for i, o in enumerate(options) if o[0] == "use" and o[2] == "suo_ding"]
        return next((i for i in locks if options[i][3] == X), locks[0]) if locks else 0
    return 0


def x_answer(kind: str, options, use: bool):
    """X's answer in a window or at a timing point (``kind``): a pass (no), or (``use``) its
    first option that is not one (yes)."""
    if kind == TRIGGER:
        return YES if use else NO
    if use:
        return next(o for o in options if o != PASS)
    return PASS


def x_asked(kind: str) -> bool:
    """Whether a decision of X of ``kind`` is one the pairs compare through (a window or a
    point; any other ends the comparison)."""
    return kind in (RESPOND, TRIGGER)


def is_shown(state) -> bool:
    return state.pending is not None and state.pending.kind == SHOWN
