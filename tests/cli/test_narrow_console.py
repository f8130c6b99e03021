"""The table on a narrow terminal (80 columns, Rich's default when output is piped): the
messages in front of each seat are listed under the table in full instead of a column squeezed
to a few letters."""
from __future__ import annotations

import io
import random

from rich.console import Console

from fengsheng.cli import tui
from fengsheng.engine import Config, apply, new_game
from fengsheng.i18n import zh_cn as zh
from fengsheng.views import observe

NAMES = ["你"] + [f"{i}号" for i in range(1, 9)]


def _render(renderable, width: int) -> str:
    buf = io.StringIO()
    Console(file=buf, width=width).print(renderable)
    return buf.getvalue()


def _message_words(state, seat) -> str:
    return " ".join(zh.FUNCTIONS[state.cards[c].function] for c in state.players[seat].messages)


def test_every_message_is_readable_at_80_columns_and_in_a_column_when_wide():
    checked = 0
    for seed in range(6):
        state, rng = new_game(Config(players=7, roles=True), seed), random.Random(seed)
        while not state.over:
            opts = state.pending.options
            apply(state, opts[rng.randrange(len(opts))])
            if state.step % 40 or state.over:
                continue
            obs = observe(state, 0)
            narrow = _render(tui.render_table(obs, state.cards, NAMES), 80)
            wide = _render(tui.render_table(obs, state.cards, NAMES), 160)
            assert "面前的情报：" in narrow and "面前的情报：" not in wide
            for p in state.players:
                words = _message_words(state, p.seat)
                if words:
                    assert f"：{words}" in narrow
                    assert any(line.rstrip(" │").endswith(words) for line in wide.splitlines())
                    checked += 1
        end = _render(tui.render_end(observe(state, 0, omniscient=True), state.cards, NAMES), 80)
        assert "…" not in end
        for p in state.players:
            if p.messages:
                assert f"：{_message_words(state, p.seat)}" in end
    assert checked > 20
