"""The identity belief tracker (bots/belief.py): certain facts, evidence, counts, accuracy."""
from __future__ import annotations

import math
import random

import pytest

from fengsheng.bots import make_bot
from fengsheng.bots.belief import LIKELIHOOD, LIKELIHOOD_V1, Beliefs
from fengsheng.cards.deck import IDENTITIES
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.setup import identity_counts
from fengsheng.views import observe, visible_events

RED_TEXT = 30      # 退回, red, 文本 (standard deck)
BLACK_TEXT = 34    # 退回, black, 文本


def _obs(seat: int, identity: str, players: int = 5, revealed: dict | None = None) -> dict:
    """A minimal observation: what Beliefs.update reads (seat, own identity, identities)."""
    revealed = revealed or {}
    return {"seat": seat, "you": {"identity": identity, "hand": []},
            "players": [{"seat": s, "identity": identity if s == seat else revealed.get(s)}
                        for s in range(players)]}


def _fresh(seat=0, identity="underground", players=5, likelihood=None) -> Beliefs:
    b = Beliefs(seat, Config(players=players).to_dict(), likelihood)
    b.update(_obs(seat, identity, players), [])
    return b


def _play_watching(seed: int, players: int, roles: bool, watch: int):
    """A heuristic game; yields (state, beliefs of ``watch``) at each of its decisions."""
    config = Config(players=players, roles=roles)
    state = new_game(config, seed)
    bots = [make_bot("heuristic", s, seed) for s in range(players)]
    beliefs = Beliefs(watch, config.to_dict())
    log, seen, fed = list(state.events), [0] * players, 0
    while not state.over:
        seat = state.pending.seat
        events = visible_events(log[seen[seat]:], seat)
        seen[seat] = len(log)
        beliefs.update(observe(state, watch), visible_events(log[fed:], watch))
        fed = len(log)
        yield state, beliefs
        log.extend(apply(state, bots[seat].choose(observe(state, seat), events), seat))


def test_bad_seat_and_foreign_observation_are_refused():
    with pytest.raises(ValueError, match="no seat 5"):
        Beliefs(5, Config(players=5).to_dict())
    b = Beliefs(1, Config(players=5).to_dict())
    with pytest.raises(ValueError, match="observation of seat 0"):
        b.update(_obs(0, "military"), [])
    with pytest.raises(RuntimeError):
        b.marginals()


def test_prior_follows_the_identity_table_with_own_identity_removed():
    b = _fresh(0, "underground", 5)       # 5 players: 2 red, 2 blue, 1 bystander
    m = b.marginals()
    assert m[0]["underground"] == 1.0
    for s in range(1, 5):
        assert m[s]["underground"] == pytest.approx(1 / 4)
        assert m[s]["military"] == pytest.approx(2 / 4)
        assert m[s]["bystander"] == pytest.approx(1 / 4)
    assert len(b.assignments) == 12       # 4! / (1! 2! 1!)


def test_nine_players_enumerate_every_assignment_once():
    b = _fresh(4, "bystander", 9)         # others: 3 red, 3 blue, 2 bystanders
    assert len(b.assignments) == len(set(b.assignments)) == 560


@pytest.mark.parametrize("table", [LIKELIHOOD, LIKELIHOOD_V1], ids=["fitted", "v1"])
def test_seeing_a_player_take_a_face_up_red_moves_their_red_probability_as_the_table_says(table):
    """A take of a red the taker could see, and a decline of it, move the red probability the
    way the table's ratio (own side / other faction) says: up under the hand-set table of
    ismcts@1, down under the fitted one (takers of a visible colour are more often its
    opponents, who keep it from its owners)."""
    b = _fresh(likelihood=table)
    before = b.marginals()[3]["underground"]
    b.update(_obs(0, "underground"), [
        {"type": "message_sent", "seat": 2, "card": RED_TEXT, "transmission": "text",
         "target": -1},
        {"type": "declined", "seat": 1},            # seat 1 saw red and declined it
        {"type": "message_taken", "seat": 3, "card": RED_TEXT, "forced": False}])
    m = b.marginals()
    take_own, take_other, _ = table["take_seen"]
    decline_own, decline_other, _ = table["decline_seen"]
    assert (m[3]["underground"] - before) * math.log(take_own / take_other) > 0.005
    assert (m[1]["underground"] - before) * math.log(decline_own / decline_other) > 0.005
    for row in m:
        assert sum(row.values()) == pytest.approx(1.0)


