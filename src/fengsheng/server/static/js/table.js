// The table as one seat may see it, drawn from an observation (views.observe, unchanged by the
// server): seats with their role cards, message areas and hand counts; the message in transit;
// the stack of cards waiting to resolve; the viewer's identity, role and hand. Pure drawing:
// every fact comes from the observation, so nothing here can show what the seat may not know.
import { h, fill, gameText } from "./dom.js";
import { funcName, identityName, phaseName, seatLabel } from "./catalog.js";
import { roleDialog } from "./dialogs.js";
import { T } from "./strings.js";
import { clockNode } from "./timer.js";

const IDENTITY_CLASS = { underground: "id-red", military: "id-blue", bystander: "id-green" };

/** How a seat is named in sentences: "你" for the viewer, else "N号" (as the log does). */
export function nameOf(view, seat) {
  if (seat === null || seat === undefined || seat < 0) return T.nobody;
  return seat === view.seat ? T.you : seatLabel(seat);
}

/** {red, blue, black} counts of a list of card ids. */
export function colourCounts(cat, ids) {
  const out = { red: 0, blue: 0, black: 0 };
  for (const id of ids) out[cat.cards[id].colour] += 1;
  return out;
}

/** Whether identities are dealt: not while role cards are being chosen (挑选角色; a spectator
 * has no role offer of their own, so the pending question says it). */
function dealt(view) {
  return !(view.you && view.you.role_offer) && !(view.pending && view.pending.prompt === "choose_role");
}

/** Seats in table order starting from the viewer (or seat 0), the way they sit around it. */
function seatOrder(view) {
  const n = view.players.length;
  const first = typeof view.seat === "number" ? view.seat : 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

/** The head line: turn, phase, piles, and the response window's clock when the window's decider
 * must stay hidden (opts.clockEnd; here, not in the felt's middle, which scrolls to the stack). */
export function renderHeader(view, cat, opts = {}) {
  const tp = view.turn_player;
  const whose = tp === view.seat ? T.yourTurn : T.turnOf(seatLabel(tp));
  let head;
  if (view.over) head = T.gameOver;
  else if (view.pending && view.pending.prompt === "choose_role") head = T.rolePickHead;
  else head = T.turnHead(view.turn + 1, whose, phaseName(cat, view.phase));
  return h("div", { class: "table-head" },
    h("strong", null, head),
    h("span", { class: "dim" },
      T.piles(view.deck_count, view.discard_count, view.removed_count)),
    view.pending && !view.over && !publicDecider(view) && opts.clockEnd
      ? h("span", { class: "window-clock" }, clockNode(opts.clockEnd, T.windowClock, "window")) : null);
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
      h("span", { class: ["count", `c-${col}`, counts[col] ? "" : "zero"] }, `${T.colourShort[col]}${counts[col]}`)));
}

function statusBadge(p) {
  if (p.alive) return h("span", { class: "badge ok" }, T.alive);
  if (p.lost) return h("span", { class: "badge lost" }, T.lostBadge);
  return h("span", { class: "badge dead" }, T.dead);
}

// While a seat is a target, a click anywhere on it picks the seat; the role card opens only
// when the click cannot mean a choice.
function roleBadge(view, cat, p, targeted) {
  if (!view.config.roles) return null;
  const rid = p.role;
  if (!rid) {
    return h("span", { class: "role face-down", title: T.roleFaceDownTitle }, p.face_up ? "—" : T.roleFaceDown);
  }
  const role = cat.roles.get(rid);
  const name = role ? role.name : T.unknownRole;
  const text = p.face_up ? T.roleUp(name, role ? role.gender : "") : T.roleDown(name);
  return h("button", {
    type: "button", class: ["role", p.face_up ? "face-up" : "face-down"],
    title: T.roleTitle,
    on: { click: (ev) => { if (!targeted) { ev.stopPropagation(); roleDialog(cat, rid, p.face_up); } } },
  }, text);
}

/** Where seat k places after the viewer sits on the table's ellipse: the viewer at the bottom,
 * seat numbers increasing to the viewer's right hand (counter-clockwise), as at a real table.
 * -> {x, y} in percent of the table. */
function seatSpot(k, n) {
  const a = (2 * Math.PI * k) / n;
  return { x: 50 + 41 * Math.sin(a), y: 50 + 39 * Math.cos(a) };
}

/** Whether the pending decider is public (传出, 接收, a role pick, a question while a card
 * resolves): a response window's or an automatic skill's asked seat stays hidden. */
function publicDecider(view) {
  const p = view.pending;
  return !!p && !view.over && typeof p.seat === "number" && p.kind !== "respond" && p.kind !== "trigger";
}

