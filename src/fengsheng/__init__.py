"""风声 (The Message): rules engine, bots and front ends."""
from .engine import ENGINE_VERSION as __version__  # noqa: F401
