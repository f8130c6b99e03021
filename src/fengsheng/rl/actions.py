"""The action codec: one fixed ``Discrete(NUM_ACTIONS)`` for every seat, and the map between
action ids and the engine's legal :class:`~fengsheng.engine.Option` s.

An action id stands for a *key* ``(kind, func, face, seat, ref)`` that means the same thing in
every state (the layout is in docs/rl.md):

- ``kind``, ``func``: the option's kind and function / transmission / skill id / choice word;
- ``face``: the card used, sent or chosen, by its face (``vocab.FACES``: function, colour and
  试探 bet and effect), never by its id or hand position;
- ``seat``: the target, relative to the acting seat (0 = itself, 1 = its right-hand player, …);
  for a chosen card that is a message on the table, the seat it lies in front of;
- ``ref``: a stack item by depth from the top (识破, 惊觉), a message card by face (烧毁, 潜藏伏击),
  or ``1`` for a message sent leftwards (逢缘).

Every legal option has a key; options sharing a key differ only in *which* of several
identical cards (same face, same place: one hand, one player's messages) they name, and the
first in the engine's order is taken. The one
limit: a stack item deeper than ``STACK_SLOTS - 1`` from the top shares the deepest slot's id.
``WAIT`` (id 0) is the one legal action of a seat with nothing to decide.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ..engine import Option
from .vocab import (ALL_FACES, BLACK_FACES, CHOOSE_SEAT_WORDS, CHOOSE_WORDS, MAX_SEATS,
                    ROLE_IDS, SKILL_ARGS, STACK_SLOTS, TRANSMISSIONS, USE_ARGS, card_faces)


class Key(NamedTuple):
    """What an action id stands for; -1 marks an absent field (see the module docstring)."""
    kind: str
    func: str = ""
    face: int = -1
    seat: int = -1
    ref: int = -1


class CodecError(ValueError):
    """A legal option the codec has no id for (the codec is incomplete: a bug)."""


LEFTWARDS = 1   # engine/message.py: Option.ref of a message sent leftwards
_ARG_VALUES = {
    "seat": range(MAX_SEATS), "stack": range(STACK_SLOTS), "message": ALL_FACES,
    "black_message": BLACK_FACES, "direction": (-1, LEFTWARDS), "card": ALL_FACES,
}


def _expand(base: Key, args: tuple[str, ...]) -> list[Key]:
    keys = [base]
    for arg in args:
        field = {"card": "face", "seat": "seat"}.get(arg, "ref")
        keys = [k._replace(**{field: v}) for k in keys for v in _ARG_VALUES[arg]]
    return keys


def _build_keys() -> tuple[Key, ...]:
    keys = [Key("wait"), Key("pass"), Key("take"), Key("decline"), Key("yes"), Key("no")]
    for func, (faces, args) in USE_ARGS.items():
        for f in faces:
            keys += _expand(Key("use", func, f), args)
    for t in TRANSMISSIONS:
        for f in ALL_FACES:
            keys += _expand(Key("send", t, f), ("seat",) if t == "direct" else ("direction",))
    for skill, args in SKILL_ARGS.items():
        keys += _expand(Key("skill", skill), args)
    keys += [Key("choose", face=f) for f in ALL_FACES]
    keys += [Key("choose", face=f, seat=s) for f in ALL_FACES for s in range(MAX_SEATS)]
    keys += [Key("choose", seat=s) for s in range(MAX_SEATS)]
    keys += [Key("choose", w) for w in (*CHOOSE_WORDS, *ROLE_IDS)]
    keys += [Key("choose", w, seat=s) for w in CHOOSE_SEAT_WORDS for s in range(MAX_SEATS)]
    assert len(set(keys)) == len(keys)
    return tuple(keys)


KEYS: tuple[Key, ...] = _build_keys()
KEY_ID: dict[Key, int] = {k: i for i, k in enumerate(KEYS)}
NUM_ACTIONS = len(KEYS)
WAIT = KEY_ID[Key("wait")]
# (kind, func) -> id of the keys without face, seat or ref: the id of an option that names no
# card, seat or ref, whatever the context (option_key gives it the same key).
_PLAIN = {(k.kind, k.func): i for i, k in enumerate(KEYS) if k.face == k.seat == k.ref == -1}

# What an option's ``ref`` holds, by (kind, func); sends always carry a direction.
REF_ARG = {("use", f): a for f, (_, args) in USE_ARGS.items() for a in args
            if a in ("stack", "black_message")}
REF_ARG.update({("skill", s): a for s, args in SKILL_ARGS.items() for a in args
                 if a in ("stack", "message")})


class Context(NamedTuple):
    """What encoding an option needs to know, all of it from the acting seat's observation:
    its seat, the table size, card id → face, the stack's uids from the top, and message card
    id → the seat it lies in front of."""
    me: int
    n: int
    faces: tuple[int, ...]
    stack_uids: tuple[int, ...]
    message_seat: dict[int, int]

    @classmethod
    def from_view(cls, view: dict) -> "Context":
        """Raises ValueError for an observation without a seat (a spectator's)."""
        if view["seat"] is None:
            raise ValueError("actions are encoded for a seat, not for a spectator")
        cfg = view["config"]
        return cls(view["seat"], cfg["players"], card_faces(cfg["deck"]),
                   tuple(it["uid"] for it in reversed(view["stack"])),
                   {c: p["seat"] for p in view["players"] for c in p["messages"]})


def option_key(option: Option, ctx: Context) -> Key:
    """The key of ``option`` answered by seat ``ctx.me``. Raises CodecError if the option has
    a field the codec cannot place (e.g. a ``ref`` on an option whose kind takes none)."""
    kind, card, func, seat, ref = option
    face = ctx.faces[card] if card >= 0 else -1
    if kind == "choose" and card >= 0 and card in ctx.message_seat:
        if seat >= 0:
            raise CodecError(f"{option}: a chosen message cannot also name a seat")
        seat = ctx.message_seat[card]
    rel = (seat - ctx.me) % ctx.n if seat >= 0 else -1
    if ref >= 0:
        arg = "direction" if kind == "send" else REF_ARG.get((kind, func))
        if arg == "stack":
            try:
                ref = min(ctx.stack_uids.index(ref), STACK_SLOTS - 1)
            except ValueError:
                raise CodecError(f"{option} targets no item on the stack") from None
        elif arg in ("message", "black_message"):
            ref = ctx.faces[ref]
        elif arg != "direction":
            raise CodecError(f"{option}: no action carries a ref for {kind} {func!r}")
    return Key(kind, func, face, rel, ref)


def encode(option: Option, ctx: Context) -> int:
    """The action id of ``option``. Raises CodecError if it has none."""
    key = option_key(option, ctx)
    try:
        return KEY_ID[key]
    except KeyError:
        raise CodecError(f"no action id for {option} (key {key})") from None


def legal_actions(view: dict) -> dict[int, Option | None]:
    """Action id → the option it takes now, for the seat whose observation ``view`` is
    (``views.observe(state, seat)``). ``{WAIT: None}`` when the seat has nothing to decide.
    Among options sharing an id the first in the engine's order is kept (module docstring).
    Raises CodecError for a legal option without an id."""
    pending = view["pending"]
    if not pending or not pending["yours"]:
        return {WAIT: None}
    ctx = None
    legal: dict[int, Option] = {}
    for o in pending["options"]:
        option = Option(*o)
        # An option naming no card, seat or ref needs no context (the common pass).
        i = _PLAIN.get((o[0], o[2])) if o[1] < 0 and o[3] < 0 and o[4] < 0 else None
        if i is None:
            ctx = ctx or Context.from_view(view)
            i = encode(option, ctx)
        legal.setdefault(i, option)
    return legal


def mask_of(legal: dict) -> np.ndarray:
    """The action mask (int8, shape ``(NUM_ACTIONS,)``) of ``legal_actions(...)``'s result."""
    mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
    mask[list(legal)] = 1
    return mask


def describe(action: int) -> str:
    """A short text of what ``action`` means, e.g. ``use suo_ding face=0 seat=+2``."""
    if not 0 <= action < NUM_ACTIONS:
        raise ValueError(f"no action {action!r}: ids run 0..{NUM_ACTIONS - 1}")
    k = KEYS[action]
    parts = [k.kind, k.func] if k.func else [k.kind]
    if k.face >= 0:
        parts.append(f"face={k.face}")
    if k.seat >= 0:
        parts.append(f"seat=+{k.seat}")
    if k.ref >= 0:
        parts.append(f"ref={k.ref}")
    return " ".join(parts)
