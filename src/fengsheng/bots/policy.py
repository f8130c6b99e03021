"""The ``policy`` bot: a masked policy trained by reinforcement learning (docs/rl.md, "The
shipped policy"), run with NumPy only.

It reads what the RL environment's default (``history``) observation reads, built the same
way from the same inputs: the table vector from ``views.observe`` and the history summary
from the events its seat was shown, so it holds only what the seat may know. A small MLP
gives a logit per action id; the bot samples among the legal ids from its own seeded RNG
and answers the option the id stands for (``rl.legal_actions``).

The weights (``policy_weights.npz`` beside this file) record the environment version and
the encoding checksum (``rl.aec.encoding_checksum``) they were trained on; loading refuses
weights whose encodings differ from this build's, since every slot and id would mean
something else.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path

import numpy as np

from ..engine import Option
from .base import Bot

# fengsheng.rl is imported inside the functions: it imports this package (its opponents).

WEIGHTS = Path(__file__).with_name("policy_weights.npz")
LAYERS = 3   # tanh, tanh, logits


class PolicyWeightsError(ValueError):
    """Weights that cannot be used: a malformed file, or trained on other encodings."""


def save_weights(path, layers: list[tuple[np.ndarray, np.ndarray]], about: dict) -> None:
    """Write an MLP's ``(weight (in, out), bias (out,))`` layers as float16, with ``about``
    (how it was trained) and the environment version and encoding checksum of this build."""
    from ..rl.aec import ENV_VERSION, encoding_checksum
    if len(layers) != LAYERS:
        raise ValueError(f"the policy has {LAYERS} layers, got {len(layers)}")
    meta = dict(about, env_version=ENV_VERSION, encoding=encoding_checksum())
    arrays = {}
    for i, (w, b) in enumerate(layers):
        arrays[f"w{i}"] = np.asarray(w, np.float16)
        arrays[f"b{i}"] = np.asarray(b, np.float16)
    np.savez_compressed(path, meta=np.array(json.dumps(meta, ensure_ascii=False)), **arrays)


def load_weights(path=WEIGHTS) -> tuple[list[tuple[np.ndarray, np.ndarray]], dict]:
    """(layers as float32, the recorded metadata). Raises PolicyWeightsError for a missing
    or malformed file, or weights trained on another environment version or encoding."""
    from ..rl.aec import ENV_VERSION, encoding_checksum, observation_space
    try:
        with np.load(path, allow_pickle=False) as f:
            meta = json.loads(str(f["meta"]))
            if not isinstance(meta, dict):
                raise ValueError("its meta entry is not a JSON object")
            layers = [(f[f"w{i}"].astype(np.float32), f[f"b{i}"].astype(np.float32))
                      for i in range(LAYERS)]
    except (OSError, KeyError, ValueError) as e:
        raise PolicyWeightsError(f"cannot read policy weights {path}: {e}") from None
    found = (meta.get("env_version"), meta.get("encoding"))
    if found != (ENV_VERSION, encoding_checksum()):
        raise PolicyWeightsError(
            f"policy weights {path} were trained on environment version {found[0]}, encoding "
            f"{found[1]}; this build has version {ENV_VERSION}, encoding "
            f"{encoding_checksum()}: retrain them (docs/rl.md, 'The shipped policy')")
    size = observation_space().spaces["observation"].shape[0]
    shapes = [w.shape for w, _ in layers]
    if shapes[0][0] != size or any(a[1] != b[0] for a, b in zip(shapes, shapes[1:])) or \
            any(b.shape != (w.shape[1],) for w, b in layers):
        raise PolicyWeightsError(f"policy weights {path}: layer shapes {shapes} do not chain "
                                 f"from the observation's {size} slots")
    return layers, meta


@functools.cache
def _shipped():
    from ..rl.aec import observation_space
    layers, _ = load_weights(WEIGHTS)
    high = observation_space().spaces["observation"].high
    return layers, (1.0 / np.maximum(high, 1)).astype(np.float32)


class PolicyBot(Bot):
    """The shipped policy (module docstring) in one seat."""
    name = "policy"

    def __init__(self, seat: int, seed: int = 0, version: int = 1):
        super().__init__(seat, seed)
        self.layers, self.scale = _shipped()
        self._history = None   # the seat's rl.history.SeatHistory, from its first decision
        self._table_cache: dict = {}

    def features(self, observation: dict, events: list[dict]) -> np.ndarray:
        """Read ``events`` into the seat's history; the vector the environment's default
        observation holds now (the table, then the history summary), unscaled."""
        from ..rl.history import SeatHistory
        from ..rl.observation import encode_observation
        h = self._history
        if h is None:
            cfg = observation["config"]
            h = self._history = SeatHistory(self.seat, cfg["players"], cfg["deck"],
                                            keep_tokens=False)
        for ev in events:
            if ev["type"] in h.reads:
                h.add(ev)
            else:
                h.skip()
        return np.concatenate([encode_observation(observation, self._table_cache), h.summary()])

    def logits(self, x: np.ndarray, ids: list[int]) -> np.ndarray:
        """The actor's logits of action ids ``ids`` for the unscaled vector ``x``."""
        (w0, b0), (w1, b1), (w2, b2) = self.layers
        hidden = np.tanh(np.tanh((x * self.scale) @ w0 + b0) @ w1 + b1)
        return hidden @ w2[:, ids] + b2[ids]

    def pick(self, x: np.ndarray, observation: dict) -> Option:
        """A legal option drawn from the actor's distribution over the legal ids for the
        unscaled vector ``x`` (:meth:`features`)."""
        from ..rl.actions import legal_actions
        legal = legal_actions(observation)
        ids = list(legal)
        out = self.logits(x, ids)
        weights = np.exp(out - out.max()).tolist()
        return legal[self.rng.choices(ids, weights)[0]]

    def choose(self, observation: dict, events: list[dict]) -> Option:
        return self.pick(self.features(observation, events), observation)
