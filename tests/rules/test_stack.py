"""The response stack's rulings that no single card owns."""


def test_an_item_whose_user_died_before_it_resolves_has_no_effect(table, h):
    # Ruling R8, from the 传递情报阶段 example: "玩家D宣告死亡…玩家D的【截获】因丢失目标而无效".
    # B uses 烧毁 on C's fake; A answers with 真伪莫辨, which resolves first (后发先至) and deals B a
    # third fake: B dies, so B's 烧毁 fizzles and C's fake stays.
    s = table({"A": {"hand": ["真伪莫辨"]},
               "B": {"hand": ["烧毁"], "messages": ["黑", "黑"]},
               "C": {"messages": ["黑"]}},
              deck=["黑", "黑", "黑", "黑", "黑"])
    c_fake = s.players[2].messages[0]
    log = h.play(s, "A: pass", "B: use 烧毁 @C", "A: use 真伪莫辨", until="send_message")
    assert not s.players[1].alive and s.deaths[0] == (1, 0)
    assert h.of_type(log, "fizzle", user=1, func="shao_hui", why="user_out")
    assert s.players[2].alive and c_fake in s.players[2].messages   # C now holds 2 fakes
    assert not h.of_type(log, "burned")
