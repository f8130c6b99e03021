// A player's profile (#/player/N): rating, win rates by identity and by role, recent games
// with links to their replays, and the rating after each rated game as a small SVG chart
// drawn here (no library, no build step).
import { h, fill } from "./dom.js";
import { api } from "./api.js";
import { T } from "./strings.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) el.setAttribute(k, String(v));
  for (const c of children) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

/** points: ratings oldest first -> an <svg> line chart 320×120 that scales to its box. */
function ratingChart(points) {
  const W = 320, H = 120, PAD = 32;
  const lo = Math.min(...points), hi = Math.max(...points);
  const span = Math.max(hi - lo, 1);   // (a flat line is drawn at the bottom)
  const x = (i) => PAD + (points.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (v) => H - PAD / 2 - ((v - lo) * (H - 1.5 * PAD)) / span;
  const path = points.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "rating-chart", role: "img", "aria-label": T.chartLabel(points.length, lo, hi) },
    svg("line", { x1: PAD, y1: H - PAD / 2, x2: W - PAD / 2, y2: H - PAD / 2, class: "axis" }),
    svg("text", { x: 2, y: y(hi) + 4, class: "tick" }, hi),
    lo !== hi ? svg("text", { x: 2, y: y(lo) + 4, class: "tick" }, lo) : null,
    svg("path", { d: path, class: "line" }),
    ...points.map((v, i) => svg("circle", { cx: x(i), cy: y(v), r: 3, class: "dot" }, svg("title", {}, String(v)))));
}

function rate(t) {
  return `${Math.round((100 * t.wins) / t.games)}%`;
}

function tally(title, table, nameOf) {
  const keys = Object.keys(table);
  return h("div", { class: "tally" }, h("h3", null, title),
    keys.length ? h("table", { class: "stat-table" },
      h("thead", null, h("tr", null, h("th", null, ""), h("th", { class: "num" }, T.games), h("th", { class: "num" }, T.wins), h("th", { class: "num" }, T.winRate))),
      h("tbody", null, keys.map((k) => h("tr", null, h("td", null, nameOf(k)),
        h("td", { class: "num" }, String(table[k].games)), h("td", { class: "num" }, String(table[k].wins)),
        h("td", { class: "num" }, rate(table[k]))))))
      : h("p", { class: "dim" }, T.noFinishedGames));
}

export class ProfilePage {
  constructor(root, id) {
    fill(root, h("p", { class: "dim" }, T.loading));
    Promise.all([api.profile(id), api.roles()]).then(([p, roles]) => {
      const roleNames = new Map(roles.roles.map((r) => [r.id, r.name]));
      const roleName = (r) => roleNames.get(r) || r;
      fill(root, h("section", { class: "page profile" },
        h("h2", null, T.profileOf(p.nickname)),
        h("p", { class: "dim" }, p.account ? T.accountProfile : T.guestProfile, " · ", T.since(p.since.slice(0, 10))),
        h("p", { class: "headline" },
          h("span", { class: "big" }, p.rating ? String(p.rating.rating) : T.unrated),
          p.rating ? ` ${T.rating} · ` : " · ",
          `${T.games} ${p.games} · ${T.wins} ${p.wins}`),
        h("div", { class: "history" }, h("h3", null, T.ratingHistory),
          p.history.length ? ratingChart([p.history[0].before, ...p.history.map((x) => x.rating)]) : h("p", { class: "dim" }, T.noHistory)),
        h("div", { class: "tallies" },
          tally(T.byIdentity, p.by_identity, (k) => T.identities[k] || k),
          tally(T.byRole, p.by_role, roleName)),
        h("h3", null, T.recentGames),
        p.recent.length ? h("ul", { class: "game-list recent" }, p.recent.map((g) => h("li", { class: "game-row" },
          h("span", null, `${T.gameNo(g.game_id)} · ${T.gameNames[g.game]} · ${g.room_name}`),
          h("span", { class: "dim" }, T.seatOf(g.seat, g.players)),
          h("span", { class: g.identity ? `w-${{ underground: "red", military: "blue", bystander: "green" }[g.identity]}` : null }, T.identities[g.identity] || ""),
          g.role ? h("span", null, roleName(g.role)) : null,
          h("strong", { class: g.won ? "won" : "lost" }, g.won ? T.resultWon : T.resultLost),
          g.rating_after !== null ? h("span", { class: "dim" }, `${g.rating_before} → ${g.rating_after}`) : null,
          h("a", { href: `#/replay/${g.game_id}?seat=${g.seat}`, class: "button" }, T.replay))))
          : h("p", { class: "dim" }, T.noFinishedGames),
        h("a", { href: "#/" }, T.back)));
    }).catch((e) => fill(root, h("p", { class: "form-error" }, e.message)));
  }
}
