"""真伪莫辨 (MIXED_MESSAGES). Rulebook 000: "只能在自己回合出牌阶段使用。从牌库顶拿取等同于现存玩家数的牌洗匀，从自己开始，
逆时针每人抽取一张作为情报。" rulings: "在此过程中若某位玩家达到了胜利条件，他可以马上宣告胜利，游戏立即结束。" "当【真伪
莫辨】被【识破】时整个卡牌均视为无效，并非只针对某位玩家无效。" "当有玩家在此过程中死亡，则视为被【真伪莫辨】的使用者杀死。"
001 抽牌阶段: "当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库。" """
from fengsheng.engine.window import window_options

TOP5 = ["锁定/红", "锁定/蓝", "调虎离山/黑", "截获/黑", "识破/红"]


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


def test_only_in_ones_own_play_phases(table):
    """"只能在自己回合出牌阶段使用"."""
    s = table({"A": {"hand": ["真伪莫辨"]}, "B": {"hand": ["真伪莫辨"]}},
              phase="send_message", message={"card": "锁定/红/密电"}, advance=False)
    assert "zhen_wei_mo_bian" in funcs(s, 0, "play_1")
    assert "zhen_wei_mo_bian" in funcs(s, 0, "play_2")
    for ctx in ("transmit", "arrive", "turn_start", "turn_end"):
        assert "zhen_wei_mo_bian" not in funcs(s, 0, ctx), ctx
    assert "zhen_wei_mo_bian" not in funcs(s, 1, "play_1")


def test_one_card_of_the_top_n_to_each_living_player_from_the_user(table, h):
    """"拿取等同于现存玩家数的牌……从自己开始，逆时针每人抽取一张作为情报" — with D dead, four
    cards for A, B, C, E in that order; the fifth card stays on top of the deck."""
    s = table({"A": {"hand": ["真伪莫辨"]}, "D": {"alive": False}}, deck=TOP5)
    top4 = set(s.deck[-4:])
    fifth = s.deck[-5]
    log = h.play(s, "A: use 真伪莫辨", until="send_message")
    placed = h.of_type(log, "message_placed", via="mixed")
    assert [e["seat"] for e in placed] == [0, 1, 2, 4]
    assert {c for e in placed for c in e["cards"]} == top4
    assert all(len(s.players[i].messages) == 1 for i in (0, 1, 2, 4))
    assert s.deck[-1] == fifth
    assert all(e["sender"] == -1 for e in placed)     # nobody sent them


def test_the_order_of_the_cards_is_shuffled_with_the_games_rng(table, h):
    """"……的牌洗匀": which player gets which card depends on the seed, not on the deck order."""
    deals = set()
    for seed in range(8):
        s = table({"A": {"hand": ["真伪莫辨"]}}, deck=TOP5, seed=seed)
        h.play(s, "A: use 真伪莫辨", until="send_message")
        deals.add(tuple(h.desc(s, s.players[i].messages[0]) for i in range(5)))
    assert len(deals) > 1


def test_seen_through_deals_nothing(table, h):
    """"当【真伪莫辨】被【识破】时整个卡牌均视为无效" — no player gets anything; deck untouched."""
    s = table({"A": {"hand": ["真伪莫辨"]}, "B": {"hand": ["识破"]}}, deck=TOP5)
    deck = list(s.deck)
    h.play(s, "A: use 真伪莫辨", "B: use 识破 #1st", until="send_message")
    assert all(p.messages == [] for p in s.players) and s.deck == deck
    assert sorted(s.cards[c].function for c in s.discard) == ["shi_po", "zhen_wei_mo_bian"]


def test_a_victory_part_way_ends_the_game_at_once(table, h):
    """"若某位玩家达到了胜利条件，他可以马上宣告胜利，游戏立即结束" — A's own card wins; B, who
    would win with the next card, gets nothing."""
    s = table({"A": {"hand": ["真伪莫辨"], "messages": ["红", "红"]},
               "C": {"messages": ["红", "红"]}},
              deck=["锁定/红", "破译/红", "截获/红", "识破/红", "退回/红"])
    log = h.play(s, "A: use 真伪莫辨", until="game_over")
    assert s.over and s.declarer == 0 and sorted(s.winners) == [0, 2]
    assert [e["seat"] for e in h.of_type(log, "message_placed")] == [0]


def test_deaths_are_kills_by_the_user(table, h):
    """"当有玩家在此过程中死亡，则视为被【真伪莫辨】的使用者杀死。" """
    s = table({"A": {"hand": ["真伪莫辨"]}, "C": {"messages": ["黑", "黑"]},
               "E": {"messages": ["黑", "黑"]}}, deck=["黑"] * 5)
    h.play(s, "A: use 真伪莫辨", until="send_message")
    assert s.deaths == ((2, 0), (4, 0))


def test_the_deck_running_out_part_way_is_refilled_at_once(table, h):
    """抽牌阶段: "当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库" — applies to any card taken from
    the deck: with two cards left, the discard pile is shuffled in and all five get one."""
    s = table({"A": {"hand": ["真伪莫辨"]}}, deck=["锁定/红", "锁定/蓝"], rest="discard")
    log = h.play(s, "A: use 真伪莫辨", until="send_message")
    assert h.of_type(log, "reshuffle")
    assert all(len(p.messages) == 1 for p in s.players)


def test_every_card_is_in_one_zone_after_a_victory_part_way(table, h):
    """"游戏立即结束" — the used 真伪莫辨 and the undealt cards stay with the effect (zone
    'resolving'); design §6: each of the 81 cards is in exactly one zone."""
    s = table({"A": {"hand": ["真伪莫辨"], "messages": ["红", "红"]}}, deck=["红"] * 5)
    h.play(s, "A: use 真伪莫辨", until="game_over")
    assert s.over and len(s.zones()["resolving"]) == 5     # 真伪莫辨 and four undealt cards
    assert h.all_zones(s) == list(range(81))


def test_fewer_cards_than_players_go_to_the_first_in_order(table, h):
    """Ruling R17: "If deck and discard pile cannot supply N cards, the first players in order
    get the cards there are." — only two cards exist to take: A and B get them."""
    s = table({"A": {"hand": ["真伪莫辨"]}}, deck=["锁定/红", "锁定/蓝"], rest={"hand": "E"})
    log = h.play(s, "A: use 真伪莫辨", until="send_message")
    assert [e["seat"] for e in h.of_type(log, "message_placed")] == [0, 1]
    assert s.players[2].messages == [] and s.deck == []
