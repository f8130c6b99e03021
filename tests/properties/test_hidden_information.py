"""Hidden information (design §4, §6.4; ruling R6): a seat's view does not change when anything
it may not know is changed, and events keep their private fields from other seats.

For random mid-game states and every seat s (and the spectator, ``None``), each perturbation
below is applied to a clone; ``observe(clone, s)`` must equal ``observe(state, s)``:
- swap cards between other players' hands, and between the deck and other hands;
- permute the deck, the discard pile (face down, ruling R21) and the removed 试探 pile;
- swap the unrevealed identities of two other players;
- replace the face-down message in transit (when s neither sent nor decrypted it) with another
  card of the same transmission;
- replace the card of a 试探 on the stack (when s is neither its user nor its target) with
  another 试探;
- change the RNG state (the future shuffles);
- all of the above at once.
Each perturbation keeps the state valid: same zone sizes, every invariant of
``helpers_random.check_invariants``, and the hand of a seat whose pending options list its
cards is left alone. To show the test can fail, changing what s does know (its own hand, its
identity, a message it decrypted) must change its view.
"""
from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from fengsheng.cards.deck import TEXT
from fengsheng.engine import apply, new_game
from fengsheng.engine.decisions import RECEIVE, RESPOND, TRIGGER
from fengsheng.engine.state import Hand
from fengsheng.views import observe, visible_events

from helpers_random import CONFIGS, check_invariants, mid_game, with_examples

positions = dict(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1),
                 steps=st.integers(0, 200), salt=st.integers(0, 2**32 - 1))


# -- the perturbation helper ----------------------------------------------------------------

def _protected_hands(state, seat):
    """Seats whose hands must not change: the observer's own, and the deciding seat's if its
    pending options name its cards (changing them would make ``state.pending`` stale)."""
    protected = set() if seat is None else {seat}
    d = state.pending
    if d is not None and d.kind not in (RECEIVE, TRIGGER):
        protected.add(d.seat)
    return protected


def _hidden_slots(state, seat, hands):
    """Places holding a card ``seat`` cannot see, as (container, index) pairs: the deck and the
    hands (``hands``: each seat's as a list) of unprotected other players."""
    slots = [(state.deck, i) for i in range(len(state.deck))]
    for p in state.players:
        if p.seat not in _protected_hands(state, seat):
            slots += [(hands[p.seat], i) for i in range(len(hands[p.seat]))]
    return slots


def _swap(a, b):
    (la, ia), (lb, ib) = a, b
    la[ia], lb[ib] = lb[ib], la[ia]


def _message_hidden_from(state, seat) -> bool:
    m = state.message
    return m is not None and not m["face_up"] and (seat is None or seat not in m["seen_by"])


def _hidden_probes(state, seat):
    return [k for k, it in enumerate(state.stack)
            if it.func == "shi_tan" and it.card >= 0 and seat not in (it.user, it.seat)]


def perturbations(state, seat, rng: random.Random):
    """Clones of ``state`` each changed in one thing ``seat`` may not know (``seat`` None: the
    spectator, who knows no card), then one changed in all of them. Yields (name, clone)."""
    names = ["hands", "deck_hand", "deck_order", "discard_order", "removed_order",
             "identities", "message", "probe", "rng"]
    everything = state.clone()
    for name in names:
        twin = state.clone()
        changed = False
        for target in (twin, everything):
            changed = _perturb(target, seat, name, random.Random(rng.random())) or changed
        if changed:
            yield name, twin
    yield "everything", everything


def _perturb(s, seat, name, rng) -> bool:
    """Change ``s`` in place in the way ``name`` says; False if that was not possible."""
    hands = [list(p.hand) for p in s.players]   # slots to swap cards in; the hands after
    done = _perturb_in(s, seat, name, rng, hands)
    for p, hand in zip(s.players, hands):
        p.hand = Hand.of(hand)
    return done


def _perturb_in(s, seat, name, rng, hands) -> bool:
    if name == "hands":
        slots = [x for x in _hidden_slots(s, seat, hands) if x[0] is not s.deck]
        owners = {id(lst) for lst, _ in slots}
        if len(owners) < 2:
            return False
        for _ in range(len(slots)):
            a, b = rng.sample(slots, 2)
            _swap(a, b)
        return True
    if name == "deck_hand":
        slots = _hidden_slots(s, seat, hands)
        deck = [x for x in slots if x[0] is s.deck]
        hands = [x for x in slots if x[0] is not s.deck]
        if not deck or not hands:
            return False
        _swap(rng.choice(deck), rng.choice(hands))
        return True
    if name in ("deck_order", "discard_order", "removed_order"):
        pile = {"deck_order": s.deck, "discard_order": s.discard,
                "removed_order": s.removed}[name]
        if len(pile) < 2:
            return False
        rng.shuffle(pile)
        return True
    if name == "identities":
        others = [p for p in s.players
                  if p.seat != seat and not p.identity_revealed]
        pairs = [(a, b) for a in others for b in others if a.seat < b.seat
                 and a.identity != b.identity]
        rng.shuffle(pairs)
        for a, b in pairs:
            a.identity, b.identity = b.identity, a.identity
            try:
                check_invariants(s)   # e.g. 3 red in front of a new 潜伏战线 member
                return True
            except AssertionError:
                a.identity, b.identity = b.identity, a.identity
        return False
    if name == "message":
        if not _message_hidden_from(s, seat):
            return False
        t = s.message["transmission"]
        same = [x for x in _hidden_slots(s, seat, hands)
                if s.cards[x[0][x[1]]].transmission == t]
        if not same:
            return False
        lst, i = rng.choice(same)
        lst[i], s.message["card"] = s.message["card"], lst[i]
        return True
    if name == "probe":
        ks = _hidden_probes(s, seat)
        probes = [x for x in _hidden_slots(s, seat, hands)
                  if s.cards[x[0][x[1]]].function == "shi_tan"]
        if not ks or not probes:
            return False
        k = rng.choice(ks)
        lst, i = rng.choice(probes)
        item = s.stack[k]
        lst[i], s.stack[k] = item.card, item._replace(card=lst[i])
        return True
    if name == "rng":
        s.rng = rng.getrandbits(64)
        return True
    raise ValueError(name)


