"""The web server for playing 风声 in the browser (``fengsheng serve``).

``create_app(database_url, settings)`` builds the ASGI app (FastAPI): HTTP API under ``/api/``,
one WebSocket per room, the browser client from ``static/``. The protocol is in
docs/web-protocol.md; running it in docs/web-server.md. The engine stays the only authority:
every answer is checked against the pending decision, and everything sent to a browser is built
from ``views.observe`` / ``views.visible_events`` for that browser's seat.
"""
from .app import create_app
from .rooms import ServerSettings

__all__ = ["ServerSettings", "create_app"]
