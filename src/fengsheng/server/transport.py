"""How uvicorn serves the app: :func:`uvicorn_config`, and the two protocol classes that close
the doors uvicorn leaves open (docs/web-server.md, "Limits").

- :class:`Http` gives every HTTP request :data:`REQUEST_TIMEOUT` seconds from the connection
  (or the previous answer) to arrive whole, headers and body: a client that sends half a
  request and waits is cut off (uvicorn has no such limit: its keep-alive timer stops at the
  first byte).
- :class:`WebSocket` answers an unsupported ``Sec-WebSocket-Version`` with ``426 Upgrade
  Required`` (RFC 6455 §4.4, uvicorn says 400), and drops a client that does not read: a
  frame that cannot be written within :data:`SEND_TIMEOUT` seconds, or a keepalive ping not
  answered in time, aborts the connection (uvicorn's ``close()`` would wait for the full
  send buffer to drain, which never happens).
- Forwarding headers (``X-Forwarded-For``) are believed only from ``trusted_proxies``, none by
  default (uvicorn trusts loopback by default, so any local client could pose as anyone).
"""
from __future__ import annotations

import asyncio

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

REQUEST_TIMEOUT = 10.0   # seconds for one whole HTTP request to arrive
SEND_TIMEOUT = 10.0      # seconds a WebSocket frame may wait for the client to read
WS_MAX_BYTES = 64 * 1024


class Http(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request to arrive whole."""

    request_timeout = REQUEST_TIMEOUT

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._deadline = None
        self._arm()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.request_timeout, self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        if self.conn.their_state is h11.IDLE and not self.conn.trailing_data[0]:
            self.transport.close()   # idle between requests: a plain goodbye
        else:
            self.transport.abort()   # half a request

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state in (h11.DONE, h11.MUST_CLOSE, h11.CLOSED, h11.ERROR):
            self._disarm()

    def handle_websocket_upgrade(self, event) -> None:
        self._disarm()   # the WebSocket protocol takes the connection over
        super().handle_websocket_upgrade(event)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is not h11.DONE:
            self._arm()   # the next request on this connection gets its own deadline

    def connection_lost(self, exc) -> None:
        self._disarm()
        super().connection_lost(exc)


class WebSocket(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol; 426 for another protocol version; slow readers dropped."""

    send_timeout = SEND_TIMEOUT

    def handle_connect(self, event) -> None:
        version = event.headers.get("Sec-WebSocket-Version")
        if version is not None and version.strip() != "13":
            self.handshake_initiated = self.handshake_complete = self.close_sent = True
            body = b"Unsupported WebSocket version: use 13 (RFC 6455).\n"
            self.transport.write(
                b"HTTP/1.1 426 Upgrade Required\r\nSec-WebSocket-Version: 13\r\n"
                b"Content-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
                b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
            self.transport.close()
            return
        super().handle_connect(event)

    async def send(self, message) -> None:
        try:
            await asyncio.wait_for(self.writable.wait(), self.send_timeout)
        except TimeoutError:
            self.transport.abort()   # connection_lost follows: the app sees a disconnect
            raise ClientDisconnected() from None
        await super().send(message)

    def keepalive_timeout(self) -> None:
        super().keepalive_timeout()
        self.transport.abort()


def uvicorn_config(app, host: str, port: int, trusted_proxies=(),
                   request_timeout: float = REQUEST_TIMEOUT, send_timeout: float = SEND_TIMEOUT,
                   **options) -> uvicorn.Config:
    """The uvicorn configuration of a ``fengsheng`` server (``fengsheng serve`` and the tests
    use this one): the protocols above, frames over :data:`WS_MAX_BYTES` closed with 1009,
    no per-message compression (frames are a few KB: compressing each would cost more CPU per
    answer than it saves), and ``X-Forwarded-For`` believed only from ``trusted_proxies``."""
    trusted = ",".join(trusted_proxies)
    http = type("Http", (Http,), {"request_timeout": request_timeout})
    ws = type("WebSocket", (WebSocket,), {"send_timeout": send_timeout})
    return uvicorn.Config(app, host=host, port=port, http=http, ws=ws,
                          ws_max_size=WS_MAX_BYTES, ws_per_message_deflate=False,
                          proxy_headers=bool(trusted), forwarded_allow_ips=trusted or None,
                          **{"log_level": "warning", "ws_ping_interval": 20,
                             "ws_ping_timeout": 20, **options})