/**
 * The seats. opts: {replay: a still of a finished game (nobody is thinking), seatNames:
 * [nickname line per seat], away: Set of seats in 托管, targets:
 * Set of seats an option names (clickable), selectedSeat, onSeat(seat), winners: Set|null,
 * clockEnd: epoch ms (browser clock) of the pending decision or null}.
 */
export function renderSeats(view, cat, opts) {
  const m = view.message;
  const pend = view.pending;
  const locks = new Set(view.locks || []);
  const lured = new Set(m ? m.lured : []);
  const targets = opts.targets || new Set();
  const order = seatOrder(view);
  const decider = publicDecider(view) ? pend.seat : null;
  return h("div", { class: "seats", dataset: { n: String(view.players.length) } },
    order.map((s, k) => {
      const p = view.players[s];
      const flags = [];
      if (!view.over && dealt(view) && s === view.turn_player) flags.push(h("span", { class: "flag turn" }, T.flagTurn));
      if (m && m.holder === s && !view.over) flags.push(h("span", { class: "flag holder" }, T.flagHolder));
      if (locks.has(s)) flags.push(h("span", { class: "flag lock" }, T.flagLock));
      if (lured.has(s)) flags.push(h("span", { class: "flag lure" }, T.flagLure));
      if (opts.away && opts.away.has(s)) flags.push(h("span", { class: "flag away" }, T.awayFlag));
      if (opts.winners && opts.winners.has(s)) flags.push(h("span", { class: "flag win" }, T.flagWin));
      const deciding = decider === s;
      const clickable = targets.has(s);
      const ident = dealt(view) ? p.identity : null;
      const spot = seatSpot(k, order.length);
      return h("div", {
        class: ["seat", spot.y > 50 ? "low" : "high", s === view.seat ? "mine" : "", p.alive ? "" : "out", clickable ? "target" : "",
          opts.selectedSeat === s ? "selected" : "", !view.over && s === view.turn_player ? "turn" : "",
          deciding ? "deciding" : ""],
        dataset: { seat: String(s) },
        style: `--x:${spot.x.toFixed(1)}%;--y:${spot.y.toFixed(1)}%`,
        attrs: clickable ? { role: "button", tabindex: "0", "aria-label": T.pickSeat(seatLabel(s)) } : {},
        on: clickable ? {
          click: () => opts.onSeat(s),
          keydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); opts.onSeat(s); } },
        } : {},
      },
        h("div", { class: "seat-top" },
          h("span", { class: "seat-no" }, s === view.seat ? T.seatYou(seatLabel(s)) : seatLabel(s)),
          h("span", { class: "nick" }, (opts.seatNames && opts.seatNames[s]) || "")),
        h("div", { class: "seat-line" },
          statusBadge(p),
          h("span", { class: ["ident", IDENTITY_CLASS[ident] || "unknown"] }, identityName(cat, ident)),
          h("span", { class: "hand-count", title: T.handCount }, h("span", { class: "mini-back" }), `${p.hand_count}`)),
        roleBadge(view, cat, p, clickable),
        h("div", { class: "seat-msgs" }, countsLine(cat, p.messages),
          h("span", { class: "chips" }, p.messages.map((id) => cardChip(cat, id)))),
        p.hand ? h("div", { class: "seat-hand" }, T.handLabel, p.hand.map((id) => cardChip(cat, id))) : null,
        // Your own seat does not think: your prompt and its clock say it is your decision.
        deciding && !opts.replay && s !== view.seat ? h("div", { class: "thinking" },
          h("span", { class: "dots" }, T.thinking),
          opts.clockEnd ? clockNode(opts.clockEnd, T.seatClock, "seat-clock") : null) : null,
        flags.length ? h("div", { class: "flags" }, flags) : null);
    }));
}


/** A card drawn as a card: colour band with its transmission, the function name set large, a
 * corner glyph, the id. Faces are typographic, made for this project. */
function cardFace(cat, id, extra = {}) {
  const c = cat.cards[id];
  const ft = cat.functionText[c.function];
  return h(extra.tag || "div", {
    type: extra.tag === "button" ? "button" : null,
    class: ["card", `c-${c.colour}`, ...(extra.classes || [])],
    dataset: { card: String(id) },
    title: ft ? `${c.label}\n${ft.timing}\n${ft.effect}` : c.label,
    on: extra.on || null,
  },
    h("span", { class: "card-band" },
      h("span", { class: "card-tx" }, T.txMark[c.transmission] || ""),
      h("span", { class: "card-meta" }, c.colour_name, h("span", { class: "card-tx-name" }, `·${c.transmission_name}`))),
    // English names of two words ("See Through", "Truth or Lies") wrap on the small face.
    h("span", { class: ["card-func", c.function_name.length > 9 ? "long" : ""] }, c.function_name),
    c.probe ? h("span", { class: "card-probe" }, c.probe.short) : null,
    h("span", { class: "card-id" }, `#${id}`));
}

