"""The fixed vocabularies the RL encodings are built from: card faces, role and skill ids,
decision prompts, event types, the words of ``choose`` options, and the arguments of
responsive skills.

Everything here is data; the action codec (``actions.py``) and the observation encoder
(``observation.py``) number their entries in the order given, so changing an order changes
the meaning of action ids and observation slots (bump ``ENV_VERSION`` in ``aec.py``).

The role vocabulary is that of one named role set (:data:`ROLE_SET`, roles/table.py): its
roles, their skills, responsive skills, questions, answers and own events. A released set is frozen, so adding a
role in a new set moves no id or slot of an existing set's encoding (nor the checksum the
shipped policy was trained on). One set per process: ``FENGSHENG_RL_ROLE_SET`` names it
(default ``all30``, which holds ``standard25``), and the environments deal from it.
"""
from __future__ import annotations

import inspect
import os

from ..cards.deck import (BLACK, COLOURS, DIAO_HU_LI_SHAN, FUNCTIONS, IDENTITIES, JIE_HUO,
                          PO_YI, SHAO_HUI, SHI_PO, SHI_TAN, SUO_DING, TUI_HUI,
                          ZHEN_WEI_MO_BIAN, DISCARD_ONE, DRAW_TWO, Card, deck)
from ..engine import events
from ..engine.ruleset import rules_for
from ..engine.state import PHASES
from ..roles.table import DEFAULT_ROLE_SET, ROLE_SETS, role_module

MAX_SEATS = 9          # Config allows 3..9 players; seats are encoded relative to the observer
STACK_SLOTS = 16       # stack items an action can target, counted from the top (see docs/rl.md)

# A face: what a card is, all that the rules read of it (function, colour, 试探's bet and
# effect). Two cards with one face are interchangeable, so the codec may name cards by face.
# Transmission is left out: within one edition it follows from the function.
FACES: tuple[tuple[str, str, tuple[str, str] | None], ...] = tuple(
    (f, c, p) for f in FUNCTIONS for c in COLOURS
    for p in ([(i, e) for i in IDENTITIES for e in (DISCARD_ONE, DRAW_TWO)]
              if f == SHI_TAN else [None]))
FACE_INDEX = {face: k for k, face in enumerate(FACES)}


def face_of(card: Card) -> int:
    """The face index (0..len(FACES)-1) of ``card``."""
    return FACE_INDEX[(card.function, card.colour, card.probe)]


def card_faces(edition: str) -> tuple[int, ...]:
    """Card id → face index for the 81 cards of ``edition`` (ValueError if unknown)."""
    faces = _CARD_FACES.get(edition)
    if faces is None:
        faces = _CARD_FACES[edition] = tuple(face_of(c) for c in deck(edition))
    return faces


_CARD_FACES: dict[str, tuple[int, ...]] = {}


def faces_of(*functions: str) -> tuple[int, ...]:
    """Face indices of the cards whose function is one of ``functions``."""
    return tuple(k for k, (f, _, _) in enumerate(FACES) if f in functions)


ALL_FACES = tuple(range(len(FACES)))
BLACK_FACES = tuple(k for k, (_, c, _) in enumerate(FACES) if c == BLACK)

ROLE_SET = os.environ.get("FENGSHENG_RL_ROLE_SET", DEFAULT_ROLE_SET)
if ROLE_SET not in ROLE_SETS:
    raise ValueError(f"FENGSHENG_RL_ROLE_SET: unknown role set {ROLE_SET!r}; the sets are "
                     f"{', '.join(ROLE_SETS)}")
ROLE_IDS: tuple[str, ...] = ROLE_SETS[ROLE_SET]
_RULES = rules_for("standard", ROLE_IDS)
SKILL_IDS: tuple[str, ...] = tuple(dict.fromkeys(
    sk.id for r in ROLE_IDS for sk in _RULES.roles[r].skill_objects))


# Seen only once events had their constructors (engine/events.py), after the others' ids were
# fixed. A new event type of the engine is appended here.
_LATER_EVENTS = ("window",)


def _event_types() -> tuple[str, ...]:
    """Every event type of the set's games: the constructors of engine/events.py (each named
    as its type), sorted, then those added after the ids were fixed (:data:`_LATER_EVENTS`,
    appended so that the others keep theirs), then the set's roles' own (``ZH_EVENTS`` of a
    role module that builds its events itself), sorted."""
    engine = {n for n, f in vars(events).items() if inspect.isfunction(f)
              and f.__module__ == events.__name__ and not n.startswith("_")}
    own = {t for r in ROLE_IDS for t in getattr(role_module(r), "ZH_EVENTS", {})} - engine
    return (*sorted(engine - set(_LATER_EVENTS)), *_LATER_EVENTS, *sorted(own))


EVENT_TYPES: tuple[str, ...] = _event_types()

