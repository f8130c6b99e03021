"""heuristic@7: the colour of an unseen message in transit from the fitted model of the
message (bots/transit.py) over the bot's identity posterior."""
from __future__ import annotations

import pytest

from fengsheng.bots import make_bot
from fengsheng.bots.transit import TransitLog
from fengsheng.cards.deck import BLACK, BLUE, NO_IDENTITY, RED
from fengsheng.views import observe

from .test_ismcts import HISTORY, _winning_take
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
