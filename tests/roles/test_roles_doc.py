"""docs/roles.md lists every role card with the ids scenarios and records use, as the data
in roles/table.py has them."""
from __future__ import annotations

from pathlib import Path

from fengsheng.roles.table import ROLE_CARDS

DOC = Path(__file__).resolve().parents[2] / "docs" / "roles.md"


def test_every_role_row_matches_the_table():
    rows = {line.split("|")[1].strip(" `"): line for line in DOC.read_text(encoding="utf-8")
            .splitlines() if line.startswith("| `")}
    assert set(rows) == {r.id for r in ROLE_CARDS}
    for r in ROLE_CARDS:
        cells = [c.strip() for c in rows[r.id].split("|")[1:-1]]
        assert cells[1] == r.name and cells[3] == ("潜伏" if r.hidden else "公开")
        assert cells[4] == "<br>".join(f"`{sid}` {name}" for sid, name in r.skills)
        assert cells[5] == r.mission
