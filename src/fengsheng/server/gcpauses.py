"""Garbage-collection pauses of the server process: measured, and kept short.

A full collection walks every tracked object, and a server holding hundreds of games holds
millions of them: at 600 rooms such a pause took 150–310 ms, during which no room moved.
:func:`settle` runs once after ``fengsheng serve`` started: it collects, then freezes what is left (modules,
card and role tables, resumed games: objects that live as long as the process) so that no
collection walks them again, and raises the thresholds so that young collections happen
less often (each costs ~a millisecond, a full one far more). :class:`Pauses` records every
collection's duration (``FENGSHENG_GC_REPORT=FILE``: written there as JSON when the server
stops; ``benchmarks/server_load.py`` reads it). Figures: docs/web-server.md, "Load".
"""
from __future__ import annotations

import asyncio
import gc
import json
import os
import time

THRESHOLDS = (20_000, 50, 100)   # young, middle, full: see docs/web-server.md, "Load"


YOUNG_EVERY = 0.1   # seconds between the young collections of :func:`collect_young_forever`


def settle() -> None:
    """Collect, freeze, set :data:`THRESHOLDS` (``FENGSHENG_GC_THRESHOLDS=a,b,c``: those)."""
    gc.collect()
    gc.freeze()
    given = os.environ.get("FENGSHENG_GC_THRESHOLDS")
    gc.set_threshold(*(tuple(int(x) for x in given.split(",")) if given else THRESHOLDS))


async def collect_young_forever(every: float = YOUNG_EVERY) -> None:
    """A young collection every ``every`` seconds, whatever the allocation count says.
    CPython triggers one when allocations minus deallocations pass the threshold, and a
    server in steady state frees an old game state for every new one: the count hardly
    moves while the young generation fills with the new states (60,000–84,000 objects at 400
    rooms, 30–47 ms of CPU per collection, measured). On a timer it holds only what the last
    ``every`` seconds made."""
    while True:
        await asyncio.sleep(every)
        gc.collect(0)


class Pauses:
    """Durations (ms) of the collections of each generation while installed: wall time (what
    the rooms wait) and the thread's CPU time (the collection's own cost, which a machine
    shared with other work does not inflate)."""

    def __init__(self):
        self.ms: dict[int, list[tuple[float, float]]] = {0: [], 1: [], 2: []}
        self._start = (0.0, 0.0)

    def _callback(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = (time.perf_counter(), time.thread_time())
        else:
            wall, cpu = self._start
            self.ms[info["generation"]].append((1000 * (time.perf_counter() - wall),
                                                1000 * (time.thread_time() - cpu)))

    def install(self) -> Pauses:
        gc.callbacks.append(self._callback)
        return self

    def remove(self) -> None:
        if self._callback in gc.callbacks:
            gc.callbacks.remove(self._callback)

    def summary(self) -> dict:
        """Per generation: collections, and the longest and 99th-percentile pause in wall
        and CPU milliseconds."""
        out = {}
        for gen, pairs in self.ms.items():
            out[gen] = {"n": len(pairs)}
            for i, kind in enumerate(("wall", "cpu")):
                s = sorted(p[i] for p in pairs) or [0.0]
                out[gen][f"max_{kind}"] = s[-1]
                out[gen][f"p99_{kind}"] = s[min(len(s) - 1, int(0.99 * len(s)))]
        return out

    def write(self, path: str) -> None:
        with open(path, "w") as fh:
            json.dump(self.summary(), fh)
