"""The knee of the web server: the most rooms it holds with p99 latency under a bound and no
error, found by bisection over runs of ``benchmarks/server_load.py`` (each with its own new
database and server processes, ``--reference`` on).

    python benchmarks/server_knee.py --workers 2 --low 200 --high 300 --within 25 \\
        --database-url postgresql://fengsheng:fengsheng@127.0.0.1:5432/fengsheng

A run *holds* when every room was seated, no error was counted (client or server log) and
p99 < ``--p99-ms``. The search keeps a holding ``low`` and a failing ``high`` (moving the
bracket by its width when an end is on the wrong side) until they are ``--within`` apart, at
most ``--max-runs`` runs; it prints each run's line and the bracket. On a shared machine a
run can fail from another job's load alone: each line says the load average during play and
the reference measured around it, and the result is a bracket, not a number.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(args, rooms: int) -> dict:
    cmd = [sys.executable, os.path.join(HERE, "server_load.py"), "--rooms", str(rooms),
           "--duration", str(args.duration), "--think-ms", str(args.think_ms), "--procs",
           str(args.procs), "--workers", str(args.workers), "--seed", str(args.seed),
           "--setup-timeout", str(args.setup_timeout),
           "--reference", *(["--database-url", args.database_url] if args.database_url else [])]
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    if args.log:
        with open(args.log, "a") as fh:
            fh.write(f"$ {' '.join(cmd[1:])}\n{out}\n")

    def num(pattern, default=float("nan")):
        m = re.search(pattern, out)
        return float(m.group(1).replace(",", "")) if m else default
    r = {"rooms": rooms, "ready": num(r"rooms ready\s+(\d+)"),
         "errors": num(r"errors\s+(\d+) client") + num(r"client, (\d+) server log"),
         "p50": num(r"p50 ([\d.]+) ms"), "p99": num(r"p99 ([\d.]+) ms"),
         "load": num(r"load average during play: mean ([\d.]+)"),
         "load_max": num(r"load average during play: mean [\d.]+, [\d.]+–([\d.]+)"),
         "ref": (num(r"RLCard UNO ([\d,]+) decisions/s"), num(r"before the run, ([\d,]+) after"))}
    r["holds"] = r["ready"] == rooms and r["errors"] == 0 and r["p99"] < args.p99_ms
    print(f"{rooms:4d} rooms: {'holds' if r['holds'] else 'FAILS'}  p50 {r['p50']:.1f} ms  "
          f"p99 {r['p99']:.1f} ms  errors {r['errors']:.0f}  seated {r['ready']:.0f}  "
          f"load {r['load']:.1f} (max {r['load_max']:.1f})  UNO {r['ref'][0]:,.0f} / "
          f"{r['ref'][1]:,.0f} decisions/s", flush=True)
    return r


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--low", type=int, default=200)
    ap.add_argument("--high", type=int, default=300)
    ap.add_argument("--within", type=int, default=25)
    ap.add_argument("--max-runs", type=int, default=6)
    ap.add_argument("--p99-ms", type=float, default=100)
    ap.add_argument("--duration", type=float, default=30)
    ap.add_argument("--think-ms", type=float, default=2000)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--setup-timeout", type=float, default=120,
                    help="seconds to seat every room (the setup is not what is measured)")
    ap.add_argument("--database-url", default=None)
    ap.add_argument("--log", default=None, help="append every run's full output here")
    args = ap.parse_args()
    low, high, runs = args.low, args.high, 0
    known = {}

    def holds(rooms):
        nonlocal runs
        if rooms not in known:
            runs += 1
            known[rooms] = run(args, rooms)["holds"]
        return known[rooms]

    while runs < args.max_runs:
        width = high - low
        if not holds(low):
            if low <= args.within:
                break   # fails at the smallest size tried
            low, high = max(args.within, low - max(width, args.within)), low
        elif holds(high):
            low, high = high, high + max(width, args.within)
        elif width <= args.within:
            break
        else:
            mid = (low + high) // 2
            if holds(mid):
                low = mid
            else:
                high = mid
        if low in known and high in known and known[low] and not known[high] \
                and high - low <= args.within:
            break
    said = f"holds at {low}, fails at {high}" if known.get(low) else f"fails even at {low}"
    print(f"knee: {said} rooms ({runs} runs; workers {args.workers}, "
          f"think {args.think_ms:.0f} ms, p99 bound {args.p99_ms:.0f} ms)")


if __name__ == "__main__":
    main()
