"""The wiring the ruleset replaced registration with (issue 13, item 3), held so that new code
cannot slip out of it: the frame kinds written out in ``frames.KINDS`` and the engine modules
listed in ``ruleset.frame_handlers`` are every frame class and every module declaring
``HANDLERS``; and since nothing registers at import, any engine module imports first."""
from __future__ import annotations

import importlib
import inspect
import subprocess
import sys
from pathlib import Path

import fengsheng.engine
from fengsheng.engine import frames
from fengsheng.engine.ruleset import frame_handlers

ENGINE = Path(fengsheng.engine.__file__).parent
MODULES = sorted(f"fengsheng.engine.{p.stem}" for p in ENGINE.glob("*.py") if p.stem != "__init__")


def test_every_frame_class_is_a_kind():
    classes = {c for _, c in inspect.getmembers(frames, inspect.isclass)
               if issubclass(c, frames.Frame) and c is not frames.Frame}
    assert set(frames.KINDS.values()) == classes
    assert all(frames.KINDS[c.kind] is c for c in classes)


def test_every_declared_handler_is_gathered_once_and_every_kind_runs():
    declared = [(m, cls) for m in MODULES
                for cls in getattr(importlib.import_module(m), "HANDLERS", {})]
    classes = [cls for _, cls in declared]
    assert len(classes) == len(set(classes)), declared   # no kind run by two modules
    run, answer = frame_handlers()
    assert set(run) == set(classes) == set(frames.KINDS.values())
    for m, cls in declared:
        r, a = importlib.import_module(m).HANDLERS[cls]
        assert run[cls] is r and answer.get(cls) is a, (m, cls)


def test_any_engine_module_imports_first():
    procs = {m: subprocess.Popen([sys.executable, "-c", f"import {m}"], stderr=subprocess.PIPE,
                                 text=True) for m in MODULES}
    failed = {m: p.communicate(timeout=120)[1].strip().splitlines()[-1:]
              for m, p in procs.items() if p.wait(timeout=120)}
    assert failed == {}
