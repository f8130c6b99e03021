"""Who a token belongs to: players by the hash of their session token, cached in memory (the
cache is the server's only copy in RAM; the database stays the authority)."""
from __future__ import annotations

from . import auth
from .store import Store


class Players:
    """``find(token)`` → ``{"id", "nickname"}`` or None; ``create``; ``rename``."""

    def __init__(self, store: Store):
        self.store = store
        self._by_hash: dict[str, dict] = {}

    async def find(self, token) -> dict | None:
        if not isinstance(token, str) or not token or len(token) > 100:
            return None
        h = auth.token_hash(token)
        player = self._by_hash.get(h)
        if player is None:
            player = await self.store.aio.player_by_token_hash(h)
            if player is not None:
                self._by_hash[h] = player
        return player

    async def create(self, nickname: str, token: str) -> dict:
        h = auth.token_hash(token)
        player = {"id": await self.store.aio.create_player(nickname, h), "nickname": nickname}
        self._by_hash[h] = player
        return player

    async def rename(self, player_id: int, nickname: str) -> None:
        await self.store.aio.rename_player(player_id, nickname)
        for player in self._by_hash.values():
            if player["id"] == player_id:
                player["nickname"] = nickname
