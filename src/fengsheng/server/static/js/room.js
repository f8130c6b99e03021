// A room page (#/room/{id}): seats before the game (sit, bots, start), then the table, the
// prompt with its timer, the end screen; the game log and the room chat beside it. Everything
// drawn comes from server frames (docs/web-protocol.md), which the server builds from
// observe(state, seat): this page never holds more than its seat may know.
import { h, fill } from "./dom.js";
import { ROOM_STATUS, botMenu, botNames, catalog, seatLabel, settingsText } from "./catalog.js";
import { RoomConnection } from "./connection.js";
import { renderHeader, renderFelt, renderMine } from "./table.js";
import { Choice, renderPrompt } from "./prompt.js";
import { DecisionTimer, clockEnd, clockNode } from "./timer.js";
import { renderEnd } from "./endscreen.js";
import { rulesDialog, setDialogClock } from "./dialogs.js";
import { LogPanel } from "./log.js";
import { toast } from "./toast.js";
import { arrivalKey, autoPassStop, ownCardOnly, pref, setPref } from "./autopass.js";
import { playSound } from "./sound.js";
import { T, nameThePage } from "./strings.js";
import { FelixTable, felixRulesDialog } from "./felix.js";

/** Nickname line per seat from a Room's seat_list ("小明", "机器人·启发式", "空位"). */
export function seatNames(room) {
  if (!room) return [];
  return room.seat_list.map((s) => {
    if (s.kind === "bot") return botNames(room.game)[s.bot] || T.bot;
    if (s.kind === "human") return `${s.nickname}${s.connected ? "" : T.offline}`;
    return T.emptySeat;
  });
}

/** Quick play (lobby): the room to fill with bots and start once it opens, and with which bot. */
let quickPlay = null;
export function requestQuickPlay(roomId, bot) {
  quickPlay = { roomId: String(roomId), bot };
}

export class RoomPage {
  /** root: the element to draw in; roomId: from the URL; me: {player_id, nickname}. */
  constructor(root, roomId, me) {
    this.me = me;
    this.roomId = String(roomId);
    this.prefs = { autoPass: pref("autoPass"), passAfterOwn: pref("passAfterOwn"), sound: pref("sound") };
    this.tab = "table";
    this.room = null;
    this.frame = null;       // latest view frame
    this.cat = null;
    this.choice = new Choice([], () => {}, () => {});
    this.timer = new DecisionTimer();
    this.log = new LogPanel();
    this.chatList = h("ol", { class: "chat-list", attrs: { "aria-label": T.chatLog } });
    this.linkState = h("div", { class: "link-state", attrs: { role: "status" }, hidden: true });
    this.botKind = "heuristic";
    this.sitGender = "";   // optional, sent with "sit": 女性包括女性角色与女性玩家 (rulings R51)
    this.autoNote = null;
    this.arrivals = new Set();   // arrivals in front of the player already answered (autopass.js)
    this.board = h("div", { class: "board" });
    new ResizeObserver(() => { if (this.frame) this.fitFelt(); }).observe(this.board);
    this.dock = h("div", { class: "dock" });
    this.bar = h("div", { class: "room-bar" });
    this.tabs = h("nav", { class: "tabs" });
    this.page = h("div", { class: "room-page tab-table" }, this.bar, this.tabs, this.linkState, this.board,
      this.dock, h("aside", { class: "side" }, this.log.node, this.chatPanel()));
    fill(root, this.page);
    this.prev = null;   // the last view drawn: what changed since is animated
    fill(this.board, h("p", { class: "dim" }, T.connecting));
    // Frames are handled one after another, in the order they came, even when one waits for
    // the card tables: an older view must never be drawn over a newer one.
    this.queue = Promise.resolve();
    this.conn = new RoomConnection(roomId, (f) => {
      this.queue = this.queue.then(() => this.onFrame(f)).catch((e) => toast(e.message));
    }, (t, fatal) => this.onLink(t, fatal));
  }

  destroy() {
    this.conn.close();
  }

