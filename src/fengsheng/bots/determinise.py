"""Determinisation: a full :class:`GameState` consistent with what one seat knows.

Information-set search (ismcts.py) needs concrete games to play out. This module builds one
from the seat's observation (``views.observe``), its own record of the events it was shown
(:class:`CardMemory`) and sampled hidden facts: the other players' identities (drawn from
:class:`~fengsheng.bots.belief.Beliefs`), their face-down roles (from the role cards not seen
anywhere), their hands, the deck order, the unseen part of the discard pile, the face-down
试探 cards removed from the game, the message in transit if this seat has not seen it, and
the RNG. Every card of the edition ends in exactly one zone; everything the seat can see is
as it sees it (``observe(determinised, seat)`` equals the observation it was built from).

It is a builder of states, as ``position.from_position`` is: it makes a new state whole before
it runs (the mission mark set and the trigger index empty, as ``GameState`` starts them), so it
sets its players' fields itself, the hands through ``ops.set_hand`` (the rule and its scan:
engine/ops.py, tests/engine/test_ops_only.py).

Only the decision shapes where the engine's control frames follow from public facts are
built (:func:`supported`): sending a message (传递情报阶段), taking or declining it (情报接收)
and the response windows of every phase and message step (回合开始, 出牌, 情报传递, 情报到达,
回合结束) with any cards on the stack. Questions asked while an effect resolves are not.
"""
from __future__ import annotations

from ..cards.deck import NO_IDENTITY, SHI_TAN
from .belief import RoleBeliefs
from ..engine import Config, GameState
from ..engine.decisions import Decision, Option
from ..engine.frames import Message, Turn, Window
from ..engine.ops import set_hand
from ..engine.state import (ARRIVE, DRAW, PLAY_1, PLAY_2, SEND_MESSAGE, TRANSMIT, TURN_END,
                            TURN_START, Player, StackItem)

# The turn frame's next phase while a window of each phase context is open (turn.py sets it
# before opening the window); "end" = the turn's end step.
_NEXT_PHASE = {TURN_START: DRAW, PLAY_1: SEND_MESSAGE, PLAY_2: TURN_END, TURN_END: "end"}



def shown_cards(observation: dict) -> set[int]:
    """Card ids the observation shows in place: own hand, every message on the table, the
    stack's cards and the message in transit when visible."""
    shown = set(observation["you"]["hand"]) if observation.get("you") else set()
    for p in observation["players"]:
        shown.update(p["messages"])
    shown.update(it["card"] for it in observation["stack"] if it["card"] is not None)
    m = observation["message"]
    if m is not None and m["card"] is not None:
        shown.add(m["card"])
    return shown

