"""The observation vector: a fixed-length float32 array built from one seat's observation
``views.observe(state, seat)`` and nothing else, so it holds only what that seat may know.

Seats are relative to the observer (slot 0 = itself, slot 1 = its right-hand player, …; slots
past the table size are zero). The blocks, in order, are listed in :data:`LAYOUT` (name, size,
upper bound); docs/rl.md describes them. Counts are raw card counts (bound 81); flags and
one-hots are 0/1; turn number is a fraction of the turn cap. Another seat's pending response
window or automatic-skill question is encoded as one "hidden" decision kind without a
prompt, so the two cannot be told apart (the kind alone would give a face-down 就计 away).
"""
from __future__ import annotations

import numpy as np

from ..cards.deck import BLACK, BLUE, FUNCTIONS, IDENTITIES, RED
from .vocab import (DECISION_KINDS, FACES, HIDDEN_KINDS, IDENTITY_TABLES, MAX_SEATS,
                    MESSAGE_STEPS, PHASE_IDS, PROMPTS, ROLE_IDS, TRANSMISSIONS, card_faces)

STACK_SHOWN = 8   # stack items described one by one, from the top; deeper ones only counted
N_FACES = len(FACES)
COLOURS3 = (RED, BLUE, BLACK)

_SEAT_BLOCK = (
    ("present", 1, 1), ("alive", 1, 1), ("lost", 1, 1), ("hand_count", 1, 81),
    ("message_faces", N_FACES, 81), ("message_colours", 3, 81),
    ("identity", len(IDENTITIES), 1), ("role", len(ROLE_IDS), 1), ("face_up", 1, 1),
    ("locked", 1, 1), ("turn_player", 1, 1), ("sender", 1, 1), ("target", 1, 1),
    ("holder", 1, 1), ("lured", 1, 1), ("deciding", 1, 1),
)
_STACK_BLOCK = (
    ("present", 1, 1), ("from_skill", 1, 1), ("func", len(FUNCTIONS) + 1, 1),
    ("user", MAX_SEATS, 1), ("target", MAX_SEATS, 1), ("nullified", 1, 1),
    ("counterable", 1, 1), ("face", N_FACES, 1),
)
LAYOUT: tuple[tuple[str, int, float], ...] = (
    ("players", 7, 1), ("roles_on", 1, 1), ("promo_deck", 1, 1),
    ("identity_table", len(IDENTITY_TABLES), 1),
    ("turn_fraction", 1, 1), ("phase", len(PHASE_IDS), 1),
    ("deck_count", 1, 81), ("discard_count", 1, 81), ("removed_count", 1, 81),
    ("my_identity", len(IDENTITIES), 1), ("my_hand_faces", N_FACES, 81), ("my_hand_size", 1, 81),
    ("role_offer", len(ROLE_IDS), 1),
    *((f"seat{r}.{name}", size, hi) for r in range(MAX_SEATS) for name, size, hi in _SEAT_BLOCK),
    ("message_present", 1, 1), ("message_transmission", len(TRANSMISSIONS), 1),
    ("message_visible", 1, 1), ("message_face", N_FACES, 1), ("message_face_up", 1, 1),
    ("message_leftwards", 1, 1), ("message_hops", 1, 81), ("message_step", len(MESSAGE_STEPS), 1),
    ("stack_size", 1, 81),
    *((f"stack{d}.{name}", size, hi) for d in range(STACK_SHOWN)
      for name, size, hi in _STACK_BLOCK),
    ("decision_kind", len(DECISION_KINDS), 1), ("decision_prompt", len(PROMPTS) + 1, 1),
    ("decision_mine", 1, 1), ("over", 1, 1),
)
OFFSET: dict[str, int] = {}
_o = 0
for _name, _size, _ in LAYOUT:
    OFFSET[_name] = _o
    _o += _size
SIZE = _o
HIGH = np.concatenate([np.full(size, hi, dtype=np.float32) for _, size, hi in LAYOUT])