  onLink(text, fatal) {
    // While disconnected the table is greyed out: answers could not reach the server, and what
    // is drawn may be out of date until the next view (or room) frame.
    if (text) this.board.classList.add("stale");
    this.linkState.hidden = !text;
    this.linkState.textContent = text || "";
    this.linkState.classList.toggle("fatal", !!fatal);
  }

  async onFrame(f) {
    switch (f.type) {
      case "hello":
        this.me = f.you;
        break;
      case "room":
        if (this.room && this.room.status === "playing" && f.room.status === "open") toast(T.gameStopped, "info");
        this.room = f.room;
        nameThePage(f.room.game);
        if (!(this.botKind in botNames(f.room.game))) this.botKind = Object.keys(botNames(f.room.game))[0];
        if (f.room.status === "open") this.board.classList.remove("stale");
        if (!this.cat) this.cat = await catalog(f.room.deck);
        this.quickStart();
        this.render();
        break;
      case "chat_history":
        fill(this.chatList, f.messages.map((m) => this.chatLine(m)));
        this.chatList.scrollTop = this.chatList.scrollHeight;
        break;
      case "chat":
        this.chatList.append(this.chatLine(f.message));
        this.chatList.scrollTop = this.chatList.scrollHeight;
        break;
      case "view":
        await this.onView(f);
        break;
      case "error":
        // too_many: the host's limits (docs/web-server.md, "Limits"), said in the page's language.
        if (f.code === "too_many") toast(f.ref === "add_bot" ? T.tooManyBots : T.tooManyGames);
        else toast(f.message || T.failed);
        if (f.ref === "answer" && f.code !== "stale" && f.code !== "not_your_turn") {
          this.choice.sent = false;
          this.render();
        }
        break;
      default:
        break;
    }
  }

  /** Quick play: this page's room was made by the lobby's 快速开始 — sit, fill with bots, start
   * (the server handles one connection's frames in order). */
  quickStart() {
    if (!quickPlay || quickPlay.roomId !== this.roomId || this.room.status !== "open") return;
    const { bot } = quickPlay;
    quickPlay = null;
    this.conn.send({ type: "sit", seat: 0 });
    for (let s = 1; s < this.room.seats; s += 1) this.conn.send({ type: "add_bot", seat: s, bot });
    this.conn.send({ type: "start" });
  }

  async onView(f) {
    if (f.game === "felix") {   // 菲力猫: felix.js draws it
      if (!this.felix) this.felix = new FelixTable(this);
      this.frame = f;
      this.board.classList.remove("stale");
      this.felix.onView(f);
      this.render();
      return;
    }
    this.cat = await catalog(f.view.config.deck);
    // In a response window a seat is asked, and answers, within one seq (docs/web-protocol.md,
    // "Response windows"): a decision given or taken away is new too.
    const fresh = !this.frame || this.frame.seq !== f.seq || this.frame.game_id !== f.game_id
      || (this.frame.options.length > 0) !== (f.options.length > 0);
    const sameGame = this.frame && this.frame.game_id === f.game_id;
    if (fresh) this.prev = sameGame ? this.frame.view : null;
    if (!sameGame) this.caption = null;
    this.frame = f;
    this.board.classList.remove("stale");
    this.log.update(f.log_start, f.log);
    // The newest public line, shown on the felt (not the whole log a (re)connection brings).
    if (f.log.length && f.log_start > 0) this.caption = { text: f.log[f.log.length - 1], key: f.log_start + f.log.length };
    if (fresh || !this.choice.sent) {
      this.choice = new Choice(f.options, (o) => this.answer(o), () => this.render());
      if (fresh && f.options.length) this.autoNote = null;   // "passed for you" stays till you decide
      this.autoPass();
    }
    if (fresh && this.prefs.sound) this.sounds(f);
    this.moved = fresh;   // animate what changed once, not at every redraw of this view
    this.timer.start(f);
    this.render();
  }

  /** The sound of what just happened (the sound preference is on). */
  sounds(f) {
    const v = f.view;
    const p = this.prev;
    if (v.over) playSound("end");
    else if (this.choice.active) playSound("turn");
    else if (p && v.players.some((pl, s) => pl.messages.length > p.players[s].messages.length)) playSound("message");
    else if (p && (v.stack || []).length > (p.stack || []).length) playSound("card");
  }

