"""``fengsheng analyse RECORD --seat N``: one seat's identity beliefs, turn by turn."""
from __future__ import annotations

import json

import pytest

from fengsheng.bots import make_bot
from fengsheng.cards.deck import IDENTITIES
from fengsheng.cli.analyse import belief_trajectory
from fengsheng.engine import Config
from fengsheng.record import Game, RecordError
from fengsheng.views import observe, visible_events


@pytest.fixture
def record(tmp_path):
    """A finished 5-player heuristic game (seed 8) saved to a file."""
    g = Game.new(Config(players=5), 8)
    bots = [make_bot("heuristic", s, s) for s in range(5)]
    seen = [0] * 5
    while not g.state.over:
        seat = g.state.pending.seat
        events = visible_events(g.events[seen[seat]:], seat)
        seen[seat] = len(g.events)
        g.play(bots[seat].choose(observe(g.state, seat), events))
    path = tmp_path / "game.json"
    g.save(path)
    return path, g


def test_beliefs_every_turn_and_the_truth_at_the_end(record):
    path, g = record
    rec = json.loads(path.read_text(encoding="utf-8"))
    rows = belief_trajectory(rec, 2)
    turn_starts = sum(1 for ev in g.events if ev["type"] == "turn_start")
    assert len(rows) == turn_starts + 1 and rows[-1]["end"]
    assert rows[-1]["truth"] == [p.identity for p in g.state.players]
    for row in rows:
        assert row["beliefs"][2] is None
        for s, b in enumerate(row["beliefs"]):
            if s != 2:
                assert set(b) == set(IDENTITIES) and sum(b.values()) == pytest.approx(1.0)
    # Identities shown at the end are certain in the last row.
    final = rows[-1]["beliefs"]
    for s, p in enumerate(g.state.players):
        if s != 2 and p.identity_revealed:
            assert final[s][p.identity] == pytest.approx(1.0)


def test_cli_prints_a_table_from_the_seats_view(run_cli, record):
    path, g = record
    res = run_cli(["analyse", str(path), "--seat", "2"])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "2号的视角" in out and "真实身份" in out
    for s in (0, 1, 3, 4):
        assert f"{s}号" in out
    res_json = run_cli(["analyse", str(path), "--seat", "2", "--json"])
    data = json.loads(res_json.output)
    assert data["seat"] == 2
    assert data["turns"] == json.loads(json.dumps(
        belief_trajectory(json.loads(path.read_text(encoding="utf-8")), 2)))


def test_bad_input_is_reported_clearly(run_cli, record, tmp_path):
    path, _ = record
    res = run_cli(["analyse", str(path), "--seat", "5"])
    assert res.exit_code == 2 and "只有 5 个座位" in res.output
    res = run_cli(["analyse", str(tmp_path / "missing.json"), "--seat", "0"])
    assert res.exit_code == 1 and "无法分析" in res.output
    rec = json.loads(path.read_text(encoding="utf-8"))
    rec["answers"][3] = "send direct c999 @1"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec), encoding="utf-8")
    res = run_cli(["analyse", str(bad), "--seat", "0"])
    assert res.exit_code == 1 and "第 4 个决定" in res.output
    with pytest.raises(RecordError):
        belief_trajectory(rec, 0)