def test_a_fake_taken_forced_after_a_lock_says_sender_and_target_are_opposed():
    b = _fresh(0, "bystander")
    b.update(_obs(0, "bystander"), [
        {"type": "turn_start", "seat": 1, "turn": 3},
        {"type": "locked", "seat": 2, "by": 1},
        {"type": "message_sent", "seat": 1, "card": BLACK_TEXT, "transmission": "text",
         "target": -1},
        {"type": "message_taken", "seat": 2, "card": BLACK_TEXT, "forced": True}])
    same = opposed = 0.0
    for w, a in zip(b._weights(), b.assignments):
        if a[1] == a[2]:
            same += w
        else:
            opposed += w
    # Prior (bystander me, 2 red + 2 blue for seats 1-4): same side 1/3.
    assert same < 1 / 3 - 0.1 and opposed > 2 / 3 + 0.1


def test_own_probe_answer_is_near_certain_unless_the_target_chose_freely():
    b = _fresh()
    b.update(_obs(0, "underground"), [
        {"type": "probe_shown", "user": 0, "seat": 2, "bet": "military", "effect": "draw_two"},
        {"type": "probe_draws", "seat": 2}])
    assert b.marginals()[2]["military"] > 0.999
    c = _fresh()
    c.update(_obs(0, "underground"), [
        {"type": "probe_shown", "user": 0, "seat": 2, "bet": "military", "effect": "draw_two"},
        {"type": "probe_declared", "seat": 2, "words": "undercover"}])
    assert c.marginals()[2]["military"] < 0.001
    d = _fresh()
    d.update(_obs(0, "underground"), [
        {"type": "probe_shown", "user": 0, "seat": 2, "bet": "military", "effect": "draw_two"},
        {"type": "probe_hidden", "seat": 2},     # 城府: free to answer either way
        {"type": "probe_draws", "seat": 2}])
    assert d.marginals()[2]["military"] == pytest.approx(0.5)


def test_a_third_partys_probe_tells_nothing():
    b = _fresh()
    b.update(_obs(0, "underground"), [
        {"type": "probe_shown", "user": 1, "seat": 2},
        {"type": "probe_draws", "seat": 2}])
    assert b.marginals() == _fresh().marginals()


def test_revealed_identities_are_certain_and_samples_keep_the_table():
    b = _fresh()
    b.update(_obs(0, "underground", revealed={4: "bystander"}), [])
    m = b.marginals()
    assert m[4]["bystander"] == 1.0
    rng = random.Random(3)
    for _ in range(50):
        a = b.sample(rng)
        assert a[0] == "underground" and a[4] == "bystander"
        assert tuple(a.count(k) for k in IDENTITIES) == identity_counts(5)


@pytest.mark.parametrize("players,roles", [(5, False), (7, True)])
def test_in_real_games_marginals_are_distributions_consistent_with_the_view(players, roles):
    for state, beliefs in _play_watching(2, players, roles, watch=1):
        if not beliefs.ready():
            continue
        m = beliefs.marginals()
        view = observe(state, 1)
        for s, row in enumerate(m):
            assert sum(row.values()) == pytest.approx(1.0)
            shown = view["players"][s]["identity"]
            if shown is not None:
                assert row[shown] == pytest.approx(1.0)


def test_beliefs_give_the_truth_more_probability_than_the_prior():
    """Over whole heuristic games, the mean log-probability given to the true identity of
    the unrevealed players beats the table's prior (the same seats, turns and games)."""
    gain, count = 0.0, 0
    for seed in range(6):
        for state, beliefs in _play_watching(seed, 5, False, watch=seed % 5):
            if not beliefs.ready() or state.turn_number < 4:
                continue
            prior = _fresh(beliefs.seat, beliefs.identity).marginals()
            m = beliefs.marginals()
            for p in state.players:
                if p.seat != beliefs.seat and p.seat not in beliefs.known:
                    gain += math.log(m[p.seat][p.identity]) - math.log(prior[p.seat][p.identity])
                    count += 1
    assert count > 500
    assert gain / count > 0.1


# 致命香水 and the roles that show identities before a death (a take of a shown card is public).
_TAKE_ROLES = ("zhi_ming_xiang_shui", "li_fu_meng_mian_ren", "huang_que", "da_mei_nv")