  /** 自动让过 and 出牌后自动让过: answer 让过 for the player when the window does not concern
   * them, or when priority came back after their own card with nothing else to use. */
  autoPass() {
    const f = this.frame;
    if (!this.choice.active || f.view.pending.kind !== "respond" || f.bot_playing) return;
    const pass = f.options.find((o) => o.kind === "pass");
    if (!pass) return;
    if (this.prefs.passAfterOwn && ownCardOnly(f.view, f.options)) {
      this.autoNote = T.autoPassedOwn;
      this.choice.answer(pass);
      return;
    }
    if (!this.prefs.autoPass) return;
    const why = autoPassStop(f.view, f.options, this.cat, this.arrivals);
    if (why === null) {
      this.autoNote = T.autoPassed;
      this.choice.answer(pass);
    } else {
      this.autoNote = T.autoPassStopped(why);
    }
  }

  setPreference(name, on) {
    this.prefs[name] = on;
    setPref(name, on);
    this.autoNote = null;
    if (this.frame && name !== "sound") this.autoPass();
    this.render();
  }

  /** 托管 on (the stand-in bot plays this seat) or off. */
  setAway(on) {
    this.conn.send({ type: on ? "away" : "back" });
  }

  myAway() {
    const s = this.mySeat();
    return s !== null && this.room.seat_list[s].away;
  }

  answer(o) {
    const v = this.frame.view;
    if (v.pending.prompt === "arrive" && v.message && v.message.holder === v.seat) {
      this.arrivals.add(arrivalKey(v));   // 自动让过 asks about this arrival once
    }
    if (!this.conn.send({ type: "answer", seq: this.frame.seq, index: o.index })) {
      toast(T.notSent);
      this.choice.sent = false;
    }
  }

  /** Send an answer (felix.js); false, and a toast, when the socket is down. */
  sendAnswer(seq, index) {
    if (this.conn.send({ type: "answer", seq, index })) return true;
    toast(T.notSent);
    return false;
  }

  names() {
    return seatNames(this.room);
  }

  mySeat() {
    if (!this.room || !this.me) return null;
    const s = this.room.seat_list.find((x) => x.kind === "human" && x.player_id === this.me.player_id);
    return s ? s.seat : null;
  }

  /** The host's powers: the creator's; while the creator is away, every seated player's. */
  isHost() {
    if (!this.room || !this.me) return false;
    if (this.room.host_id === this.me.player_id) return true;
    return !this.room.host_present && this.mySeat() !== null;
  }

  render() {
    if (!this.room || !this.cat) return;
    this.renderBar();
    const showTable = this.frame && (this.room.status !== "open");
    if (showTable) this.renderGame();
    else {
      fill(this.board, this.renderSeating());
      fill(this.dock);
    }
  }

  renderBar() {
    const r = this.room;
    const link = `${location.origin}${location.pathname}#/room/${r.id}`;
    const seat = this.mySeat();
    const fs = r.game !== "felix";   // 自动让过 is for 风声's response windows
    fill(this.bar,
      h("h2", null, r.name),
      h("span", { class: ["status", r.status] }, ROOM_STATUS[r.status] || r.status),
      h("span", { class: "dim" }, settingsText(r)),
      h("span", { class: "dim" }, seat === null ? T.watching(r.spectators) : T.sittingAt(seatLabel(seat))),
      h("button", {
        type: "button", class: "link", title: link,
        on: { click: () => copyLink(link) },
      }, T.copyLink),
      h("button", { type: "button", class: "link rules", on: { click: () => { if (fs) { rulesDialog(this.cat, this.frame && this.frame.view); this.render(); } else felixRulesDialog(); } } }, T.rules),
      seat === null || !fs ? null : this.prefBox("autoPass", "auto-pass", T.autoPass, T.autoPassTitle),
      seat === null || !fs ? null : this.prefBox("passAfterOwn", "pass-after-own", T.passAfterOwn, T.passAfterOwnTitle),
      this.prefBox("sound", "sound", T.sound, T.soundTitle),
      seat !== null && r.status === "playing" ? h("button", {
        type: "button", class: ["away-toggle", this.myAway() ? "on" : ""], title: T.awayTitle,
        attrs: { "aria-pressed": String(this.myAway()) },
        on: { click: () => this.setAway(!this.myAway()) },
      }, this.myAway() ? T.awayOff : T.away) : null,
      r.status === "playing" && this.isHost() ? h("button", {
        type: "button", class: "stop-game", title: T.stopGameTitle,
        on: { click: () => { if (confirm(T.stopGameConfirm)) this.conn.send({ type: "stop" }); } },
      }, T.stopGame) : null);
    fill(this.tabs, [["table", T.tabTable], ["log", T.tabLog], ["chat", T.tabChat]].map(([k, label]) =>
      h("button", {
        type: "button", class: ["tab", this.tab === k ? "on" : ""], dataset: { tab: k },
        on: { click: () => this.showTab(k) },
      }, label)));
  }

