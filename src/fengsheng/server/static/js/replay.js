// A finished game's replay (#/replay/{game id}?step=K&seat=S|all): step forward and back, as any
// seat saw it, as a spectator, or with everything revealed. Each step's view comes from the
// server (GET /api/games/{id}/replay), which rebuilds it from the record.
import { h, fill, gameText } from "./dom.js";
import { api } from "./api.js";
import { botNames, catalog, seatLabel } from "./catalog.js";
import { renderTable } from "./table.js";
import { renderEnd } from "./endscreen.js";
import { LogPanel } from "./log.js";
import { toast } from "./toast.js";
import { T, nameThePage } from "./strings.js";
import { logLine, renderFelixEnd, renderFelixTable } from "./felix.js";

function parseSeat(v) {
  if (v === "all") return "all";
  if (v === null || v === "" || v === "none") return null;
  const n = Number(v);
  return Number.isInteger(n) ? n : null;
}

const DEBOUNCE_MS = 150;   // quiet time before a step is asked for while keys are held

export class ReplayPage {
  /** root: element to draw in; gameId; params: URLSearchParams of the hash (step, seat). */
  constructor(root, gameId, params) {
    this.gameId = gameId;
    this.step = Number(params.get("step") || 0);
    this.seat = parseSeat(params.get("seat"));
    this.token = 0;
    this.log = new LogPanel(T.replayLog);
    this.board = h("div", { class: "board" });
    this.controls = h("div", { class: "replay-controls" });
    this.keys = (ev) => {
      if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
      if (ev.key === "ArrowRight") this.go(this.step + 1);
      else if (ev.key === "ArrowLeft") this.go(this.step - 1);
    };
    document.addEventListener("keydown", this.keys);
    fill(root, h("div", { class: "room-page replay" },
      h("div", { class: "room-bar" }, h("h2", null, T.replayTitle(gameId)), this.controls),
      this.board, h("aside", { class: "side" }, this.log.node)));
    fill(this.board, h("p", { class: "dim" }, T.loading));
    this.load();
  }

  destroy() {
    document.removeEventListener("keydown", this.keys);
    clearTimeout(this.pending);
    if (this.inflight) this.inflight.abort();
  }

  async load() {
    try {
      this.game = await api.game(this.gameId);
      nameThePage(this.game.game);
      if (this.game.game !== "felix") this.cat = await catalog(this.game.config.deck);
    } catch (e) {
      fill(this.board, h("p", { class: "form-error" }, e.message));
      return;
    }
    this.go(Math.min(Math.max(this.step, 0), this.game.steps));
  }

  names() {
    return this.game.players.map((p) => p.nickname || botNames(this.game.game)[p.bot] || T.bot);
  }

  /**
   * Show step `step`. Held keys and fast clicks move the step counter at once but ask the
   * server only after DEBOUNCE_MS of quiet, and a newer request cancels the one in flight.
   */
  go(step) {
    if (!this.game) return;
    step = Math.min(Math.max(step, 0), this.game.steps);
    this.step = step;
    const no = this.controls.querySelector(".step-no");
    if (no) no.textContent = T.stepOf(step, this.game.steps);
    clearTimeout(this.pending);
    this.pending = setTimeout(() => this.fetchStep(step), this.r ? DEBOUNCE_MS : 0);
  }

  async fetchStep(step) {
    const token = ++this.token;
    if (this.inflight) this.inflight.abort();
    const ctl = new AbortController();
    this.inflight = ctl;
    let r;
    try {
      r = await api.replay(this.gameId, step, this.seat, ctl.signal);
    } catch (e) {
      if (e.name === "AbortError" || token !== this.token) return;
      if (this.seat !== null && e.status === 422) {
        // A link with a seat this game does not have: say so and show the spectator's view.
        toast(T.asSpectator(e.message));
        this.seat = null;
        this.fetchStep(step);
        return;
      }
      toast(e.message);
      if (!this.r) fill(this.board, h("p", { class: "form-error", attrs: { role: "alert" } }, e.message));
      return;
    }
    if (token !== this.token) return;   // a later click already asked for another step
    const seatParam = this.seat === null ? "" : `&seat=${this.seat}`;
    history.replaceState(null, "", `#/replay/${this.gameId}?step=${step}${seatParam}`);
    this.r = r;
    this.draw();
  }

  draw() {
    const r = this.r;
    const g = this.game;
    const names = this.names();
    const seatSel = h("select", {
      class: "viewer", attrs: { "aria-label": T.viewpoint },
      on: { change: (ev) => { this.seat = parseSeat(ev.target.value); this.go(this.step); } },
    },
    h("option", { value: "none", selected: this.seat === null }, T.spectatorView),
    g.players.map((p) => h("option", { value: String(p.seat), selected: this.seat === p.seat },
      T.seatView(seatLabel(p.seat), names[p.seat]))),
    h("option", { value: "all", selected: this.seat === "all" }, T.allView));
    const slider = h("input", {
      type: "range", min: 0, max: g.steps, value: this.step, class: "step-slider",
      attrs: { "aria-label": T.stepLabel },
      on: { change: (ev) => this.go(Number(ev.target.value)) },
    });
    // Steps count from this.step when clicked: it moves ahead of the drawn view (see go).
    const btn = (label, cls, to, off) => h("button", {
      type: "button", class: cls, disabled: off, on: { click: () => this.go(to()) },
    }, label);
    fill(this.controls,
      btn(T.first, "first", () => 0, this.step === 0),
      btn(T.prev, "prev", () => this.step - 1, this.step === 0),
      h("span", { class: "step-no" }, T.stepOf(this.step, g.steps)),
      btn(T.next, "next", () => this.step + 1, this.step >= g.steps),
      btn(T.last, "last", () => g.steps, this.step >= g.steps),
      slider, seatSel,
      h("a", { href: "#/", class: "link" }, T.toLobby));
    if (g.game === "felix") {   // 菲力猫: felix.js words and draws it
      this.log.set(r.log.map((e) => logLine(e, names, r.view.seat)));
      fill(this.board, r.result ? renderFelixEnd(r.view, r.result, names, []) : null,
        renderFelixTable(r.view, names));
      return;
    }
    this.log.set(r.log);
    const table = h("div", { class: "table" });
    const view = r.view;
    renderTable(table, view, this.cat, {
      replay: true, seatNames: names, targets: new Set(), usableCards: new Set(),
      winners: r.result ? new Set(r.result.winners) : null,
    });
    const pend = view.pending;
    const asked = pend && pend.seat !== null && pend.seat !== undefined
      ? T.waitingFor(seatLabel(pend.seat)) : pend ? T.waitingWindow : "";
    const options = r.options && r.options.length
      ? h("section", { class: "prompt others" }, h("div", null, asked, T.choices),
        h("ul", { class: "replay-options" }, r.options.map((o) => h("li", null, gameText(o.label)))))
      : (asked ? h("section", { class: "prompt others" }, asked) : null);
    const end = r.result ? renderEnd(view, r.result, this.cat, names, []) : null;
    fill(this.board, end, table, view.over ? null : options);
  }
}
