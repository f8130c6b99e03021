// The question put to the player and exactly the legal options the server sent (each answer is
// an option's index, so nothing illegal can be asked for). Options that differ only in the seat
// they name are one button: pick it, then click a seat on the table (or the short list below
// it); so are options that differ only in the card on the stack they aim at (识破, 警觉): pick
// it, then click that card. A hand card some option uses can be clicked to show only its options.
import { h, gameText } from "./dom.js";
import { funcName, seatLabel } from "./catalog.js";
import { nameOf } from "./table.js";
import { roleBlock } from "./dialogs.js";
import { T } from "./strings.js";

/** What an option aims at, besides a seat: a card waiting on the stack (its uid). */
function aimsAtItem(o) {
  return o.seat < 0 && o.ref >= 0 && (o.kind === "use" || o.kind === "skill");
}

function groupKey(o) {
  if (o.seat >= 0) return `seat|${o.kind}|${o.card}|${o.func}|${o.ref}`;
  if (aimsAtItem(o)) return `item|${o.kind}|${o.card}|${o.func}`;
  return `#${o.index}`;
}

/** Selection state over one decision's options. */
export class Choice {
  /**
   * options: the view frame's options ([{index, label, kind, card, func, seat, ref}]);
   * onAnswer(option): called once with the chosen option; onChange(): redraw.
   */
  constructor(options, onAnswer, onChange) {
    this.options = options || [];
    this.onAnswer = onAnswer;
    this.onChange = onChange;
    this.group = null;     // group key chosen, waiting for a seat
    this.card = null;      // hand card filter
    this.seat = null;      // seat filter (a seat click that matched several options)
    this.item = null;      // stack item filter (a stack card click that matched several)
    this.sent = false;
  }

  get active() {
    return this.options.length > 0 && !this.sent;
  }

  /** Options shown now, after the group/card/seat filters. */
  filtered() {
    return this.options.filter((o) =>
      (this.group === null || groupKey(o) === this.group)
      && (this.card === null || o.card === this.card)
      && (this.seat === null || o.seat === this.seat)
      && (this.item === null || (aimsAtItem(o) && o.ref === this.item)));
  }

  /** The options still in play before a seat or stack card is clicked. */
  base() {
    if (!this.active) return [];
    return this.options.filter((o) =>
      (this.group === null || groupKey(o) === this.group) && (this.card === null || o.card === this.card));
  }

  /** Seats a click may pick: those named by the options still in play. */
  targets() {
    return new Set(this.base().filter((o) => o.seat >= 0).map((o) => o.seat));
  }

  /** Stack cards (uids) a click may pick. */
  itemTargets() {
    return new Set(this.base().filter(aimsAtItem).map((o) => o.ref));
  }

  /** Hand cards some option uses (clickable in the hand). */
  usableCards() {
    if (!this.active) return new Set();
    return new Set(this.options.filter((o) => o.card >= 0).map((o) => o.card));
  }

  answer(o) {
    if (!this.active) return;
    this.sent = true;
    this.onAnswer(o);
    this.onChange();
  }

  clickSeat(seat) {
    const base = this.base().filter((o) => o.seat === seat);
    if (base.length === 1) return this.answer(base[0]);
    this.seat = this.seat === seat ? null : seat;
    this.onChange();
  }

  clickItem(uid) {
    const base = this.base().filter((o) => aimsAtItem(o) && o.ref === uid);
    if (base.length === 1) return this.answer(base[0]);
    this.item = this.item === uid ? null : uid;
    this.onChange();
  }

  clickCard(card) {
    this.card = this.card === card ? null : card;
    this.group = null;
    this.seat = null;
    this.item = null;
    this.onChange();
  }

  pickGroup(key) {
    this.group = key;
    this.onChange();
  }

  reset() {
    this.group = null;
    this.card = null;
    this.seat = null;
    this.item = null;
    this.onChange();
  }
}

function groupLabel(cat, o, count) {
  const c = o.card >= 0 ? cat.cards[o.card] : null;
  if (o.kind === "send") return T.groupSend(c ? c.label : "", count);
  const verb = T.verbs[o.kind] || T.verbs.choose;
  const named = o.func && (cat.text.functions[o.func] || cat.skills.has(o.func));
  // A card used as its own function is named once; a converted card says what it is used as.
  let what;
  if (c && (!named || c.function === o.func)) what = c.label;
  else if (c) what = T.usedAs(funcName(cat, o.func), c.label);
  else what = named ? funcName(cat, o.func) : "";
  return o.seat >= 0 ? T.groupTarget(verb, what, count) : T.groupItem(verb, what, count);
}

