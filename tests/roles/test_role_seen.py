"""R41: a role that has been face up in front of everyone stays known when it is turned face
down again (盖伏): the other players watched it. Face down it still has no gender and no skill
but its reveal skills (R28); a role nobody has seen stays unknown."""
from __future__ import annotations

from pathlib import Path

import pytest

import fengsheng.roles.fu_she  # noqa: F401  (registers the role)
import fengsheng.roles.lao_gui  # noqa: F401  (registers the role)
from fengsheng.engine.abilities import flip_down, gender, reveal_role
from fengsheng.i18n import zh_cn as zh
from fengsheng.record import load_record, replay
from fengsheng.views import observe

RECORDS = Path(__file__).resolve().parents[1] / "cli" / "records"

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


def test_a_replayed_record_shows_a_role_turned_face_down():
    """R41: a role seen face up stays known when turned face down (a record in which 蝮蛇 is
    turned face down; the record made before R41 that this test replayed cannot replay under
    another rules version, docs/architecture.md)."""
    shown = []

    def look(game):
        for p in game.state.players:
            if p.role_seen and not p.face_up:
                other = (p.seat + 1) % game.state.n
                shown.append(observe(game.state, other)["players"][p.seat]["role"])

    replay(load_record(RECORDS / "fu_she_turned_down.json"), on_step=look)
    assert shown and set(shown) == {"fu_she"}


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
