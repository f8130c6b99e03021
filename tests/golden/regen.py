"""Rewrite the golden playthrough files from the current engine.

Run from the repository root: ``python tests/golden/regen.py`` (or ``/tmp/venv/bin/python``),
then review ``git diff tests/golden`` before committing: every changed line is a change in the
rules, the views or the option order that someone should mean.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playthrough import GAMES, path_of, render  # noqa: E402


def main() -> None:
    for name in GAMES:
        text = render(name)
        path = path_of(name)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        path.write_text(text, encoding="utf-8")
        status = "unchanged" if old == text else ("written" if old is None else "UPDATED")
        print(f"{path.name}: {status} ({text.count(chr(10))} lines)")


if __name__ == "__main__":
    main()
