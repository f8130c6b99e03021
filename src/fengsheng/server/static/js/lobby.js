// The lobby (#/): your nickname, the open rooms, a form to create one, the finished games.
import { h, fill, gameText } from "./dom.js";
import { api } from "./api.js";
import { ROOM_STATUS, botMenu, botNames, settingsText } from "./catalog.js";
import { toast } from "./toast.js";
import { requestQuickPlay } from "./room.js";
import { T } from "./strings.js";
import { accountPanel, loginForm } from "./account.js";

/**
 * The nickname form. me: {nickname} or null; onDone(me) after the server accepted the name.
 * The server keeps the player in an HttpOnly cookie, so a refresh keeps the nickname.
 */
export function nicknameForm(me, onDone) {
  const input = h("input", {
    type: "text", name: "nickname", maxLength: 16, required: true, value: me ? me.nickname : "",
    placeholder: T.nickHint, attrs: { "aria-label": T.nickname, autocomplete: "nickname" },
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
  }, h("label", null, me ? T.renameLabel : T.nameLabel, input),
  h("button", { type: "submit", class: "primary" }, me ? T.save : T.enterLobby), err);
}

// The games a room can play, and the player counts of each (games/api.py player_counts).
const GAME_SEATS = { fengsheng: [3, 4, 5, 6, 7, 8, 9], felix: [3, 4, 5] };

function gameSelect(name, onChange) {
  return h("select", { name, attrs: { "aria-label": T.gameLabel }, on: { change: onChange } },
    Object.keys(GAME_SEATS).map((g) => h("option", { value: g }, T.gameNames[g])));
}

/** Fill the seat-count menu for ``game`` (keeping the count chosen if the game allows it);
 * the settings that are 风声's alone are off for another game. */
function seatsFor(game, seats, only) {
  const keep = Number(seats.value);
  const counts = GAME_SEATS[game];
  const pick = counts.includes(keep) ? keep : 4;
  fill(seats, counts.map((n) => h("option", { value: String(n), selected: n === pick }, T.players(n))));
  for (const el of only) el.style.display = game === "fengsheng" ? "" : "none";
}

