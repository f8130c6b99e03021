// 菲力猫 (Felix: The Cat in the Sack) in the browser: the table, the question, the log, the end
// screen and the replay of a game the server hosts through the game-neutral interface
// (server/hosting.py). Every fact drawn comes from the view frame, which the server builds from
// observe(state, seat) alone; every word comes from the string tables (T.fx…), so the log is
// worded here from the events as data.
import { h, fill } from "./dom.js";
import { seatLabel } from "./catalog.js";
import { showDialog } from "./dialogs.js";
import { T } from "./strings.js";

// The ten kinds of a colour set, in the engine's order (games/felix/cards.py): card id =
// colour * 10 + kind.
const KINDS = ["-8", "-5", "3", "5", "8", "11", "15", "rabbit", "large_dog", "small_dog"];
const ROUNDS = 9;

const kindOf = (card) => KINDS[card % 10];
const colourOf = (card) => Math.floor(card / 10);

/** A card face: a cat's or the rabbit's value over its animal, or the dog, in the colour of the
 * seat whose set it is. */
export function cardFace(kind, colour, extra) {
  const k = KINDS[kind] ?? kind;
  const valued = kind < 8;   // the cats and the rabbit
  return h("span", {
    class: ["fx-card", `fx-c${colour}`, k.endsWith("dog") ? "fx-dog" : k === "rabbit" ? "fx-rabbit" : Number(k) < 0 ? "fx-scruffy" : "fx-cat", extra],
    dataset: { kind: k }, attrs: { title: T.fxCards[k] },
  },
  valued ? h("b", { class: "fx-value" }, k === "rabbit" ? "0" : k.replace("-", "−")) : null,
  h("small", { class: "fx-name" }, T.fxKinds[kind < 7 ? "cat" : k]));
}

const card = (id, extra) => cardFace(id % 10, colourOf(id), extra);
const back = () => h("span", { class: "fx-card fx-back", attrs: { title: T.fxFaceDown } }, h("b", { class: "fx-value" }, "?"));

/** Who a seat is, for log lines and labels: "2号 小明" (the viewer's own seat says so). */
function who(names, seat, you) {
  if (seat === -1) return T.fxDummy;
  const label = seat === you ? T.seatYou(seatLabel(seat)) : seatLabel(seat);
  return names[seat] ? `${label} ${names[seat]}` : label;
}

function cardList(cards) {
  return cards.length ? cards.map((c) => T.fxCards[kindOf(c)]).join(" ") : T.fxNothing;
}

/** A slot of the row as the table labels it: the sack card's, then "card 2"… */
const slotName = (i) => (i === 0 ? T.fxSack : T.fxSlot(i));

/** One log line per event (and per timeout the server noted), in the page's language. */
export function logLine(e, names, you) {
  const w = (s) => who(names, s, you);
  switch (e.type) {
    case "setup": return T.fxLogSetup(e.players, w(e.start), e.bank);
    case "round": return T.fxLogRound(e.round, w(e.start));
    case "commit": return T.fxLogCommit(w(e.seat), slotName(e.slot));
    case "reveal": return T.fxLogReveal(slotName(e.slot), T.fxCards[kindOf(e.card)]);
    case "bid": return T.fxLogBid(w(e.seat), e.total);
    case "pass": return T.fxLogPass(w(e.seat), e.returned, e.took);
    case "win": return T.fxLogWin(w(e.winner), e.outcome === "bought", e.price, cardList(e.kept),
      e.chased === null || e.chased === undefined ? null : T.fxCards[kindOf(e.chased)], e.boxed.length ? cardList(e.boxed) : null);
    case "discard": return T.fxLogDiscard(cardList(e.cards));
    case "refill": return e.filled ? T.fxLogRefill(e.bank)
      : e.everybody_passed ? T.fxLogNoRefillPassed(e.bank) : T.fxLogNoRefill(e.bank);
    case "game_over": return T.fxLogOver(e.winners.map(w).join("、"));
    case "timeout": return T.fxLogTimeout(w(e.seat), e.answer ? optionText(e.answer) : null);   // answer: yours only
    default: return e.type;
  }
}

/** An option's notation ("pass", "buy", "bid 7", "commit 11") as the player reads it. */
function optionText(notation) {
  const [verb, arg] = notation.split(" ");
  if (verb === "commit") return T.fxCommitCard(T.fxCards[arg]);
  if (verb === "bid") return T.fxBidOf(Number(arg));
  return verb === "buy" ? T.fxBuy : T.fxPass;
}

/** The round, the phase, the bank and the high bid with its holder. */
function header(v, names) {
  // The high bid is held by the one seat that bid it and has not passed (a pass takes it back).
  const holder = v.table.find((t) => t.bid === v.high && !t.passed);
  const high = v.high && holder ? T.fxHigh(v.high, who(names, holder.seat, v.seat)) : T.fxNoBid;
  return h("div", { class: "fx-head" },
    h("span", { class: "fx-round" }, T.fxRound(Math.min(v.round, ROUNDS), ROUNDS)),
    h("span", null, T.fxPhases[v.phase] || v.phase),
    h("span", null, T.fxBank(v.bank)),
    v.over ? null : h("span", { class: "fx-high" }, high));
}

