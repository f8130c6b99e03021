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
