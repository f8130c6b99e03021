"""Display strings. The engine speaks ids only; front ends turn them into text here.

``zh_cn`` (简体中文) is the only locale so far and the default one."""
from . import zh_cn
from .zh_cn import Narrator, describe_event

__all__ = ["Narrator", "describe_event", "zh_cn"]
