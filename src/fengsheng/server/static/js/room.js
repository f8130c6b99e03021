// A room page (#/room/{id}): seats before the game (sit, bots, start), then the table, the
// prompt with its timer, the end screen; the game log and the room chat beside it. Everything
// drawn comes from server frames (docs/web-protocol.md), which the server builds from
// observe(state, seat): this page never holds more than its seat may know.
import { h, fill } from "./dom.js";
import { BOT_NAMES, ROOM_STATUS, catalog, seatLabel, settingsText } from "./catalog.js";
import { RoomConnection } from "./connection.js";
import { renderTable } from "./table.js";
import { Choice, renderPrompt } from "./prompt.js";
import { DecisionTimer } from "./timer.js";
import { renderEnd } from "./endscreen.js";
import { cardHelpDialog } from "./dialogs.js";
import { LogPanel } from "./log.js";
import { toast } from "./toast.js";
import { autoPassOn, autoPassStop, setAutoPass } from "./autopass.js";

/** Nickname line per seat from a Room's seat_list ("小明", "机器人·启发式", "空位"). */
export function seatNames(room) {
  if (!room) return [];
  return room.seat_list.map((s) => {
    if (s.kind === "bot") return BOT_NAMES[s.bot] || "机器人";
    if (s.kind === "human") {
      return `${s.nickname}${s.connected ? "" : "（离线）"}${s.away ? "（机器人代打）" : ""}`;
    }
    return "空位";
  });
}

export class RoomPage {
  /** root: the element to draw in; roomId: from the URL; me: {player_id, nickname}. */
  constructor(root, roomId, me) {
    this.me = me;
    this.room = null;
    this.frame = null;       // latest view frame
    this.cat = null;
    this.choice = new Choice([], () => {}, () => {});
    this.timer = new DecisionTimer();
    this.log = new LogPanel();
    this.chatList = h("ol", { class: "chat-list", attrs: { "aria-label": "聊天记录" } });
    this.linkState = h("div", { class: "link-state", attrs: { role: "status" }, hidden: true });
    this.botKind = "heuristic";
    this.sitGender = "";   // optional, sent with "sit": 女性包括女性角色与女性玩家 (rulings R51)
    this.autoPassOn = autoPassOn();
    this.autoNote = null;
    this.board = h("div", { class: "board" });
    this.bar = h("div", { class: "room-bar" });
    fill(root, h("div", { class: "room-page" }, this.bar, this.linkState, this.board,
      h("aside", { class: "side" }, this.log.node, this.chatPanel())));
    fill(this.board, h("p", { class: "dim" }, "正在连接房间……"));
    // Frames are handled one after another, in the order they came, even when one waits for
    // the card tables: an older view must never be drawn over a newer one.
    this.queue = Promise.resolve();
    this.conn = new RoomConnection(roomId, (f) => {
      this.queue = this.queue.then(() => this.onFrame(f)).catch((e) => toast(e.message));
    }, (t, fatal) => this.onLink(t, fatal));
  }

