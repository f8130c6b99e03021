"""The policy likelihood of the send (bots/message_policy.py), the search's use of it and its
spare_allies option."""
from __future__ import annotations

import math

import pytest

from fengsheng.bots import ISMCTSBot
from fengsheng.bots.determinise import known_places
from fengsheng.bots.message_policy import SendLikelihood
from fengsheng.bots.heuristic import HeuristicBot
from fengsheng.bots.ismcts import SEND_RATIO
from fengsheng.cards.deck import BLACK, BLUE, RED, SECRET, deck
from fengsheng.engine import apply
from fengsheng.engine.position import from_position
from fengsheng.views import observe, visible_events

from .test_ismcts import HISTORY, _winning_take


def _sent_by_d(blacks: int, shown: bool = False):
    """D (the turn player) sent a face-down 密电 now at A (潜伏战线) at 情报接收; D has
    ``blacks`` black messages in front of it; B (军情处) is ``shown`` to all or not."""
    return from_position({
        "players": [
            {"identity": "潜伏战线", "hand": ["截获/黑", "锁定/红"]},
            {"identity": "军情处", "identity_revealed": shown}, {"identity": "潜伏战线"},
            {"identity": "军情处", "messages": ["黑"] * blacks, "hand": ["烧毁/黑"] * 3},
            {"identity": "打酱油的"}],
        "turn": "D", "phase": "send_message",
        "message": {"card": "锁定/红/密电", "holder": "A", "step": "receive", "hops": 2}})


def _likelihood(state, seat=0, declined=0):
    obs = observe(state, seat)
    bot = ISMCTSBot(seat, 1, version=6, message="policy")
    bot.choose(obs, [])     # feeds its memory and models
    placed = known_places(obs, bot.memory)[0]
    unseen = [c for c in range(len(bot.prior.cards)) if c not in placed]
    sender = obs["message"]["sender"]
    return obs, SendLikelihood(obs, unseen, (), bot.models[sender], declined)


def _black_share(obs, weights):
    """Share of the weight of the unseen 密电 cards on the blacks, and the blacks' count share."""
    cards = deck(obs["config"]["deck"])
    fit = {c: w for c, w in weights.items() if cards[c].transmission == SECRET}
    black = [c for c in fit if cards[c].colour == BLACK]
    return sum(fit[c] for c in black) / sum(fit.values()), len(black) / len(fit)


def test_a_sender_holding_two_blacks_rarely_sent_a_black():
    """heuristic@2 on sends a black holding two only if it has nothing else (or its
    dilemma): under every identity of D the blacks weigh far less than their count."""
    obs, like = _likelihood(_sent_by_d(2))
    for ident in ("underground", "military", "bystander"):
        weight, count = _black_share(obs, like(ident))
        assert weight < count / 5
    obs, free = _likelihood(_sent_by_d(0))
    assert _black_share(obs, free("military"))[0] > 3 * _black_share(obs, like("military"))[0]


def test_a_seer_that_declined_makes_a_black_likelier():
    obs, like = _likelihood(_sent_by_d(0))
    _, seen = _likelihood(_sent_by_d(0), declined=1)
    assert _black_share(obs, seen("military"))[0] > _black_share(obs, like("military"))[0] + 0.2


def test_the_likelihood_leaves_the_model_unchanged_and_is_cached():
    state = _sent_by_d(0)
    obs = observe(state, 0)
    bot = ISMCTSBot(0, 1, version=6, message="policy")
    bot.choose(obs, HISTORY)
    model = bot.models[3]
    before = (dict(model.rel), [list(e) for e in model.ev], model.identity)
    like = bot.send_likelihood(obs)
    assert like("underground") is like("underground")
    assert (dict(model.rel), [list(e) for e in model.ev], model.identity) == before
    assert bot.send_likelihood(observe(_sent_by_d(0), 3)) is None   # the sender sees it


@pytest.mark.parametrize("version", [6, 10])     # models of heuristic@5 and of heuristic@7
@pytest.mark.parametrize("message", ["policy", "both"])
@pytest.mark.parametrize("history", [[], HISTORY])
def test_the_message_distribution_and_choice_do_not_depend_on_hidden_facts(history, message,
                                                                           version):
    """Same view and history: the same weights of every unseen card, the same answer and
    search statistics, whatever the message, the other hands and identities and the deck
    order are ("both": the fitted colour times the policy likelihood)."""
    results, views = [], []
    for order, other in ((1, "军情处"), (2, "潜伏战线")):
        state = _winning_take(order, other)
        obs = observe(state, 0)
        views.append(obs)
        bot = ISMCTSBot(0, seed=11, iterations=24, version=version, message=message)
        choice = bot.choose(obs, history)
        like = bot.send_likelihood(obs)
        weights = {i: like(i) for i in ("underground", "military", "bystander")}
        results.append((choice, bot.last_search["stats"], weights))
    assert views[0] == views[1]          # the premise: the seat cannot tell them apart
    assert results[0] == results[1]
    assert len(set(results[0][2]["military"].values())) > 3    # the weights do differ


