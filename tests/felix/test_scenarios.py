"""Every ``tests/felix/scenarios/*.yaml`` (the rules' worked examples) runs as expected."""
import re
from pathlib import Path

import pytest
import yaml

from fengsheng.games.scenario import load, run

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    result = run(load(path), str(path))
    assert result.ok, "\n".join(result.problems)


def test_a_wrong_expectation_is_reported():
    doc = load(FILES[0])
    doc["expect"] = {"mice": [0, 0, 0, 0]}
    result = run(doc)
    assert not result.ok and "mice: expected [0, 0, 0, 0], actual [12, 17, 19, 21]" in result.problems[0]


def test_a_script_line_for_the_wrong_seat_is_reported():
    doc = load(FILES[0])
    doc["script"] = ["1: commit -5"]
    assert "seat 0 (commit) is asked, not seat 1" in run(doc).problems[0]


@pytest.mark.parametrize("position, words", [
    ({"bank": "x"}, "position.bank: must be a whole number"),
    ({"mice": 5}, "position.mice: must be a list of 4 whole numbers"),
    ({"mice": [15.5, 14.5, 15, 15]}, "position.mice: must be a list of 4 whole numbers"),
    ({"mice": [-5, 35, 15, 15]}, "position.mice: must be a list of 4 whole numbers ≥ 0"),
    ({"bank": -3, "mice": [21, 21, 18, 18]}, "position.bank: must be a whole number ≥ 0"),
    ({"on_cards": [12, 0, 0], "bank": 5}, "position.on_cards: each mouse card is full or empty"),
    ({"on_cards": [2, 0, 6], "bank": 19}, "position.on_cards: each mouse card is full or empty"),
    ({"won": {0: ["11/7"]}}, "position.won.0: '11/7' is not a card"),
    ({"won": {0: ["11/-1"]}}, "position.won.0: '11/-1' is not a card"),
    ({"won": {0: ["large_dog/1"]}}, "position.won.0: a dog is never won"),
    ({"dummy": ["11"]}, "position.dummy: only with 3 players"),
    ({"removed": {"x": "rabbit"}}, "position.removed: must map colours 0..3 to a kind"),
    ({"removed": {9: "rabbit"}}, "position.removed: must map colours 0..3 to a kind"),
    ({"hands": {0: "15"}}, "position.hands: must map seats 0..3 to lists"),
])
def test_a_malformed_position_is_refused_naming_the_key(position, words):
    """"A malformed file is refused with a message that says what is wrong" (GUIDE): before,
    these crashed with a Python message or built a position no game can reach (negative
    mice, a card of a colour nobody plays, a dog in a won pile, a dummy at 4 players)."""
    with pytest.raises(ValueError, match=re.escape(words)):
        run({"game": "felix", "description": "x", "position": {"players": 4, **position}})


@pytest.mark.parametrize("key, value, words", [
    ("script", "0: pass", "'script' must be a list"),
    ("expect", [1], "'expect' must be a mapping"),
    ("position", [1], "'position' must be a mapping"),
])
def test_a_malformed_scenario_is_refused_naming_the_key(tmp_path, key, value, words):
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"game": "felix", "description": "x", key: value}))
    with pytest.raises(ValueError, match=re.escape(words)):
        load(path)