/** A face-down card: the back, with what the table may know (密电 or 直达) stamped on it. */
function cardBack(label, cls) {
  return h("div", { class: ["card", "back", cls || ""] }, h("span", { class: "back-mark" }, T.cardBack),
    label ? h("span", { class: "back-stamp" }, label) : null);
}

/** The message in transit as the viewer may see it, or null when none is: the card (its back
 * when face down) by its holder's seat, and the route in words. */
export function renderMessage(view, cat) {
  const m = view.message;
  if (!m) return null;
  const how = cat.text.transmissions[m.transmission];
  let route;
  if (m.transmission === "direct") route = T.routeDirect(nameOf(view, m.target));
  else if (m.direction === 1) route = T.routeOn;
  else route = T.routeBack;
  const content = m.card !== null && m.card !== undefined
    ? h("span", { class: ["card-inline", `c-${cat.cards[m.card].colour}`] }, cat.cards[m.card].label)
    : h("span", { class: "face-down-card" }, T.unseen);
  return h("section", { class: "transit", attrs: { "aria-label": T.transit } },
    h("h3", null, T.transit),
    gameText(T.transitFrom(nameOf(view, m.sender), how, route)),
    h("div", null, T.transitAt(nameOf(view, m.holder), cat.text.steps[m.step] || ""), content),
    m.lured.length ? h("div", null, T.lured, m.lured.map((s) => nameOf(view, s)).join(T.listSep)) : null);
}

/** The message card itself on the felt, beside its holder's seat on the side toward the middle
 * (never over the seat's text): its face when the viewer may see it, else its back stamped with
 * the transmission (密电 or 直达). */
function messageCard(view, cat) {
  const m = view.message;
  if (!m) return null;
  const seen = m.card !== null && m.card !== undefined;
  const order = seatOrder(view);
  const spot = seatSpot(order.indexOf(m.holder), order.length);
  return h("div", {
    class: ["travel", `tx-${m.transmission}`, spot.x > 50.5 ? "left-of" : "right-of"],
    dataset: { holder: String(m.holder) },
    style: `--x:${spot.x.toFixed(1)}%;--y:${spot.y.toFixed(1)}%`,
    title: T.transit,
  }, seen ? cardFace(cat, m.card, { classes: ["small"] })
    : cardBack(cat.text.transmissions[m.transmission], m.transmission));
}

/** A stack item in words: "2号的【锁定】（目标：3号）". */
export function itemText(view, cat, item, positions) {
  let s = T.itemOf(nameOf(view, item.user), funcName(cat, item.func));
  if (item.func === "shi_po" && positions.has(item.ref)) s += T.targetItem(positions.get(item.ref));
  else if (item.target !== null && item.target >= 0) s += T.targetSeat(nameOf(view, item.target));
  if (item.card !== null && item.card >= 0) s += ` ${cat.cards[item.card].label}`;
  return s;
}

/** Who used a stack item on what, short: "2号→你", "你→第1项". */
function stackRoute(view, it, positions) {
  let to = "";
  if (it.func === "shi_po" && positions.has(it.ref)) to = T.arrowItem(positions.get(it.ref));
  else if (it.target !== null && it.target >= 0) to = `→${nameOf(view, it.target)}`;
  return `${nameOf(view, it.user)}${to}`;
}

/** The cards waiting to resolve, drawn as cards in a row: the last used (first to resolve,
 * 后发先至) on the right, marked. opts: {itemTargets: Set of uids an option aims at
 * (clickable), onItem(uid)}. */
