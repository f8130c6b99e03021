"""Chinese display strings: every engine event and every legal option gets readable Chinese,
and no raw id ("suo_ding", "transmit", …) leaks to the player."""
from __future__ import annotations

import pathlib
import random
import re

import pytest

import fengsheng
from fengsheng.cards.deck import STANDARD
from fengsheng.engine import Config
from fengsheng.i18n import zh_cn as zh
from fengsheng.record import Game
from fengsheng.views import observe, visible_events

PACKAGE = pathlib.Path(fengsheng.__file__).parent
ASCII_WORD = re.compile(r"[A-Za-z]")


def emitted_event_types() -> set[str]:
    """Every event type the engine, cards and roles emit (the constructors of
    ``engine/events.py``), and the scenario runner's (``events.append({"type": "type"``)."""
    types = set(re.findall(r"[\"']type[\"']:\s*[\"']([a-z_]+)[\"']",
                           (PACKAGE / "engine" / "events.py").read_text("utf-8")))
    for path in PACKAGE.rglob("*.py"):
        if "games" in path.relative_to(PACKAGE).parts:
            continue                    # other games (菲力猫) have their own texts and test
        text = path.read_text("utf-8")
        types.update(re.findall(r"\bemit\(\s*[\"']([a-z_]+)[\"']", text))
        types.update(re.findall(r"\bevents\.append\(\{\s*[\"']type[\"']:\s*[\"']([a-z_]+)[\"']", text))
    return types


def test_every_emitted_event_type_has_a_chinese_line():
    types = emitted_event_types()
    assert {"used", "message_sent", "game_over"} <= types   # the grep finds the engine's events
    missing = types - zh.EVENT_TYPES
    assert not missing, f"describe_event has no line for {sorted(missing)}"


def _check_line(line: str, ev: dict) -> None:
    assert line and line.strip(), ev
    assert not ASCII_WORD.search(line), f"raw id in {line!r} for {ev}"
    assert "未知" not in line, f"fallback text for {ev}: {line!r}"


def _walk(seed: int):
    rng = random.Random(seed)
    config = Config(players=rng.randint(3, 9), deck=rng.choice(["standard", "promo"]))
    g = Game.new(config, seed)
    options_seen = 0
    while not g.state.over:
        d = g.state.pending
        if rng.random() < 0.25:
            # Option labels: readable and all different within one decision.
            obs = observe(g.state, d.seat)
            names = zh.seat_names(config.players, d.seat)
            labels = [zh.option_text(o, obs, g.state.cards, names)
                      for o in obs["pending"]["options"]]
            for label in labels:
                _check_line(label, {"option": label})
            assert len(set(labels)) == len(labels), labels
            prompt = zh.decision_prompt(obs["pending"], obs, names)
            _check_line(prompt, obs["pending"])
            options_seen += len(labels)
        g.play(rng.choice(d.options))
    return g, options_seen


def test_random_games_narrate_every_event_in_chinese():
    seen_types = set()
    options = 0
    for seed in range(60):
        g, n_opts = _walk(seed)
        options += n_opts
        n = g.config.players
        views = [(None, False), (None, True)] + [(s, False) for s in range(n)]
        for seat, omniscient in views:
            narrator = zh.Narrator(zh.seat_names(n, seat), g.state.cards)
            for ev in visible_events(g.events, seat, omniscient):
                _check_line(narrator.line(ev), ev)
                seen_types.add(ev["type"])
    assert options > 1000
    # Random play reaches nearly every event type; the rest are checked one by one below.
    assert len(seen_types) >= 30, sorted(zh.EVENT_TYPES - seen_types)


# Events that random play without roles rarely or never produces, in the shape the engine emits.
RARE_EVENTS = [
    {"type": "saved", "seat": 2},
    {"type": "skill_triggered", "seat": 1, "skill": "jiu_ji"},
    {"type": "role_revealed", "seat": 3, "role": "lao_gui"},
    {"type": "role_flipped_down", "seat": 0},
    {"type": "message_discarded", "card": 5},
    {"type": "message_discarded"},
    {"type": "return_no_effect", "seat": 4},
    {"type": "reshuffle", "size": 17},
    {"type": "draw", "seat": 1, "n": 0, "cards": []},
    {"type": "fizzle", "uid": 3, "user": 2, "func": "jie_huo", "why": "user_out"},
    {"type": "lost", "seat": 1, "reason": "cannot_send"},
    {"type": "game_over", "winners": [], "declarer": None, "reason": "turn_limit",
     "identities": ["underground", "military", "bystander"]},
    {"type": "game_over", "winners": [2], "declarer": 2, "reason": "last_alive",
     "identities": ["underground", "military", "bystander"]},
    {"type": "died", "seat": 1, "killer": 1},
    {"type": "cards_discarded", "seat": 1, "hand_count": 0, "messages": []},
]


@pytest.mark.parametrize("ev", RARE_EVENTS, ids=lambda e: e["type"])
def test_rare_events_have_chinese_lines(ev):
    line = zh.describe_event(ev, zh.seat_names(5, 0), STANDARD)
    _check_line(line, ev)


def test_lines_name_the_right_seats_and_cards():
    names = zh.seat_names(5, 2)
    card = STANDARD[23]
    used = {"type": "used", "uid": 7, "seat": 1, "card": 23, "func": card.function,
            "target": 2, "ref": -1, "converted": False}
    line = zh.describe_event(used, names, STANDARD)
    assert line.startswith("1号") and "你" in line and "#23" in line
    assert zh.FUNCTIONS[card.function] in line and zh.COLOURS[card.colour] in line
    # 识破 names the item it targets (the Narrator remembers uids).
    nar = zh.Narrator(names, STANDARD)
    nar.line(used)
    line = nar.line({"type": "used", "uid": 8, "seat": 3, "card": 60, "func": "shi_po",
                     "target": -1, "ref": 7, "converted": False})
    assert "目标：1号的【" in line
    hidden = zh.describe_event({"type": "message_sent", "seat": 4, "transmission": "direct",
                                "target": 2}, names, STANDARD)
    assert "面朝下" in hidden and "给你" in hidden


def test_probe_words_follow_the_rulebook():
    """试探: "我打赌你是X的，如果你是，那么你弃一张手牌/抽二张牌，否则你就宣称'我是一个好人/其实我是卧底'"."""
    text = zh.probe_text(("military", "draw_two"))
    assert "我打赌你是军情处的" in text and "抽二张牌" in text and "其实我是卧底" in text
    text = zh.probe_text(("bystander", "discard_one"))
    assert "打酱油的" in text and "弃一张手牌" in text and "我是一个好人" in text


def test_response_prompt_does_not_name_the_asked_seat():
    """A response window's question names the turn player and the message holder only."""
    g = Game.new(Config(players=6), 21)
    rng = random.Random(21)
    checked = 0
    while not g.state.over and checked < 40:
        d = g.state.pending
        if d.kind == "respond":
            obs = observe(g.state, d.seat)
            text = zh.decision_prompt(obs["pending"], obs, zh.seat_names(6, d.seat))
            allowed = {obs["turn_player"]}
            if obs["message"] is not None:
                allowed.add(obs["message"]["holder"])
            named = {int(s) for s in re.findall(r"(\d)号", text)}
            assert named <= allowed, text
            checked += 1
        g.play(rng.choice(d.options))
    assert checked > 0
