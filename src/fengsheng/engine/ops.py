"""Small state operations shared by cards, skills and the turn: draw, discard, place messages,
reveal, lose. Each emits its events; none asks a question.

Players' hands, messages, identities and lives change only here: the rest of the engine,
cards and roles call these (tests/engine/test_ops_only.py). Only the builders of a state set
them otherwise, before it runs, when its mark is set and its trigger index empty (``GameState``,
``setup.new_game``, ``position.from_position``; outside the engine the determiniser,
bots/determinise.py); the test lists them. Each op sets ``state.unchecked``, so
that the mission check looks again (engine/flow.py), but for a card leaving a hand: no 机密任务
is met by that. A hand is a :class:`~.state.Hand` (its card ids as bits), replaced whole.
Each op that writes a player counts it in ``Player.changes`` (the RL encoder's cue that the
player's part of the table may have changed, so that it need not compare every player at
every step: rl/incremental.py)."""
from __future__ import annotations

from ..games import rng
from . import events
from .frames import Landed
from .state import NO_CARDS, Hand, card_ids
from .victory import check_end


def set_hand(state, seat: int, cards) -> None:
    """``seat`` now holds exactly ``cards`` (the deal, positions, determinisation)."""
    p = state.players[seat]
    p.hand = Hand.of(cards)
    p.changes += 1
    state.unchecked = True


def into_hand(state, seat: int, card: int) -> None:
    """Put ``card`` into ``seat``'s hand."""
    p = state.players[seat]
    p.hand = Hand(p.hand | 1 << card)
    p.changes += 1
    state.unchecked = True


def out_of_hand(state, seat: int, card: int) -> None:
    """Take ``card`` out of ``seat``'s hand. Raises ValueError (and changes nothing) if the hand
    does not hold it."""
    p = state.players[seat]
    bit = 1 << card
    if not p.hand & bit:
        raise ValueError(f"card {card} is not in seat {seat}'s hand")
    p.hand = Hand(p.hand ^ bit)
    p.changes += 1
    # No mark: no 机密任务 is met by a card leaving a hand (Mission.achieved).


def remove_message(state, seat: int, card: int) -> None:
    """Take ``card`` from the messages in front of ``seat`` (the caller says where it goes and
    emits the event). Raises ValueError (and changes nothing) if it is not there."""
    p = state.players[seat]
    p.messages.remove(card)
    p.changes += 1
    state.unchecked = True


def set_identity(state, seat: int, identity: str) -> None:
    """``seat`` now holds the identity card ``identity`` ('' for none: 临危受命)."""
    p = state.players[seat]
    p.identity = identity
    p.changes += 1
    state.unchecked = True


def revive(state, seat: int) -> None:
    """``seat``, dying, is saved (救美): alive again."""
    p = state.players[seat]
    p.alive = True
    p.changes += 1
    state.unchecked = True


def ensure_deck(state) -> None:
    """Rulebook 抽牌阶段: when the deck is empty, shuffle the discard pile into a new deck at once."""
    if not state.deck and state.discard:
        cards = state.discard
        state.discard = []
        state.rng = rng.shuffle(state.rng, cards)
        state.deck = cards
        events.reshuffle(state, len(cards))


def take_top(state) -> int | None:
    """Take the deck's top card (reshuffling first if needed); None if no card exists."""
    if not state.deck:
        ensure_deck(state)
        if not state.deck:
            return None
    c = state.deck.pop()
    if not state.deck:
        ensure_deck(state)
    return c


def peek_top(state) -> int | None:
    ensure_deck(state)
    return state.deck[-1] if state.deck else None


def draw(state, seat: int, n: int) -> list[int]:
    """Draw up to ``n`` cards into ``seat``'s hand (fewer if deck and discard run out)."""
    deck = state.deck
    if 0 < n < len(deck):   # no reshuffle on the way: the top ``n`` cards, top first, at once
        got = deck[:-n - 1:-1]
        del deck[-n:]
    else:
        got = []
        for _ in range(n):
            c = take_top(state)
            if c is None:
                break
            got.append(c)
    p = state.players[seat]
    bits = p.hand
    for c in got:
        bits |= 1 << c
    p.hand = Hand(bits)
    p.changes += 1
    state.unchecked = True
    events.draw(state, seat, got)
    return got


def discard_from_hand(state, seat: int, card: int) -> None:
    """Discard a hand card face down (暗弃, docs/rulings.md R21)."""
    out_of_hand(state, seat, card)
    state.discard.append(card)
    events.discard(state, seat, card)


def place_messages(state, seat: int, cards: list[int], sender: int, killer: int,
                   via: str) -> None:
    """Put ``cards`` face up in front of ``seat`` (获得情报) all at once, then check victory,
    death and receipt triggers (frame 'landed'). ``sender``: who sent it (-1 if nobody);
    ``killer``: who is credited with a death it causes (亲手); ``via``: 'message' | 'intercept'
    | 'mixed' | a skill id."""
    p = state.players[seat]
    p.messages.extend(cards)
    p.changes += 1
    state.unchecked = True
    events.message_placed(state, seat, list(cards), sender, via)
    state.frames.append(Landed(seat, tuple(cards), sender, killer, via))