  /** Phones: show the table, the log (at its newest line) or the chat. */
  showTab(k) {
    this.tab = k;
    this.page.className = `room-page tab-${k}`;
    if (k === "log") this.log.list.scrollTop = this.log.list.scrollHeight;
    this.renderBar();
  }

  prefBox(name, cls, label, title) {
    return h("label", { class: ["pref", cls], title }, h("input", {
      type: "checkbox", checked: this.prefs[name],
      on: { change: (ev) => this.setPreference(name, ev.target.checked) },
    }), ` ${label}`);
  }

  /** Before a game: the seats with sit / bot / start controls. */
  renderSeating() {
    const r = this.room;
    const mine = this.mySeat();
    const host = this.isHost();
    const send = (frame) => this.conn.send(frame);
    const empty = r.seat_list.filter((s) => s.kind === "empty");
    const kind = h("select", {
      class: "bot-kind", attrs: { "aria-label": T.botKind },
      on: { change: (ev) => { this.botKind = ev.target.value; } },
    },
    botMenu(r.game).map(([k, v]) => h("option", { value: k, selected: k === this.botKind }, v)));
    const gender = h("select", {
      class: "sit-gender", attrs: { "aria-label": T.genderLabel },
      on: { change: (ev) => { this.sitGender = ev.target.value; } },
    },
    T.genders.map(([k, v]) => h("option", { value: k, selected: k === this.sitGender }, v)));
    const sit = (i) => send(this.sitGender ? { type: "sit", seat: i, gender: this.sitGender } : { type: "sit", seat: i });
    return h("section", { class: "seating" },
      h("h3", null, T.seats),
      h("p", { class: "dim" }, host ? T.hostHelp : T.guestHelp),
      r.game === "felix" ? null : h("label", { class: "sit-gender-label", attrs: { title: T.genderTitle } }, T.genderAsk, gender),
      h("ul", { class: "seat-list" }, r.seat_list.map((s, i) => h("li", { dataset: { seat: String(i) } },
        h("span", { class: "seat-no" }, seatLabel(i)),
        h("span", { class: ["occupant", s.kind] }, seatNames(r)[i]),
        s.kind === "empty" ? h("button", { type: "button", class: "sit", on: { click: () => sit(i) } }, mine === null ? T.sit : T.moveHere) : null,
        s.kind === "empty" && host ? h("button", { type: "button", class: "add-bot", on: { click: () => send({ type: "add_bot", seat: i, bot: this.botKind }) } }, T.addBot) : null,
        s.kind === "bot" && host ? h("button", { type: "button", class: "remove-bot", on: { click: () => send({ type: "remove_bot", seat: i }) } }, T.removeBot) : null,
        s.kind === "human" && !s.connected && host ? h("button", { type: "button", class: "remove-player", on: { click: () => send({ type: "remove_player", seat: i }) } }, T.removePlayer) : null,
        i === mine ? h("button", { type: "button", class: "stand", on: { click: () => send({ type: "stand" }) } }, T.stand) : null))),
      host ? h("div", { class: "host-controls" },
        h("label", null, `${T.botKind} `, kind),
        h("button", {
          type: "button", class: "fill-bots", disabled: empty.length === 0,
          on: { click: () => empty.forEach((s) => send({ type: "add_bot", seat: s.seat, bot: this.botKind })) },
        }, T.fillBots),
        h("button", {
          type: "button", class: "start primary", disabled: empty.length > 0,
          on: { click: () => send({ type: "start" }) },
        }, empty.length ? T.emptyLeft(empty.length) : T.start)) : null);
  }