/** The row: the sack card's slot first, then one per card, face up, face down, or face down
 * but known to this viewer (your own card; in replay "all", reveal_all's view, every card, the
 * dummy's too); and the mouse cards with their mice. */
function row(v, names) {
  const slots = [];
  for (let i = 0; i < v.row_size; i += 1) {
    const r = v.row[i];
    const owner = r ? r.owner : null;
    const face = !r ? h("span", { class: "fx-card fx-empty" }, "")
      : r.up ? card(r.card) : r.card !== null ? card(r.card, "fx-mine-down") : back();
    slots.push(h("li", { class: ["fx-slot", i === 0 ? "fx-sack" : ""], dataset: { slot: String(i) } },
      h("span", { class: "fx-slot-label" }, slotName(i)),
      face,
      h("span", { class: "fx-owner" }, owner === null ? "" : owner === -1 ? T.fxDummy : seatLabel(owner))));
  }
  const mice = v.mouse_cards.map((m, i) => h("li", { class: ["fx-mouse", v.on_cards[i] ? "" : "fx-taken"] },
    h("span", { class: "fx-mouse-value" }, T.fxMouseCard(m)), h("span", null, T.fxMice(v.on_cards[i]))));
  return h("section", { class: "fx-row-area", attrs: { "aria-label": T.fxRowLabel } },
    h("ol", { class: "fx-row" }, slots),
    h("ul", { class: "fx-mice" }, mice));
}

/** Every seat: name, the start marker, hand size, bid or pass, the cats won and their points;
 * mice only where this viewer may know them (its own, or everyone's at the end and in replay
 * "all", with every hand). */
function seats(v, names) {
  const deciding = v.pending ? v.pending.seat : null;
  return h("ul", { class: "fx-seats" }, v.table.map((t) => {
    const s = t.seat;
    const mice = v.mice ? v.mice[s] : s === v.seat ? v.you.mice : null;
    const hand = v.hands && !v.over ? v.hands[s] : null;
    return h("li", {
      class: ["fx-seat", s === v.seat ? "mine" : "", s === deciding ? "deciding" : "", t.passed ? "passed" : ""],
      dataset: { seat: String(s) },
    },
    h("div", { class: "fx-seat-head" },
      h("strong", null, who(names, s, v.seat)),
      s === v.start ? h("span", { class: "flag fx-start" }, T.fxStartMarker) : null,
      s === deciding ? h("span", { class: "flag fx-turn" }, T.fxDeciding) : null),
    h("div", { class: "fx-seat-facts" },
      h("span", null, T.fxHandSize(t.hand_size)),
      mice === null ? null : h("span", { class: "fx-seat-mice" }, T.fxMice(mice)),
      v.over ? null : t.passed ? h("span", { class: "fx-passed" }, T.fxPassed) : t.bid ? h("span", { class: "fx-bid" }, T.fxBidOf(t.bid)) : null,
      h("span", null, T.fxCatPoints(t.cat_points))),
    hand ? h("div", { class: "fx-pile fx-seat-hand" }, h("span", { class: "fx-pile-label" }, T.fxHand), hand.map((c) => card(c))) : null,
    t.won.length ? h("div", { class: "fx-pile fx-won" }, h("span", { class: "fx-pile-label" }, T.fxWon), t.won.map((c) => card(c))) : null);
  }));
}

/** The table of a view (rooms and replays; replay "all": reveal_all's view). */
export function renderFelixTable(v, names) {
  return h("div", { class: "table fx-table" }, header(v, names), row(v, names), seats(v, names));
}

/** Your hand and mice (a seat's view only). While you commit, the hand is the question's
 * options instead (asking), so it is drawn once. */
function mine(v, asking) {
  if (v.seat === null || v.over) return null;
  return h("section", { class: "fx-mine mine-area", attrs: { "aria-label": T.fxYourHand } },
    asking ? null : h("span", { class: "fx-mine-label" }, T.fxYourHand),
    asking ? null : h("div", { class: "hand fx-hand" }, v.you.hand.map((k) => cardFace(k, v.you.colour))),
    h("strong", { class: "fx-my-mice" }, T.fxYourMice(v.you.mice)));
}

