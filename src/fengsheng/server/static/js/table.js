// The table as one seat may see it, drawn from an observation (views.observe, unchanged by the
// server): seats with their role cards, message areas and hand counts; the message in transit;
// the stack of cards waiting to resolve; the viewer's identity, role and hand. Pure drawing:
// every fact comes from the observation, so nothing here can show what the seat may not know.
import { h, fill, gameText } from "./dom.js";
import { funcName, identityName, phaseName, seatLabel } from "./catalog.js";
import { roleDialog } from "./dialogs.js";

const COLOUR_SHORT = { red: "红", blue: "蓝", black: "黑" };
const IDENTITY_CLASS = { underground: "id-red", military: "id-blue", bystander: "id-green" };

/** How a seat is named in sentences: "你" for the viewer, else "N号" (as the log does). */
export function nameOf(view, seat) {
  if (seat === null || seat === undefined || seat < 0) return "无人";
  return seat === view.seat ? "你" : seatLabel(seat);
}

/** {red, blue, black} counts of a list of card ids. */
export function colourCounts(cat, ids) {
  const out = { red: 0, blue: 0, black: 0 };
  for (const id of ids) out[cat.cards[id].colour] += 1;
  return out;
}

/** Whether identities are dealt: not while role cards are being chosen (挑选角色). */
function dealt(view) {
  return !(view.you && view.you.role_offer);
}

