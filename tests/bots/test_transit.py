"""The fitted model of the face-down message in transit (bots/transit.py) and the search bot
drawing its determinisations' message from it (``ISMCTSBot(message="fitted")``)."""
from __future__ import annotations

import json
import math
import random

import pytest

from fengsheng.bots import ISMCTSBot
from fengsheng.bots.determinise import CardMemory, determinise, sent_colour_weights
from fengsheng.bots.transit import FEATURES, TransitLog, check, weights
from fengsheng.cards.deck import BLACK, BLUE, RED
from fengsheng.engine import Config
from fengsheng.engine.position import from_position
from fengsheng.views import observe

from .conftest import heuristic_decisions
from .test_ismcts import HISTORY, _winning_take

IDS = ("underground", "military", "underground", "military", "bystander")


def _direct(ally_target: bool, hidden_deck_order: int = 1, card: str = "截获/红/直达"):
    """Seat A (潜伏战线) in the 情报传递 window of D's face-down 直达 to B (D 军情处; B its
    ally or A's), A holding 截获 and 识破, the others no card; only ``card`` and the deck
    order are hidden."""
    return from_position({
        "seed": hidden_deck_order,
        "players": [
            {"identity": "潜伏战线", "hand": ["截获/黑", "识破/黑"]},
            {"identity": "军情处" if ally_target else "潜伏战线"},
            {"identity": "潜伏战线" if ally_target else "军情处"},
            {"identity": "军情处"},
            {"identity": "打酱油的"}],
        "turn": "D", "phase": "send_message",
        "message": {"card": card, "target": "B", "holder": "D", "step": "transmit"}})


def _weights_for(state, seat: int, identities, events=()):
    obs = observe(state, seat)
    log = TransitLog(seat)
    log.update(obs, list(events))
    return log.colour_weights(obs, identities)


def test_the_weights_do_not_depend_on_hidden_facts():
    """The same view and events, the same identities given: the same weights, whatever the
    message card and the deck order are."""
    out = []
    for order, card in ((1, "截获/红/直达"), (2, "识破/蓝/直达"), (3, "烧毁/黑/直达")):
        state = _direct(True, order, card)
        assert observe(state, 0) == observe(_direct(True), 0)
        out.append(_weights_for(state, 0, ("underground", "military", "underground",
                                           "military", "bystander"), HISTORY))
    assert out[0] == out[1] == out[2]


def test_a_direct_message_to_an_ally_is_likelier_its_senders_colour_than_to_an_enemy():
    """Calibration sanity on a built position: heuristic@5 sends its own colour to an ally
    and black (or the enemy's colour) to an enemy, so the fitted weight of D's colour (blue)
    against black is higher when the sampled identities make B D's ally."""
    state = _direct(True)
    ally = _weights_for(state, 0, ("underground", "military", "underground", "military",
                                   "bystander"))
    enemy = _weights_for(state, 0, ("underground", "underground", "military", "military",
                                    "bystander"))
    assert ally[BLUE] / ally[BLACK] > 2 * enemy[BLUE] / enemy[BLACK]
    # ... and more than the unfitted weights give it towards an ally
    assert ally[BLUE] / ally[BLACK] > sent_colour_weights("military")[BLUE]


@pytest.mark.parametrize("variant", [0, 1])
def test_search_with_the_fitted_message_does_not_depend_on_hidden_facts(variant):
    """ismcts@6 with the fitted message model: the same answer, statistics and beliefs
    whatever the face-down message, the other hands, identities and deck order are."""
    results, views = [], []
    for order, other in ((1, "军情处"), (2, "潜伏战线")):
        state = _winning_take(order, other) if variant == 0 else \
            _direct(True, order, "截获/红/直达" if other == "军情处" else "烧毁/黑/直达")
        obs = observe(state, 0)
        views.append(obs)
        bot = ISMCTSBot(0, 11, iterations=12, version=6, message="fitted")
        choice = bot.choose(obs, HISTORY)
        assert bot.last_search is not None     # searched, on determinisations of the model
        results.append((choice, bot.last_search["stats"], bot.beliefs.marginals()))
        assert choice in state.pending.options
    assert views[0] == views[1]
    assert results[0] == results[1]


def test_the_fitted_draw_keeps_the_determinisation_exactly_the_seats_view():
    """At every decision of a heuristic game where seat 0 has not seen the message in
    transit, a determinisation drawn with the model looks exactly like its view."""
    config = Config(players=5)
    memory, log = CardMemory(0), TransitLog(0)
    drawn = 0
    for state, seat, obs, events in heuristic_decisions(config, 3, [3] * 5):
        if seat != 0:
            continue
        memory.update(obs, events)
        log.update(obs, events)
        m = obs["message"]
        if m is None or m["card"] is not None or obs["pending"]["kind"] not in (
                "receive", "respond") or obs["pending"]["prompt"] not in (
                "receive", "transmit", "arrive"):
            continue
        ids = tuple(p.identity for p in state.players)
        det = determinise(obs, memory, ids, random.Random(drawn), transit=log)
        assert observe(det, 0) == obs
        drawn += 1
    assert drawn


def test_the_shipped_weights_are_well_formed():
    table = weights()
    assert set(table) == {"off", "on"}
    assert all(len(row) == len(FEATURES) for kinds in table.values()
               for rows in kinds.values() for row in rows)


def _good() -> dict:
    return {"features": list(FEATURES),
            "weights": {s: {"faction": [[0.0] * len(FEATURES)] * 2,
                            "bystander": [[0.0] * len(FEATURES)]} for s in ("off", "on")}}


@pytest.mark.parametrize("spoil,message", [
    (lambda d: d.pop("weights"), "expected an object with 'features' and 'weights'"),
    (lambda d: d["features"].reverse(), "refit: benchmarks/message_model.py"),
    (lambda d: d["weights"].pop("on"), "exactly the settings"),
    (lambda d: d["weights"]["off"].pop("bystander"), "sender kinds"),
    (lambda d: d["weights"]["on"]["faction"].pop(), "must be 2 rows"),
    (lambda d: d["weights"]["on"]["bystander"][0].pop(), f"hold {len(FEATURES)} numbers"),
    (lambda d: d["weights"]["off"]["faction"].__setitem__(0, [math.nan] * len(FEATURES)),
     "not a finite number"),
    (lambda d: d["weights"]["off"]["faction"].__setitem__(1, ["1"] * len(FEATURES)),
     "not a finite number"),
])
def test_malformed_weights_are_refused_with_a_clear_message(spoil, message):
    data = json.loads(json.dumps(_good()))
    assert check(data) == data["weights"]
    spoil(data)
    with pytest.raises(ValueError, match="transit weights: .*" + message.replace("(", r"\(")):
        check(data)


def test_an_unknown_message_model_is_refused():
    with pytest.raises(ValueError, match="message must be one of"):
        ISMCTSBot(0, 0, message="oracle")
    assert ISMCTSBot(0, 0).transit is None and ISMCTSBot(0, 0, message="fitted").transit


def test_colour_weights_cover_every_colour():
    state = _direct(False)
    w = _weights_for(state, 0, IDS)
    assert set(w) == {RED, BLUE, BLACK} and all(v > 0 for v in w.values())