class CardMemory:
    """What one seat has learnt from its events about where cards are, beyond its current
    observation: cards known to be in the discard pile or removed from the game (used, burned,
    discarded face up, its own 试探), cards known to be in another player's hand (given,
    shown, a message taken into a hand), who has looked at the message in transit (破译) and
    who of them declined it, who locked whom this turn (锁定), whose identity was turned up,
    the highest stack uid, and whether the turn player failed to send.

    Knowledge is dropped whenever the seat can no longer be sure of it (the discard pile is
    shuffled into the deck; a player with known cards discards or sends face down).
    ``update(observation, events)`` must see every event batch the seat is shown, in order.

    With roles on it also keeps the seat's :class:`~fengsheng.bots.belief.RoleBeliefs`
    (``roles``, fed the same), which :func:`determinise` draws face-down roles from;
    ``role_beliefs=False`` keeps none, and face-down roles are drawn uniformly from the role
    cards not seen (the determiniser before issue 14's role beliefs).
    """

    def __init__(self, seat: int, role_beliefs: bool = True):
        self.seat = seat
        self.role_beliefs = role_beliefs
        self.roles: RoleBeliefs | None = None
        self.discard: set[int] = set()
        self.removed: set[int] = set()
        self.hands: dict[int, set[int]] = {}
        self.seen_message: set[int] = set()
        self.seen_declined: set[int] = set()   # seats that saw the message and declined it
        self.locked: list[tuple[int, int]] = []   # 锁定 this turn: (by, seat)
        self.revealed: set[int] = set()   # seats whose identity was turned up for all
        self.max_uid = 0
        self.cannot_send = False
        self.out_roles: set[str] = set()     # role cards this seat knows are not in play
        self.identity_taken: list[tuple[int, int]] = []   # (taker, victim): 临危受命, in order
        self.takes_at_send = 0      # len(identity_taken) when the message in transit was sent
        self.message_swapped = False   # 偷龙转凤: it is now the deck's top card, chosen by none
        self._stack: dict[int, tuple[int, bool]] = {}   # uid -> (card or -1, shi_tan)
        self._void: set[int] = set()     # uids nullified or fizzled (a 试探 then is discarded)

    def update(self, observation: dict, events: list[dict]) -> None:
        """Read the seat's new events, then settle against its observation (cards now seen
        elsewhere are no longer in the discard pile)."""
        if self.roles is None and self.role_beliefs and observation["config"].get("roles"):
            self.roles = RoleBeliefs(self.seat, observation["config"])
        if self.roles is not None:
            self.roles.update(observation, events)
        for ev in events:
            self._event(ev)
        offer = (observation.get("you") or {}).get("role_offer")
        if offer:
            self.out_roles.update(offer)    # the one kept is subtracted as the own role
        visible = shown_cards(observation)
        self.discard -= visible
        self.removed -= visible
        for s in list(self.hands):
            self.hands[s] -= visible
        live = {it["uid"] for it in observation["stack"]}
        for uid in [u for u in self._stack if u not in live]:
            card, probe = self._stack.pop(uid)
            if card >= 0:
                # A 试探 that took effect is removed from the game (ruling R9).
                (self.removed if probe and uid not in self._void else self.discard).add(card)
        self._void &= set(self._stack)

    def _forget_hand(self, seat: int) -> None:
        self.hands.pop(seat, None)

    def _event(self, ev: dict) -> None:
        t = ev["type"]
        if t in ("used", "skill_used"):
            self.max_uid = max(self.max_uid, ev["uid"])
            card = ev.get("card", -1)
            if card is None:
                card = -1
            self._stack[ev["uid"]] = (card, ev.get("func") == SHI_TAN)
            if card >= 0:
                self.hands.get(ev["seat"], set()).discard(card)
        elif t in ("item_nullified", "fizzle"):
            self._void.add(ev["uid"])
        elif t == "message_sent":
            self.seen_message = {ev["seat"]}
            self.takes_at_send = len(self.identity_taken)
            self.message_swapped = False
            self.seen_declined = set()
            if ev.get("card") is None:
                self._forget_hand(ev["seat"])
            else:
                self.hands.get(ev["seat"], set()).discard(ev["card"])
        elif t == "decrypted":
            self.seen_message.add(ev["seat"])
        elif t == "message_swapped":   # 偷龙转凤: nobody has seen the new card, its sender neither
            self.seen_message = set()
            self.message_swapped = True
        elif t == "declined":
            if ev["seat"] in self.seen_message:
                self.seen_declined.add(ev["seat"])
        elif t == "message_discarded":
            if ev.get("card") is not None:
                self.discard.add(ev["card"])
        elif t in ("burned", "ju_ji_burned"):
            self.discard.add(ev["card"])
        elif t == "cards_discarded":
            self.discard.update(ev.get("messages", ()))
            self.discard.update(ev.get("hand", ()))
            self._forget_hand(ev["seat"])
        elif t == "discard":
            if ev.get("card") is not None:
                self.discard.add(ev["card"])
                self.hands.get(ev["seat"], set()).discard(ev["card"])
            else:
                self._forget_hand(ev["seat"])
        elif t == "reshuffle":
            self.discard.clear()
        elif t == "card_given":
            if ev.get("card") is not None and ev["to"] != self.seat:
                self.hands.setdefault(ev["to"], set()).add(ev["card"])
            self._forget_hand(ev["seat"])
        elif t == "card_taken":
            self._forget_hand(ev["from_seat"])
            if ev.get("card") is not None and ev["seat"] != self.seat:
                self.hands.setdefault(ev["seat"], set()).add(ev["card"])
        elif t == "message_to_hand":
            if ev["to"] != self.seat:
                self.hands.setdefault(ev["to"], set()).add(ev["card"])
        elif t == "hand_shown":
            if ev["seat"] != self.seat:
                self.hands[ev["seat"]] = set(ev["cards"])
        elif t in ("card_to_deck", "message_to_deck", "shou_mai_taken"):
            self._forget_hand(ev["seat"])
        elif t == "identity_taken":
            self.identity_taken.append((ev["seat"], ev["from_seat"]))
        elif t == "turn_start":
            self.cannot_send = False
            self.locked = []
        elif t == "locked":
            self.locked.append((ev["by"], ev["seat"]))
        elif t == "identity_revealed":
            self.revealed.add(ev["seat"])
        elif t == "cannot_send":
            self.cannot_send = True