function createForm() {
  const seats = h("select", { name: "seats" },
    [3, 4, 5, 6, 7, 8, 9].map((n) => h("option", { value: String(n), selected: n === 5 }, T.players(n))));
  const deck = h("select", { name: "deck" },
    h("option", { value: "standard" }, T.decks.standard), h("option", { value: "promo" }, T.decks.promo));
  const roles = h("input", { type: "checkbox", name: "roles" });
  const only = [h("label", null, T.deckLabel, deck), h("label", { class: "check" }, roles, T.useRoles)];   // 风声's own
  const game = gameSelect("game", () => seatsFor(game.value, seats, only));
  const limit = h("select", { name: "time_limit" },
    T.timeLimits.map(([v, t]) =>
      h("option", { value: String(v), selected: v === 60 }, t)));
  // maxLength stops typing at 24: the counter says so instead of cutting silently.
  const counter = h("span", { class: "dim counter", attrs: { "aria-live": "polite" } }, "0/24");
  const name = h("input", {
    type: "text", name: "name", maxLength: 24, placeholder: T.roomNameHint,
    on: { input: () => { counter.textContent = `${name.value.length}/24`; } },
  });
  const err = h("p", { class: "form-error", attrs: { role: "alert" } });
  return h("form", {
    class: "create-room",
    on: {
      submit: async (ev) => {
        ev.preventDefault();
        err.textContent = "";
        const body = { seats: Number(seats.value), time_limit: Number(limit.value) };
        // The deck and roles are 风声's alone: hidden for another game, and not sent.
        if (game.value === "fengsheng") Object.assign(body, { deck: deck.value, roles: roles.checked });
        else body.game = game.value;
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
  h("h3", null, T.createRoom),
  h("div", { class: "form-grid" },
    h("label", null, T.roomName, name, counter),
    h("label", null, T.gameLabel, game),
    h("label", null, T.seatsLabel, seats),
    only,
    h("label", null, T.limitLabel, limit)),
  h("button", { type: "submit", class: "primary" }, T.createRoom), err);
}

/** 快速开始: one click to a table of bots at the chosen level, the player in seat 0. */
function quickPlayForm() {
  const bots = (g) => botMenu(g).map(([k, v]) => h("option", { value: k, selected: k === "heuristic" }, v));
  const level = h("select", { name: "quick_bot", attrs: { "aria-label": T.quickLevel } }, bots("fengsheng"));
  const seats = h("select", { name: "quick_seats", attrs: { "aria-label": T.quickSeats } },
    [3, 4, 5, 6, 7, 8, 9].map((n) => h("option", { value: String(n), selected: n === 5 }, T.players(n))));
  const roles = h("input", { type: "checkbox", name: "quick_roles" });
  const rolesLabel = h("label", { class: "check" }, roles, T.useRoles);
  const game = gameSelect("quick_game", () => {
    seatsFor(game.value, seats, [rolesLabel]);
    fill(level, bots(game.value));
  });
  const err = h("p", { class: "form-error", attrs: { role: "alert" } });
  const go = h("button", {
    type: "button", class: "primary quick-play",
    on: {
      click: async () => {
        err.textContent = "";
        go.disabled = true;
        try {
          const body = { seats: Number(seats.value), roles: roles.checked, time_limit: 0 };
          if (game.value !== "fengsheng") Object.assign(body, { game: game.value, roles: false });
          const room = await api.createRoom(body);
          requestQuickPlay(room.id, level.value);
          location.hash = `#/room/${room.id}`;
        } catch (e) {
          err.textContent = e.message;
          go.disabled = false;
        }
      },
    },
  }, T.quickPlay);
  return h("div", { class: "quick" },
    h("h3", null, T.quickPlay),
    h("p", { class: "dim" }, T.quickPlayHint),
    h("div", { class: "quick-row" }, go, game, level, seats, rolesLabel),
    err);
}

function roomRow(r) {
  return h("li", { class: "room-row", dataset: { room: String(r.id) } },
    h("a", { href: `#/room/${r.id}`, class: "room-name" }, r.name),
    h("span", { class: ["status", r.status] }, ROOM_STATUS[r.status] || r.status),
    h("span", { class: "dim" }, settingsText(r)),
    h("span", { class: "dim" }, T.roomWho(r.host, r.humans, r.bots)),
    h("a", { href: `#/room/${r.id}`, class: "button" }, r.status === "open" ? T.enter : T.watch));
}

function gameRow(g) {
  const who = g.players.map((p) => p.nickname || botNames(g.game)[p.bot] || T.bot).join(T.listSep);
  return h("li", { class: "game-row", dataset: { game: String(g.id) } },
    h("span", null, T.gameOf(g.id, g.room_name)),
    h("span", { class: "dim" }, T.gameLine(g.config.players, g.steps, who)),
    g.game === "felix" ? h("span", null, T.gameNames.felix, " · ", T.fxScoresLine(g.scores.join(" / "))) : gameText(g.result || ""),
    h("a", { href: `#/replay/${g.id}`, class: "button" }, T.replay));
}

const ROOM_PAGE = 50;   // rooms asked for at a time; "more" asks for the next page too

export class LobbyPage {
  /** root: element to draw in; me: {player_id, nickname} or null; onMe(me): nickname changed. */
  constructor(root, me, onMe) {
    this.rooms = h("ul", { class: "room-list" }, h("li", { class: "dim" }, T.loading));
    this.roomLimit = ROOM_PAGE;
    this.games = h("ul", { class: "game-list" });
    if (!me) {
      fill(root, h("section", { class: "welcome" },
        h("h2", null, T.welcome),
        h("p", null, T.welcomeText),
        nicknameForm(null, onMe), loginForm(onMe)));
      this.timer = null;
      return;
    }
    const rename = nicknameForm(me, onMe);
    fill(root, h("div", { class: "lobby" },
      h("section", { class: "rooms" },
        h("div", { class: "section-head" }, h("h2", null, T.rooms),
          h("button", { type: "button", class: "link", on: { click: () => this.refresh() } }, T.refresh)),
        this.rooms),
      h("section", { class: "create" }, quickPlayForm(), createForm()),
      h("section", { class: "games" }, h("h2", null, T.finishedGames), this.games),
      h("section", { class: "me" }, rename, accountPanel(me, onMe, rename))));
    this.refresh();
    this.timer = setInterval(() => this.refresh(), 5000);
  }

  async refresh() {
    try {
      const [rooms, games] = await Promise.all([api.rooms(this.roomLimit), api.games(20)]);
      const rows = rooms.rooms.length ? rooms.rooms.map(roomRow)
        : [h("li", { class: "dim" }, T.noRooms)];
      if (rooms.total > rooms.rooms.length) {
        rows.push(h("li", { class: "more" }, h("button", {
          type: "button", class: "link more-rooms",
          on: { click: () => { this.roomLimit += ROOM_PAGE; this.refresh(); } },
        }, T.moreRooms(rooms.total))));
      }
      fill(this.rooms, rows);
      fill(this.games, games.games.length ? games.games.map(gameRow)
        : h("li", { class: "dim" }, T.noGames));
    } catch (e) {
      toast(e.message);
    }
  }

  destroy() {
    if (this.timer) clearInterval(this.timer);
  }
}
