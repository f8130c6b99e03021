"""The server's garbage-collection settings and pause record (fengsheng.server.gcpauses)."""
from __future__ import annotations

import gc
import time

from fengsheng.server import gcpauses


def test_pauses_are_recorded_per_generation_in_wall_and_cpu_time():
    pauses = gcpauses.Pauses().install()
    try:
        junk = [[i] for i in range(50_000)]
        gc.collect(2)
        del junk
    finally:
        pauses.remove()
    s = pauses.summary()
    assert s[2]["n"] >= 1 and s[2]["max_wall"] > 0 and s[2]["max_cpu"] >= 0
    assert gc.callbacks.count(pauses._callback) == 0


def test_settle_freezes_what_start_up_left_and_raises_the_thresholds():
    old = gc.get_threshold()
    try:
        gcpauses.settle()
        assert gc.get_freeze_count() > 0 and gc.get_threshold() == gcpauses.THRESHOLDS
    finally:
        gc.unfreeze()
        gc.set_threshold(*old)


def test_the_collector_runs_young_middle_and_full_collections_on_its_timer_and_freezes():
    old = gc.get_threshold()
    gc.set_threshold(10 ** 6, 10 ** 6, 10 ** 6)   # the counts alone would never trigger one here
    frozen = gc.get_freeze_count()
    kept = [[i] for i in range(5_000)]            # young survivors
    assert gc.get_count()[0] >= 5_000
    pauses = gcpauses.Pauses().install()
    collector = gcpauses.Collector(gcpauses.Schedule(young=0.01, middle=3, freeze=2))
    try:
        collector.start()
        deadline = time.monotonic() + 10
        while pauses.summary()[2]["n"] < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        collector.stop()
        s = pauses.summary()
        # ticks 1, 2: young; 3: middle; 4, 5: young; 6: full, then the survivors frozen; ...
        assert s[2]["n"] >= 2 and s[1]["n"] >= s[2]["n"] and s[0]["n"] >= 2 * s[1]["n"]
        assert gc.get_freeze_count() >= frozen + 5_000 and gc.get_count()[0] < 5_000
        assert kept[-1] == [4_999]
    finally:
        collector.stop()
        pauses.remove()
        gc.unfreeze()
        gc.set_threshold(*old)


def test_the_schedule_is_read_from_the_environment(monkeypatch):
    assert gcpauses.Schedule.from_env() == gcpauses.Schedule()
    monkeypatch.setenv("FENGSHENG_GC_YOUNG_EVERY", "0.05")
    monkeypatch.setenv("FENGSHENG_GC_MIDDLE_EVERY", "4")
    monkeypatch.setenv("FENGSHENG_GC_FREEZE_EVERY", "0")
    assert gcpauses.Schedule.from_env() == gcpauses.Schedule(0.05, 4, 0)
    monkeypatch.setenv("FENGSHENG_GC_RECLAIM_EVERY", "60")
    assert gcpauses.Schedule.from_env() == gcpauses.Schedule(0.05, 4, 0, 60.0)


def test_the_reclaim_frees_a_cycle_that_died_after_it_was_frozen():
    import weakref

    class Node:
        pass
    a, b = Node(), Node()
    a.other, b.other = b, a
    alive = weakref.ref(a)
    gc.collect()
    gc.freeze()
    del a, b
    assert gc.collect() == 0 and alive() is not None   # frozen: no collection walks it
    collector = gcpauses.Collector(gcpauses.Schedule(young=0.01, middle=2, freeze=1, reclaim=0.05))
    try:
        collector.start()
        deadline = time.monotonic() + 10
        while alive() is not None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert alive() is None
    finally:
        collector.stop()
        gc.unfreeze()


def test_frozen_garbage_counts_a_cycle_that_died_after_it_was_frozen():
    class Node:
        pass
    a, b = Node(), Node()
    a.other, b.other = b, a
    gc.collect()
    gc.freeze()
    del a, b   # the cycle is garbage now, but no collection walks frozen objects
    assert gc.collect() == 0
    assert gcpauses.frozen_garbage() >= 2 and gc.get_freeze_count() == 0


def test_a_closed_connection_is_freed_without_a_collection():
    """Frozen, a cycle that dies is never freed: a closed asyncio transport must leave none."""
    import asyncio
    import weakref
    gcpauses.break_transport_cycles()
    transports = []

    class Server(asyncio.Protocol):   # (as uvicorn's: it keeps its transport)
        def connection_made(self, transport):
            self.transport = transport
            transports.append(weakref.ref(transport))

    async def connections():
        loop = asyncio.get_running_loop()
        server = await loop.create_server(Server, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        clients = [await loop.create_connection(asyncio.Protocol, "127.0.0.1", port)
                   for _ in range(5)]
        while len(transports) < 5:
            await asyncio.sleep(0.01)
        for transport, _ in clients:
            transport.close()
        del clients
        server.close()
        await server.wait_closed()
        for _ in range(20):   # the server side sees EOF and closes its transports
            await asyncio.sleep(0.01)

    gc.disable()
    try:
        # In a thread of its own: a session's Playwright (tests/e2e) keeps an event loop running
        # in the main thread, where asyncio.run refuses to start.
        import threading
        runner = threading.Thread(target=asyncio.run, args=(connections(),))
        runner.start()
        runner.join()
        assert len(transports) == 5 and all(t() is None for t in transports)
    finally:
        gc.enable()
