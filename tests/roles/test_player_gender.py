"""Players' real-world gender (R51): "女性包括女性角色与女性玩家" (救美, 礼服蒙面人's mission, 风度), "即场上有
女性玩家选的是男性角色你也可以选择她胜利" (风度), "若你被女性杀死" (情仇). A seat's gender is optional
(Config.player_genders, scenario key ``gender``); unknown, only the role's gender counts.
王田香's mission says 女性角色 (the role's gender), so a woman playing a male role does not count.
Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""
import pytest

from fengsheng.engine import Config
from fengsheng.engine.abilities import is_woman
from fengsheng.record import Game, replay

MAN_ROLE = {"role": "dao_feng"}
WOMAN_PLAYER = dict(MAN_ROLE, gender="女")


@pytest.mark.parametrize("gender, asked", [("女", True), (None, False), ("男", False)])
def test_jiu_mei_saves_a_woman_playing_a_male_role(table, h, gender, asked):
    """救美: "当一位女性死亡时…女性包括女性角色与女性玩家" — C, a female player on 刀锋 (male), dies:
    礼服 (D) is asked; with her gender unknown (or male), only the role counts and he is not."""
    c = dict(MAN_ROLE, messages=["黑", "黑"])
    if gender:
        c["gender"] = gender
    s = table({"C": c, "D": {"role": "li_fu_meng_mian_ren"}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    log = h.play(s, "C: take", until="next_turn" if not asked else {"asked": "D jiu_mei"})
    if asked:
        h.play(s, "D: yes", until="next_turn")
        assert s.players[2].alive and s.deaths == ()
    else:
        assert not h.of_type(log, "decision", prompt="jiu_mei") and not s.players[2].alive


def test_li_fu_mission_joins_a_female_player_who_declares(table, h):
    """礼服蒙面人's mission: "一位女性宣告胜利。女性包括女性角色与女性玩家。" — C, a female player on a male
    role, declares with three reds; 礼服 (E, 打酱油的) wins with 潜伏战线."""
    s = table({"C": dict(WOMAN_PLAYER, messages=["红", "红"]), "E": {"role": "li_fu_meng_mian_ren"}},
              phase="send_message",
              message={"card": "锁定/红/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", until="game_over")
    assert s.declarer == 2 and sorted(s.winners) == [0, 2, 4]


def test_feng_du_may_choose_a_female_player_on_a_male_role(table, h):
    """风度: "女性包括女性角色与女性玩家；即场上有女性玩家选的是男性角色你也可以选择她胜利" — E (柒佰) declares
    with a fifth true message; B, a female player on 刀锋, may be chosen, and so may C, a female
    player whose role is face down (the player's gender is not the role's); D (unknown) not."""
    s = table({"B": WOMAN_PLAYER, "C": {"role": "lao_gui", "face_up": False, "gender": "F"},
               "D": MAN_ROLE,
               "E": {"role": "qi_bai", "identity": "打酱油的", "messages": ["红", "红", "蓝", "蓝"]}},
              phase="send_message", locks=["E"],
              message={"card": "锁定/蓝/密电", "holder": "E", "step": "receive"})
    h.play(s, until={"asked": "E feng_du_with"})
    assert sorted(o.seat for o in s.pending.options) == [1, 2]
    h.play(s, "E: choose @B", until="game_over")
    assert s.winners == (4, 1) and s.declarer == 4


def test_qing_chou_a_female_player_who_kills_him(table, h):
    """情仇: "若你被女性杀死，则她可以宣告单独胜利" — B's message kills A (易先生); B is a female player on
    a male role, so she is asked."""
    s = table({"A": {"role": "yi_xian_sheng", "messages": ["黑", "黑"]}, "B": WOMAN_PLAYER},
              turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "A", "step": "receive"})
    h.play(s, "A: take", until={"asked": "B qing_chou"})
    h.play(s, "B: choose yes", until="game_over")
    assert s.winners == (1,) and s.declarer == 1


def test_qing_chou_not_for_a_female_player_killing_herself(table, h):
    """"若你是女性玩家，你不能通过自杀来获胜" — A, a female player on 易先生, dies of her own message."""
    s = table({"A": {"role": "yi_xian_sheng", "messages": ["黑", "黑"], "gender": "女"}},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "A", "step": "receive", "hops": 5})
    log = h.play(s, until="next_turn")
    assert s.deaths == ((0, 0),) and not h.of_type(log, "decision", prompt="qing_chou")


def test_wang_tian_xiang_mission_counts_female_roles_only(table, h):
    """王田香's mission: "亲手杀死一位女性角色" — 女性角色, the role's gender (the glossary tells 女性角色 from
    女性玩家): E (王田香, 打酱油的) kills C, a female player on a male role: not met."""
    s = table({"E": {"role": "wang_tian_xiang"}, "C": dict(WOMAN_PLAYER, messages=["黑", "黑"])},
              turn="E", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", until="play_2")
    assert s.deaths == ((2, 4),) and not s.over


def test_genders_are_part_of_the_record_and_replay_exactly():
    """The configuration carries the genders, so a record replays to the same state; a record
    without them (older, or none given) loads with every gender unknown."""
    config = Config(players=5, roles=True, player_genders=("F", "", "M", "", "F"))
    g = Game.new(config, seed=7)
    for _ in range(40):
        if g.state.over:
            break
        g.play(g.state.pending.options[-1])
    rec = g.to_record()
    assert rec["config"]["player_genders"] == ["F", "", "M", "", "F"]
    assert replay(rec).state.hash() == g.state.hash()
    old = Game.new(Config(players=5, roles=True), seed=7).to_record()
    assert "player_genders" not in old["config"]
    assert replay(old).state.config.player_genders == ()


@pytest.mark.parametrize("bad", [("F", "F"), ("X", "", "", "", ""), "FFFFF"])
def test_bad_genders_are_refused(bad):
    with pytest.raises(ValueError, match="player_genders"):
        Config(players=5, player_genders=bad)