  /** Under the end screen: the replay, another game with the same seats, the lobby. */
  endActions() {
    const seat = this.mySeat();
    return [
      // A player replays the game from their own seat (the viewpoint menu changes it).
      h("a", { class: "button", href: `#/replay/${this.frame.game_id}${seat === null ? "" : `?seat=${seat}`}` }, T.watchReplay),
      this.isHost() || this.mySeat() !== null ? h("button", {
        type: "button", class: "primary again", on: { click: () => this.conn.send({ type: "start" }) },
      }, T.again) : null,
      h("a", { class: "button", href: "#/" }, T.toLobby),
    ];
  }

  renderGame() {
    const f = this.frame;
    if (f.game === "felix") {
      this.felix.render(this.endActions(), this.room.status === "finished" ? this.renderSeating() : null);
      return;
    }
    const view = f.view;
    const names = seatNames(this.room);
    const choice = this.choice;
    const table = h("div", { class: "table" });
    const opts = {
      seatNames: names,
      away: new Set(this.room.seat_list.filter((x) => x.away).map((x) => x.seat)),
      targets: choice.targets(),
      selectedSeat: choice.seat,
      onSeat: (s) => choice.clickSeat(s),
      itemTargets: choice.itemTargets(),
      onItem: (uid) => choice.clickItem(uid),
      usableCards: choice.usableCards(),
      selectedCard: choice.card,
      onCard: (c) => choice.clickCard(c),
      winners: f.result ? new Set(f.result.winners) : null,
      clockEnd: clockEnd(f, false),
      caption: this.caption ? this.caption.text : null,
      captionNew: this.moved,
      waiting: choice.active ? null : f.waiting,
    };
    fill(table, renderHeader(view, this.cat, opts), renderFelt(view, this.cat, opts));
    let end = null;
    if (view.over && f.result) end = renderEnd(view, f.result, this.cat, names, this.endActions());
    // After the game the seats can change before 再来一局 (any change reopens the room).
    const seating = this.room.status === "finished" ? this.renderSeating() : null;
    const firstTravel = this.board.querySelector(".travel");
    const before = firstTravel ? firstTravel.getBoundingClientRect() : null;
    const beforeHolder = firstTravel ? firstTravel.dataset.holder : null;
    fill(this.board, end, table, seating);
    fill(this.dock, renderMine(view, this.cat, opts),
      renderPrompt(f, choice, this.cat, {
        timer: this.timer.node, note: this.autoNote, onBack: () => this.setAway(false),
        collapsed: this.promptCollapsed,
        onCollapse: () => { this.promptCollapsed = !this.promptCollapsed; this.render(); },
      }));
    const mine = choice.active ? clockEnd(f) : null;
    setDialogClock(choice.active ? [h("span", { class: "dialog-turn" }, T.dialogTurn),
      mine ? clockNode(mine, T.yourClock, "mine") : null] : null);
    this.fitFelt();
    if (this.moved) this.animate(before, beforeHolder);
    this.moved = false;
  }

  /** On a computer the felt is drawn smaller (CSS zoom, down to 60%) when the question and the
   * hand leave the board less height than it needs: every seat stays in sight, none is cut by
   * the board's scrolling. (A phone scrolls the board on purpose.) */
  fitFelt() {
    const felt = this.board.querySelector(".felt");
    if (!felt) return;
    felt.style.zoom = "";
    const centre = felt.querySelector(".centre");
    if (centre) centre.style.top = centre.style.maxHeight = "";
    if (!matchMedia("(min-width: 761px)").matches || this.frame.view.over) return;
    // A seat may stick out below the felt: shrink until nothing is below the board's edge.
    for (let z = 1, i = 0; i < 4 && z > 0.6; i += 1) {
      const over = this.board.scrollHeight - this.board.clientHeight;
      if (over <= 0) break;
      const height = felt.getBoundingClientRect().height;
      z = Math.max(0.6, z * (height - over - 1) / height);
      felt.style.zoom = String(z);
    }
    if (centre) this.fitCentre(felt, centre);
  }

