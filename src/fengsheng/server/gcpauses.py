"""Garbage-collection pauses of the server process: measured, and kept short.

A full collection walks every tracked object, and a server holding hundreds of games holds
hundreds of thousands of them: at 600 rooms such a pause took 150–310 ms, during which no
room moved. :func:`settle` runs once after ``fengsheng serve`` started: it collects, then
freezes what is left (modules, card and role tables, resumed games) so that no collection
walks them again, and raises the thresholds; a :class:`Collector` thread then collects on a
timer and freezes what survives, so that each collection walks only what the last fraction
of a second made. :class:`Pauses` records every collection's duration
(``FENGSHENG_GC_REPORT=FILE``: written there as JSON when the server stops;
``benchmarks/server_load.py`` reads it). Figures: docs/web-server.md, "Load".
"""
from __future__ import annotations

import gc
import json
import os
import threading
import time
from dataclasses import dataclass

THRESHOLDS = (20_000, 50, 100)   # young, middle, full: see docs/web-server.md, "Load"


@dataclass(frozen=True)
class Schedule:
    """When :class:`Collector` collects: a young collection every ``young`` seconds; every
    ``middle``-th of them a middle one instead; every ``freeze``-th middle one a full one,
    after which what survived it is frozen (0: never, for comparison); every ``reclaim``
    seconds everything is unfrozen and collected once (the one long pause that frees the
    cycles freezing kept: 0, never). The defaults: a full collection and a freeze every 0.2 s,
    a reclaim every hour (docs/web-server.md, "Load")."""
    young: float = 0.1
    middle: int = 2
    freeze: int = 1
    reclaim: float = 3600.0

    @classmethod
    def from_env(cls) -> Schedule:
        """``FENGSHENG_GC_YOUNG_EVERY`` (seconds; 0: no timer), ``FENGSHENG_GC_MIDDLE_EVERY``
        and ``FENGSHENG_GC_FREEZE_EVERY`` (counts; 0: never), ``FENGSHENG_GC_RECLAIM_EVERY``
        (seconds; 0: never), else the defaults."""
        env, d = os.environ.get, cls()
        return cls(float(env("FENGSHENG_GC_YOUNG_EVERY", d.young)),
                   int(env("FENGSHENG_GC_MIDDLE_EVERY", d.middle)),
                   int(env("FENGSHENG_GC_FREEZE_EVERY", d.freeze)),
                   float(env("FENGSHENG_GC_RECLAIM_EVERY", d.reclaim)))


def settle() -> None:
    """Collect, freeze, set :data:`THRESHOLDS` (``FENGSHENG_GC_THRESHOLDS=a,b,c``: those)."""
    break_transport_cycles()
    gc.collect()
    gc.freeze()
    given = os.environ.get("FENGSHENG_GC_THRESHOLDS")
    gc.set_threshold(*(tuple(int(x) for x in given.split(",")) if given else THRESHOLDS))


def break_transport_cycles() -> None:
    """A closed asyncio socket transport keeps a bound method of itself
    (``_read_ready_cb``): a cycle of 6 objects (with its socket) that only a collection
    frees, and never once frozen — every connection the server ever closed, measured. So
    it is dropped when the connection is lost (the transport reads nothing after that)."""
    from asyncio import selector_events
    cls = selector_events._SelectorSocketTransport
    # A private method of CPython 3.11's asyncio: on another version without it, do nothing
    # (the cycle is then freed by the hourly reclaim of :class:`Collector`).
    if getattr(cls, "_fengsheng_breaks_cycle", False) or not hasattr(cls, "_call_connection_lost"):
        return
    lost = cls._call_connection_lost

    def call_connection_lost(self, exc):
        try:
            lost(self, exc)
        finally:
            self._read_ready_cb = None

    cls._call_connection_lost = call_connection_lost
    cls._fengsheng_breaks_cycle = True


class Collector(threading.Thread):
    """Collects on a timer (:class:`Schedule`), whatever the allocation counts say, so that no
    collection walks more than a fraction of a second's survivors. CPython starts a young
    collection when allocations minus deallocations pass the threshold, and a server in
    steady state frees an old game state for every new one: the count hardly moves while the
    young generation fills (60,000–84,000 objects at 400 rooms, measured). A full collection
    walks every object not frozen, and the connections and games of 400 rooms are ~455,000:
    so what survived one is frozen, and the next walks only what survived since. The price:
    a reference cycle that becomes garbage once frozen is freed only by the hourly reclaim
    (counted: :func:`frozen_garbage`), one collection of everything. A thread, not an asyncio task: a busy event loop runs its timers
    late (378 ticks of 0.1 s in 148 s at 400 rooms on a loaded machine), and meanwhile the
    young generation grows."""

    def __init__(self, schedule: Schedule = Schedule()):
        super().__init__(name="gc-collector", daemon=True)
        self.schedule = schedule
        self.stopped = threading.Event()

    def run(self) -> None:
        s, ticks = self.schedule, 0
        reclaimed = time.monotonic()
        while not self.stopped.wait(s.young):
            ticks += 1
            if s.freeze and s.reclaim and time.monotonic() - reclaimed >= s.reclaim:
                reclaimed = time.monotonic()
                gc.unfreeze()
                gc.collect(2)
                gc.freeze()
            elif s.middle and ticks % s.middle == 0:
                if s.freeze and ticks % (s.middle * s.freeze) == 0:
                    gc.collect(2)
                    gc.freeze()
                else:
                    gc.collect(1)
            else:
                gc.collect(0)

    def stop(self) -> None:
        self.stopped.set()
        self.join()


def frozen_garbage() -> int:
    """Objects the freezing left as garbage (unreachable, never freed): collects, unfreezes,
    collects again and counts what that found (at shutdown: it unfreezes everything)."""
    gc.collect()
    gc.unfreeze()
    return gc.collect()


class Pauses:
    """Durations (ms) of the collections of each generation while installed: wall time (what
    the rooms wait) and the thread's CPU time (the collection's own cost, which a machine
    shared with other work does not inflate)."""

    def __init__(self):
        self.ms: dict[int, list[tuple[float, float]]] = {0: [], 1: [], 2: []}
        self._start = (0.0, 0.0)
        self.frozen: int | None = None           # objects frozen at the end (set by the server)
        self.frozen_garbage: int | None = None   # of those, garbage (:func:`frozen_garbage`)

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
        out["frozen"], out["frozen_garbage"] = self.frozen, self.frozen_garbage
        return out

    def write(self, path: str) -> None:
        with open(path, "w") as fh:
            json.dump(self.summary(), fh)
