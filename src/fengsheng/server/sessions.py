"""Who a token belongs to: players by the hash of their session token, cached in memory (the
cache is the server's only copy in RAM; the database stays the authority)."""
from __future__ import annotations

from . import auth
from .store import Store


class Players:
    """``find(token)`` → ``{"id", "nickname"}`` or None; ``create``; ``rename``; ``login``
    (an account on another device); ``revoke`` (every token of a player)."""

    def __init__(self, store: Store):
        self.store = store
        self._by_hash: dict[str, dict] = {}

    def find(self, token) -> dict | None:
        if not isinstance(token, str) or not token or len(token) > 100:
            return None
        h = auth.token_hash(token)
        player = self._by_hash.get(h)
        if player is None:
            player = self.store.player_by_token_hash(h)
            if player is not None:
                self._by_hash[h] = player
        return player

    def create(self, nickname: str, token: str) -> dict:
        h = auth.token_hash(token)
        player = {"id": self.store.create_player(nickname, h), "nickname": nickname}
        self._by_hash[h] = player
        return player

    def rename(self, player_id: int, nickname: str) -> None:
        self.store.rename_player(player_id, nickname)
        for player in self._by_hash.values():
            if player["id"] == player_id:
                player["nickname"] = nickname

    def login(self, player_id: int, nickname: str, token: str) -> dict:
        """``token`` becomes one more of the account's sessions (another device)."""
        h = auth.token_hash(token)
        self.store.add_login(player_id, h)
        player = self._by_hash[h] = {"id": player_id, "nickname": nickname}
        return player

    def revoke(self, player_id: int) -> None:
        """Log the player out everywhere: none of their tokens works any more."""
        self.store.revoke_tokens(player_id, auth.token_hash(auth.new_token()))
        for h in [h for h, p in self._by_hash.items() if p["id"] == player_id]:
            del self._by_hash[h]