def supported(observation: dict) -> bool:
    """True if :func:`determinise` can build the position of this seat's pending decision
    (a 'send', a 'receive', or a 'respond' window of a phase or message step)."""
    p = observation.get("pending")
    if not p or not p.get("yours") or observation["over"]:
        return False
    if p["kind"] in ("send", "receive"):
        return True
    return p["kind"] == "respond" and (p["prompt"] in _NEXT_PHASE or p["prompt"] in
                                       (TRANSMIT, ARRIVE))


class Inconsistent(ValueError):
    """The seat's knowledge cannot be completed into a game (e.g. more cards known to be in
    the discard pile than it holds); the caller samples again or decides without search."""


def known_places(observation: dict, memory: CardMemory):
    """(every card placed, known discard, known removed, known hands {seat: cards}): the
    cards the seat sees or knows the place of, its memory dropped where the observation's
    counts contradict it. The cards not placed are the unseen ones."""
    seat = observation["seat"]
    obs_players = observation["players"]
    placed = shown_cards(observation)
    known_discard = memory.discard - placed
    known_removed = memory.removed - placed
    known_hands = {s: c - placed for s, c in memory.hands.items()
                   if s != seat and obs_players[s]["alive"]}
    if len(known_discard) > observation["discard_count"]:
        known_discard = set()
    if len(known_removed) > observation["removed_count"]:
        known_removed = set()
    for s, c in list(known_hands.items()):
        if len(c) > obs_players[s]["hand_count"]:
            known_hands[s] = set()
    placed |= known_discard | known_removed
    for c in known_hands.values():
        placed |= c
    return placed, known_discard, known_removed, known_hands


