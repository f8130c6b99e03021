"""Blunder counters: mistakes a bot makes, counted from the true game by the lab.

A :class:`Blunders` is handed to :func:`fengsheng.bots.play_game` as ``watch``: it sees each
answer with the true state before it is applied and the events it caused, and counts per
seat (bots never see it; the truth it reads is the lab's, after the fact):

- ``risky_send``: a black message sent by a seat holding two black messages while it had a
  non-black card to send that could not be a third of their colour for a player of another
  side (if everyone declines, the sender must take it back: death; a send that may hand the
  enemy the game is no better choice, so with only such cards besides blacks it is a
  dilemma, not counted);
- ``self_kill``: a player died of its own message (the engine's ``killer`` is itself: it came
  back to its sender, or its 锁定 was undone);
- ``third_black``: a take of a black message the seat could see while holding two blacks,
  when it could decline;
- ``enemy_win``: a message the seat sent became an opposing faction member's third of their
  colour (the enemy won with it);
- ``probe_ally``: a 试探 used on a member of the user's own faction;
- ``probe_enemy_draw``: a 试探 that made a member of the opposing faction draw two cards;
- ``probe_ally_draw``: the ``probe_ally`` that made the ally draw two cards: a gift, the
  one 试探 on an ally that is meant (counted in ``probe_ally`` too; the rest of
  ``probe_ally`` wasted a card on an ally);
- ``shi_po_ally``: a 识破 used on a card of a member of the user's own faction.

Faction relations use the identities at that moment; 打酱油的 have no allies or enemies.
"""
from __future__ import annotations

from .cards.deck import BLACK, BLUE, MILITARY, RED, UNDERGROUND
from .views import observe

KINDS = ("risky_send", "self_kill", "third_black", "enemy_win", "probe_ally",
         "probe_enemy_draw", "probe_ally_draw", "shi_po_ally")
COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}


def _relation(state, a: int, b: int) -> int:
    """+1 same faction, -1 opposing factions, 0 otherwise (打酱油的, or the same seat)."""
    x, y = state.players[a].identity, state.players[b].identity
    if a == b or x not in COLOUR or y not in COLOUR:
        return 0
    return 1 if x == y else -1


def _wins_for_another(state, seat: int, colour: str) -> bool:
    """Whether a message of ``colour`` could be the third of their colour for a living player
    not on ``seat``'s side (打酱油的 have no side: every faction member is another side)."""
    mine = state.players[seat].identity
    return any(p.alive and p.seat != seat and COLOUR.get(p.identity) == colour
               and (mine not in COLOUR or p.identity != mine)
               and sum(state.cards[c].colour == colour for c in p.messages) >= 2
               for p in state.players)


class Blunders:
    """Counts per seat (``counts[seat][kind]``) over one game (module text)."""

    def __init__(self, players: int):
        self.counts = [dict.fromkeys(KINDS, 0) for _ in range(players)]
        self._sender = None       # the sender of the message in transit
        self._uses: dict[int, int] = {}   # stack uid -> user
        self._prober = None

    def _blacks(self, state, seat) -> int:
        return sum(1 for c in state.players[seat].messages if state.cards[c].colour == BLACK)

    def decision(self, state, seat: int, option) -> None:
        kind = state.pending.kind
        cards = state.cards
        if kind == "send" and cards[option.card].colour == BLACK and self._blacks(state, seat) >= 2:
            if any(cards[o.card].colour != BLACK
                   and not _wins_for_another(state, seat, cards[o.card].colour)
                   for o in state.pending.options):
                self.counts[seat]["risky_send"] += 1
        elif (kind == "receive" and option.kind == "take"
              and any(o.kind == "decline" for o in state.pending.options)
              and self._blacks(state, seat) >= 2):
            card = observe(state, seat)["message"]["card"]
            if card is not None and cards[card].colour == BLACK:
                self.counts[seat]["third_black"] += 1

    def events(self, state, events: list[dict]) -> None:
        cards = state.cards
        for ev in events:
            t = ev["type"]
            if t == "message_sent":
                self._sender = ev["seat"]
            elif t == "message_taken" and self._sender is not None:
                taker, colour = ev["seat"], cards[ev["card"]].colour
                ident = state.players[taker].identity
                if (colour == COLOUR.get(ident) and _relation(state, self._sender, taker) < 0
                        and sum(cards[c].colour == colour
                                for c in state.players[taker].messages) >= 3):
                    self.counts[self._sender]["enemy_win"] += 1
            elif t == "died" and ev["seat"] == ev.get("killer"):
                self.counts[ev["seat"]]["self_kill"] += 1
            elif t == "used":
                self._uses[ev["uid"]] = user = ev["seat"]
                if ev["func"] == "shi_tan" and _relation(state, user, ev["target"]) > 0:
                    self.counts[user]["probe_ally"] += 1
                elif (ev["func"] == "shi_po" and ev["ref"] in self._uses
                      and _relation(state, user, self._uses[ev["ref"]]) > 0):
                    self.counts[user]["shi_po_ally"] += 1
            elif t == "probe_shown":
                self._prober = ev["user"]
            elif t == "probe_draws" and self._prober is not None:
                relation = _relation(state, self._prober, ev["seat"])
                if relation < 0:
                    self.counts[self._prober]["probe_enemy_draw"] += 1
                elif relation > 0:
                    self.counts[self._prober]["probe_ally_draw"] += 1
