"""heuristic@7: the colour of an unseen message in transit from the fitted model of the
message (bots/transit.py) over the bot's identity posterior."""
from __future__ import annotations

import pytest

from fengsheng.bots import make_bot
from fengsheng.bots.transit import TransitLog
from fengsheng.cards.deck import BLACK, BLUE, NO_IDENTITY, RED
from fengsheng.engine import apply
from fengsheng.engine.position import from_position
from fengsheng.views import observe, visible_events

from .test_ismcts import HISTORY, TAKE_IN_TRANSIT, _winning_take, take_in_transit_answer
from .test_transit import _direct


def _ready(state, seat=0, version=7):
    bot = make_bot(f"heuristic@{version}", seat, 1)
    obs = observe(state, seat)
    answer = bot.choose(obs, HISTORY)
    return bot, obs, answer


def test_the_colours_are_the_models_weights_averaged_over_the_posterior():
    """Assignments that agree on the seats the message concerns are weighed together; the
    result must equal the plain average over every assignment of the posterior."""
    bot, obs, _ = _ready(_direct(True))
    counts = {c: max(v, 0.2) for c, v in bot._unseen(obs, obs["message"]["transmission"]).items()}
    shown = [p["identity"] for p in obs["players"]]
    expected = {RED: 0.0, BLUE: 0.0, BLACK: 0.0}
    for w, a in bot.tracker.posterior():
        ids = [NO_IDENTITY if s == NO_IDENTITY else i for s, i in zip(shown, a)]
        weight = bot.transit.colour_weights(obs, ids)
        total = sum(counts[c] * weight[c] for c in expected)
        for c in expected:
            expected[c] += w * counts[c] * weight[c] / total
    got = bot._message_colours(obs)
    assert got == pytest.approx(expected, abs=1e-12)
    assert sum(got.values()) == pytest.approx(1.0)
    old, _, _ = _ready(_direct(True), version=5)
    assert got != pytest.approx(old._message_colours(obs), abs=0.01)


@pytest.mark.parametrize("position", ["take", "direct"])
def test_the_colours_and_the_answer_do_not_depend_on_hidden_facts(position):
    """The same view and history: the same colours and answer, whatever the message card,
    another player's identity and hand, and the deck order are."""
    out, views = [], []
    for order, other in ((1, "军情处"), (2, "潜伏战线")):
        state = _winning_take(order, other) if position == "take" else \
            _direct(True, order, "截获/红/直达" if other == "军情处" else "烧毁/黑/直达")
        bot, obs, answer = _ready(state)
        views.append(obs)
        out.append((bot._message_colours(obs), answer))
    assert views[0] == views[1]
    assert out[0] == out[1]


def test_a_fork_keeps_its_own_log_of_the_message():
    bot, obs, _ = _ready(_direct(True))
    twin = bot.fork(3)
    assert twin.transit is not bot.transit and isinstance(twin.transit, TransitLog)
    twin.transit.update(obs, [{"type": "message_sent", "seat": 3, "transmission": "direct",
                               "target": 1}, {"type": "decrypted", "seat": 2}])
    assert bot.transit.seers != twin.transit.seers


def test_versions_before_seven_keep_their_hand_set_guess():
    for version in (5, 6):
        bot, obs, _ = _ready(_direct(True), version=version)
        assert bot.transit is None
        assert bot._message_colours(obs) == bot._colour_probs(
            obs, obs["message"]["transmission"], obs["message"]["sender"], False)


def test_a_seat_reads_the_identity_card_it_holds_after_lin_wei_shou_ming():
    """A (致命香水, 潜伏战线) takes C's 军情处 card face down (临危受命: C died of its own 掩护
    while A's message travelled); next turn B sends A a face-down 直达. The tracker's
    assignments are of the cards as dealt; A's bot must give the model the card A holds now,
    军情处, as the holder (it read A's dealt card; review of the ninth session)."""
    state = from_position({**TAKE_IN_TRANSIT,
                           "deck": ["截获/红/直达", "截获/蓝/直达", "截获/黑/直达"]})
    seen_ids = []

    class Log(TransitLog):
        def colour_weights(self, observation, identities):
            seen_ids.append(identities[0])
            return super().colour_weights(observation, identities)

    bot = make_bot("heuristic@7", 0, 1)
    bot.transit = Log(0)
    log, seen = list(state.events), 0
    while True:
        d = state.pending
        if d.seat == 0:
            obs = observe(state, 0)
            bot.choose(obs, visible_events(log[seen:], 0))
            seen = len(log)
            if d.kind == "receive":
                break
        option = next(o for o in d.options if o.kind == "send" and o.seat == 0) \
            if d.kind == "send" and d.seat == 1 else take_in_transit_answer(d.options)
        log.extend(apply(state, option, d.seat))
    assert state.message["sender"] == 1 and obs["message"]["card"] is None
    assert obs["you"]["identity"] == "military" and bot.tracker.holds == {0: 2}
    assert seen_ids and set(seen_ids) == {"military"}
