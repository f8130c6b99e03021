// The leaderboard (#/leaderboard): accounts and bot levels by rating (GET /api/leaderboard).
import { h, fill } from "./dom.js";
import { api } from "./api.js";
import { BOT_NAMES } from "./catalog.js";
import { T } from "./strings.js";

function nameOf(p) {
  return p.bot ? BOT_NAMES[p.bot] || T.bot : p.nickname;
}

export class LeaderboardPage {
  constructor(root) {
    const body = h("tbody", null, h("tr", null, h("td", { attrs: { colspan: 4 }, class: "dim" }, T.loading)));
    fill(root, h("section", { class: "page leaderboard" },
      h("h2", null, T.leaderboard),
      h("div", { class: "table-scroll" }, h("table", { class: "stat-table" },
        h("thead", null, h("tr", null, h("th", null, T.rank), h("th", null, T.player),
          h("th", { class: "num" }, T.rating), h("th", { class: "num" }, T.games))),
        body)),
      h("p", { class: "dim note" }, T.leaderboardNote),
      h("a", { href: "#/" }, T.back)));
    api.leaderboard().then((b) => {
      fill(body, b.players.length ? b.players.map((p) => h("tr", { class: p.bot ? "bot-row" : null },
        h("td", null, String(p.rank)),
        h("td", { class: "who" }, p.player_id ? h("a", { href: `#/player/${p.player_id}` }, nameOf(p)) : nameOf(p)),
        h("td", { class: "num" }, String(p.rating)),
        h("td", { class: "num" }, String(p.games))))
        : h("tr", null, h("td", { attrs: { colspan: 4 }, class: "dim" }, T.noRatings)));
    }).catch((e) => fill(body, h("tr", null, h("td", { attrs: { colspan: 4 }, class: "form-error" }, e.message))));
  }
}