def test_an_unknown_message_option_is_refused():
    with pytest.raises(ValueError, match="message"):
        ISMCTSBot(0, 0, message="truth")


def _ally_intercepts():
    """C (军情处) in the 情报传递 window after A, shown 军情处, used 截获 on D's face-up red:
    C may 识破 its ally's card (two 识破 cards: one option)."""
    state = from_position({
        "seed": 1,
        "players": [
            {"identity": "军情处", "identity_revealed": True, "hand": ["截获/黑", "烧毁/黑"]},
            {"identity": "潜伏战线", "identity_revealed": True,
             "messages": ["锁定/红/密电", "烧毁/红/直达"]},
            {"identity": "军情处", "hand": ["识破/黑", "识破/蓝"]},
            {"identity": "潜伏战线", "hand": ["破译/蓝"]},
            {"identity": "打酱油的"}],
        "turn": "D", "phase": "send_message",
        "message": {"card": "退回/红/文本", "holder": "C", "direction": "left",
                    "step": "transmit"}})
    apply(state, next(o for o in state.pending.options if o.func == "jie_huo"))
    while state.pending.seat != 2:
        apply(state, next(o for o in state.pending.options if o.kind == "pass"))
    return state


def test_spare_allies_searches_no_counter_of_an_ally():
    """ismcts@6 searches 识破 of its ally's 截获 beside passing; with spare_allies the prior's
    rule (no 识破 of a believed ally) leaves one option: the prior's pass, not searched."""
    state = _ally_intercepts()
    obs = observe(state, 2)
    assert {o.func for o in state.pending.options} == {"", "shi_po"}
    searched = ISMCTSBot(2, 1, version=6)
    searched.choose(obs, [])
    assert {o.func for o in searched.last_search["stats"]} == {"", "shi_po"}
    spared = ISMCTSBot(2, 1, version=6, spare_allies=True)
    assert spared.choose(obs, []).kind == "pass" and spared.last_search is None


def test_the_senders_lock_points_to_the_colour_it_helps():
    """D locked B, shown 军情处 (the message goes to B whatever B wants): D spent a card on
    it, so the message is what D wants B to have — B's colour (blue) if D is 军情处, a fake
    if D is 潜伏战线 — far more than without the lock."""
    state = _sent_by_d(0, shown=True)
    obs = observe(state, 0)
    bot = ISMCTSBot(0, 1, version=6, message="policy")
    bot.choose(obs, [{"type": "locked", "seat": 1, "by": 3}])
    locked = bot.send_likelihood(obs)
    assert locked.locked == (1,)
    _, free = _likelihood(state)
    cards = deck(obs["config"]["deck"])

    def share(weights, colour):
        fit = {c: w for c, w in weights.items() if cards[c].transmission == SECRET}
        return sum(w for c, w in fit.items() if cards[c].colour == colour) / sum(fit.values())
    assert share(locked("military"), BLUE) > share(free("military"), BLUE) + 0.2
    assert share(locked("underground"), BLACK) > share(free("underground"), BLACK) + 0.2


def test_the_sender_knows_this_seats_identity_only_once_turned_up():
    """D locked A, this seat: as 潜伏战线 D locks A with a red only if it knows A is its ally
    (A's identity turned up for all); A's own view shows its identity, but D did not see it
    before it was turned up."""
    state = _sent_by_d(0)
    obs = observe(state, 0)
    cards = deck(obs["config"]["deck"])
    shares = []
    for events in ([], [{"type": "identity_revealed", "seat": 0, "identity": "underground"}]):
        bot = ISMCTSBot(0, 1, version=6, message="policy")
        bot.choose(obs, events + [{"type": "locked", "seat": 0, "by": 3}])
        weights = bot.send_likelihood(obs)("underground")
        fit = {c: w for c, w in weights.items() if cards[c].transmission == SECRET}
        shares.append(sum(w for c, w in fit.items() if cards[c].colour == "red")
                      / sum(fit.values()))
    assert shares[1] > shares[0] + 0.3