def reveal_identity(state, seat: int) -> None:
    p = state.players[seat]
    if not p.identity_revealed:
        p.identity_revealed = True
        p.changes += 1
        events.identity_revealed(state, seat, p.identity)


def clear_out(state, seat: int) -> None:
    """A dead or lost player's cards go to the discard pile; identity and role are shown; a
    锁定 on them ends (a player out of the game receives no message)."""
    p = state.players[seat]
    hand = card_ids(p.hand)
    # The hand goes face down (暗弃, ruling R21); the messages were face up already.
    events.cards_discarded(state, seat, hand, list(p.messages))
    state.discard.extend(hand)
    state.discard.extend(p.messages)
    p.hand = NO_CARDS
    p.messages.clear()
    p.changes += 1
    state.unchecked = True
    if p.role is not None and not p.face_up:
        p.face_up = p.role_seen = True
        events.role_revealed(state, seat, p.role)
    reveal_identity(state, seat)
    if seat in state.locks:
        state.locks = tuple(s for s in state.locks if s != seat)


def die(state, seat: int, killer: int) -> None:
    """``seat`` begins to die (死亡): dead from now on, listed in ``state.deaths`` with who
    killed them (-1: nobody)."""
    p = state.players[seat]
    p.alive = False
    p.changes += 1
    state.deaths = state.deaths + ((seat, killer),)
    state.unchecked = True


def death_averted(state, seat: int) -> None:
    """``seat``, saved while dying (:func:`revive`), is no longer among the deaths."""
    state.deaths = tuple(d for d in state.deaths if d[0] != seat)
    state.unchecked = True


def lose(state, seat: int, reason: str) -> None:
    """输掉游戏: out of the game without death triggers (rulebook 输掉游戏)."""
    p = state.players[seat]
    p.alive = False
    p.lost = True
    p.changes += 1
    state.unchecked = True
    events.lost(state, seat, reason)
    clear_out(state, seat)
    check_end(state)


# -- operations used by role skills -------------------------------------------------------

def give_card(state, from_seat: int, to_seat: int, card: int) -> None:
    """Hand a card to another player ("分给"): only the two of them see which."""
    out_of_hand(state, from_seat, card)
    into_hand(state, to_seat, card)
    events.card_given(state, from_seat, to_seat, card)


def take_random_card(state, from_seat: int, to_seat: int) -> int | None:
    """"抽取…手牌": ``to_seat`` takes a card from ``from_seat``'s hand blind (at random).
    Returns it, or None if the hand is empty ("视为抽取无效")."""
    hand = card_ids(state.players[from_seat].hand)
    if not hand:
        events.take_nothing(state, to_seat, from_seat)
        return None
    state.rng, i = rng.below(state.rng, len(hand))
    card = hand[i]
    out_of_hand(state, from_seat, card)
    into_hand(state, to_seat, card)
    events.card_taken(state, to_seat, from_seat, card)
    return card


def burn_message(state, seat: int, card: int, by: int) -> None:
    """烧毁情报: a message in front of ``seat`` goes to the discard pile."""
    remove_message(state, seat, card)
    state.discard.append(card)
    events.burned(state, seat, card, by)


def place_from_hand(state, from_seat: int, to_seat: int, cards: list[int], via: str) -> None:
    """放置情报 ("如没特别注明，都由手牌中放置到目标玩家面前"): ``from_seat`` puts ``cards`` from
    its hand face up in front of ``to_seat``, all at once; a death it causes is ``from_seat``'s
    (亲手: 角色效果). Victory, death and triggers follow (frame 'landed')."""
    for c in cards:
        out_of_hand(state, from_seat, c)
    place_messages(state, to_seat, list(cards), -1, from_seat, via)


def message_to_hand(state, seat: int, card: int, to_seat: int) -> None:
    """A message in front of ``seat`` goes into ``to_seat``'s hand (public: it was face up)."""
    remove_message(state, seat, card)
    into_hand(state, to_seat, card)
    events.message_to_hand(state, seat, card, to_seat)


def to_deck_top(state, card: int, seat: int = -1, from_messages: bool = False) -> None:
    """Put a card on top of the deck: from ``seat``'s messages (public) or hand (face down)."""
    if from_messages:
        remove_message(state, seat, card)
        events.message_to_deck(state, seat, card)
    elif seat >= 0:
        out_of_hand(state, seat, card)
        events.card_to_deck(state, seat, card)
    state.deck.append(card)


def show_top(state) -> int | None:
    """展示牌库顶的一张牌: everyone sees it; it stays on top. None if no card exists."""
    c = peek_top(state)
    if c is not None:
        events.top_shown(state, c)
    return c
