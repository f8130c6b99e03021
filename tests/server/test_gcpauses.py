"""The server's garbage-collection settings and pause record (fengsheng.server.gcpauses)."""
from __future__ import annotations

import gc

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


def test_young_collections_run_on_the_timer_while_the_count_stays_under_the_threshold():
    import asyncio
    import threading
    old = gc.get_threshold()
    pauses = gcpauses.Pauses().install()
    try:
        gc.set_threshold(10 ** 6, 50, 100)    # the count alone would never trigger one here
        kept = [[i] for i in range(5_000)]   # young survivors
        assert gc.get_count()[0] >= 5_000

        async def a_while():
            try:
                await asyncio.wait_for(gcpauses.collect_young_forever(0.02), 0.3)
            except TimeoutError:
                pass
        # (in a thread of its own: another test's event loop may be running in this one)
        runner = threading.Thread(target=asyncio.run, args=(a_while(),))
        runner.start()
        runner.join(10)
        assert pauses.summary()[0]["n"] >= 3 and gc.get_count()[0] < 5_000
        assert kept[-1] == [4_999]
    finally:
        pauses.remove()
        gc.set_threshold(*old)