/** Seats in table order starting from the viewer (or seat 0), the way they sit around it. */
function seatOrder(view) {
  const n = view.players.length;
  const first = typeof view.seat === "number" ? view.seat : 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

/** The header line: turn, whose turn, phase, deck/discard counts. */
export function renderHeader(view, cat) {
  const tp = view.turn_player;
  const whose = tp === view.seat ? "你的回合" : `${seatLabel(tp)}的回合`;
  const head = view.over ? "游戏已结束" : `第${view.turn + 1}回合 · ${whose} · ${phaseName(cat, view.phase)}`;
  return h("div", { class: "table-head" },
    h("strong", null, head),
    h("span", { class: "dim" },
      ` 牌库 ${view.deck_count} · 弃牌堆 ${view.discard_count} · 移出游戏 ${view.removed_count}`));
}

/** One message card as a small coloured chip (its function, full label as a tooltip). */
export function cardChip(cat, id) {
  const c = cat.cards[id];
  return h("span", { class: ["chip", `c-${c.colour}`], title: c.label }, c.function_name);
}

function countsLine(cat, messages) {
  const counts = colourCounts(cat, messages);
  return h("span", { class: "counts" },
    ["red", "blue", "black"].map((col) =>
      h("span", { class: ["count", `c-${col}`, counts[col] ? "" : "zero"] }, `${COLOUR_SHORT[col]}${counts[col]}`)));
}

function statusBadge(p) {
  if (p.alive) return h("span", { class: "badge ok" }, "存活");
  if (p.lost) return h("span", { class: "badge lost" }, "出局（输掉）");
  return h("span", { class: "badge dead" }, "死亡");
}

// While a seat is a target, a click anywhere on it picks the seat; the role card opens only
// when the click cannot mean a choice.
function roleBadge(view, cat, p, targeted) {
  if (!view.config.roles) return null;
  const rid = p.role;
  if (!rid) {
    return h("span", { class: "role face-down", title: "面朝下的角色牌" }, p.face_up ? "—" : "角色：盖伏");
  }
  const role = cat.roles.get(rid);
  const name = role ? role.name : "未知角色";
  const text = p.face_up ? `角色：${name}·${role ? role.gender : ""}` : `角色：${name}（盖伏）`;
  return h("button", {
    type: "button", class: ["role", p.face_up ? "face-up" : "face-down"],
    title: "查看角色技能",
    on: { click: (ev) => { if (!targeted) { ev.stopPropagation(); roleDialog(cat, rid, p.face_up); } } },
  }, text);
}

/**
 * The seats. opts: {seatNames: [nickname line per seat], targets: Set of seats an option
 * names (clickable), selectedSeat, onSeat(seat), winners: Set|null}.
 */
export function renderSeats(view, cat, opts) {
  const m = view.message;
  const pend = view.pending;
  const locks = new Set(view.locks || []);
  const lured = new Set(m ? m.lured : []);
  const targets = opts.targets || new Set();
  return h("div", { class: "seats", dataset: { n: String(view.players.length) } },
    seatOrder(view).map((s) => {
      const p = view.players[s];
      const flags = [];
      if (!view.over && s === view.turn_player) flags.push(h("span", { class: "flag turn" }, "回合中"));
      if (m && m.holder === s && !view.over) flags.push(h("span", { class: "flag holder" }, "情报在此"));
      if (locks.has(s)) flags.push(h("span", { class: "flag lock" }, "被锁定"));
      if (lured.has(s)) flags.push(h("span", { class: "flag lure" }, "调虎离山"));
      if (pend && pend.seat === s && !view.over) flags.push(h("span", { class: "flag thinking" }, "决策中…"));
      if (opts.winners && opts.winners.has(s)) flags.push(h("span", { class: "flag win" }, "胜利"));
      const clickable = targets.has(s);
      const ident = dealt(view) ? p.identity : null;
      return h("div", {
        class: ["seat", s === view.seat ? "mine" : "", p.alive ? "" : "out", clickable ? "target" : "",
          opts.selectedSeat === s ? "selected" : "", !view.over && s === view.turn_player ? "turn" : ""],
        dataset: { seat: String(s) },
        attrs: clickable ? { role: "button", tabindex: "0", "aria-label": `选择${seatLabel(s)}` } : {},
        on: clickable ? {
          click: () => opts.onSeat(s),
          keydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); opts.onSeat(s); } },
        } : {},
      },
        h("div", { class: "seat-top" },
          h("span", { class: "seat-no" }, s === view.seat ? `${seatLabel(s)}（你）` : seatLabel(s)),
          h("span", { class: "nick" }, (opts.seatNames && opts.seatNames[s]) || "")),
        h("div", { class: "seat-line" },
          statusBadge(p),
          h("span", { class: ["ident", IDENTITY_CLASS[ident] || "unknown"] }, identityName(cat, ident)),
          h("span", { class: "hand-count", title: "手牌数" }, `手牌 ${p.hand_count}`)),
        roleBadge(view, cat, p, clickable),
        h("div", { class: "seat-msgs" }, countsLine(cat, p.messages),
          h("span", { class: "chips" }, p.messages.map((id) => cardChip(cat, id)))),
        p.hand ? h("div", { class: "seat-hand" }, "手牌：", p.hand.map((id) => cardChip(cat, id))) : null,
        flags.length ? h("div", { class: "flags" }, flags) : null);
    }));
}

/** The message in transit as the viewer may see it, or null when none is. */
export function renderMessage(view, cat) {
  const m = view.message;
  if (!m) return null;
  const how = cat.text.transmissions[m.transmission];
  let route;
  if (m.transmission === "direct") route = `直达给${nameOf(view, m.target)}`;
  else if (m.direction === 1) route = "向下一位（座位号增大的方向）传递";
  else route = "已被退回，向反方向（座位号减小的方向）传递";
  const content = m.card !== null && m.card !== undefined
    ? h("span", { class: ["card-inline", `c-${cat.cards[m.card].colour}`] }, cat.cards[m.card].label)
    : h("span", { class: "face-down-card" }, "看不到（面朝下）");
  return h("section", { class: "transit", attrs: { "aria-label": "传递中的情报" } },
    h("h3", null, "传递中的情报"),
    gameText(`${nameOf(view, m.sender)}传出 · ${how} · ${route}`),
    h("div", null, `现在在${nameOf(view, m.holder)}处（${cat.text.steps[m.step] || ""}） · 内容：`, content),
    m.lured.length ? h("div", null, "被调虎离山：", m.lured.map((s) => nameOf(view, s)).join("、")) : null);
}

