"""Small state operations shared by cards, skills and the turn: draw, discard, place messages,
reveal, lose. Each emits its events; none asks a question."""
from __future__ import annotations

from . import rng


def ensure_deck(state) -> None:
    """Rulebook 抽牌阶段: when the deck is empty, shuffle the discard pile into a new deck at once."""
    if not state.deck and state.discard:
        cards = state.discard
        state.discard = []
        state.rng = rng.shuffle(state.rng, cards)
        state.deck = cards
        state.emit("reshuffle", size=len(cards))


def take_top(state) -> int | None:
    """Take the deck's top card (reshuffling first if needed); None if no card exists."""
    ensure_deck(state)
    if not state.deck:
        return None
    c = state.deck.pop()
    ensure_deck(state)
    return c


def peek_top(state) -> int | None:
    ensure_deck(state)
    return state.deck[-1] if state.deck else None


def draw(state, seat: int, n: int) -> list[int]:
    """Draw up to ``n`` cards into ``seat``'s hand (fewer if deck and discard run out)."""
    got = []
    for _ in range(n):
        c = take_top(state)
        if c is None:
            break
        got.append(c)
    state.players[seat].hand.extend(got)
    state.emit("draw", private=(seat,), hide=("cards",), seat=seat, n=len(got), cards=got)
    return got


def to_discard(state, cards) -> None:
    state.discard.extend(cards)


def discard_from_hand(state, seat: int, card: int) -> None:
    """Discard a hand card face down (暗弃, docs/rulings.md R21)."""
    state.players[seat].hand.remove(card)
    state.discard.append(card)
    state.emit("discard", private=(seat,), hide=("card",), seat=seat, card=card)


def place_messages(state, seat: int, cards: list[int], sender: int, killer: int,
                   via: str) -> None:
    """Put ``cards`` face up in front of ``seat`` (获得情报) all at once, then check victory,
    death and receipt triggers (frame 'landed'). ``sender``: who sent it (-1 if nobody);
    ``killer``: who is credited with a death it causes (亲手); ``via``: 'message' | 'intercept'
    | 'mixed' | a skill id."""
    state.players[seat].messages.extend(cards)
    state.emit("message_placed", seat=seat, cards=list(cards), sender=sender, via=via)
    state.frames.append({"kind": "landed", "seat": seat, "cards": tuple(cards), "sender": sender,
                         "killer": killer, "via": via, "step": 0})


def reveal_identity(state, seat: int) -> None:
    p = state.players[seat]
    if not p.identity_revealed:
        p.identity_revealed = True
        state.emit("identity_revealed", seat=seat, identity=p.identity)


def clear_out(state, seat: int) -> None:
    """A dead or lost player's cards go to the discard pile; identity and role are shown."""
    p = state.players[seat]
    # The hand goes face down (暗弃, ruling R21); the messages were face up already.
    state.emit("cards_discarded", private=(), hide=("hand",), seat=seat, hand=list(p.hand),
               hand_count=len(p.hand), messages=list(p.messages))
    state.discard.extend(p.hand)
    state.discard.extend(p.messages)
    p.hand.clear()
    p.messages.clear()
    if p.role is not None and not p.face_up:
        p.face_up = True
        state.emit("role_revealed", seat=seat, role=p.role)
    reveal_identity(state, seat)


def lose(state, seat: int, reason: str) -> None:
    """输掉游戏: out of the game without death triggers (rulebook 输掉游戏)."""
    from .victory import check_end
    p = state.players[seat]
    p.alive = False
    p.lost = True
    state.emit("lost", seat=seat, reason=reason)
    clear_out(state, seat)
    check_end(state)
