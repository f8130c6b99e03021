"""菲力猫 for RL: action ids and the observation vector, built from ``FELIX.observe(state,
seat)`` only (docs/rl.md, section 菲力猫). The engine knows nothing of tensors; this is the one
place that does.

Action ids (``NUM_ACTIONS`` = 120): 0 pass · 1 buy (the row for 1 mouse) · 2-11 commit kind
0-9 (−8 −5 3 5 8 11 15 rabbit large dog small dog) · 12-119 bid a total of 1-108 mice.

Observation (``SIZE`` floats in [0, 1]); seats are relative to the observer (0 = you):
own hand (10 kinds) · own mice /108 · phase (commit, bid, buy) · round /9 · start player (5) ·
row: 5 slots × (committed, face up, kind one-hot 10 if visible to you) · owner of each slot
relative (5 × 6: dummy or seat 0-4) · mice on the 4 mouse cards /6 · bank /108 · high bid /108 ·
per seat (5): bid /108, passed, hand size /9, cat points (+8)/120, is the high bidder · cards
seen so far per kind /5 (in finished rows: counting) · players (3, 4, 5).
"""
from __future__ import annotations

import numpy as np

from ..games.felix.cards import SET_SIZE, total_mice

NUM_ACTIONS = 120
MAX_MICE = total_mice(5)
MAX_SEATS, MAX_SLOTS = 5, 5
SIZE = (SET_SIZE + 1 + 3 + 1 + MAX_SEATS + MAX_SLOTS * (2 + SET_SIZE) + MAX_SLOTS * 6 + 4 + 1 + 1
        + MAX_SEATS * 5 + SET_SIZE + 3)
PHASES = ("commit", "bid", "buy")


def action_id(option) -> int:
    verb, n = option
    if verb == "pass":
        return 0
    if verb == "buy":
        return 1
    if verb == "commit":
        return 2 + n
    return 11 + n


def option_of(action: int) -> tuple:
    if action == 0:
        return ("pass", 0)
    if action == 1:
        return ("buy", 1)
    if action < 12:
        return ("commit", action - 2)
    return ("bid", action - 11)


def mask(observation: dict) -> np.ndarray:
    m = np.zeros(NUM_ACTIONS, np.int8)
    p = observation["pending"]
    if p is not None and p.get("yours"):
        m[[action_id(tuple(o)) for o in p["options"]]] = 1
    return m


def encode(obs: dict) -> np.ndarray:
    n, me = obs["players"], obs["seat"]
    rel = lambda q: (q - me) % n          # noqa: E731  (seat relative to the observer)
    v = np.zeros(SIZE, np.float32)
    i = 0
    for k in obs["you"]["hand"]:
        v[i + k] = 1
    i += SET_SIZE
    v[i] = obs["you"]["mice"] / MAX_MICE
    i += 1
    if obs["phase"] in PHASES:
        v[i + PHASES.index(obs["phase"])] = 1
    i += 3
    v[i] = obs["round"] / 9
    i += 1
    v[i + rel(obs["start"])] = 1
    i += MAX_SEATS
    for r in obs["row"]:
        base = i + r["slot"] * (2 + SET_SIZE)
        v[base] = 1
        v[base + 1] = float(r["up"])
        if r["card"] is not None:
            v[base + 2 + r["card"] % SET_SIZE] = 1
    i += MAX_SLOTS * (2 + SET_SIZE)
    owners = ([-1] if n == 3 else []) + [(obs["start"] + j) % n for j in range(n)]
    for slot, o in enumerate(owners):
        v[i + slot * 6 + (0 if o < 0 else 1 + rel(o))] = 1
    i += MAX_SLOTS * 6
    for j, m in enumerate(obs["on_cards"]):
        v[i + j] = m / 6
    i += 4
    v[i] = obs["bank"] / MAX_MICE
    v[i + 1] = obs["high"] / MAX_MICE
    i += 2
    for t in obs["table"]:
        base = i + rel(t["seat"]) * 5
        v[base] = t["bid"] / MAX_MICE
        v[base + 1] = float(t["passed"])
        v[base + 2] = t["hand_size"] / 9
        v[base + 3] = min(1.0, max(0.0, (t["cat_points"] + 8) / 120))
        v[base + 4] = float(obs["high"] > 0 and t["bid"] == obs["high"])
    i += MAX_SEATS * 5
    for h in obs["history"]:
        for c in h["row"]:
            v[i + c % SET_SIZE] += 1 / 5
    i += SET_SIZE
    v[i + n - 3] = 1
    return v


def rewards(outcome: dict, n: int) -> list[float]:
    """+1 shared among the winners (a shared win gives each 1/k), then centred so the rewards
    of a game sum to 0."""
    share = [1 / len(outcome["winners"]) if s in outcome["winners"] else 0.0 for s in range(n)]
    return [x - 1 / n for x in share]
