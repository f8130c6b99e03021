"""Named, frozen role sets (roles/table.py ROLE_SETS): a game with roles deals from the set
its configuration names, every record names it, and adding a card to the table moves no deal
of an existing set."""
from __future__ import annotations

import pytest

from fengsheng.engine import Config, new_game
from fengsheng.record import Game, replay
from fengsheng.roles import table
from fengsheng.roles.table import DEFAULT_ROLE_SET, ROLE_CARD, ROLE_SETS, RoleCard


def offers(state) -> tuple:
    return next(f.offers for f in state.frames if f.kind == "role_choice")


def test_every_set_is_of_table_cards_without_repeats():
    for name, ids in ROLE_SETS.items():
        assert len(set(ids)) == len(ids) and set(ids) <= set(ROLE_CARD), name
    assert len(ROLE_SETS["all30"]) == 30 and DEFAULT_ROLE_SET == "all30"
    assert set(ROLE_SETS["standard25"]) == {r.id for r in table.ROLE_CARDS if r.standard}


def test_adding_a_card_to_the_table_moves_no_deal(monkeypatch):
    before = [offers(new_game(Config(players=p, roles=True), seed)) for p in (3, 9)
              for seed in range(5)]
    extra = RoleCard("test_new_role", "测试新角色", "F", False, (), "无。")
    monkeypatch.setattr(table, "ROLE_CARDS", (extra, *table.ROLE_CARDS))
    assert table.ROLE_CARDS[0] is extra   # the table has the new card
    monkeypatch.setitem(table.ROLE_CARD, extra.id, extra)
    after = [offers(new_game(Config(players=p, roles=True), seed)) for p in (3, 9)
             for seed in range(5)]
    assert after == before


def test_a_game_deals_from_its_set_and_its_record_names_it():
    config = Config(players=9, roles=True, role_set="standard25")
    dealt = {r for seed in range(10) for o in offers(new_game(config, seed)) for r in o}
    assert dealt <= set(ROLE_SETS["standard25"]) and len(dealt) > 18
    g = Game.new(config, 3)
    g.play(g.state.pending.options[0])
    rec = g.to_record()
    assert rec["config"]["role_set"] == "standard25"
    assert replay(rec).state.hash() == g.state.hash()
    assert Game.new(Config(players=5, roles=True), 1).to_record()["config"]["role_set"] == "all30"
    assert "role_set" not in Config(players=5).to_dict()   # no roles, no set


def test_an_unknown_set_is_refused_by_name():
    # Every set by name, whatever sets a new role added (docs/roles.md, "Adding a role").
    with pytest.raises(ValueError, match="unknown role set 'no_such_set'; the sets are "
                                         + ", ".join(sorted(ROLE_SETS)) + "$"):
        Config(players=5, roles=True, role_set="no_such_set")
    with pytest.raises(ValueError, match="unknown role set"):
        Config.from_dict({"players": 5, "roles": True, "role_set": "x"})


def test_a_record_made_before_sets_were_named_replays_to_its_hash():
    """Records without ``role_set`` dealt from all 30 cards: they still replay (the state hash
    leaves the default set out)."""
    g = Game.new(Config(players=5, roles=True), 11)
    for _ in range(20):
        g.play(g.state.pending.options[-1])
    rec = g.to_record()
    del rec["config"]["role_set"]
    assert replay(rec).state.hash() == g.state.hash()
