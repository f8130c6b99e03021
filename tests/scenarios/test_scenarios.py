"""Runs every scenario file in this directory (docs/scenario-format.md), and checks the runner
and the position builder themselves: a wrong expectation must fail, bad input must be refused
with a clear message."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from fengsheng.cli.scenario import scenario as scenario_command
from fengsheng.engine.position import describe_card, from_position, parse_card
from fengsheng.scenario import (ScenarioError, load_scenario, parse_answer, run_scenario,
                                scenario_from_dict)

HERE = Path(__file__).parent
FILES = sorted(HERE.rglob("*.yaml"))   # roles/ too: role modules load as needed


def _param(path: Path):
    marks = ()
    try:
        reason = yaml.safe_load(path.read_text(encoding="utf-8")).get("xfail")
    except Exception:   # a broken file fails in the test itself, with the loader's message
        reason = None
    if reason:
        marks = (pytest.mark.xfail(strict=True, reason=reason),)
    return pytest.param(path, id=path.stem, marks=marks)


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_scenario(path):
    result = run_scenario(load_scenario(path))
    assert result.passed, f"{path.name}\n{result.report()}"
    zones = result.state.zones()
    assert sorted(c for cards in zones.values() for c in cards) == list(range(81))


@pytest.mark.parametrize("seed", range(6))
def test_the_runner_steps_the_engine_exactly_like_apply(seed):
    """The runner steps frames itself (to stop between them); it must play the very same
    game as ``apply``/``advance`` for the same answers."""
    import random

    from fengsheng.engine import Config, apply, new_game
    from fengsheng.scenario import run_until

    def answers():
        rnd = random.Random(seed)
        return lambda d: d.options[rnd.randrange(len(d.options))]

    config = Config(players=3 + seed % 4, max_turns=12)
    a = new_game(config, seed)
    pick = answers()
    steps = 0
    while not a.over:
        apply(a, pick(a.pending))
        steps += 1
    b = new_game(config, seed)
    log = run_until(b, "game_over", answer=answers())
    assert b.over and b.hash() == a.hash()
    assert sum(1 for e in log if e["type"] == "decision") == steps


def test_every_worked_example_with_cards_has_a_scenario():
    """docs: the rulebook's card-only worked examples (shared/rules/examples.md) all exist."""
    names = {p.stem for p in FILES}
    for k in (2, 4, 5, 6, 7, 8, 13, 17, 18):
        assert any(n.startswith(f"example_{k:02d}_") for n in names), k


def test_every_worked_example_with_roles_has_a_scenario_with_its_roles():
    """The examples that need roles (examples.md #1, #3–#5, #9–#12, #14–#16) with the real roles."""
    roles = {p.stem for p in FILES if p.parent.name == "roles"}
    for k in (1, 3, 4, 5, 9, 10, 11, 12, 14, 15, 16):
        assert any(n.startswith(f"example_{k:02d}") for n in roles), k


# -- the runner catches what it should ----------------------------------------------------
BASE = {
    "description": "test",
    "position": {
        "players": [{"identity": "潜伏战线"}, {"identity": "军情处", "hand": ["截获"]},
                    {"identity": "潜伏战线"}, {"identity": "军情处"}, {"identity": "打酱油的"}],
        "turn": "A", "phase": "send_message",
        "message": {"card": "锁定/红/密电", "step": "transmit"},
    },
    "until": "play_2",
}


def _sc(**over):
    d = yaml.safe_load(yaml.safe_dump(BASE, allow_unicode=True))
    d.update(over)
    return scenario_from_dict(d)


def test_a_wrong_expectation_fails_with_a_diff_and_the_log():
    r = run_scenario(_sc(script=["B transmit: use 截获"],
                         expect={"players": {"B": {"messages": ["黑"]}}}))
    assert not r.passed and r.status == "FAIL"
    text = r.report()
    assert "players.B.messages" in text and "锁定/红/密电" in text
    assert "B intercepts" in text   # the plain-text event log


def test_a_right_expectation_passes():
    r = run_scenario(_sc(script=["B transmit: use 截获"],
                         expect={"players": {"B": {"messages": ["锁定/红/密电"]}}}))
    assert r.passed, r.report()


def test_script_asserts_who_is_asked():
    # B is the only one holding a usable card: a script saying C decides must fail clearly.
    r = run_scenario(_sc(script=["C transmit: pass"]))
    assert r.status == "ERROR"
    assert "the script expects C" in r.error and "engine asks B" in r.error


def test_an_answer_matching_no_legal_option_is_an_error():
    r = run_scenario(_sc(script=["B transmit: use 烧毁"]))
    assert r.status == "ERROR" and "matches none of the legal options" in r.error


