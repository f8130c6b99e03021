"""Chinese text for role events and questions: one module per role (``<role id>.py``), each
with ``EVENTS`` ({event type: fn(event, name_of_seat, cards, items) -> str}) and ``PROMPTS``
({prompt id: question}). zh_cn merges them all."""
from __future__ import annotations

import pkgutil
from importlib import import_module

EVENTS: dict = {}
PROMPTS: dict = {}

for _m in pkgutil.iter_modules(__path__):
    _mod = import_module(f"{__name__}.{_m.name}")
    EVENTS.update(getattr(_mod, "EVENTS", {}))
    PROMPTS.update(getattr(_mod, "PROMPTS", {}))
