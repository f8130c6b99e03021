"""Training-only information: the true identities, roles and hands of every seat, and the
global state. Built from the omniscient view ``views.observe(state, seat, omniscient=True)``.

None of this is part of an agent's default observation: the environments add it only when
asked (``privileged=True``, or ``state()``), for centralised critics, belief heads and
auxiliary losses at training time. A policy that reads it at play time cheats.
"""
from __future__ import annotations

import numpy as np

from ..cards.deck import IDENTITIES
from ..views import observe
from .observation import HIGH as TABLE_HIGH, SIZE as TABLE_SIZE, encode_observation
from .vocab import FACES, MAX_SEATS, ROLE_IDS, card_faces

# Per seat, relative to the observer (slot 0 = itself): identity, role (a 打酱油的's 机密任务
# is its role's), hand as counts per face.
SEAT_FIELDS = (("identity", len(IDENTITIES), 1.0), ("role", len(ROLE_IDS), 1.0),
               ("hand_faces", len(FACES), 81.0))
SEAT_SIZE = sum(size for _, size, _ in SEAT_FIELDS)
SIZE = MAX_SEATS * SEAT_SIZE + len(FACES)   # then the face of the message in transit
HIGH = np.concatenate([np.full(size, hi, np.float32) for _ in range(MAX_SEATS)
                       for _, size, hi in SEAT_FIELDS] + [np.ones(len(FACES), np.float32)])
STATE_SIZE = TABLE_SIZE + SIZE
STATE_HIGH = np.concatenate([TABLE_HIGH, HIGH])

_IDENT = {x: i for i, x in enumerate(IDENTITIES)}
_ROLE = {x: i for i, x in enumerate(ROLE_IDS)}
_ROLE_AT = len(IDENTITIES)
_HAND_AT = _ROLE_AT + len(ROLE_IDS)


def privileged_vector(state, seat: int) -> np.ndarray:
    """Everything hidden from ``seat`` that training may use (float32, ``(SIZE,)``)."""
    return _encode(observe(state, seat, omniscient=True), seat)


def _encode(view: dict, seat: int) -> np.ndarray:
    n = view["config"]["players"]
    faces = card_faces(view["config"]["deck"])
    x = np.zeros(SIZE, dtype=np.float32)
    for p in view["players"]:
        base = (p["seat"] - seat) % n * SEAT_SIZE
        if p["identity"]:
            x[base + _IDENT[p["identity"]]] = 1
        if p["role"]:
            x[base + _ROLE_AT + _ROLE[p["role"]]] = 1
        for c in p["hand"]:
            x[base + _HAND_AT + faces[c]] += 1
    m = view["message"]
    if m is not None and m["card"] is not None:
        x[MAX_SEATS * SEAT_SIZE + faces[m["card"]]] = 1
    return x


def global_state(state) -> np.ndarray:
    """The whole game as one vector (float32, ``(STATE_SIZE,)``): the table vector as seat 0
    would see it if nothing were hidden, then :func:`privileged_vector` for seat 0."""
    view = observe(state, 0, omniscient=True)
    return np.concatenate([encode_observation(view), _encode(view, 0)])