def determinise(observation: dict, memory: CardMemory, identities, rng,
                role_pool: tuple[str, ...] = (), transit=None,
                message_weights=None) -> GameState:
    """A :class:`GameState` at this seat's pending decision, with the hidden facts sampled.

    ``identities``: one identity per seat (a sample of ``Beliefs``; the seat's own and the
    revealed ones must match the observation). An unseen message in transit is drawn with
    :data:`SENT_COLOUR_WEIGHT` for its sender's sampled identity (the card it held when it
    sent; after 偷龙转凤, uniformly from every unseen card), or with ``transit`` (a
    :class:`~fengsheng.bots.transit.TransitLog` fed the seat's events) by the fitted model of
    the message in transit, or by ``message_weights`` if given: a function of the sender's
    sampled identity giving {card: weight}
    (:class:`~fengsheng.bots.message_policy.SendLikelihood`). ``rng``: a ``random.Random``,
    the only source of the sampled facts. ``role_pool``: the role ids dealt from (roles on; empty = all 30).
    Raises ValueError if the decision is not :func:`supported`, :class:`Inconsistent` if the
    knowledge cannot be completed.
    """
    if not supported(observation):
        raise ValueError("only send, receive and window decisions can be determinised")
    seat = observation["seat"]
    config = Config.from_dict(observation["config"])
    state = GameState(config)
    cards = state.cards
    obs_players = observation["players"]
    me = observation["you"]
    # The beliefs sample identities as dealt; 临危受命 moved cards since: the taker holds what
    # its victim was dealt, the victim none, and where this seat is shown either, that wins.
    dealt, identities = list(identities), list(identities)
    exchanged = set()
    for taker, victim in memory.identity_taken:
        identities[taker], identities[victim] = identities[victim], NO_IDENTITY
        exchanged.update((taker, victim))
    identities = [p["identity"] if p["identity"] == NO_IDENTITY or p["seat"] in exchanged
                  and p["identity"] is not None else ident
                  for p, ident in zip(obs_players, identities)]
    for p, ident in zip(obs_players, identities):
        if p["identity"] is not None and p["identity"] != ident:
            raise ValueError(f"identity sample gives seat {p['seat']} {ident!r}, but the "
                             f"observation shows {p['identity']!r}")

    # -- cards: the known ones in place, the rest shuffled into the unseen places --------
    placed, known_discard, known_removed, known_hands = known_places(observation, memory)
    m = observation["message"]
    pool = [c for c in range(len(cards)) if c not in placed]
    rng.shuffle(pool)

    def take(pred=None) -> int:
        for i, c in enumerate(pool):
            if pred is None or pred(c):
                return pool.pop(i)
        if pred is not None:
            return take()
        raise Inconsistent("more unseen places than unseen cards")

    is_probe = (lambda c: cards[c].function == SHI_TAN)
    stack = []
    for it in observation["stack"]:
        card = it["card"]
        if card is None:   # a 试探 handed to others, or a skill that uses no card
            card = take(is_probe) if it["func"] == SHI_TAN else -1
        stack.append(StackItem(it["uid"], it["user"], card, it["func"], it["target"], it["ref"],
                               it["counterable"], it["nullified"], it["source"]))
    removed = sorted(known_removed)
    removed += [take(is_probe) for _ in range(observation["removed_count"] - len(removed))]
    message = None
    if m is not None:
        card = m["card"]
        if card is None and memory.message_swapped:   # any unseen card, of any transmission
            if not pool:
                raise Inconsistent("no unseen card for the message in transit")
            card = pool.pop(rng.randrange(len(pool)))
        elif card is None:
            at_send = _identities_at_send(identities, dealt, memory, m["sender"])
            sender = at_send[m["sender"]]
            weight = (sent_colour_weights(sender) if transit is None
                      else transit.colour_weights(observation, at_send))
            card_weight = None if message_weights is None else message_weights(sender)
            if card_weight is not None and transit is not None:   # both: colour x the send
                card_weight = {c: w * weight[cards[c].colour] for c, w in card_weight.items()}
            card = _sample_message(pool, cards, m["transmission"], weight, rng, card_weight)
        seers = set(memory.seen_message)
        if m["card"] is not None and not m["face_up"]:
            seers.add(seat)     # seen by a skill that leaves no 破译 event (e.g. 截胡)
        seen = [m["sender"]] * (m["sender"] in seers) + sorted(seers - {m["sender"]})
        message = {"card": card, "sender": m["sender"], "transmission": m["transmission"],
                   "target": m["target"], "holder": m["holder"], "direction": m["direction"],
                   "lured": tuple(m["lured"]), "seen_by": tuple(seen), "face_up": m["face_up"],
                   "returned": False, "hops": m["hops"]}
    players, hands = [], []
    for p, ident in zip(obs_players, identities):
        pl = Player(p["seat"], ident)
        pl.alive, pl.lost = p["alive"], p["lost"]
        pl.messages = list(p["messages"])
        pl.identity_revealed = p["seat"] != seat and p["identity"] is not None \
            or (p["seat"] == seat and not p["alive"])
        if p["seat"] == seat:
            hands.append(me["hand"])
        else:
            known = sorted(known_hands.get(p["seat"], ()))
            hands.append(known + [take() for _ in range(p["hand_count"] - len(known))])
        pl.role, pl.face_up, pl.role_seen = p["role"], p["face_up"], p["role_seen"]
        players.append(pl)
    discard = sorted(known_discard)
    discard += [take() for _ in range(observation["discard_count"] - len(discard))]
    if len(pool) != observation["deck_count"]:
        raise Inconsistent(f"{len(pool)} cards left for a deck of {observation['deck_count']}")
    state.players = players
    for pl, hand in zip(players, hands):
        set_hand(state, pl.seat, hand)
    state.deck = pool
    state.discard = discard
    state.removed = removed
    state.stack = stack
    state.message = message
    _sample_roles(state, observation, memory, rng, role_pool)

    # -- the rest of the public state and the control frames ------------------------------
    state.rng = rng.getrandbits(64)
    state.turn_player = observation["turn_player"]
    state.turn_number = observation["turn"]
    state.phase = observation["phase"]
    state.locks = tuple(observation["locks"])
    state.deaths = tuple(tuple(d) for d in observation["deaths"])
    state.step = observation["step"] or 0   # hidden from a seat's view (views.py)
    state.cannot_send = memory.cannot_send
    uids = [it["uid"] for it in observation["stack"]]
    state.next_uid = max([memory.max_uid] + uids) + 1
    state.frames = _frames(state, observation)
    p = observation["pending"]
    state.pending = Decision(seat, p["kind"], tuple(Option(*o) for o in p["options"]),
                             p["prompt"])
    return state


