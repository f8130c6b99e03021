// Clocks: seconds left before the pending decision is answered for its seat. The server sends
// the deadline (epoch ms) and its own clock, so a wrong browser clock does not matter; every
// clock on the page is counted down locally by one ticker.
import { h } from "./dom.js";
import { T } from "./strings.js";

const formats = new WeakMap();   // clock node -> seconds -> text

/** The pending decision's end on this browser's clock (ms), or null: no time limit or the game
 * is over; for the viewer's own clock (``mine``) also while a bot plays their seat (then the
 * bot, not the clock, answers). */
export function clockEnd(frame, mine = true) {
  if (!frame.deadline || frame.view.over || (mine && frame.bot_playing)) return null;
  const skew = typeof frame.now === "number" ? Date.now() - frame.now : 0;
  return frame.deadline + skew;
}

function draw(node) {
  const left = Math.max(0, Math.ceil((Number(node.dataset.end) - Date.now()) / 1000));
  node.textContent = formats.get(node)(left);
  node.classList.toggle("urgent", left <= 10);
}

/** A countdown to ``end`` (ms, browser clock) shown as ``fmt(seconds)``; kind: a class. */
export function clockNode(end, fmt, kind) {
  const node = h("span", { class: ["clock", kind], dataset: { end: String(end) }, attrs: { "aria-live": "off" } });
  formats.set(node, fmt);
  draw(node);
  return node;
}

setInterval(() => {
  for (const node of document.querySelectorAll(".clock[data-end]")) if (formats.has(node)) draw(node);
}, 250);

/** The viewer's own clock in the prompt. start(frame) on each view frame; node is its element. */
export class DecisionTimer {
  constructor() {
    this.node = h("span", { class: "timer" });
    this.end = null;
  }

  /** Shown only while the decision is the viewer's: others' clocks are on the table. */
  start(frame) {
    this.end = frame.options && frame.options.length ? clockEnd(frame) : null;
    this.node.replaceChildren();
    this.node.hidden = this.end === null;
    if (this.end !== null) this.node.append(clockNode(this.end, T.yourClock, "mine"));
  }
}