# Prompts of decisions. Windows are named by their context, SEND/RECEIVE by the step, a
# TRIGGER by its skill id, CHOOSE by the question (the ask_* calls in cards/ and roles/).
WINDOW_PROMPTS = ("turn_start", "play_1", "transmit", "arrive", "play_2", "turn_end")
CHOOSE_PROMPTS = (
    "choose_role", "probe_discard", "probe_hide", "sou_qu_choice",
    "ai_qing_burn", "feng_du_with", "fu_di_chou_xin_card", "fu_di_chou_xin_fake",
    "fu_di_chou_xin_seat", "ge_qiang_you_er_return", "gong_shou_jian_bei_top", "he_mou_black",
    "hou_zhao_card", "hou_zhao_target", "hou_zhao_to", "huang_que_zai_hou_card",
    "huang_que_zai_hou_more", "huang_que_zai_hou_target", "ji_zhong_ji_burn",
    "jing_ming_return", "ju_ji_burn", "jue_mi", "jue_mi_card", "lian_dong_card", "lian_dong_to",
    "lian_ji_place", "lin_wei_shou_ming_message", "qi_zu_bao_shuai_top",
    "qi_zu_bao_shuai_under", "qing_chou", "sheng_ge_card", "sheng_ge_target", "shi_cha",
    "shi_xue_card", "shi_xue_to", "shou_mai_give", "shou_mai_take", "tou_tian_card",
    "tou_tian_to", "wang_tian_xiang_move_message", "wang_tian_xiang_move_target",
    "wang_tian_xiang_move_use", "xiao_li_cang_dao_card", "xue_ran_mei_gui_place",
    "yan_hu_message", "yang_mou_from", "yi_zhi_target", "yin_mou_from",
    "ying_xiong_ben_se_card", "ying_xiong_ben_se_to", "zhen_xiang_discard")


def _own(table: str, known) -> tuple[str, ...]:
    """The keys of the set's role modules' ``table`` not in ``known``, in set order: the
    questions and answers of roles released after these lists were fixed (none in all30)."""
    return tuple(dict.fromkeys(k for r in ROLE_IDS for k in getattr(role_module(r), table, {})
                               if k not in known))


PROMPTS: tuple[str, ...] = tuple(dict.fromkeys(
    (*WINDOW_PROMPTS, "send_message", "receive", *CHOOSE_PROMPTS, *SKILL_IDS,
     *_own("ZH_PROMPTS", CHOOSE_PROMPTS))))

# The observation's decision kinds: the engine's five, then "hidden" for another seat's
# response window or automatic-skill question. Those two must look alike to everyone else:
# views.observe hides who is asked, and the kind would still tell a face-down role's 就计
# question from a response window (see observation.py).
DECISION_KINDS = ("respond", "send", "receive", "choose", "trigger", "hidden")
HIDDEN_KINDS = ("respond", "trigger")
PHASE_IDS = PHASES
TRANSMISSIONS = ("secret", "direct", "text")
MESSAGE_STEPS = ("transmit", "arrive", "receive")
IDENTITY_TABLES = ("standard", "first_game", "alternative")

# 'choose' options that name a seat together with a word (jing_cha.py 绝密).
CHOOSE_SEAT_WORDS = ("jue_mi_take", "jue_mi_place")
# Words a 'choose' option may carry in ``func`` besides a role id (roles/common.py ask_yes_no,
# cards/shi_tan.py 试探 comply/declare, liu_jie.py 搜取, "done" ending an "up to N" choice),
# then the set's later roles' own (their ``ZH_LABELS``).
CHOOSE_WORDS = ("done", "yes", "no", "comply", "declare", "to_hand", "as_message", "leave")
CHOOSE_WORDS += _own("ZH_LABELS", (*CHOOSE_WORDS, *CHOOSE_SEAT_WORDS))

# The arguments of each responsive skill's window options (``Skill.option_args``, declared by
# the role modules), in the order the action codec numbers them: the skills of the released
# roles in the order below (pinned: tests/rl/test_vocabulary_pin.py), then any other of the
# set in table order.
_SKILL_ORDER = ("ai_qing", "jie_shang_jie", "dan_yao_wu_xian", "su_yi", "jie_lu",
                "tou_long_zhuan_feng", "xian_ji", "sheng_dong_ji_xi", "yan_hu", "xue_ran_mei_gui",
                "he_mou", "ju_ji", "shou_mai", "jing_jue", "qian_cang_fu_ji")


def _skill_args() -> dict[str, tuple[str, ...]]:
    from ..engine.abilities import Skill
    responsive = {sid: sk.option_args for sid, sk in _RULES.skills.items()
                  if not sk.automatic and type(sk).window_options is not Skill.window_options}
    return {sid: responsive[sid] for sid in (*_SKILL_ORDER, *responsive) if sid in responsive}


SKILL_ARGS: dict[str, tuple[str, ...]] = _skill_args()

# Which cards each card function can be used from, with every role's conversions ("X 可以当作
# Y 使用": 贝雷帽, 刀锋, 王田香, 职业杀手 → 锁定; 易先生 → 识破), and its arguments.
USE_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    SUO_DING: (ALL_FACES, ("seat",)),
    DIAO_HU_LI_SHAN: (faces_of(DIAO_HU_LI_SHAN), ("seat",)),
    SHI_TAN: (faces_of(SHI_TAN), ("seat",)),
    SHAO_HUI: (faces_of(SHAO_HUI), ("seat", "black_message")),
    SHI_PO: (faces_of(SHI_PO, TUI_HUI, JIE_HUO), ("stack",)),
    JIE_HUO: (faces_of(JIE_HUO), ()),
    PO_YI: (faces_of(PO_YI), ()),
    TUI_HUI: (faces_of(TUI_HUI), ()),
    ZHEN_WEI_MO_BIAN: (faces_of(ZHEN_WEI_MO_BIAN), ()),
}