def _identities_at_send(now: list, dealt: list, memory: CardMemory, sender: int) -> list:
    """``now`` with the sender's entry the identity card it held when it sent the message in
    transit: it chose the card with that one, and a 临危受命 while the message travels (the
    sender the taker or the victim) changes what it holds, not what it sent."""
    if memory.takes_at_send == len(memory.identity_taken):
        return now
    held = list(dealt)
    for taker, victim in memory.identity_taken[:memory.takes_at_send]:
        held[taker], held[victim] = held[victim], NO_IDENTITY
    return now[:sender] + [held[sender]] + now[sender + 1:]


# How much likelier a sender's face-down message is of each colour than the unseen cards'
# mix suggests, by the colour's relation to the sender's side (measured on heuristic games:
# a faction's face-down messages were 49% its colour, 37% fake, 15% the other colour).
SENT_COLOUR_WEIGHT = {"own": 1.6, "black": 1.0, "other": 0.5}
FACTION_COLOUR = {"underground": "red", "military": "blue"}


def sent_colour_weights(sender_identity: str) -> dict[str, float]:
    """Weight of an unseen card of each colour as the sender's face-down message
    (:data:`SENT_COLOUR_WEIGHT` by the colour's relation to its side; all 1 for a 打酱油的)."""
    own = FACTION_COLOUR.get(sender_identity)
    if own is None:
        return {"red": 1.0, "blue": 1.0, "black": 1.0}
    return {c: SENT_COLOUR_WEIGHT["black" if c == "black" else "own" if c == own else "other"]
            for c in ("red", "blue", "black")}


def _sample_message(pool: list[int], cards, transmission: str, colour_weight: dict,
                    rng, card_weight: dict | None = None) -> int:
    """Draw the unseen message in transit from ``pool`` (and remove it), weighted as
    :func:`message_candidates` says."""
    fitting, weights = message_candidates(pool, cards, transmission, colour_weight, card_weight)
    return pool.pop(rng.choices(fitting, weights=weights)[0])


