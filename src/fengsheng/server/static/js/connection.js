// One WebSocket to a room (/ws/rooms/{id}) that reconnects by itself: after a drop it retries
// with a growing delay, and the server puts the player back in the seat with the current view.
import { T, lang } from "./strings.js";

// Close codes after which retrying cannot help (docs/web-protocol.md).
const FATAL = {
  4401: T.closed4401,
  4403: T.closed4403,
  4404: T.closed4404,
  4409: T.closed4409,
};

/** A room connection. onFrame(frame) for every server frame; onStatus(text|null) for the link state. */
export class RoomConnection {
  constructor(roomId, onFrame, onStatus) {
    this.roomId = roomId;
    this.onFrame = onFrame;
    this.onStatus = onStatus;
    this.closed = false;
    this.delay = 500;
    this.ws = null;
    this.open();
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    // The server words the log, questions and options in the page's language.
    return `${scheme}//${location.host}/ws/rooms/${encodeURIComponent(this.roomId)}?lang=${encodeURIComponent(lang)}`;
  }

  open() {
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.delay = 500;
      this.onStatus(null);
    });
    ws.addEventListener("message", (ev) => {
      let frame;
      try {
        frame = JSON.parse(ev.data);
      } catch (e) {
        return;   // the server only sends JSON; anything else is not ours to draw
      }
      if (frame && typeof frame.type === "string") this.onFrame(frame);
    });
    ws.addEventListener("close", (ev) => {
      if (this.closed || ws !== this.ws) return;
      if (FATAL[ev.code]) {
        this.closed = true;
        this.onStatus(FATAL[ev.code], true);
        return;
      }
      this.onStatus(T.reconnecting);
      setTimeout(() => { if (!this.closed) this.open(); }, this.delay);
      this.delay = Math.min(this.delay * 2, 4000);
    });
  }

  /** Send a client frame (dropped while disconnected: the reconnect brings a fresh view). */
  send(frame) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(frame));
      return true;
    }
    return false;
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close(1000);
  }
}
