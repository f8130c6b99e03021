"""The soak (benchmarks/soak.py) plays its games with the invariants checked, and a fault is
reported by kind with its game, seed and the position before it, from which it recurs."""
import json

from fengsheng.engine import apply, flow
from fengsheng.engine.position import from_position
from fengsheng.engine.state import Hand
from fengsheng.notation import parse_option

from . import load_script


def load():
    return load_script("soak")


def test_games_run_clean_and_cover_both_kinds_of_table(capsys):
    soak = load()
    assert {soak.game_config(i).roles for i in range(4)} == {False, True}
    assert {soak.game_config(i).players for i in range(14)} == set(range(3, 10))
    soak.main(["--games", "6", "--workers", "1"])
    assert "6 games, no fault" in capsys.readouterr().out


def test_a_fault_is_reported_with_its_position_and_recurs_from_it(monkeypatch):
    soak = load()
    real = flow.apply

    def leaky(state, option, seat=None):
        # A bug on purpose: at step 25 a card of the deck is copied into a hand.
        events = real(state, option, seat)
        if state.step == 25 and state.deck and not state.over:
            p = state.players[state.pending.seat]
            p.hand = Hand(p.hand | 1 << state.deck[0])
        return events

    monkeypatch.setattr(flow, "apply", leaky)
    faults = soak.soak(4, workers=1, progress=False)
    assert [f["game"] for f in faults] == [0, 1, 2, 3]
    assert {f["kind"] for f in faults} == {
        "AssertionError at helpers_random.py:" + faults[0]["kind"].split(":")[1]}
    assert all("assert_cards_conserved" in f["kind"] and f["step"] == 25 for f in faults)
    text = soak.report(faults, 4)
    assert text.startswith("4 games, 4 faults of 1 kind\n") and "game 2 (seed 2" in text
    assert "game 3 (seed 3" not in text   # three examples a kind
    f = faults[1]
    state = from_position(json.loads(json.dumps(f["position"])))
    assert state.step == 24
    leaky(state, parse_option(f["answer"]))
    assert state.deck[0] in state.players[state.pending.seat].hand   # the same fault again
    apply(state, state.pending.options[0])   # the engine itself goes on