def message_candidates(pool: list[int], cards, transmission: str, colour_weight: dict,
                       card_weight: dict | None = None) -> tuple[list[int], list[float]]:
    """(indices into ``pool`` of the cards the unseen message may be, their weights): the
    cards that can be sent as ``transmission`` (all if none can), weighted by
    ``card_weight`` {card: weight} if given and not all zero there, else by
    ``colour_weight`` of their colour."""
    fitting = [i for i, c in enumerate(pool) if cards[c].transmission == transmission] \
        or list(range(len(pool)))
    if not fitting:
        raise Inconsistent("no unseen card for the message in transit")
    if card_weight is not None:
        weights = [card_weight.get(pool[i], 0.0) for i in fitting]
        if sum(weights) > 0:
            return fitting, weights
    return fitting, [colour_weight[cards[pool[i]].colour] for i in fitting]


def _sample_roles(state, observation, memory, rng, role_pool) -> None:
    """Face-down roles of others, drawn from the role cards not seen in play: jointly from
    the seat's role beliefs (``memory.roles``) if it keeps them, else uniformly."""
    if not observation["config"].get("roles"):
        return
    from ..roles.table import DEFAULT_ROLE_SET, ROLE_SETS
    cfg = observation["config"]
    pool_ids = tuple(cfg.get("role_pool") or role_pool
                     or ROLE_SETS[cfg.get("role_set", DEFAULT_ROLE_SET)])
    if not set(pool_ids) <= set(state.ruleset.roles):   # a pool the configuration does not name
        from ..engine.ruleset import rules_for
        state.ruleset = rules_for(state.config.deck,
                                  tuple(dict.fromkeys(state.ruleset.role_ids + pool_ids)))
    state.roles_in_play = True
    seen = {p.role for p in state.players if p.role is not None} | memory.out_roles
    hidden_pool = [r for r in pool_ids if r not in seen and state.ruleset.roles[r].hidden]
    if memory.roles is not None:
        try:
            drawn = memory.roles.sample(rng, hidden_pool)
        except ValueError as e:     # fewer role cards left than face-down seats
            raise Inconsistent(str(e)) from None
        for p in state.players:
            if p.role is None and p.seat in drawn:
                p.role = drawn[p.seat]
                p.face_up = False
                hidden_pool.remove(p.role)
    rng.shuffle(hidden_pool)
    for p in state.players:
        if p.role is None:
            if not hidden_pool:
                raise Inconsistent("no face-down role left to give")
            p.role = hidden_pool.pop()
            p.face_up = False


def _frames(state, observation) -> list:
    """The frame stack of the pending decision (turn.py, message.py, window.py)."""
    p = observation["pending"]
    seat = observation["seat"]
    if p["kind"] == "send":
        return [Turn(SEND_MESSAGE)]
    if p["kind"] == "receive":
        return [Turn(PLAY_2), Message("receive")]
    ctx = p["prompt"]
    window = Window(ctx, seat, _passes(state, seat))
    if ctx == TRANSMIT:
        return [Turn(PLAY_2), Message("move"), window]
    if ctx == ARRIVE:
        return [Turn(PLAY_2), Message("receive"), window]
    return [Turn(_NEXT_PHASE[ctx]), window]


def _passes(state, seat: int) -> int:
    """Passes in a row before ``seat`` got priority: every living seat from the one after
    the last card's user (or from the turn player, over an empty stack) up to ``seat``."""
    if state.stack:
        start = state.right_of(state.stack[-1].user)
    else:
        tp = state.turn_player
        start = tp if state.players[tp].alive else state.right_of(tp)
    count = 0
    s = start
    while s != seat and count < state.n:
        count += 1
        s = state.right_of(s)
    return count


__all__ = ["CardMemory", "Inconsistent", "determinise", "known_places", "message_candidates",
           "sent_colour_weights", "supported"]
