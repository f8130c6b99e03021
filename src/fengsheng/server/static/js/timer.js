// The decision timer: seconds left before a bot answers the pending decision. The server sends
// the deadline (epoch ms) and, when it can, its own clock, so a wrong browser clock does not
// matter; the display is counted down locally.
import { h } from "./dom.js";

/** A countdown that redraws itself. start(frame) on each view frame; node is its element. */
export class DecisionTimer {
  constructor() {
    this.node = h("span", { class: "timer", attrs: { "aria-live": "off" } });
    this.end = null;
    this.tick = setInterval(() => this.draw(), 250);
  }

  /** frame.deadline: epoch ms or null; frame.now: the server's epoch ms when sent (optional);
   * hidden while frame.bot_playing (the stand-in bot, not the clock, answers for the player). */
  start(frame) {
    if (!frame.deadline || frame.view.over || frame.bot_playing) {   // a bot answers for you now
      this.end = null;
    } else {
      const skew = typeof frame.now === "number" ? Date.now() - frame.now : 0;
      this.end = frame.deadline + skew;
    }
    this.draw();
  }

  draw() {
    if (this.end === null) {
      this.node.hidden = true;
      return;
    }
    const left = Math.max(0, Math.ceil((this.end - Date.now()) / 1000));
    this.node.hidden = false;
    this.node.textContent = `剩余 ${left} 秒`;
    this.node.classList.toggle("urgent", left <= 10);
  }

  stop() {
    clearInterval(this.tick);
  }
}
