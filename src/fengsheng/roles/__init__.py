"""Role cards (角色牌): the table (table.py), one module per role with its skills and 机密任务,
and shared pieces (common.py). Importing a role module registers it with the engine
(``engine.abilities``)."""
from __future__ import annotations

from importlib import import_module

from .table import ROLE_CARDS

_loaded = False


def load_all() -> None:
    """Import every role module (idempotent)."""
    global _loaded
    if not _loaded:
        for r in ROLE_CARDS:
            import_module(f"{__name__}.{r.id}")
        _loaded = True


def load(role_ids) -> None:
    """Import the modules of ``role_ids`` only (a game dealt from a smaller pool)."""
    for r in role_ids:
        import_module(f"{__name__}.{r}")


def role_pool() -> tuple[str, ...]:
    """The role ids dealt at set-up: all 30 cards (the 25 standard and the 5 that follow)."""
    load_all()
    return tuple(r.id for r in ROLE_CARDS)
