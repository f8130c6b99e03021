"""R41: a role that has been face up in front of everyone stays known when it is turned face
down again (盖伏): the other players watched it. Face down it still has no gender and no skill
but its reveal skills (R28); a role nobody has seen stays unknown."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from fengsheng.engine import flow
from fengsheng.engine.abilities import flip_down, gender, reveal_role
from fengsheng.engine.position import from_position
from fengsheng.i18n import zh_cn as zh
from fengsheng.notation import parse_option
from fengsheng.views import observe

POSITIONS = Path(__file__).parent / "positions"

MSG = {"card": "破译/红/密电", "step": "transmit"}


def test_a_public_role_turned_down_by_its_skill_stays_known_to_all(table, h):
    """蝮蛇's 声东击西 turns him face down in front of the table."""
    s = table({"C": {"role": "fu_she", "hand": ["破译"]}}, phase="send_message", message=MSG)
    h.play(s, "C transmit: skill sheng_dong_ji_xi @B", until={"asked": "C receive"})
    assert not s.players[2].face_up
    for seat in (None, 0, 1, 3, 4):
        seen = observe(s, seat)["players"][2]
        assert (seen["role"], seen["face_up"], seen["role_seen"]) == ("fu_she", False, True)
        assert zh.role_cell(seen, True) == "蝮蛇（盖伏）"
    assert gender(s, 2) is None        # face down: no gender (R28), known or not


def test_a_hidden_role_is_unknown_until_revealed_and_known_after(table):
    s = table({"B": {"role": "lao_gui"}})
    assert observe(s, 0)["players"][1]["role"] is None
    reveal_role(s, 1)
    flip_down(s, 1)
    seen = observe(s, 0)["players"][1]
    assert (seen["role"], seen["face_up"], seen["role_seen"]) == ("lao_gui", False, True)


def test_a_role_turned_face_down_in_a_dealt_game_stays_known_to_all():
    """R41 in a game from a deal (roles revealed at its start, not placed by hand): 蝮蛇 (B)
    turns himself face down with 声东击西. Kept as the position before that answer
    (positions/, written by ``to_position`` from a saved game): a stored record cannot replay
    under another rules version (docs/architecture.md)."""
    fixture = json.loads((POSITIONS / "fu_she_turned_down.json").read_text("utf-8"))
    s = from_position(fixture["position"])
    assert s.players[1].role == "fu_she" and s.players[1].face_up
    flow.apply(s, parse_option(fixture["answer"]))
    assert not s.players[1].face_up and s.players[1].role_seen
    for seat in (None, 0, 2, 3, 4):
        seen = observe(s, seat)["players"][1]
        assert (seen["role"], seen["face_up"], seen["role_seen"]) == ("fu_she", False, True)
        assert zh.role_cell(seen, True) == "蝮蛇（盖伏）"
    assert gender(s, 1) is None


def test_clones_keep_what_was_seen(table):
    s = table({"B": {"role": "lao_gui", "role_seen": True}})
    assert observe(s, 0)["players"][1]["role"] == "lao_gui"
    twin = s.clone()
    assert twin.players[1].role_seen
    twin.players[1].role_seen = False
    assert s.players[1].role_seen and observe(twin, 0)["players"][1]["role"] is None


def test_a_position_cannot_have_a_face_up_role_nobody_saw(table):
    with pytest.raises(ValueError, match="role_seen"):
        table({"B": {"role": "lao_gui", "face_up": True, "role_seen": False}})
    with pytest.raises(ValueError, match="need a 'role'"):
        table({"B": {"role_seen": True}})