def _take_games(players: int = 5, seeds=range(300)):
    """Random role games where 致命香水 is chosen, roles that show identities are preferred and
    every trigger is answered yes, run until 临危受命 takes an identity card, every seat's
    beliefs fed its view after each decision; yields (state, dealt identities, log, beliefs
    per seat) per game."""
    from fengsheng.roles.table import ROLE_CARDS
    pool = _TAKE_ROLES + tuple(r.id for r in ROLE_CARDS if r.id not in _TAKE_ROLES)[:2 * players]
    for seed in seeds:
        config = Config(players=players, roles=True, role_pool=pool)
        state, rng = new_game(config, seed), random.Random(seed)
        if not any(o.func == "zhi_ming_xiang_shui" for o in state.pending.options):
            continue
        log = list(state.events)
        beliefs = [Beliefs(s, state.config.to_dict()) for s in range(players)]
        dealt = None
        while not state.over and not any(e["type"] == "identity_taken" for e in log):
            d = state.pending
            pick = [o for o in d.options if o.kind == "yes" or o.func in _TAKE_ROLES]
            new = apply(state, pick[0] if pick else rng.choice(d.options), d.seat)
            log.extend(new)
            for s, b in enumerate(beliefs):
                b.update(observe(state, s), visible_events(new, s))
            if dealt is None and all(p.identity for p in state.players):
                dealt = tuple(p.identity for p in state.players)
        if not state.over:
            yield state, dealt, log, beliefs


def test_the_dealt_identities_stay_possible_after_lin_wei_shou_ming():
    """临危受命 moves the victim's identity card to the taker. Each seat's beliefs, fed its
    own view, keep the identities as dealt possible and give every living seat's card now
    positive probability (certain where shown). Before Beliefs read identity_taken, a public
    take was read as the taker's dealt card: the table then needed two cards of one identity
    and the seat was left certain of a wrong assignment (review12)."""
    kinds = set()
    for state, dealt, log, beliefs in _take_games():
        take = next(e for e in log if e["type"] == "identity_taken")
        kinds.add("identity" in visible_events([take], (take["seat"] + 1) % 5)[0])
        for seat, b in enumerate(beliefs):
            view = observe(state, seat)
            assert b.identity == dealt[seat]
            weights = dict(zip(b.assignments, b._weights()))
            assert weights.get(dealt, 0.0) > 0.0
            m = b.marginals()
            for p in state.players:
                if p.alive:
                    assert m[p.seat][p.identity] > 0.0
                shown = view["players"][p.seat]["identity"]
                if shown:
                    assert m[p.seat][shown] == pytest.approx(1.0)
        if kinds == {True, False}:
            break
    assert kinds == {True, False}    # a public take and a face-down one


def test_models_fed_a_takers_events_learn_only_what_their_seat_may_know():
    """The search feeds its models of other seats its own events: a face-down take shows
    the taker the card it took, and a model of another seat must not learn it from them. A
    model of the taker first fed an observation after the take must not read the card it
    shows as the one dealt to it (review-taken)."""
    for state, dealt, log, beliefs in _take_games():
        take = next(e for e in log if e["type"] == "identity_taken")
        taker, victim = take["seat"], take["from_seat"]
        if "identity" in visible_events([take], (taker + 1) % 5)[0]:
            continue   # a public take: everyone saw the card
        assert beliefs[taker].known[victim] == dealt[victim]
        seen = visible_events(log, taker)
        other = next(s for s in range(5) if s not in (taker, victim))
        model = Beliefs(other, state.config.to_dict())
        model.read(seen)
        assert victim not in model.known
        late = Beliefs(taker, state.config.to_dict())
        late.read(seen)
        late.update(observe(state, taker), [])
        assert late.identity is None        # it shows its victim's card, not its own
        return
    pytest.fail("no face-down take found")


def test_an_act_before_a_take_weighs_the_card_held_when_it_was_made():
    """Seat 0 sends a red 直达 to seat 1, then takes seat 3's card face down (临危受命) while
    the message is in transit; it lands after. The send was made with the card dealt to seat
    0: a bystander watching weighs that card, whether the take comes before or after the
    landing (review-taken: read at the landing, the evidence went to seat 3's card)."""
    sent = {"type": "message_sent", "seat": 0, "transmission": "direct", "target": 1}
    take = {"type": "identity_taken", "seat": 0, "from_seat": 3}
    landed = {"type": "message_taken", "seat": 1, "card": RED_TEXT, "forced": False}

    def dealt(order):
        b = _fresh(seat=2, identity="bystander")
        b.read(order)
        return [{k: round(sum(w for w, a in zip(b._weights(), b.assignments) if a[s] == k), 9)
                 for k in IDENTITIES} for s in range(5)]

    after, during = dealt([sent, landed, take]), dealt([sent, take, landed])
    assert after == during
    assert after[0]["underground"] > after[3]["underground"]   # red: the sender's card moved