export function renderStack(view, cat, opts = {}) {
  if (!view.stack || !view.stack.length) return null;
  const targets = opts.itemTargets || new Set();
  const positions = new Map(view.stack.map((it, k) => [it.uid, k + 1]));
  const n = view.stack.length;
  return h("section", { class: "stack", attrs: { "aria-label": T.stackLabel } },
    h("h3", null, view.over ? T.stackLeft : T.stackHead),
    h("ol", { class: "stack-list" },
      view.stack.map((it, k) => {
        const c = it.card !== null && it.card >= 0 ? cat.cards[it.card] : null;
        const clickable = targets.has(it.uid);
        return h("li", {
          class: ["stack-card", c ? `c-${c.colour}` : "skill", it.nullified ? "nullified" : "", k === n - 1 ? "first" : "",
            clickable ? "target" : ""],
          dataset: { uid: String(it.uid) }, value: k + 1,
          title: itemText(view, cat, it, positions),
          attrs: clickable ? { role: "button", tabindex: "0", "aria-label": T.pickItem(k + 1) } : {},
          on: clickable ? {
            click: () => opts.onItem(it.uid),
            keydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); opts.onItem(it.uid); } },
          } : {},
        },
          h("span", { class: "stack-func" }, funcName(cat, it.func).replace(/^[【[]|[】\]]$/g, "")),
          h("span", { class: "stack-who" }, stackRoute(view, it, positions)),
          it.nullified ? h("span", { class: "dim" }, T.nullified) : null,
          k === n - 1 && !view.over ? h("span", { class: "first-mark" }, T.stackFirst) : null);
      })));
}

/**
 * One hand card as a tile: function, colour, transmission (and a 试探's bet).
 * opts: {selectable, selected, onClick}.
 */
export function cardTile(cat, id, opts = {}) {
  return cardFace(cat, id, {
    tag: opts.selectable ? "button" : "div",
    classes: [opts.selectable ? "usable" : "", opts.selected ? "selected" : ""],
    on: opts.selectable ? { click: () => opts.onClick(id) } : null,
  });
}

/** A 打酱油的's 机密任务 and how far the table is from what it needs at the least. */
function missionLine(view, cat, roleId) {
  const r = cat.roles.get(roleId);
  if (!r) return null;
  const me = view.players[view.seat];
  const needs = r.mission_needs;
  const parts = [];
  if (needs) {
    if (needs.messages) parts.push(T.needMessages(me.messages.length, needs.messages));
    if (needs.hand) parts.push(T.needHand(view.you.hand.length, needs.hand));
    if (needs.deaths) parts.push(T.needDeaths(view.players.filter((p) => !p.alive && !p.lost).length, needs.deaths));
  }
  return h("div", { class: "mission-line" },
    h("strong", null, `${T.missionHead}${T.colon}`), gameText(r.mission),
    parts.length ? h("span", { class: "dim progress" }, T.progressAside(parts)) : null);
}

/**
 * The viewer's own area: identity (with its goal; a 打酱油的's 机密任务), role card, hand.
 * opts: {usableCards: Set of card ids some option uses, selectedCard, onCard(id)}.
 */
export function renderMine(view, cat, opts = {}) {
  const you = view.you;
  if (!you) return null;
  const me = view.players[view.seat];
  const usable = opts.usableCards || new Set();
  const ident = dealt(view) ? me.identity : null;
  const roleId = me.role;
  return h("section", { class: "mine-area", attrs: { "aria-label": T.mineLabel } },
    h("div", { class: "mine-head" },
      h("span", null, T.yourIdentity),
      h("strong", { class: ["ident", IDENTITY_CLASS[ident] || "unknown"] }, ident === null ? T.notDealt : identityName(cat, ident)),
      ident ? h("span", { class: "dim goal" }, T.aside(cat.text.identity_goals[ident] || "")) : null,
      roleId ? h("button", {
        type: "button", class: "role face-up",
        on: { click: () => roleDialog(cat, roleId, me.face_up) },
      }, T.yourRole(cat.roles.get(roleId)?.name || "", me.face_up)) : null),
    ident === "bystander" && roleId ? missionLine(view, cat, roleId) : null,
    h("div", { class: "hand", attrs: { "aria-label": T.yourHand } },
      you.hand.length ? you.hand.map((id) => cardTile(cat, id, {
        selectable: usable.has(id), selected: opts.selectedCard === id, onClick: opts.onCard,
      })) : h("span", { class: "dim" }, T.noHand)));
}

/** The felt: the seats around it, the message by its holder, the stack and what just happened
 * in the middle. */
export function renderFelt(view, cat, opts) {
  return h("div", { class: "felt", dataset: { n: String(view.players.length) } },
    renderSeats(view, cat, opts),
    messageCard(view, cat),
    h("div", { class: "centre" },
      opts.caption ? h("p", { class: ["caption", opts.captionNew ? "new" : ""] }, gameText(opts.caption)) : null,
      opts.waiting && !view.over ? h("p", { class: "waiting-line" }, h("span", { class: "dots" }, opts.waiting)) : null,
      renderMessage(view, cat),
      renderStack(view, cat, opts)));
}

/** Fill ``root`` with the whole table (header, the felt, own area): the replay's page. */
export function renderTable(root, view, cat, opts) {
  fill(root, renderHeader(view, cat, opts), renderFelt(view, cat, opts), renderMine(view, cat, opts));
}