@pytest.mark.parametrize("model_prior", [1.0, 0.6])
def test_a_send_that_shows_weighs_the_senders_identity_by_its_policy_likelihood(model_prior):
    """send_evidence: at A's first decision after D's send, the search values D's send under
    each identity D may have; when the card shows (taken or 截获), D's identity odds move by
    that card's probability under each (SEND_RATIO at most between two), raised to
    send_evidence — and by nothing else: the same bot without send evidence, fed the same
    views, differs by exactly that factor, in the search's beliefs and in its prior's.
    With model_prior w below 1 the probability is w·p + (1 − w)/n (a random sender among the
    n candidate cards), and the odds that D sends like its model move by the card's
    probability under the model (over A's beliefs of D) against 1/n."""
    state = from_position({
        "players": [
            {"identity": "潜伏战线", "hand": ["截获/黑", "锁定/红"]},
            {"identity": "军情处"}, {"identity": "潜伏战线"},
            {"identity": "军情处", "hand": ["烧毁/黑", "锁定/红/密电", "截获/蓝", "破译/黑"]},
            {"identity": "打酱油的"}],
        "turn": "D", "phase": "send_message"})
    cards = deck(state.config.deck)
    send = next(o for o in state.pending.options
                if o.func == "secret" and cards[o.card].colour == RED)
    beta = 0.75
    weighed = ISMCTSBot(0, 3, search=(), version=10, send_evidence=beta,
                        model_prior=model_prior)
    plain = ISMCTSBot(0, 3, search=(), version=10)
    others = {s: HeuristicBot(s, s, version=7) for s in range(1, 5)}
    log = apply(state, send)
    seen = 0
    tables = shown = None
    while not state.over:
        seat = state.pending.seat
        if seat == 0:
            obs, events = observe(state, 0), visible_events(log[seen:], 0)
            seen = len(log)
            answer = weighed.choose(obs, events)
            plain.choose(obs, events)
            if shown is not None:
                break
            if tables is None:
                assert weighed._sent[0] == 3      # D's send valued at A's first decision
                tables, belief = weighed._sent[2:]
        else:
            answer = others[seat].choose(observe(state, seat), [])
        log.extend(apply(state, answer))
        if shown is None:
            shown = next((e["card"] for e in log
                          if e["type"] in ("message_taken", "intercepted")), None)
    assert not state.over and shown == send.card
    assert set(tables) == {"underground", "military", "bystander"}
    n = len(tables["military"])
    p = {k: model_prior * t[send.card] + (1 - model_prior) / n for k, t in tables.items()}
    top = max(p.values())
    f = {k: max(x / top, 1 / SEND_RATIO) ** beta for k, x in p.items()}
    assert f["underground"] != pytest.approx(f["military"])    # the evidence says something
    for w, p in ((weighed.beliefs, plain.beliefs),                  # the search's
                 (weighed.prior.tracker, plain.prior.tracker)):     # and its prior's
        w, p = w.marginals()[3], p.marginals()[3]
        for a, b in (("underground", "military"), ("military", "bystander")):
            assert w[a] / w[b] == pytest.approx(p[a] / p[b] * f[a] / f[b], rel=1e-6)
    if model_prior < 1:
        model = sum(belief[k] * t[send.card] for k, t in tables.items()) / sum(belief.values())
        step = max(-math.log(SEND_RATIO), min(math.log(SEND_RATIO), math.log(model * n)))
        assert step != 0
        assert weighed._fit[3] == pytest.approx(math.log(model_prior / (1 - model_prior)) + step)
    else:
        assert weighed._fit == {}


def test_a_card_outside_the_candidates_moves_no_odds():
    """A shown card this seat knew the sender held is not among the valued candidates: version
    12 reads it as version 11 does (not at all), not as proof of a random sender."""
    bot = ISMCTSBot(0, 0, version=12)
    bot._sent = (3, 3, {"underground": {7: 0.6, 8: 0.4}, "military": {7: 0.1, 8: 0.9}},
                 {"underground": 0.5, "military": 0.5})
    bot._read_sends([{"type": "message_taken", "seat": 1, "card": 9}])
    assert bot._fit == {} and bot._sent is None


def test_the_odds_of_a_sender_do_not_overflow():
    bot = ISMCTSBot(0, 0, version=12, model_prior=5e-324)
    tables = {"underground": {7: 0.6, 8: 0.4}, "military": {7: 0.1, 8: 0.9}}
    belief = {"underground": 0.5, "military": 0.5}
    p = bot._mix_random(3, {"underground": 0.6, "military": 0.1}, tables, belief)
    assert p == pytest.approx({"underground": 0.5, "military": 0.5})   # a random sender: 1/n
    bot._fit[3] = -1e6
    assert bot._mix_random(3, {"underground": 0.6, "military": 0.1}, tables, belief) == \
        pytest.approx({"underground": 0.5, "military": 0.5})


def test_send_evidence_out_of_range_is_refused():
    for bad in (-0.1, 1.5, True, "0.5"):
        with pytest.raises(ValueError, match="send_evidence"):
            ISMCTSBot(0, 0, send_evidence=bad)
    for bad in (0, -0.5, 1.5, True, "0.5"):
        with pytest.raises(ValueError, match="model_prior"):
            ISMCTSBot(0, 0, model_prior=bad)
