"""Golden playthroughs: each ``*.txt`` file here is a seeded game written out step by step
(decisions, options, answers, events and every seat's view; see ``playthrough.py``). The test
regenerates each in memory and compares. On a mismatch it prints a unified diff.

If the change is intended (a rule fixed, a view field added), regenerate and review the diff:

    python tests/golden/regen.py && git diff tests/golden
"""
from __future__ import annotations

import difflib

import pytest

from .playthrough import GAMES, path_of, render

MAX_DIFF_LINES = 200


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough_is_unchanged(name):
    path = path_of(name)
    assert path.exists(), f"{path.name} is missing: run python tests/golden/regen.py"
    expected = path.read_text(encoding="utf-8")
    actual = render(name)
    if actual != expected:
        diff = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                         f"{path.name} (file)", f"{path.name} (engine now)",
                                         lineterm="", n=2))
        shown = "\n".join(diff[:MAX_DIFF_LINES])
        more = f"\n… {len(diff) - MAX_DIFF_LINES} more diff lines" if len(diff) > MAX_DIFF_LINES else ""
        pytest.fail(f"{path.name} differs from the engine's playthrough; if intended, run "
                    f"python tests/golden/regen.py and review the diff.\n{shown}{more}",
                    pytrace=False)

