// The end screen: the result sentence, every seat's identity and role revealed, their messages,
// and who won. result: the view frame's Result (everything is public once the game is over).
import { h, gameText } from "./dom.js";
import { identityName, seatLabel } from "./catalog.js";
import { cardChip, colourCounts } from "./table.js";
import { T } from "./strings.js";

const IDENTITY_CLASS = { underground: "id-red", military: "id-blue", bystander: "id-green" };

/**
 * view: the final observation; result: {text, winners, declarer, identities, roles};
 * seatNames: nickname line per seat; actions: nodes (buttons/links) under the table.
 */
export function renderEnd(view, result, cat, seatNames, actions) {
  const winners = new Set(result.winners);
  const you = view.seat;
  const roles = view.config.roles;
  const verdict = typeof you === "number"
    ? (winners.has(you) ? T.won : winners.size === 0 ? T.draw : T.lost)
    : null;
  const head = T.endColumns.filter((c, k) => roles || k !== 2);
  return h("section", { class: "end-screen", attrs: { "aria-label": T.endTitle } },
    h("h2", null, T.endTitle),
    h("p", { class: "result" }, gameText(result.text)),
    verdict ? h("p", { class: ["verdict", winners.has(you) ? "won" : ""] }, verdict) : null,
    h("p", { class: "scroll-hint" }, T.scrollHint),
    h("div", { class: "table-scroll" },
      h("table", { class: "end-table" },
        h("thead", null, h("tr", null, head.map((c) => h("th", null, c)))),
        h("tbody", null, view.players.map((p) => {
          const s = p.seat;
          const ident = result.identities[s];
          const c = colourCounts(cat, p.messages);
          const rid = result.roles ? result.roles[s] : null;
          const outcome = winners.has(s) ? (s === result.declarer ? T.winDeclarer : T.flagWin) : "—";
          return h("tr", { class: [winners.has(s) ? "winner" : "", s === you ? "mine" : ""], dataset: { seat: String(s) } },
            h("td", null, `${s === you ? T.seatYou(seatLabel(s)) : seatLabel(s)} ${seatNames[s] || ""}`),
            h("td", { class: ["ident", IDENTITY_CLASS[ident] || ""] }, identityName(cat, ident)),
            roles ? h("td", null, rid ? (cat.roles.get(rid)?.name || "") : "—") : null,
            h("td", null, p.alive ? T.alive : p.lost ? T.out : T.dead),
            h("td", null, T.colourCounts(c)),
            h("td", null, p.messages.map((id) => cardChip(cat, id))),
            h("td", { class: "outcome" }, outcome));
        })))),
    h("div", { class: "actions" }, actions));
}
