"""English display names (the language switch's first step; docs/english.md).

The same tables as :mod:`fengsheng.i18n.zh_cn`, key for key (tests/cli/test_english.py checks
that none is missing and that no Chinese is left in them): card functions, colours,
transmissions, identities, phases, steps, end reasons, role and skill names, the questions
and answers of effects, the nine cards' texts. Names follow the English edition, *The
Message*, where it is known (the identities Underground and Army); otherwise the translation
chosen once here and listed in docs/english.md. Log lines, prompts built from parts and role
skill texts are not translated yet: :mod:`.zh_cn`'s functions still build those.
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
ROLE_NAMES = {
    "lao_gui": "Old Ghost", "yi_dian_yuan": "Telegraphist", "lao_qiang": "Old Gun",
    "shan_ling": "Shining", "hei_mei_gui": "Black Rose", "e_mei_feng": "Emei Peak",
    "lao_jin": "Old Jin", "fu_ping": "Duckweed", "huang_que": "Oriole",
    "gang_tie_te_gong": "Iron Agent", "qing_bao_chu_zhang": "Intelligence Chief",
    "zhi_ye_sha_shou": "Hitman", "li_fu_meng_mian_ren": "Masked Man in Tails",
    "qi_bai": "Qi Bai", "dao_feng": "Blade", "da_mei_nv": "The Beauty", "liu_jie": "Sixth Sister",
    "xiao_ma_ge": "Brother Ma", "guai_dao_jiu_jiu": "Phantom Thief 99", "bei_lei_mao": "Beret",
    "xiao_bai": "Xiao Bai", "fu_she": "Viper", "dai_li": "Dai Li", "fu_er_mo_si": "Holmes",
    "zhi_ming_xiang_shui": "Deadly Perfume", "feng_yuan": "Feng Yuan",
    "wang_tian_xiang": "Wang Tianxiang", "yu_ze_cheng": "Yu Zecheng", "yi_xian_sheng": "Mr. Yi",
    "jing_cha": "Police Officer",
}
SKILL_NAMES = {
    "ai_qing": "Love", "bai_lu": "Exposed", "can_ren": "Cruelty", "cheng_fu": "Depth",
    "dan_yao_wu_xian": "Endless Ammunition", "dong_cha": "Insight", "dong_xi": "Discernment",
    "feng_du": "Gallantry", "feng_yuan_direction": "Chance Meeting",
    "fu_di_chou_xin": "Cut the Fuel", "ge_qiang_you_er": "Walls Have Ears",
    "gong_shou_jian_bei": "Attack and Defence", "he_mou": "Conspire", "hou_zhao": "Next Move",
    "huan_ri": "Change the Sun", "huang_que_zai_hou": "The Oriole Behind",
    "ji_zhong_ji": "Plot within a Plot", "jia_mi": "Encrypt", "jie_lu": "Reveal",
    "jie_shang_jie": "Intercept the Interceptor", "jing_jue": "Vigilance", "jing_ming": "Shrewd",
    "jiu_ji": "Turn the Tables", "jiu_mei": "Rescue the Beauty", "ju_ji": "Snipe",
    "jue_mi": "Top Secret", "kao_wen": "Interrogate", "lan_sha": "Massacre",
    "lian_dong": "Linked Moves", "lian_ji": "Combo", "liang_jian": "Draw the Sword",
    "lin_wei_shou_ming": "Called in a Crisis", "min_rui": "Keen", "qi_zu_bao_shuai": "Sacrifice a Pawn",
    "qian_cang_fu_ji": "Ambush", "qiao_zhuang": "Disguise", "qing_chou": "Love and Hate",
    "sheng_dong_ji_xi": "Feint", "sheng_ge": "Song and Pipes", "shi_cha": "Time Difference",
    "shi_xue": "Bloodthirst", "shou_mai": "Bribe", "sou_qu": "Search", "su_yi": "Speed Decode",
    "tan_lan": "Greed", "tou_long_zhuan_feng": "Switch the Dragon", "tou_tian": "Steal the Sky",
    "wang_tian_xiang_move": "(move a message)", "xian_ji": "First Move",
    "xiao_li_cang_dao": "Dagger in a Smile", "xue_ran_mei_gui": "Blood-stained Rose",
    "yan_hu": "Cover", "yang_mou": "Open Plot", "yi_zhi": "Last Wish", "yin_mou": "Secret Plot",
    "ying_xiong": "Hero", "ying_xiong_ben_se": "A True Hero", "yu_mou": "Premeditate",
    "yun_chou_wei_wo": "Master Plan", "zhen_xiang": "The Truth",
}
CHOOSE_PROMPTS = {
    "probe_discard": "[Probe] makes you discard a card: choose it",
    "probe_hide": "You are [Probe]d and may hide your identity: choose how to answer",
    "choose_role": "Choose your character: one of the two character cards dealt to you",
    "tou_tian_card": "[Steal the Sky]: choose a true message in front of them",
    "tou_tian_to": "[Steal the Sky]: into whose hand does this true message go?",
    "jing_ming_return": "[Shrewd]: choose a card to put back on top of the deck",
    "ai_qing_burn": "[Love]: choose a false message to burn",
    "xiao_li_cang_dao_card": "[Dagger in a Smile]: choose a black card to place in front of them as a false message",
    "shi_xue_card": "[Bloodthirst]: choose a card to give to any player (you too)",
    "shi_xue_to": "[Bloodthirst]: to whom does this card go?",
    "ji_zhong_ji_burn": "[Plot within a Plot]: choose a false message to burn",
    "sheng_ge_card": "[Song and Pipes]: choose a card to give to another player",
    "sheng_ge_target": "[Song and Pipes]: to whom does this card go?",
    "zhen_xiang_discard": "[The Truth]: discard a card to look at that [Probe] first",
    "hou_zhao_target": "[Next Move]: choose another player whose hand you look at",
    "hou_zhao_card": "[Next Move]: choose one of those cards to place as a message",
    "hou_zhao_to": "[Next Move]: in front of whom does it go?",
    "yan_hu_message": "[Cover]: choose a false message to take",
    "yin_mou_from": "[Secret Plot]: from whom do you draw a card?",
    "yang_mou_from": "[Open Plot]: from whom do you draw a card?",
    "xue_ran_mei_gui_place": "[Blood-stained Rose]: choose a black card to place as a false message (or stop)",
    "huang_que_zai_hou_target": "[The Oriole Behind]: choose the player who receives false messages",
    "huang_que_zai_hou_card": "[The Oriole Behind]: choose the first false message to place",
    "huang_que_zai_hou_more": "[The Oriole Behind]: choose a second false message too, or place only one",
    "jue_mi": "[Top Secret]: draw a card from a player, or place a false message in front of them",
    "jue_mi_card": "[Top Secret]: choose the false message to place",
    "yi_zhi_target": "[Last Wish]: to whom do you give your whole hand?",
    "qi_zu_bao_shuai_under": "[Sacrifice a Pawn]: choose the first card to put back on the deck (the next goes on top of it)",
    "qi_zu_bao_shuai_top": "[Sacrifice a Pawn]: choose the card for the very top of the deck",
    "fu_di_chou_xin_fake": "[Cut the Fuel]: choose a false message to place in front of yourself",
    "fu_di_chou_xin_seat": "[Cut the Fuel]: choose a player to receive a message (one each, you too), or stop",
    "fu_di_chou_xin_card": "[Cut the Fuel]: choose the card to place in front of that player",
    "he_mou_black": "[Conspire]: choose a black card to place in front of yourself as a false message",
    "sou_qu_choice": "[Search]: what do you do with the card you looked at?",
    "lian_dong_card": "[Linked Moves]: choose a card to give to another player",
    "lian_dong_to": "[Linked Moves]: to whom does this card go?",
    "feng_du_with": "[Gallantry]: choose a woman who wins with you",
    "ge_qiang_you_er_return": "[Walls Have Ears]: choose a card to put back on top of the deck",
    "ju_ji_burn": "[Snipe]: choose the messages to burn (one to three)",
    "wang_tian_xiang_move_use": "You killed a player this turn: place a message from the table in front of a player?",
    "wang_tian_xiang_move_message": "Choose a message on the table",
    "wang_tian_xiang_move_target": "In front of whom does this message go?",
    "shou_mai_give": "[Bribe]: choose a card to hand over (four in all)",
    "shou_mai_take": "[Bribe]: choose a message to take",
    "ying_xiong_ben_se_card": "[A True Hero]: you may place a black card in front of a player as a false message, or not",
    "ying_xiong_ben_se_to": "[A True Hero]: in front of whom does this false message go?",
    "qing_chou": "[Love and Hate]: you killed Mr. Yi: declare a victory of your own?",
    "shi_cha": "[Time Difference]: take a message in front of another player into your hand",
    "gong_shou_jian_bei_top": "[Attack and Defence]: choose a card to put back on top of the deck",
    "lin_wei_shou_ming_message": "[Called in a Crisis]: choose a message in front of a player to swap with the top card of the deck",
    "lian_ji_place": "[Combo]: choose a false message to place in front of them, or none",
}
CHOOSE_LABELS = {
    "comply": "do what the [Probe] says", "declare": "declare (do not comply)", "yes": "yes",
    "no": "no", "done": "done (choose no more)", "jue_mi_take": "draw a card from their hand",
    "jue_mi_place": "place a false message in front of them", "to_hand": "into your hand",
    "as_message": "in front of yourself as a message", "leave": "leave it",
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

# Every table above, by its name in zh_cn (SKILL_NAMES: zh_cn.skill_name of each skill id).
TABLES = ("FUNCTIONS", "COLOURS", "COLOUR_SHORT", "TRANSMISSIONS", "IDENTITIES",
          "IDENTITY_GOALS", "PHASES", "STEPS", "PROBE_EFFECTS", "PROBE_WORDS", "FIZZLE_WHY",
          "LOSS_REASONS", "END_REASONS", "END_REASON_NAMES", "GENDERS", "IDENTITY_TABLE_NAMES",
          "ROLE_NAMES", "CHOOSE_PROMPTS", "CHOOSE_LABELS", "CARD_TEXT")