/** The question: commit a card, bid or pass, buy or pass. Each answer is an option button. */
function prompt(f, names, timer, send, sent) {
  const v = f.view;
  if (v.over) return null;
  const opts = f.options;
  const mineNow = opts.length > 0;
  const head = h("div", { class: "prompt-head" },
    mineNow ? h("strong", { class: "question" }, T.fxAsk[v.phase](v.high))
      : h("span", { class: "waiting dots" }, v.pending ? T.fxWaiting(who(names, v.pending.seat, v.seat)) : ""),
    timer);
  if (!mineNow) return h("section", { class: "prompt others fx-prompt" }, head,
    f.bot_playing ? h("p", { class: "bot-playing" }, T.awayBanner) : null);
  const button = (o, label, cls) => h("button", {
    type: "button", class: ["option", cls], dataset: { index: String(o.index), notation: o.notation },
    disabled: sent, on: { click: () => send(o) },
  }, label);
  let body;
  if (v.phase === "commit") {
    body = opts.map((o) => button(o, cardFace(o.option[1], v.you.colour), "fx-commit"));
  } else {
    const bids = opts.filter((o) => o.option[0] === "bid");
    const others = opts.filter((o) => o.option[0] !== "bid");
    const amount = h("select", { class: "fx-amount", attrs: { "aria-label": T.fxBidAmount } },
      bids.slice(3).map((o) => h("option", { value: String(o.index) }, String(o.option[1]))));
    body = [
      others.map((o) => button(o, optionText(o.notation), o.option[0] === "pass" ? "pass" : "fx-buy")),
      bids.length ? h("span", { class: "fx-bid-box" },
        bids.slice(0, 3).map((o) => button(o, T.fxBidOf(o.option[1]), "fx-quick-bid")),
        bids.length > 3 ? [amount, h("button", {
          type: "button", class: "fx-bid-other", disabled: sent,
          on: { click: () => send(opts[Number(amount.value)]) },
        }, T.fxBidButton)] : null) : null,
    ];
  }
  return h("section", {
    class: "prompt yours fx-prompt", dataset: { kind: v.pending.kind }, attrs: { "aria-label": T.promptLabel },
  }, head, f.bot_playing ? h("p", { class: "bot-playing" }, T.awayBanner) : null,
  sent ? h("p", { class: "dim" }, T.sent) : null,
  h("div", { class: "options" }, body));
}

/** The end: every seat's cat points, mice and score, the winners, and why when scores tie
 * (the higher cat total wins; still tied, the win is shared). */
export function renderFelixEnd(v, result, names, actions) {
  const winners = new Set(result.winners);
  const you = v.seat;
  const verdict = typeof you === "number" ? (winners.has(you) ? T.won : T.lost) : null;
  const top = result.scores[result.winners[0]];
  const tie = result.winners.length > 1 ? T.fxTieShared
    : result.scores.some((s, i) => s === top && !winners.has(i)) ? T.fxTieCats : null;
  return h("section", { class: "end-screen fx-end", attrs: { "aria-label": T.endTitle } },
    h("h2", null, T.endTitle),
    h("p", { class: "result" }, T.fxResult(result.winners.map((s) => who(names, s, you)).join("、"), top)),
    tie ? h("p", { class: "fx-tie" }, tie) : null,
    verdict ? h("p", { class: ["verdict", winners.has(you) ? "won" : ""] }, verdict) : null,
    h("div", { class: "table-scroll" },
      h("table", { class: "end-table fx-scores" },
        h("thead", null, h("tr", null, T.fxEndColumns.map((c) => h("th", null, c)))),
        h("tbody", null, result.scores.map((score, s) => h("tr", {
          class: [winners.has(s) ? "winner" : "", s === you ? "mine" : ""], dataset: { seat: String(s) },
        },
        h("td", null, who(names, s, you)),
        h("td", null, String(result.cats[s])),
        h("td", null, String(score - result.cats[s])),
        h("td", { class: "fx-score" }, String(score)),
        h("td", { class: "outcome" }, winners.has(s) ? T.fxWinner : "—")))))),
    h("div", { class: "actions" }, actions));
}

/** A room's 菲力猫 game: RoomPage (room.js) hands its view frames here and draws with it. */
export class FelixTable {
  constructor(page) {
    this.page = page;
    this.frame = null;
    this.sent = false;
  }

  onView(f) {
    const fresh = !this.frame || this.frame.seq !== f.seq || this.frame.game_id !== f.game_id;
    if (fresh) this.sent = false;
    this.frame = f;
    const names = this.page.names();
    this.page.log.update(f.log_start, f.log.map((e) => logLine(e, names, f.seat)));
    this.page.timer.start(f);
  }

  answer(o) {
    if (this.sent) return;
    this.sent = this.page.sendAnswer(this.frame.seq, o.index);
    this.page.render();
  }

  /** Draw the table into the page's board and the hand and question into its dock. */
  render(end, seating) {
    const f = this.frame;
    const v = f.view;
    const names = this.page.names();
    const result = v.over && f.result ? renderFelixEnd(v, f.result, names, end) : null;
    fill(this.page.board, result, renderFelixTable(v, names), seating);
    fill(this.page.dock, mine(v, v.phase === "commit" && f.options.length > 0), prompt(f, names, this.page.timer.node, (o) => this.answer(o), this.sent));
  }
}

/** The rules in short (docs: /work/shared/rules/felix.md is the engine's full text). */
export function felixRulesDialog() {
  showDialog(T.fxRulesTitle, T.fxRulesText.map((p) => h("p", null, p)));
}
