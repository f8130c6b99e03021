"""docs/roles.md prints the table of the frozen set ``all30`` exactly as ``fengsheng roles``
derives it from the role modules (a role of a later set needs no row there: the command
prints its set)."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from fengsheng.cli.roles import role_table, roles

DOC = Path(__file__).resolve().parents[2] / "docs" / "roles.md"


def _first_table(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("|"))
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
    return lines[start:end]


def test_the_doc_prints_the_all30_table():
    table = role_table("all30")
    assert len(table) == 2 + 30
    assert _first_table(DOC.read_text(encoding="utf-8")) == table


def test_the_command_prints_a_set_in_either_language():
    out = CliRunner().invoke(roles, ["--set", "standard25", "--lang", "en"])
    assert out.exit_code == 0, out.output
    rows = out.output.splitlines()
    assert len(rows) == 2 + 25
    assert "| `xiao_bai` | Xiao Bai | male and female (disguise) | open |" in out.output
    assert CliRunner().invoke(roles, ["--set", "nope"]).exit_code != 0