  /** The middle of the felt (caption, message, stack) is fitted into the band between the
   * seats above and below it: a seat grows with its messages and flags, and it must never hide
   * a card on the stack (which may be the target to click). Fractions of the felt's height, so
   * the zoom does not matter. */
  fitCentre(felt, centre) {
    const f = felt.getBoundingClientRect(), c = centre.getBoundingClientRect();
    let top = f.top, bottom = f.bottom;
    for (const seat of felt.querySelectorAll(".seat")) {
      const r = seat.getBoundingClientRect();
      if (r.right <= c.left || r.left >= c.right) continue;   // beside the middle
      if (r.top + r.bottom < f.top + f.bottom) top = Math.max(top, r.bottom);
      else bottom = Math.min(bottom, r.top);
    }
    const band = (bottom - top - 8) / f.height * 100;
    if (band <= 0) return;
    if (band < 38 || c.top < top || c.bottom > bottom) {
      centre.style.top = `${((top + bottom) / 2 - f.top) / f.height * 100}%`;
      centre.style.maxHeight = `${Math.min(38, band)}%`;
    }
    // Short of room (the band, or the middle's own 38% with a caption, the message and a
    // stack), the stack (last, and what may be clicked) is what shows.
    if (felt.querySelector(".centre .stack")) centre.scrollTop = centre.scrollHeight;
  }

  /** What changed since the last view moves: the message slides from its last place to its
   * holder, a new card on the stack drops in, seats whose hand or messages changed pulse. */
  animate(before, beforeHolder) {
    if (!this.prev || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const travel = this.board.querySelector(".travel");
    if (travel && before && travel.dataset.holder !== beforeHolder) {
      const now = travel.getBoundingClientRect();
      travel.animate([
        { transform: `translate(calc(-50% + ${before.left - now.left}px), calc(-50% + ${before.top - now.top}px))` },
        { transform: "translate(-50%, -50%)" }], { duration: 450, easing: "ease-out" });
    }
    const old = new Set((this.prev.stack || []).map((it) => it.uid));
    for (const el of this.board.querySelectorAll(".stack-card")) {
      if (!old.has(Number(el.dataset.uid))) el.classList.add("arrive");
    }
    const v = this.frame.view;
    for (const el of this.board.querySelectorAll(".seat")) {
      const s = Number(el.dataset.seat);
      const a = v.players[s];
      const b = this.prev.players[s];
      if (b && (a.hand_count !== b.hand_count || a.messages.length !== b.messages.length || a.alive !== b.alive)) {
        el.classList.add("pulse");
      }
    }
  }

  chatLine(m) {
    const at = new Date(m.at);
    const time = Number.isNaN(at.getTime()) ? "" : at.toLocaleTimeString("zh-CN", { hour: "2-digit", minute: "2-digit" });
    // Nicknames need not be unique: the seat (or, for a spectator, the player's number) says who.
    const who = m.seat === null || m.seat === undefined ? T.chatWatcher(m.player_id) : T.chatSeat(seatLabel(m.seat));
    return h("li", null, h("span", { class: "dim" }, time, " "), h("strong", null, m.nickname),
      h("span", { class: "dim who-tag" }, who), T.colon, m.text);
  }

  chatPanel() {
    const input = h("input", {
      type: "text", maxLength: 200, placeholder: T.chatPlaceholder, attrs: { "aria-label": T.chatInput },
    });
    const form = h("form", {
      class: "chat-form",
      on: {
        submit: (ev) => {
          ev.preventDefault();
          const text = input.value.trim();
          if (!text) return;
          if (this.conn.send({ type: "chat", text })) input.value = "";
        },
      },
    }, input, h("button", { type: "submit" }, T.send));
    return h("section", { class: "chat" }, h("h3", null, T.tabChat), this.chatList, form);
  }
}

async function copyLink(link) {
  try {
    await navigator.clipboard.writeText(link);
    toast(T.linkCopied, "info");
  } catch (e) {
    toast(T.linkIs(link), "info");
  }
}