/** A stack item in words: "2号的【锁定】（目标：3号）". */
export function itemText(view, cat, item, positions) {
  let s = `${nameOf(view, item.user)}的${funcName(cat, item.func)}`;
  if (item.func === "shi_po" && positions.has(item.ref)) s += `（目标：第${positions.get(item.ref)}项）`;
  else if (item.target !== null && item.target >= 0) s += `（目标：${nameOf(view, item.target)}）`;
  if (item.card !== null && item.card >= 0) s += ` ${cat.cards[item.card].label}`;
  return s;
}

/** The cards waiting to resolve, the last used (first to resolve, 后发先至) on top. */
export function renderStack(view, cat) {
  if (!view.stack || !view.stack.length) return null;
  const positions = new Map(view.stack.map((it, k) => [it.uid, k + 1]));
  const n = view.stack.length;
  return h("section", { class: "stack", attrs: { "aria-label": "等待结算" } },
    h("h3", null, "等待结算（后发先至）"),
    h("ol", { class: "stack-list", reversed: true },
      [...view.stack].reverse().map((it, k) =>
        h("li", { class: it.nullified ? "nullified" : "", value: n - k },
          gameText(itemText(view, cat, it, positions)),
          it.nullified ? h("span", { class: "dim" }, "（已被识破）") : null,
          k === 0 ? h("span", { class: "first" }, " ← 最先结算") : null))));
}

/**
 * One hand card as a tile: function, colour, transmission (and a 试探's bet).
 * opts: {selectable, selected, onClick}.
 */
export function cardTile(cat, id, opts = {}) {
  const c = cat.cards[id];
  const ft = cat.functionText[c.function];
  return h(opts.selectable ? "button" : "div", {
    type: opts.selectable ? "button" : null,
    class: ["card", `c-${c.colour}`, opts.selectable ? "usable" : "", opts.selected ? "selected" : ""],
    dataset: { card: String(id) },
    title: ft ? `${ft.timing}\n${ft.effect}` : c.label,
    on: opts.selectable ? { click: () => opts.onClick(id) } : null,
  },
    h("span", { class: "card-func" }, c.function_name),
    h("span", { class: "card-meta" }, `${c.colour_name}·${c.transmission_name}`),
    c.probe ? h("span", { class: "card-probe" }, c.probe.short) : null,
    h("span", { class: "card-id" }, `#${id}`));
}

/**
 * The viewer's own area: identity (with its goal), role card, hand.
 * opts: {usableCards: Set of card ids some option uses, selectedCard, onCard(id)}.
 */
export function renderMine(view, cat, opts = {}) {
  const you = view.you;
  if (!you) return null;
  const me = view.players[view.seat];
  const usable = opts.usableCards || new Set();
  const ident = dealt(view) ? me.identity : null;
  const roleId = me.role;
  return h("section", { class: "mine-area", attrs: { "aria-label": "你的身份与手牌" } },
    h("div", { class: "mine-head" },
      h("span", null, "你的身份："),
      h("strong", { class: ["ident", IDENTITY_CLASS[ident] || "unknown"] }, ident === null ? "尚未发放" : identityName(cat, ident)),
      ident ? h("span", { class: "dim goal" }, `（${cat.text.identity_goals[ident] || ""}）`) : null,
      roleId ? h("button", {
        type: "button", class: "role face-up",
        on: { click: () => roleDialog(cat, roleId, me.face_up) },
      }, `你的角色：${cat.roles.get(roleId)?.name || ""}${me.face_up ? "" : "（盖伏）"}`) : null),
    h("div", { class: "hand", attrs: { "aria-label": "你的手牌" } },
      you.hand.length ? you.hand.map((id) => cardTile(cat, id, {
        selectable: usable.has(id), selected: opts.selectedCard === id, onClick: opts.onCard,
      })) : h("span", { class: "dim" }, "（没有手牌）")));
}

/** Fill ``root`` with the whole table (header, seats, transit, stack, own area). */
export function renderTable(root, view, cat, opts) {
  fill(root,
    renderHeader(view, cat),
    renderSeats(view, cat, opts),
    h("div", { class: "centre" }, renderMessage(view, cat), renderStack(view, cat)),
    renderMine(view, cat, opts));
}
