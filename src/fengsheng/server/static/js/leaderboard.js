// The leaderboard (#/leaderboard): accounts and bot levels by rating (GET /api/leaderboard).
import { h, fill } from "./dom.js";
import { api } from "./api.js";
import { S } from "./i18n.js";

export function nameOf(p) {
  return p.bot ? S.botName(p.bot) : p.nickname;
}

export class LeaderboardPage {
  constructor(root) {
    const body = h("tbody", null, h("tr", null, h("td", { attrs: { colspan: 4 }, class: "dim" }, S.loading)));
    fill(root, h("section", { class: "page leaderboard" },
      h("h2", null, S.leaderboard),
      h("div", { class: "table-scroll" }, h("table", { class: "stat-table" },
        h("thead", null, h("tr", null, h("th", null, S.rank), h("th", null, S.player),
          h("th", { class: "num" }, S.rating), h("th", { class: "num" }, S.games))),
        body)),
      h("p", { class: "dim note" }, S.leaderboardNote),
      h("a", { href: "#/" }, S.back)));
    api.leaderboard().then((b) => {
      fill(body, b.players.length ? b.players.map((p) => h("tr", { class: p.bot ? "bot-row" : null },
        h("td", null, String(p.rank)),
        h("td", { class: "who" }, p.player_id ? h("a", { href: `#/player/${p.player_id}` }, nameOf(p)) : nameOf(p)),
        h("td", { class: "num" }, String(p.rating)),
        h("td", { class: "num" }, String(p.games))))
        : h("tr", null, h("td", { attrs: { colspan: 4 }, class: "dim" }, S.noRatings)));
    }).catch((e) => fill(body, h("tr", null, h("td", { attrs: { colspan: 4 }, class: "form-error" }, e.message))));
  }
}
