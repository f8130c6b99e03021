"""Time per decision of each bot, and the RL environment's speed next to the bare engine's.

Run: ``.venv/bin/python benchmarks/bots.py [--games N] [--players P] [--roles]
[--bots ismcts@2,heuristic] [--rl-games 0] [--param decisive_horizon=100 ...]``
(``--param``: ISMCTSBot keyword arguments for the search bots timed, as in
``search_strength.py``).

Bots: every registered bot (``random``, ``heuristic``, ``ismcts`` at its default budget) plays
seat 0 of ``--games`` games against heuristic bots on one core; each of its ``choose`` calls
is timed (CPU time of this process, steadier than wall time when other jobs share the machine;
wall time in brackets). Printed per bot: decisions timed, mean and 95th percentile in
milliseconds, and for the search bot also the mean over the decisions it searched (the others
are answered by its heuristic prior: one option, or a kind it does not search).

RL: the AEC environment's steps per second (random masked actions, ``last()`` before each
step) and the bare engine's decisions per second on the same table
(``fengsheng.rl.speed``; one env step is one decision).
"""
from __future__ import annotations

import argparse
import statistics
import time

from fengsheng.bots import BOTS, ISMCTSBot, make_bot, play_game
from fengsheng.engine import Config
from fengsheng.rl.speed import engine_decisions_per_second, env_steps_per_second
from search_strength import parse_param


def time_bot(name: str, games: int, players: int, roles: bool, params=None) -> dict:
    """Play ``games`` games with bot ``name`` at seat 0 and heuristic bots elsewhere (a search
    bot built with the keyword arguments ``params``); return {'decisions', 'mean_ms',
    'p95_ms', 'wall_mean_ms', 'searched', 'searched_mean_ms'}."""
    cpu_ms: list[float] = []
    wall_ms: list[float] = []
    searched: list[float] = []
    for g in range(games):
        bot = make_bot(name, 0, g)
        if params and isinstance(bot, ISMCTSBot):
            bot = ISMCTSBot(0, g, version=bot.version, **params)
        choose = bot.choose

        def timed(observation, events, bot=bot, choose=choose):
            c, w = time.process_time(), time.perf_counter()
            answer = choose(observation, events)
            c, w = time.process_time() - c, time.perf_counter() - w
            cpu_ms.append(1000 * c)
            wall_ms.append(1000 * w)
            if isinstance(bot, ISMCTSBot) and bot.last_search is not None:
                searched.append(1000 * c)
            return answer

        bot.choose = timed
        bots = [bot] + [make_bot("heuristic", s, g) for s in range(1, players)]
        play_game(Config(players=players, roles=roles), 500 + g, bots)
    p95 = statistics.quantiles(cpu_ms, n=20)[-1] if len(cpu_ms) > 1 else cpu_ms[0]
    return {"decisions": len(cpu_ms), "mean_ms": statistics.fmean(cpu_ms), "p95_ms": p95,
            "wall_mean_ms": statistics.fmean(wall_ms), "searched": len(searched),
            "searched_mean_ms": statistics.fmean(searched) if searched else None,
            "searched_p95_ms": (statistics.quantiles(searched, n=20)[-1]
                                if len(searched) > 1 else None)}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="games per bot (default 10)")
    ap.add_argument("--players", type=int, default=5, help="players per game (default 5)")
    ap.add_argument("--roles", action="store_true", help="deal role cards")
    ap.add_argument("--rl-games", type=int, default=30,
                    help="games for the RL figures (0: skip them)")
    ap.add_argument("--bots", default=",".join(BOTS),
                    help="bots to time, comma-separated, versions allowed (default: all)")
    ap.add_argument("--param", type=parse_param, action="append", default=[],
                    help="ISMCTSBot keyword argument for the search bots, e.g. "
                         "decisive_horizon=100 (repeatable)")
    args = ap.parse_args(argv)
    table = f"{args.players} players" + (", roles" if args.roles else "")
    print(f"Bots, {table}, seat 0 against heuristic bots, {args.games} games each "
          f"(CPU ms per decision; wall-clock mean in brackets)")
    print(f"{'bot':10s} {'decisions':>9s} {'mean ms':>9s} {'p95 ms':>8s} {'(wall)':>8s}   "
          f"searched decisions")
    for name in args.bots.split(","):
        r = time_bot(name, args.games, args.players, args.roles, dict(args.param))
        extra = ""
        if r["searched"]:
            extra = (f"{r['searched']} searched: mean {r['searched_mean_ms']:.0f} ms, "
                     f"p95 {r['searched_p95_ms']:.0f} ms")
        print(f"{name:10s} {r['decisions']:9d} {r['mean_ms']:9.2f} {r['p95_ms']:8.2f} "
              f"({r['wall_mean_ms']:6.2f})   {extra}", flush=True)
    if args.rl_games <= 0:
        return
    env = env_steps_per_second(args.players, args.roles, args.rl_games)
    eng = engine_decisions_per_second(args.players, args.roles, args.rl_games)
    print(f"\nRL, {table}, {args.rl_games} games of random play (per CPU second; wall in "
          f"brackets)")
    print(f"RL env steps/s          {env['steps_per_cpu_second']:9,.0f} "
          f"({env['steps_per_second']:,.0f})")
    print(f"engine decisions/s      {eng['decisions_per_cpu_second']:9,.0f} "
          f"({eng['decisions_per_second']:,.0f})")
    print(f"env / engine            {env['steps_per_cpu_second'] / eng['decisions_per_cpu_second']:9.2f}")


if __name__ == "__main__":
    main()