def _seats(state):
    return [None, *range(state.n)]


# -- the properties --------------------------------------------------------------------------

@with_examples(120)
@given(**positions)
def test_a_view_ignores_what_its_seat_may_not_know(config, seed, steps, salt):
    state = mid_game(config, seed, seed ^ salt, steps)
    if state is None:
        return
    rng = random.Random(salt)
    sizes = {k: len(v) for k, v in state.zones().items()}
    for seat in _seats(state):
        view = observe(state, seat)
        for name, twin in perturbations(state, seat, rng):
            check_invariants(twin)
            assert {k: len(v) for k, v in twin.zones().items()} == sizes, name
            assert observe(twin, seat) == view, f"seat {seat}'s view changed with {name}"


@with_examples(60)
@given(**positions)
def test_a_view_changes_with_what_its_seat_knows(config, seed, steps, salt):
    """The converse, so the test above is known to be able to fail."""
    state = mid_game(config, seed, seed ^ salt, steps)
    if state is None:
        return
    rng = random.Random(salt)
    for seat in range(state.n):
        view = observe(state, seat)
        me = state.players[seat]
        if me.hand and state.deck:
            twin = state.clone()
            hand = twin.players[seat].hand
            card = hand[rng.randrange(len(hand))]
            twin.players[seat].hand = Hand(hand ^ 1 << card | 1 << twin.deck[-1])
            twin.deck[-1] = card
            assert observe(twin, seat) != view
            # ... and a spectator does not see the difference.
            if seat != state.pending.seat:
                assert observe(twin, None) == observe(state, None)
        other = next((p for p in state.players if p.identity != me.identity), None)
        if other is not None:
            twin = state.clone()
            twin.players[seat].identity, twin.players[other.seat].identity = (
                other.identity, me.identity)
            assert observe(twin, seat) != view
        m = state.message
        if m is not None and seat in m["seen_by"] and state.deck:
            twin = state.clone()
            twin.message["card"], twin.deck[-1] = twin.deck[-1], twin.message["card"]
            assert observe(twin, seat) != view


@with_examples(60)
@given(**positions)
def test_nobody_but_the_asked_seat_learns_who_is_asked_in_a_window(config, seed, steps, salt):
    state = mid_game(config, seed, seed ^ salt, steps)
    if state is None:
        return
    d = state.pending
    for seat in _seats(state):
        p = observe(state, seat)["pending"]
        assert p["kind"] == d.kind and p["prompt"] == d.prompt
        if seat == d.seat:
            assert p["yours"] and p["options"] == [list(o) for o in d.options]
            continue
        assert not p["yours"] and "options" not in p
        if d.kind == RESPOND:
            assert p["seat"] is None, f"seat {seat} is told that seat {d.seat} is asked"


# Events whose fields must stay hidden from everyone but the listed seats.
def _must_hide(ev) -> tuple[tuple[int, ...], tuple[str, ...]] | None:
    t = ev["type"]
    if t == "draw":
        return (ev["seat"],), ("cards",)
    if t == "discard":
        return (ev["seat"],), ("card",)
    if t == "decrypted":
        return (ev["seat"],), ("card",)
    if t == "used" and ev["func"] == "shi_tan":
        return (ev["seat"], ev["target"]), ("card",)
    if t == "probe_shown":
        return (ev["user"], ev["seat"]), ("bet", "effect")
    if t == "message_sent" and ev["transmission"] != TEXT:
        return (ev["seat"],), ("card",)
    if t == "cards_discarded":   # a dead or lost player's hand goes face down (ruling R21)
        return (), ("hand",)
    return None


@with_examples(60)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_events_keep_private_fields_from_other_seats(config, seed):
    state = new_game(config, seed)
    rng = random.Random(seed)
    events = list(state.events)
    while not state.over:
        events += apply(state, rng.choice(state.pending.options))
    assert any("private" in e for e in events)
    for ev in events:
        rule = _must_hide(ev)
        if rule is not None:
            seats, fields = rule
            assert "private" in ev, f"{ev['type']} event is public: {ev}"
            assert set(ev["private"]) <= set(seats) and set(fields) <= set(ev["hide"]), ev
    for seat in _seats(state):
        seen = visible_events(events, seat)
        assert len(seen) == len(events)
        for ev, vis in zip(events, seen):
            assert "private" not in vis and "hide" not in vis
            if "private" not in ev:
                assert vis == ev
                continue
            public = {k: v for k, v in ev.items() if k not in ("private", "hide")}
            if seat is not None and seat in ev["private"]:
                assert vis == public
            else:
                assert not set(ev["hide"]) & set(vis), f"seat {seat} sees {ev['hide']} of {ev}"
                assert vis == {k: v for k, v in public.items() if k not in ev["hide"]}
