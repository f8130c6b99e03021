// The game log: Chinese lines built by the server from the events this seat may see. Lines are
// numbered for the whole game; a view frame says from which line its own lines start.
import { h, fill, gameText } from "./dom.js";
import { T } from "./strings.js";

function lineNode(text) {
  const turn = text.startsWith("════");
  return h("li", { class: turn ? "turn-line" : "" }, gameText(turn ? text.replace(/═/g, "").trim() : text));
}

/** The log panel. update(start, lines) keeps lines 0..start-1 and appends ``lines``. */
export class LogPanel {
  constructor(title = T.gameLog) {
    this.list = h("ol", { class: "log-list", attrs: { "aria-label": T.gameLogLabel, "aria-live": "polite" } });
    this.node = h("section", { class: "log" }, h("h3", null, title), this.list);
    this.count = 0;
  }

  update(start, lines) {
    const stick = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 40;
    if (start > this.count) {
      // A gap cannot happen with an ordered socket; redraw what we were given rather than guess.
      fill(this.list);
      this.count = 0;
    }
    while (this.count > start) {
      this.list.lastChild.remove();
      this.count -= 1;
    }
    for (const line of lines) this.list.append(lineNode(line));
    this.count += lines.length;
    if (stick || start === 0) this.list.scrollTop = this.list.scrollHeight;
  }

  /** Replace the whole log (replays). */
  set(lines) {
    this.update(0, lines);
  }
}
