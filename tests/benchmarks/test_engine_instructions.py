"""The instruction benchmark's parts run without valgrind and count what they play (the
counts themselves need valgrind, which CI does not install: docs/engine-speed.md)."""
import random
import sys

from fengsheng.engine import Config, apply, new_game

from . import load_script


def test_each_part_plays_its_games_inside_call_tracing(capsys, monkeypatch):
    bench = load_script("engine_instructions")
    traced = []
    real = sys.call_tracing
    monkeypatch.setattr(sys, "call_tracing", lambda f, args: traced.append(f) or real(f, args))
    bench.main(["--run", "3", "1", "--games", "2"])
    bench.main(["--run-uno", "--uno-games", "2"])
    counts = [int(x) for x in capsys.readouterr().out.split()]
    assert len(traced) == 2 and counts[1] > 10
    # the decisions counted are those of seeds 0 and 1 (the warm-up game is not traced)
    total = 0
    for seed in (0, 1):
        state, rng = new_game(Config(players=3, roles=True), seed), random.Random(seed)
        while not state.over:
            apply(state, state.pending.options[rng.randrange(len(state.pending.options))])
        total += state.step
    assert counts[0] == total
