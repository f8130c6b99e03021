"""Client → server frames (docs/web-protocol.md): their schema, size limit and rate limits.

``parse_frame(text)`` turns one WebSocket text frame into a validated frame model or raises
:class:`FrameError` with the error code and Chinese message the client gets back.
"""
from __future__ import annotations

import json
import time
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
)

from ..games import GAME_NAMES, get_game
from ..games.bots import bot_kinds
from ..i18n import Words

MAX_FRAME_BYTES = 4096
# per game: the bots a room of that game seats (风声: bots.BOTS — the levels 入门, 普通, 困难,
# random, and the RL policy)
GAME_BOTS = {g: tuple(bot_kinds(get_game(g))) for g in GAME_NAMES}


class FrameError(ValueError):
    """A client frame that is refused; ``code`` and the message (worded in each socket's
    language) go into an error frame."""

    def __init__(self, code: str, words: Words, ref: str | None = None):
        super().__init__(words.text())
        self.code = code
        self.words = words
        self.ref = ref

    @property
    def message(self) -> str:
        return self.words.text()


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Answer(_Frame):
    type: Literal["answer"]
    seq: Annotated[StrictInt, Field(ge=0)]
    index: Annotated[StrictInt, Field(ge=0)]


class Chat(_Frame):
    type: Literal["chat"]
    text: StrictStr


class Sit(_Frame):
    type: Literal["sit"]
    seat: Annotated[StrictInt, Field(ge=0, le=8)]
    # Optional: the player's own gender, "女性包括女性角色与女性玩家" (docs/rulings.md R51).
    gender: Literal["F", "M", ""] = ""


class Stand(_Frame):
    type: Literal["stand"]


class AddBot(_Frame):
    type: Literal["add_bot"]
    seat: Annotated[StrictInt, Field(ge=0, le=8)]
    bot: Literal[tuple(dict.fromkeys(k for kinds in GAME_BOTS.values() for k in kinds))]


class RemoveBot(_Frame):
    type: Literal["remove_bot"]
    seat: Annotated[StrictInt, Field(ge=0, le=8)]


class RemovePlayer(_Frame):
    """The host frees the seat of a person who is no longer connected."""
    type: Literal["remove_player"]
    seat: Annotated[StrictInt, Field(ge=0, le=8)]


class Start(_Frame):
    type: Literal["start"]


class Stop(_Frame):
    """The host ends the game in progress without a result (the room opens again)."""
    type: Literal["stop"]


class Ping(_Frame):
    type: Literal["ping"]


class Back(_Frame):
    """The player is back at the screen: the stand-in bot stops playing their seat."""
    type: Literal["back"]


class Away(_Frame):
    """托管 at the player's wish: the stand-in bot plays their seat until they send back."""
    type: Literal["away"]


ClientFrame = Annotated[Answer | Chat | Sit | Stand | AddBot | RemoveBot | RemovePlayer | Start
                        | Stop | Ping | Back | Away,
                        Field(discriminator="type")]
_ADAPTER = TypeAdapter(ClientFrame)


def parse_frame(text) -> _Frame:
    """Validate one client frame. Raises FrameError('too_large' | 'bad_frame')."""
    if not isinstance(text, str):
        raise FrameError("bad_frame", Words("frame_not_text"))
    if len(text) > MAX_FRAME_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_FRAME_BYTES:
        raise FrameError("too_large", Words("frame_too_long", limit=MAX_FRAME_BYTES))
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise FrameError("bad_frame", Words("frame_not_json")) from None
    ref = data.get("type") if isinstance(data, dict) and isinstance(data.get("type"), str) \
        else None
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as e:
        # Name the field (the first error's path after the frame type), not pydantic's English.
        path = ".".join(str(x) for x in e.errors()[0]["loc"][1:])
        words = Words("frame_bad_field", field=path) if path else Words("frame_bad")
        raise FrameError("bad_frame", words,
                         ref[:20] if ref else None) from None


class TokenBucket:
    """``rate`` events per second on average, at most ``burst`` at once."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic):
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = float(burst)
        self.last = clock()

    def full(self) -> bool:
        """Whether the bucket has refilled to ``burst`` (nothing to remember about it)."""
        return self.tokens + (self.clock() - self.last) * self.rate >= self.burst

    def take(self) -> bool:
        """Spend one token if there is one (True) or refuse (False)."""
        t = self.clock()
        self.tokens = min(self.burst, self.tokens + (t - self.last) * self.rate)
        self.last = t
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class RateLimits:
    """Per-connection limits on every frame and on chat lines (``settings``: a
    ServerSettings: frame_rate/frame_burst, chat_rate/chat_burst)."""

    def __init__(self, settings):
        self.frames = TokenBucket(settings.frame_rate, settings.frame_burst)
        self.chat = TokenBucket(settings.chat_rate, settings.chat_burst)

    def check_frame(self) -> None:
        """Count one frame (before it is parsed); raise FrameError('rate_limited') if over."""
        if not self.frames.take():
            raise FrameError("rate_limited", Words("too_fast"))

    def check_chat(self) -> None:
        """Count one chat line; raise FrameError('rate_limited') if over."""
        if not self.chat.take():
            raise FrameError("rate_limited", Words("chat_too_fast"), "chat")