def test_unused_answers_fail_unless_allowed():
    sc = _sc(answers={"A": ["use 截获"]})
    assert not run_scenario(sc).passed
    assert run_scenario(_sc(answers={"A": ["use 截获"]}, allow_unused_answers=True)).passed


def test_when_qualified_answer_waits_for_its_prompt():
    # B is asked in the 情报传递 window first (passes by default), then takes at 情报接收.
    r = run_scenario(_sc(answers={"B": [{"answer": "take", "when": "receive"}]},
                         expect={"players": {"B": {"messages": 1, "hand": 1}}}))
    assert r.passed, r.report()


def test_decisions_expectation_checks_the_sequence():
    ok = run_scenario(_sc(answers={"B": ["pass", "take"]},
                          expect={"decisions": ["B transmit: pass", "B receive: take"]}))
    assert ok.passed, ok.report()
    bad = run_scenario(_sc(answers={"B": ["pass", "take"]},
                           expect={"decisions": ["B receive: take"]}))
    assert not bad.passed


def test_xfail_status():
    sc = _sc(xfail="demonstration", expect={"over": True})
    assert run_scenario(sc).status == "XFAIL"
    sc = _sc(xfail="demonstration", expect={"over": False})
    assert run_scenario(sc).status == "XPASS"


def test_scenario_key_errors_are_clear():
    with pytest.raises(ScenarioError, match="unknown key"):
        _sc(expected={})
    with pytest.raises(ScenarioError, match="not a stop point"):
        _sc(until="lunch")
    with pytest.raises(ScenarioError, match="unknown key"):
        _sc(expect={"players": {"B": {"colour": 1}}})
    with pytest.raises(ScenarioError, match="SEAT"):
        _sc(script=["use 截获"])
    ten = {**BASE["position"], "players": [{"identity": "潜伏战线"}] * 10}
    with pytest.raises(ScenarioError, match=r"^position: players must be 3\.\.9, got 10$"):
        _sc(position=ten)


def test_parse_answer_forms():
    p = parse_answer("use 烧毁 @C #黑", 5)
    assert p.kind == "use" and p.func == "shao_hui" and p.seat == 2 and p.ref.colour == "black"
    p = parse_answer("send 锁定/黑 @2", 5)
    assert p.kind == "send" and p.card.function == "suo_ding" and p.seat == 2
    assert parse_answer("send direct c9 @3", 5)[1:] == ("send", "direct", 9, 3, None)
    assert parse_answer("use shi_po #2nd", 5).ref.k == 2
    with pytest.raises(ScenarioError, match="must start with"):
        parse_answer("play 截获", 5)
    with pytest.raises(ScenarioError, match="no seat"):
        parse_answer("use 锁定 @G", 5)


def test_cli_pass_and_fail(tmp_path):
    good = HERE / "example_02_shi_po_on_shi_po.yaml"
    res = CliRunner().invoke(scenario_command, [str(good)])
    assert res.exit_code == 0 and "PASS" in res.output
    bad = tmp_path / "bad.yaml"
    data = yaml.safe_load(good.read_text(encoding="utf-8"))
    data["expect"]["players"]["A"]["messages"] = ["黑"]
    bad.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    res = CliRunner().invoke(scenario_command, [str(bad)])
    assert res.exit_code == 1
    assert "FAIL" in res.output and "expected: ['黑']" in res.output
    assert "event log" in res.output


# -- the position builder ------------------------------------------------------------------
def _zones(state):
    seen = list(state.deck) + state.discard + state.removed
    for p in state.players:
        seen += list(p.hand) + p.messages
    if state.message:
        seen.append(state.message["card"])
    return sorted(seen)


def test_position_places_every_card_once():
    spec = BASE["position"]
    s = from_position(spec, advance=False)
    assert _zones(s) == list(range(81))
    assert describe_card(s.cards[s.message["card"]]) == "锁定/红/密电"


def test_position_deck_top_first_and_seeded_rest():
    spec = dict(BASE["position"], deck=["试探/红/军情处/弃牌", "截获/黑"], seed=7)
    s = from_position(spec, advance=False)
    assert describe_card(s.cards[s.deck[-1]]) == "试探/红/密电/军情处/弃牌"
    assert describe_card(s.cards[s.deck[-2]]) == "截获/黑/直达"
    again = from_position(spec, advance=False)
    other = from_position(dict(spec, seed=8), advance=False)
    assert again.deck == s.deck and other.deck != s.deck


