// The lobby (#/): your nickname, the open rooms, a form to create one, the finished games.
import { h, fill, gameText } from "./dom.js";
import { api } from "./api.js";
import { BOT_NAMES, ROOM_STATUS, settingsText } from "./catalog.js";
import { toast } from "./toast.js";
import { accountPanel, loginForm } from "./account.js";

/**
 * The nickname form. me: {nickname} or null; onDone(me) after the server accepted the name.
 * The server keeps the player in an HttpOnly cookie, so a refresh keeps the nickname.
 */
export function nicknameForm(me, onDone) {
  const input = h("input", {
    type: "text", name: "nickname", maxLength: 16, required: true, value: me ? me.nickname : "",
    placeholder: "1–16个字", attrs: { "aria-label": "昵称", autocomplete: "nickname" },
  });
  const err = h("p", { class: "form-error", attrs: { role: "alert" } });
  return h("form", {
    class: "nickname-form",
    on: {
      submit: async (ev) => {
        ev.preventDefault();
        err.textContent = "";
        try {
          const r = await api.setNickname(input.value.trim());
          onDone({ player_id: r.player_id, nickname: r.nickname });
        } catch (e) {
          err.textContent = e.message;
        }
      },
    },
  }, h("label", null, me ? "修改昵称 " : "请先起一个昵称 ", input),
  h("button", { type: "submit", class: "primary" }, me ? "保存" : "进入大厅"), err);
}

function createForm() {
  const seats = h("select", { name: "seats" },
    [3, 4, 5, 6, 7, 8, 9].map((n) => h("option", { value: String(n), selected: n === 5 }, `${n}人`)));
  const deck = h("select", { name: "deck" },
    h("option", { value: "standard" }, "标准版"), h("option", { value: "promo" }, "推广版"));
  const roles = h("input", { type: "checkbox", name: "roles" });
  const limit = h("select", { name: "time_limit" },
    [[0, "不限时"], [10, "10秒"], [30, "30秒"], [60, "60秒"], [120, "2分钟"], [300, "5分钟"]].map(([v, t]) =>
      h("option", { value: String(v), selected: v === 60 }, t)));
  // maxLength stops typing at 24: the counter says so instead of cutting silently.
  const counter = h("span", { class: "dim counter", attrs: { "aria-live": "polite" } }, "0/24");
  const name = h("input", {
    type: "text", name: "name", maxLength: 24, placeholder: "可不填（最多24个字）",
    on: { input: () => { counter.textContent = `${name.value.length}/24`; } },
  });
  const err = h("p", { class: "form-error", attrs: { role: "alert" } });
  return h("form", {
    class: "create-room",
    on: {
      submit: async (ev) => {
        ev.preventDefault();
        err.textContent = "";
        const body = {
          seats: Number(seats.value), deck: deck.value, roles: roles.checked,
          time_limit: Number(limit.value),
        };
        if (name.value.trim()) body.name = name.value.trim();
        try {
          const room = await api.createRoom(body);
          location.hash = `#/room/${room.id}`;
        } catch (e) {
          err.textContent = e.message;
        }
      },
    },
  },
  h("h3", null, "创建房间"),
  h("div", { class: "form-grid" },
    h("label", null, "房间名 ", name, counter),
    h("label", null, "人数 ", seats),
    h("label", null, "牌组 ", deck),
    h("label", { class: "check" }, roles, " 使用角色牌"),
    h("label", null, "每步时限 ", limit)),
  h("button", { type: "submit", class: "primary" }, "创建房间"), err);
}

function roomRow(r) {
  return h("li", { class: "room-row", dataset: { room: String(r.id) } },
    h("a", { href: `#/room/${r.id}`, class: "room-name" }, r.name),
    h("span", { class: ["status", r.status] }, ROOM_STATUS[r.status] || r.status),
    h("span", { class: "dim" }, settingsText(r)),
    h("span", { class: "dim" }, `房主 ${r.host} · 玩家${r.humans} 机器人${r.bots}`),
    h("a", { href: `#/room/${r.id}`, class: "button" }, r.status === "open" ? "进入" : "观战"));
}

function gameRow(g) {
  const who = g.players.map((p) => p.nickname || BOT_NAMES[p.bot] || "机器人").join("、");
  return h("li", { class: "game-row", dataset: { game: String(g.id) } },
    h("span", null, `第${g.id}局 · ${g.room_name}`),
    h("span", { class: "dim" }, `${g.config.players}人 · ${g.steps}步 · ${who}`),
    gameText(g.result || ""),
    h("a", { href: `#/replay/${g.id}`, class: "button" }, "回放"));
}

const ROOM_PAGE = 50;   // rooms asked for at a time; "more" asks for the next page too

export class LobbyPage {
  /** root: element to draw in; me: {player_id, nickname} or null; onMe(me): nickname changed. */
  constructor(root, me, onMe) {
    this.rooms = h("ul", { class: "room-list" }, h("li", { class: "dim" }, "加载中……"));
    this.roomLimit = ROOM_PAGE;
    this.games = h("ul", { class: "game-list" });
    if (!me) {
      fill(root, h("section", { class: "welcome" },
        h("h2", null, "欢迎来到风声"),
        h("p", null, "隐藏身份的谍战卡牌游戏：潜伏战线集齐红色情报，军情处集齐蓝色情报。"),
        nicknameForm(null, onMe), loginForm(onMe)));
      this.timer = null;
      return;
    }
    const rename = nicknameForm(me, onMe);
    fill(root, h("div", { class: "lobby" },
      h("section", { class: "rooms" },
        h("div", { class: "section-head" }, h("h2", null, "房间"),
          h("button", { type: "button", class: "link", on: { click: () => this.refresh() } }, "刷新")),
        this.rooms),
      h("section", { class: "create" }, createForm()),
      h("section", { class: "games" }, h("h2", null, "已结束的对局"), this.games),
      h("section", { class: "me" }, rename, accountPanel(me, onMe, rename))));
    this.refresh();
    this.timer = setInterval(() => this.refresh(), 5000);
  }

  async refresh() {
    try {
      const [rooms, games] = await Promise.all([api.rooms(this.roomLimit), api.games(20)]);
      const rows = rooms.rooms.length ? rooms.rooms.map(roomRow)
        : [h("li", { class: "dim" }, "还没有房间：创建一个吧。")];
      if (rooms.total > rooms.rooms.length) {
        rows.push(h("li", { class: "more" }, h("button", {
          type: "button", class: "link more-rooms",
          on: { click: () => { this.roomLimit += ROOM_PAGE; this.refresh(); } },
        }, `显示更多房间（共${rooms.total}个）`)));
      }
      fill(this.rooms, rows);
      fill(this.games, games.games.length ? games.games.map(gameRow)
        : h("li", { class: "dim" }, "还没有结束的对局。"));
    } catch (e) {
      toast(e.message);
    }
  }

  destroy() {
    if (this.timer) clearInterval(this.timer);
  }
}