SEAT_OFFSET = {name: off for name, off in
               zip((n for n, _, _ in _SEAT_BLOCK),
                   np.cumsum([0] + [s for _, s, _ in _SEAT_BLOCK])[:-1].tolist())}
SEAT_SIZE = sum(s for _, s, _ in _SEAT_BLOCK)
STACK_OFFSET = {name: off for name, off in
                zip((n for n, _, _ in _STACK_BLOCK),
                    np.cumsum([0] + [s for _, s, _ in _STACK_BLOCK])[:-1].tolist())}
STACK_SIZE = sum(s for _, s, _ in _STACK_BLOCK)

# Each name's slot within its one-hot group (read by incremental.py too).
IDENTITY = {x: i for i, x in enumerate(IDENTITIES)}
ROLE = {x: i for i, x in enumerate(ROLE_IDS)}
PHASE = {x: i for i, x in enumerate(PHASE_IDS)}
TRANSMISSION = {x: i for i, x in enumerate(TRANSMISSIONS)}
STEP = {x: i for i, x in enumerate(MESSAGE_STEPS)}
KIND = {x: i for i, x in enumerate(DECISION_KINDS)}
PROMPT = {x: i for i, x in enumerate(PROMPTS)}     # unknown prompts: the last slot
FUNC = {x: i for i, x in enumerate(FUNCTIONS)}     # skills: the last slot
TABLE = {x: i for i, x in enumerate(IDENTITY_TABLES)}
COLOUR_INDEX = tuple(COLOURS3.index(FACES[f][1]) for f in range(N_FACES))


def _player_entries(p: dict, base: int, faces) -> dict[int, float]:
    """The slots of one player's block (``base``: its first slot) and their values."""
    s = SEAT_OFFSET
    v = {base + s["present"]: 1, base + s["hand_count"]: p["hand_count"]}
    if p["alive"]:
        v[base + s["alive"]] = 1
    if p["lost"]:
        v[base + s["lost"]] = 1
    mf = base + s["message_faces"]
    mc = base + s["message_colours"]
    for c in p["messages"]:
        f = faces[c]
        v[mf + f] = v.get(mf + f, 0) + 1
        k = mc + COLOUR_INDEX[f]
        v[k] = v.get(k, 0) + 1
    if p["identity"]:
        v[base + s["identity"] + IDENTITY[p["identity"]]] = 1
    if p["role"]:
        v[base + s["role"] + ROLE[p["role"]]] = 1
    if p["face_up"]:
        v[base + s["face_up"]] = 1
    return v


