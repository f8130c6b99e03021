"""Records of the games under ``fengsheng.games`` (games/record.py): a record replays to the same
states; anything malformed is refused with a message saying what is wrong."""
import json
import re
import random

import pytest

from fengsheng.games import get_game
from fengsheng.games.record import RecordError, Session, load_record, replay

FELIX = get_game("felix")


def finished(seed=4, n=4):
    s = Session.new(FELIX, {"players": n}, seed)
    rng = random.Random(seed)
    while not s.state.over:
        s.play(rng.choice(s.state.pending.options))
    return s


def test_save_load_replay(tmp_path):
    g = finished()
    g.save(tmp_path / "r.json")
    rec = load_record(tmp_path / "r.json")
    assert rec["game"] == "felix" and rec["rules"] == FELIX.rules_version
    again = replay(rec)
    assert again.chain == g.chain and again.state.hash() == g.state.hash()
    assert replay(rec, upto=10).state.step == 10


@pytest.mark.parametrize("change, words", [
    (lambda r: r.update(format="x"), "not a game record"),
    (lambda r: r.update(game="chess"), "unknown game 'chess'"),
    (lambda r: r.update(rules="felix-0"), "rules version 'felix-0'"),
    (lambda r: r.update(seed="7"), "'seed' is missing or not an integer"),
    (lambda r: r.update(config={"players": 9}), "bad configuration"),
    (lambda r: r.update(seed=r["seed"] + 2 ** 64), "bad seed in record: seed must be from 0 to "
                                                   "2**64 - 1"),
    (lambda r: r["answers"].__setitem__(3, "bid 500"), "answer 4 ('bid 500') is not legal"),
    (lambda r: r["answers"].__setitem__(0, "dance"), "cannot be read"),
    (lambda r: r["answers"].pop(), "end before the game does"),
    (lambda r: r.update(final_hash="0" * 32), "final state hash differs"),
])
def test_malformed_records_are_refused(change, words):
    rec = json.loads(json.dumps(finished().to_record()))
    change(rec)
    with pytest.raises(RecordError, match=re.escape(words)):
        replay(rec)


def test_unreadable_files(tmp_path):
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(RecordError, match="not a JSON record"):
        load_record(tmp_path / "bad.json")
    with pytest.raises(RecordError, match="cannot open"):
        load_record(tmp_path / "missing.json")


def test_an_illegal_answer_changes_nothing():
    s = Session.new(FELIX, {"players": 3}, 1)
    before = (s.state.hash(), list(s.answers), s.chain)
    with pytest.raises(ValueError):
        s.play(("bid", 1))
    assert (s.state.hash(), s.answers, s.chain) == before


@pytest.mark.parametrize("doc, kind", [([], "an array"), ("x", "a string"), (3, "a number"),
                                       (None, "null")])
def test_a_record_must_be_a_json_object(tmp_path, doc, kind):
    (tmp_path / "r.json").write_text(json.dumps(doc))
    with pytest.raises(RecordError, match=re.escape(f"a record is a JSON object ({{\"format\": "
                                                    f"...}}), and this is {kind}")):
        load_record(tmp_path / "r.json")
