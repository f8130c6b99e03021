"""Who a token belongs to: players by the hash of their session token, cached in memory for
``recheck`` seconds at most (the database stays the authority: a token revoked or expired there
stops working on every server process within that time).

A token lives ``max_age`` seconds from when it was issued or last renewed; :meth:`Players.renew`
(every page load asks ``GET /api/session``) renews one that has used half its life, so a
player who comes back keeps their identity. :meth:`Players.revoke` ("log out everywhere")
replaces the stored hash by one of a token nobody holds: the player's token then works nowhere.
"""
from __future__ import annotations

import time
from datetime import timedelta

from . import auth
from .store import Store, now, token_expiry


class Players:
    """``await find(token)`` → ``{"id", "nickname"}`` or None; ``create``; ``rename``;
    ``renew``; ``login`` (an account on another device); ``revoke``."""

    def __init__(self, store: Store, max_age: float, recheck: float):
        self.store = store
        self.max_age = timedelta(seconds=max_age)
        self.recheck = recheck
        # hash -> player, expires, read at, whether it is a login of another device
        self._by_hash: dict[str, tuple[dict, object, float, bool]] = {}

    async def _entry(self, token) -> tuple[str, dict, object] | None:
        if not isinstance(token, str) or not token or len(token) > 100:
            return None
        h = auth.token_hash(token)
        cached = self._by_hash.get(h)
        if cached is None or time.monotonic() - cached[2] > self.recheck:
            row = await self.store.aio.player_by_token_hash(h)
            if row is None:
                self._by_hash.pop(h, None)
                return None
            expires = token_expiry(row["created"], row["expires"], self.max_age)
            cached = ({"id": row["id"], "nickname": row["nickname"]}, expires, time.monotonic(),
                      row["login"])
            self._by_hash[h] = cached
        player, expires, _, login = cached
        if expires <= now():
            return None
        return h, player, expires, login

    async def find(self, token) -> dict | None:
        """The player holding ``token`` if it is known and has not expired."""
        entry = await self._entry(token)
        return None if entry is None else entry[1]

    async def create(self, nickname: str, token: str) -> dict:
        h = auth.token_hash(token)
        expires = now() + self.max_age
        player = {"id": await self.store.aio.create_player(nickname, h, expires),
                  "nickname": nickname}
        self._by_hash[h] = (player, expires, time.monotonic(), False)
        return player

    async def rename(self, player_id: int, nickname: str) -> None:
        await self.store.aio.rename_player(player_id, nickname)
        for player, *_ in self._by_hash.values():
            if player["id"] == player_id:
                player["nickname"] = nickname

    async def renew(self, token) -> bool:
        """Give ``token`` a whole ``max_age`` again if it has used half of it; True if so."""
        entry = await self._entry(token)
        if entry is None or entry[2] - now() > self.max_age / 2:
            return False
        h, player, _, login = entry
        expires = now() + self.max_age
        if login:
            await self.store.aio.renew_login(h, expires)
        else:
            await self.store.aio.set_token(player["id"], h, expires)
        self._by_hash[h] = (player, expires, time.monotonic(), login)
        return True

    async def login(self, player_id: int, nickname: str, token: str) -> dict:
        """``token`` becomes one more of the account's sessions (another device), with a
        lifetime of its own."""
        h = auth.token_hash(token)
        expires = now() + self.max_age
        await self.store.aio.add_login(player_id, h, expires)
        player = {"id": player_id, "nickname": nickname}
        self._by_hash[h] = (player, expires, time.monotonic(), True)
        return player

    async def live(self, hashes) -> set[str]:
        """Which of the token ``hashes`` still work, asked of the database (a revocation on
        another process shows here); the others are forgotten here too."""
        live = await self.store.aio.live_tokens(hashes, self.max_age)
        for h in set(hashes) - live:
            self._by_hash.pop(h, None)
        return live

    async def revoke(self, player_id: int) -> None:
        """Log the player out everywhere: none of their tokens (the first one, and an
        account's logins on other devices) works on any server any more."""
        await self.store.aio.revoke_tokens(player_id, auth.token_hash(auth.new_token()))
        for h in [h for h, (p, *_) in self._by_hash.items() if p["id"] == player_id]:
            del self._by_hash[h]