def encode_observation(view: dict, cache: dict | None = None,
                       out: np.ndarray | None = None) -> np.ndarray:
    """The observation vector (float32, shape ``(SIZE,)``, within ``[0, HIGH]``) of the seat
    whose observation ``view`` is. ``cache``: a dict kept between calls for the same observer
    (the environment keeps one per seat): a player whose part of the view is equal to the one
    last seen is not encoded again (the result is the same as without a cache). ``out``: a
    zeroed float32 array of ``SIZE`` to write into (and return) instead of a new one.
    Raises ValueError for a spectator's view (no seat)."""
    me = view["seat"]
    if me is None:
        raise ValueError("observation vectors are built for a seat, not for a spectator")
    cfg = view["config"]
    n = cfg["players"]
    faces = card_faces(cfg["deck"])
    o = OFFSET
    # Collected as index -> value and written at once: numpy item writes are slow.
    v: dict[int, float] = {
        o["players"] + n - 3: 1, o["roles_on"]: cfg["roles"],
        o["promo_deck"]: cfg["deck"] == "promo",
        o["identity_table"] + TABLE[cfg["identity_table"]]: 1,
        o["turn_fraction"]: min(1.0, view["turn"] / cfg["max_turns"]),
        o["phase"] + PHASE[view["phase"]]: 1,
        o["deck_count"]: view["deck_count"], o["discard_count"]: view["discard_count"],
        o["removed_count"]: view["removed_count"],
    }
    you = view["you"]
    if you["identity"]:
        v[o["my_identity"] + IDENTITY[you["identity"]]] = 1
    hand_base = o["my_hand_faces"]
    for c in you["hand"]:
        k = hand_base + faces[c]
        v[k] = v.get(k, 0) + 1
    v[o["my_hand_size"]] = len(you["hand"])
    for r in you["role_offer"] or ():
        v[o["role_offer"] + ROLE[r]] = 1

    message = view["message"]
    pending = view["pending"]
    deciding = pending["seat"] if pending else None
    locks = view["locks"]
    turn_player = view["turn_player"]
    s = SEAT_OFFSET
    seat0 = o["seat0.present"]
    for p in view["players"]:
        seat = p["seat"]
        known = None if cache is None else cache.get(seat)
        if known is not None and known[0] == p:
            v.update(known[1])
            continue
        entries = _player_entries(p, seat0 + (seat - me) % n * SEAT_SIZE, faces)
        if cache is not None:
            cache[seat] = (p, entries)
        v.update(entries)
    for seat in locks:
        v[seat0 + (seat - me) % n * SEAT_SIZE + s["locked"]] = 1
    # Flags that name one seat each.
    v[seat0 + (turn_player - me) % n * SEAT_SIZE + s["turn_player"]] = 1
    if deciding is not None:
        v[seat0 + (deciding - me) % n * SEAT_SIZE + s["deciding"]] = 1
    if message is not None:
        for name in ("sender", "target", "holder"):
            if message[name] >= 0:
                v[seat0 + (message[name] - me) % n * SEAT_SIZE + s[name]] = 1
        for seat in message["lured"]:
            v[seat0 + (seat - me) % n * SEAT_SIZE + s["lured"]] = 1
    if message is not None:
        v[o["message_present"]] = 1
        v[o["message_transmission"] + TRANSMISSION[message["transmission"]]] = 1
        if message["card"] is not None:
            v[o["message_visible"]] = 1
            v[o["message_face"] + faces[message["card"]]] = 1
        v[o["message_face_up"]] = message["face_up"]
        v[o["message_leftwards"]] = message["direction"] == -1
        v[o["message_hops"]] = min(81, message["hops"])
        v[o["message_step"] + STEP[message["step"]]] = 1
    stack = view["stack"]
    v[o["stack_size"]] = len(stack)
    s = STACK_OFFSET
    for d, it in enumerate(reversed(stack[-STACK_SHOWN:])):
        base = o["stack0.present"] + d * STACK_SIZE
        v[base + s["present"]] = 1
        v[base + s["from_skill"]] = it["source"] != "card"
        v[base + s["func"] + FUNC.get(it["func"], len(FUNCTIONS))] = 1
        v[base + s["user"] + (it["user"] - me) % n] = 1
        if it["target"] >= 0:
            v[base + s["target"] + (it["target"] - me) % n] = 1
        v[base + s["nullified"]] = it["nullified"]
        v[base + s["counterable"]] = it["counterable"]
        if it["card"] is not None:
            v[base + s["face"] + faces[it["card"]]] = 1
    if pending:
        if not pending["yours"] and pending["kind"] in HIDDEN_KINDS:
            # One neutral kind and no prompt: whether another seat is in a response window or
            # asked about an automatic skill (a face-down role's 就计) is not the observer's.
            v[o["decision_kind"] + KIND["hidden"]] = 1
        else:
            v[o["decision_kind"] + KIND[pending["kind"]]] = 1
            v[o["decision_prompt"] + PROMPT.get(pending["prompt"], len(PROMPTS))] = 1
        v[o["decision_mine"]] = pending["yours"]
    v[o["over"]] = view["over"]
    x = np.zeros(SIZE, dtype=np.float32) if out is None else out
    x[np.fromiter(v.keys(), np.intp, len(v))] = np.fromiter(v.values(), np.float32, len(v))
    return x