/** Within a chosen group, an option named by its target alone ("3号", "第2项 1号的【试探】"): the
 * group's button already said what is used. */
function targetLabel(view, cat, o) {
  if (o.seat >= 0) return nameOf(view, o.seat);
  const k = (view.stack || []).findIndex((it) => it.uid === o.ref);
  if (k < 0) return o.label;
  const it = view.stack[k];
  return T.itemChoice(k + 1, T.itemOf(nameOf(view, it.user), funcName(cat, it.func)));
}

function optionButton(choice, o, label) {
  return h("button", {
    type: "button", class: ["option", o.kind === "pass" ? "pass" : ""],
    dataset: { index: String(o.index), kind: o.kind, seat: String(o.seat) },
    on: { click: () => choice.answer(o) },
  }, gameText(label ?? o.label));
}

/** The option buttons, grouped by what differs only in the seat. */
function optionList(choice, cat, view) {
  const shown = choice.filtered();
  if (choice.group !== null) return shown.map((o) => optionButton(choice, o, targetLabel(view, cat, o)));
  if (choice.seat !== null || choice.item !== null) return shown.map((o) => optionButton(choice, o));
  const groups = new Map();
  for (const o of shown) {
    const k = groupKey(o);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(o);
  }
  return [...groups.entries()].map(([k, os]) => os.length === 1
    ? optionButton(choice, os[0])
    : h("button", {
      type: "button", class: "option group", dataset: { group: k },
      on: { click: () => choice.pickGroup(k) },
    }, gameText(groupLabel(cat, os[0], os.length))));
}

/** 挑选角色: the two role cards offered, each in full with its button. */
function roleChoice(choice, cat) {
  return h("div", { class: "role-offer" }, choice.options.map((o) =>
    h("div", { class: "offer" },
      h("button", {
        type: "button", class: "option", dataset: { index: String(o.index), kind: o.kind },
        on: { click: () => choice.answer(o) },
      }, T.pickRole(cat.roles.get(o.func)?.name || "")),
      roleBlock(cat, o.func))));
}

/**
 * The prompt panel. frame: the latest view frame (prompt, options, waiting, bot_playing);
 * choice: its Choice; more: {timer: node, onBack(): tell the server the player is back when a
 * bot plays the seat, note: a line from 自动让过 or null, collapsed: options hidden (phones: the
 * pinned panel must not hide the seats), onCollapse(): toggle that}.
 */
export function renderPrompt(frame, choice, cat, more) {
  const view = frame.view;
  if (view.over) return null;
  const mine = choice.options.length > 0;
  const filters = [];
  if (choice.group !== null || choice.card !== null || choice.seat !== null || choice.item !== null) {
    const what = [];
    if (choice.card !== null) what.push(T.filterCard(cat.cards[choice.card].label));
    if (choice.seat !== null) what.push(seatLabel(choice.seat));
    if (choice.item !== null) what.push(T.anItem);
    const pick = choice.group !== null && choice.group.startsWith("item|") ? T.pickAnItem : T.pickASeat;
    filters.push(h("div", { class: "filter" },
      choice.group !== null ? pick : T.onlyShowing(what.join(T.listSep)),
      h("button", { type: "button", class: "link", on: { click: () => choice.reset() } }, T.showAll)));
  }
  const rolePick = view.pending && view.pending.prompt === "choose_role" && mine;
  return h("section", {
    class: ["prompt", mine ? "yours" : "others", mine && more.collapsed ? "collapsed" : ""],
    dataset: { seq: String(frame.seq), kind: view.pending ? view.pending.kind : "" },
    attrs: { "aria-label": T.promptLabel },
  },
    h("div", { class: "prompt-head" },
      mine ? h("strong", { class: "question" }, gameText(frame.prompt || T.choose)) : h("span", { class: "waiting dots" }, frame.waiting || ""),
      more.timer,
      mine ? h("button", {
        type: "button", class: "link collapse-toggle", attrs: { "aria-expanded": String(!more.collapsed) },
        on: { click: more.onCollapse },
      }, more.collapsed ? T.expand : T.collapse) : null),
    more.note ? h("p", { class: "auto-note" }, gameText(more.note)) : null,
    frame.bot_playing ? h("p", { class: "bot-playing" }, T.awayBanner,
      h("button", { type: "button", class: "back", on: { click: more.onBack } }, T.awayOff)) : null,
    mine && choice.sent ? h("p", { class: "dim" }, T.sent) : null,
    mine && !choice.sent ? [filters, h("div", { class: "options" },
      rolePick ? roleChoice(choice, cat) : optionList(choice, cat, view))] : null);
}