  destroy() {
    this.conn.close();
    this.timer.stop();
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
        this.room = f.room;
        if (f.room.status === "open") this.board.classList.remove("stale");
        if (!this.cat) this.cat = await catalog(f.room.deck);
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
        toast(f.message || "操作失败。");
        if (f.ref === "answer" && f.code !== "stale" && f.code !== "not_your_turn") {
          this.choice.sent = false;
          this.render();
        }
        break;
      default:
        break;
    }
  }

  async onView(f) {
    this.cat = await catalog(f.view.config.deck);
    // In a response window a seat is asked, and answers, within one seq (docs/web-protocol.md,
    // "Response windows"): a decision given or taken away is new too.
    const fresh = !this.frame || this.frame.seq !== f.seq || this.frame.game_id !== f.game_id
      || (this.frame.options.length > 0) !== (f.options.length > 0);
    this.frame = f;
    this.board.classList.remove("stale");
    this.log.update(f.log_start, f.log);
    if (fresh || !this.choice.sent) {
      this.choice = new Choice(f.options, (o) => this.answer(o), () => this.render());
      if (fresh && f.options.length) this.autoNote = null;   // "passed for you" stays till you decide
      this.autoPass();
    }
    this.timer.start(f);
    this.render();
  }

  /** 自动让过: answer 让过 for the player when the window does not concern them. */
  autoPass() {
    const f = this.frame;
    if (!this.autoPassOn || !this.choice.active || f.view.pending.kind !== "respond") return;
    const why = autoPassStop(f.view, f.options, this.cat);
    const pass = f.options.find((o) => o.kind === "pass");
    if (why === null && pass) {
      this.autoNote = "（自动让过）已替你让过。";
      this.choice.answer(pass);
    } else if (why !== null) {
      this.autoNote = `自动让过暂停：${why}，请你自己决定。`;
    }
  }

  toggleAutoPass(on) {
    this.autoPassOn = on;
    setAutoPass(on);
    this.autoNote = null;
    if (this.frame) this.autoPass();
    this.render();
  }

  answer(o) {
    if (!this.conn.send({ type: "answer", seq: this.frame.seq, index: o.index })) {
      toast("连接已断开：重新连接后请再选一次。");
      this.choice.sent = false;
    }
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
    else fill(this.board, this.renderSeating());
  }

  renderBar() {
    const r = this.room;
    const link = `${location.origin}${location.pathname}#/room/${r.id}`;
    const seat = this.mySeat();
    fill(this.bar,
      h("h2", null, r.name),
      h("span", { class: ["status", r.status] }, ROOM_STATUS[r.status] || r.status),
      h("span", { class: "dim" }, settingsText(r)),
      h("span", { class: "dim" }, seat === null ? `你在观战（${r.spectators}人观战）` : `你坐在${seatLabel(seat)}`),
      h("button", {
        type: "button", class: "link", title: link,
        on: { click: () => copyLink(link) },
      }, "复制邀请链接"),
      h("button", { type: "button", class: "link", on: { click: () => cardHelpDialog(this.cat) } }, "卡牌说明"),
      seat === null ? null : h("label", {
        class: "auto-pass",
        title: "在与你无关的响应时机自动让过；你的回合、情报到达你面前、有牌以你（或你的情报、你的牌）为目标、你可以用【识破】响应时仍会问你。",
      }, h("input", {
        type: "checkbox", checked: this.autoPassOn,
        on: { change: (ev) => this.toggleAutoPass(ev.target.checked) },
      }), " 自动让过"));
  }

  /** Before a game: the seats with sit / bot / start controls. */
  renderSeating() {
    const r = this.room;
    const mine = this.mySeat();
    const host = this.isHost();
    const send = (frame) => this.conn.send(frame);
    const empty = r.seat_list.filter((s) => s.kind === "empty");
    const kind = h("select", {
      class: "bot-kind", attrs: { "aria-label": "机器人类型" },
      on: { change: (ev) => { this.botKind = ev.target.value; } },
    },
    Object.entries(BOT_NAMES).map(([k, v]) => h("option", { value: k, selected: k === this.botKind }, v)));
    const gender = h("select", {
      class: "sit-gender", attrs: { "aria-label": "你的性别（可选）" },
      on: { change: (ev) => { this.sitGender = ev.target.value; } },
    },
    [["", "不说"], ["F", "女"], ["M", "男"]].map(([k, v]) => h("option", { value: k, selected: k === this.sitGender }, v)));
    const sit = (i) => send(this.sitGender ? { type: "sit", seat: i, gender: this.sitGender } : { type: "sit", seat: i });
    return h("section", { class: "seating" },
      h("h3", null, "座位"),
      h("p", { class: "dim" }, host ? "你是房主：可以添加或移除机器人，所有座位坐满后开始游戏。"
        : "点击“坐下”加入游戏；不坐下就是观战。房主开始游戏。"),
      h("label", { class: "sit-gender-label", attrs: { title: "角色牌上的“女性包括女性角色与女性玩家”会算上女性玩家；不说则只看角色的性别" } }, "坐下时注明你的性别（可选）", gender),
      h("ul", { class: "seat-list" }, r.seat_list.map((s, i) => h("li", { dataset: { seat: String(i) } },
        h("span", { class: "seat-no" }, seatLabel(i)),
        h("span", { class: ["occupant", s.kind] }, seatNames(r)[i]),
        s.kind === "empty" ? h("button", { type: "button", class: "sit", on: { click: () => sit(i) } }, mine === null ? "坐下" : "换到这里") : null,
        s.kind === "empty" && host ? h("button", { type: "button", class: "add-bot", on: { click: () => send({ type: "add_bot", seat: i, bot: this.botKind }) } }, "添加机器人") : null,
        s.kind === "bot" && host ? h("button", { type: "button", class: "remove-bot", on: { click: () => send({ type: "remove_bot", seat: i }) } }, "移除机器人") : null,
        s.kind === "human" && !s.connected && host ? h("button", { type: "button", class: "remove-player", on: { click: () => send({ type: "remove_player", seat: i }) } }, "移除（已离开）") : null,
        i === mine ? h("button", { type: "button", class: "stand", on: { click: () => send({ type: "stand" }) } }, "离开座位") : null))),
      host ? h("div", { class: "host-controls" },
        h("label", null, "机器人类型 ", kind),
        h("button", {
          type: "button", class: "fill-bots", disabled: empty.length === 0,
          on: { click: () => empty.forEach((s) => send({ type: "add_bot", seat: s.seat, bot: this.botKind })) },
        }, "空位全部添加机器人"),
        h("button", {
          type: "button", class: "start primary", disabled: empty.length > 0,
          on: { click: () => send({ type: "start" }) },
        }, empty.length ? `还有${empty.length}个空位` : "开始游戏")) : null);
  }

  renderGame() {
    const f = this.frame;
    const view = f.view;
    const names = seatNames(this.room);
    const choice = this.choice;
    const table = h("div", { class: "table" });
    renderTable(table, view, this.cat, {
      seatNames: names,
      targets: choice.targets(),
      selectedSeat: choice.seat,
      onSeat: (s) => choice.clickSeat(s),
      usableCards: choice.usableCards(),
      selectedCard: choice.card,
      onCard: (c) => choice.clickCard(c),
      winners: f.result ? new Set(f.result.winners) : null,
    });
    let end = null;
    if (view.over && f.result) {
      const actions = [
        h("a", { class: "button", href: `#/replay/${f.game_id}` }, "查看回放"),
        this.isHost() || this.mySeat() !== null ? h("button", {
          type: "button", class: "primary again", on: { click: () => this.conn.send({ type: "start" }) },
        }, "再来一局（同样的座位）") : null,
        h("a", { class: "button", href: "#/" }, "返回大厅"),
      ];
      end = renderEnd(view, f.result, this.cat, names, actions);
    }
    // After the game the seats can change before 再来一局 (any change reopens the room).
    const seating = this.room.status === "finished" ? this.renderSeating() : null;
    fill(this.board, end, table, seating,
      renderPrompt(f, choice, this.cat, {
        timer: this.timer.node, note: this.autoNote, onBack: () => this.conn.send({ type: "back" }),
        collapsed: this.promptCollapsed,
        onCollapse: () => { this.promptCollapsed = !this.promptCollapsed; this.render(); },
      }));
  }

  chatLine(m) {
    const at = new Date(m.at);
    const time = Number.isNaN(at.getTime()) ? "" : at.toLocaleTimeString("zh-CN", { hour: "2-digit", minute: "2-digit" });
    // Nicknames need not be unique: the seat (or, for a spectator, the player's number) says who.
    const who = m.seat === null || m.seat === undefined ? `（观战#${m.player_id}）` : `（${seatLabel(m.seat)}）`;
    return h("li", null, h("span", { class: "dim" }, time, " "), h("strong", null, m.nickname),
      h("span", { class: "dim who-tag" }, who), "：", m.text);
  }

  chatPanel() {
    const input = h("input", {
      type: "text", maxLength: 200, placeholder: "说点什么……", attrs: { "aria-label": "聊天内容" },
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
    }, input, h("button", { type: "submit" }, "发送"));
    return h("section", { class: "chat" }, h("h3", null, "聊天"), this.chatList, form);
  }
}

async function copyLink(link) {
  try {
    await navigator.clipboard.writeText(link);
    toast("邀请链接已复制。", "info");
  } catch (e) {
    toast(`邀请链接：${link}`, "info");
  }
}