def test_position_frames_match_the_engine():
    """At step transmit the position equals the one the engine reaches after the send."""
    s = from_position({"players": [{"identity": "潜伏战线", "hand": ["锁定/红/密电"]},
                                   {"identity": "军情处", "hand": ["截获"]},
                                   {"identity": "打酱油的"}],
                       "turn": "A", "phase": "send_message", "seed": 3})
    from fengsheng.engine import apply
    apply(s, s.pending.options[0])
    t = from_position({"players": [{"identity": "潜伏战线"},
                                   {"identity": "军情处", "hand": ["截获"]},
                                   {"identity": "打酱油的"}],
                       "turn": "A", "phase": "send_message", "seed": 3,
                       "message": {"card": "锁定/红/密电"}})
    assert s.message == t.message
    assert [f.kind for f in s.frames] == [f.kind for f in t.frames]
    assert s.frames[:-1] == t.frames[:-1] and s.pending == t.pending


@pytest.mark.parametrize("spec, match", [
    ({"players": [{"identity": "潜伏战线"}] * 2}, "players must be 3..9"),
    ({"players": [{"identity": "潜伏战线"}, {"identity": "x"}, {"identity": "军情处"}]},
     "unknown identity"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "color": 1}, "unknown key"),
    ({"players": [{"identity": "潜伏战线", "hand": ["真伪莫辨/黑"]}] * 3}, "no card"),
    ({"players": [{"identity": "潜伏战线", "hand": ["截获/红", "截获/红"]}] * 3}, "used up"),
    ({"players": [{"identity": "潜伏战线", "hand": ["#5"]}, {"identity": "军情处",
                                                             "hand": ["c5"]},
                  {"identity": "打酱油的"}]}, "already placed"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "turn": "D"}, "no seat"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "phase": "draw_phase"}, "phase must be"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "message": {"card": "红"}},
     "only in phase send_message"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "phase": "send_message",
      "message": {"card": "截获/黑"}}, "needs a 'target'"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "phase": "send_message",
      "message": {"card": "截获/黑", "target": "B", "holder": "C"}}, "only ever at"),
    ({"players": [{"identity": "潜伏战线", "alive": False, "hand": ["红"]},
                  {"identity": "军情处"}, {"identity": "打酱油的"}], "turn": "B"},
     "no cards"),
    ({"players": [{"identity": "潜伏战线", "alive": False}, {"identity": "军情处"},
                  {"identity": "打酱油的"}]}, "out of the game"),
    ({"players": [{"identity": "潜伏战线", "hand": ["锁定/紫"]}] * 3}, "unknown word"),
    ({"players": [{"identity": "潜伏战线", "hand": ["截获/军情处"]}] * 3}, "only 试探"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "roles": True, "role_pool": "lao_gui"},
     r"^position\.role_pool must be a list of role ids, got 'lao_gui'$"),
    ({"players": [{"identity": "潜伏战线"}] * 3, "edition": ["standard"]},
     r"^position: unknown deck edition \['standard'\]"),
])
def test_position_errors_are_clear(spec, match):
    with pytest.raises(ValueError, match=match):
        from_position(spec)


def test_card_descriptions_accept_chinese_and_ids():
    a = parse_card("截获/黑/直达")
    b = parse_card("jie_huo/black/direct")
    assert a[1:] == b[1:]
    assert parse_card("试探/红/密电/军情处/弃牌").bet == "military"
    assert parse_card("#23").id == 23 and parse_card("c23").id == 23


def test_the_default_answer_does_not_depend_on_the_order_of_the_options():
    """docs/scenario-format.md, Defaults: the answer that does nothing where there is one,
    else the least option by (card, seat, reference, function), in any listing order."""
    import random

    from fengsheng.engine import Config, apply, new_game
    from fengsheng.engine.decisions import Decision
    from fengsheng.scenario import default_answer
    seen = set()
    for seed in range(6):
        state = new_game(Config(players=5, roles=seed % 2 == 1), seed)
        rng = random.Random(seed)
        while not state.over:
            d = state.pending
            chosen = default_answer(d)
            shuffled = list(d.options)
            rng.shuffle(shuffled)
            assert default_answer(Decision(d.seat, d.kind, tuple(shuffled), d.prompt)) == chosen
            nothing = {"respond": "pass", "receive": "decline", "trigger": "no"}.get(d.kind)
            if nothing in {o.kind for o in d.options}:
                assert chosen.kind == nothing
            else:
                assert (chosen.card, chosen.seat) == min((o.card, o.seat) for o in d.options)
            seen.add(d.kind)
            apply(state, rng.choice(d.options))
    assert {"respond", "send", "receive", "choose"} <= seen
