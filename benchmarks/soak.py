"""The soak: many random games, every invariant of the property tests checked as they go.

Run: ``.venv/bin/python benchmarks/soak.py --games 1000000 [--workers N] [--every K]``
(from a checkout: it reads the invariants from ``tests/``).

Game ``i`` is fixed by its index alone: 3–9 players (``3 + (i // 2) % 7``), role cards on odd
``i``, the standard deck for ``i % 4 < 2`` and the promo deck otherwise, dealt with seed ``i``
and answered by a uniform policy seeded with ``i``. After every ``K`` answers (1 by default)
and at the end, the invariants of ``tests/helpers_random.check_invariants`` (no roles) or
``tests/properties/test_roles_random_play.check_role_invariants`` (roles) are checked; a game
that raises, loops (``MAX_ANSWERS``) or breaks an invariant is a fault. Faults are grouped by
kind (the exception and where it was raised); each is printed with its game index, seed,
configuration, step, the answer that led to it and the position before that answer
(``to_position``: load it with ``from_position`` and apply the answer to see the fault again).
Games run on every core (``--workers``, default: the cores this process may use), in chunks,
with a progress bar.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import traceback
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1] / "tests"
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn  # noqa: E402

from fengsheng.engine import Config, flow, new_game  # noqa: E402
from fengsheng.engine.position import to_position  # noqa: E402
from fengsheng.notation import format_option  # noqa: E402

CHUNK = 50   # games a worker plays before it reports


def game_config(i: int) -> Config:
    """The configuration of game ``i`` (see the module docstring)."""
    return Config(players=3 + (i // 2) % 7, roles=i % 2 == 1,
                  deck="standard" if i % 4 < 2 else "promo")


def play_one(i: int, every: int = 1) -> dict | None:
    """Play game ``i``, checking the invariants; the fault, or None if it ran clean."""
    from helpers_random import MAX_ANSWERS, check_invariants
    from properties.test_roles_random_play import check_role_invariants
    config = game_config(i)
    check = check_role_invariants if config.roles else check_invariants
    state = before = None
    option = None
    try:
        state = new_game(config, i)
        check(state)
        rng = random.Random(i)
        while not state.over:
            if state.step >= MAX_ANSWERS:
                raise AssertionError(f"game not over after {MAX_ANSWERS} answers")
            option = rng.choice(state.pending.options)
            before = state.clone() if every == 1 else None
            flow.apply(state, option)
            if state.over or state.step % every == 0:
                check(state)
        return None
    except Exception as e:   # noqa: BLE001 - every fault is reported, whatever it is
        tb = traceback.extract_tb(e.__traceback__)[-1]
        fault = {"kind": f"{type(e).__name__} at {Path(tb.filename).name}:{tb.lineno} "
                         f"({tb.name})",
                 "message": str(e).splitlines()[0][:200] if str(e) else "",
                 "game": i, "seed": i, "config": config.to_dict(),
                 "step": None if state is None else state.step,
                 "answer": None if option is None else format_option(option)}
        if before is not None:
            try:
                fault["position"] = to_position(before)
            except Exception as pe:   # noqa: BLE001
                fault["position"] = f"(not representable: {pe})"
        return fault


def play_chunk(args: tuple[int, int, int]) -> tuple[int, list[dict]]:
    start, stop, every = args
    faults = [f for f in (play_one(i, every) for i in range(start, stop)) if f is not None]
    return stop - start, faults


def soak(games: int, workers: int, every: int = 1, start: int = 0,
         progress: bool = True) -> list[dict]:
    """Play games ``start .. start+games-1``; return their faults, by game index."""
    chunks = [(a, min(a + CHUNK, start + games), every) for a in range(start, start + games, CHUNK)]
    faults: list[dict] = []
    columns = (TextColumn("soak"), BarColumn(), MofNCompleteColumn(),
               TextColumn("faults {task.fields[faults]}"), TimeRemainingColumn())
    with Progress(*columns, disable=not progress) as bar:
        task = bar.add_task("soak", total=games, faults=0)

        def done(n: int, found: list[dict]) -> None:
            faults.extend(found)
            bar.update(task, advance=n, faults=len(faults))

        if workers <= 1:
            for c in chunks:
                done(*play_chunk(c))
        else:
            with ProcessPoolExecutor(workers) as pool:
                for n, found in pool.map(play_chunk, chunks):
                    done(n, found)
    return sorted(faults, key=lambda f: f["game"])


def report(faults: list[dict], games: int, examples: int = 3) -> str:
    """Faults by kind, most frequent first, with ``examples`` of each in full."""
    if not faults:
        return f"{games} games, no fault"
    kinds: dict[str, list[dict]] = defaultdict(list)
    for f in faults:
        kinds[f["kind"]].append(f)
    lines = [f"{games} games, {len(faults)} faults of {len(kinds)} "
             f"kind{'s' if len(kinds) > 1 else ''}"]
    for kind, fs in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        lines.append(f"\n{len(fs)} × {kind}")
        for f in fs[:examples]:
            lines.append(f"  game {f['game']} (seed {f['seed']}, {json.dumps(f['config'])}), "
                         f"step {f['step']}, after answer {f['answer']!r}: {f['message']}")
            if "position" in f:
                lines.append("    position before the answer: "
                             + json.dumps(f["position"], ensure_ascii=False))
    return "\n".join(lines)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--start", type=int, default=0, help="first game index")
    ap.add_argument("--workers", type=int, default=len(os.sched_getaffinity(0)))
    ap.add_argument("--every", type=int, default=1,
                    help="check the invariants every K answers (1: every answer, with the "
                         "position before each fault)")
    ap.add_argument("--examples", type=int, default=3, help="faults printed in full per kind")
    ap.add_argument("--json", help="also write every fault to this file")
    args = ap.parse_args(argv)
    faults = soak(args.games, args.workers, args.every, args.start)
    print(report(faults, args.games, args.examples))
    if args.json:
        Path(args.json).write_text(json.dumps(faults, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
