// Boot and routing. Pages: #/ (lobby), #/room/{id} (a room: seats, game, chat),
// #/replay/{game id}?step=K&seat=S (a finished game step by step). A page needs a nickname
// first; the session cookie the server sets keeps it across reloads.
import { h, fill } from "./dom.js";
import { api } from "./api.js";
import { LobbyPage, nicknameForm } from "./lobby.js";
import { RoomPage } from "./room.js";
import { ReplayPage } from "./replay.js";
import { T } from "./strings.js";

const main = document.getElementById("main");
const who = document.getElementById("who");
let me = null;
let page = null;

function route() {
  const raw = location.hash.replace(/^#/, "") || "/";
  const [path, query] = raw.split("?");
  const parts = path.split("/").filter(Boolean);
  return { parts, params: new URLSearchParams(query || "") };
}

function showWho() {
  fill(who, me ? [T.nicknameIs, h("strong", null, me.nickname)] : null);
}

function setMe(m) {
  me = m;
  showWho();
  render();
}

function render() {
  if (page && page.destroy) page.destroy();
  page = null;
  const { parts, params } = route();
  window.scrollTo(0, 0);
  if (!me && parts.length) {
    // A room or replay link opened without a nickname: ask for one, then go on to the link.
    fill(main, h("section", { class: "welcome" }, h("h2", null, T.beforeEntering), nicknameForm(null, setMe)));
    return;
  }
  if (parts[0] === "room" && parts[1]) page = new RoomPage(main, parts[1], me);
  else if (parts[0] === "replay" && parts[1]) page = new ReplayPage(main, parts[1], params);
  else page = new LobbyPage(main, me, setMe);
}

async function boot() {
  try {
    const s = await api.session();
    me = s.nickname === null ? null : s;
  } catch (e) {
    fill(main, h("p", { class: "form-error" }, e.message));
    return;
  }
  showWho();
  render();
}

window.addEventListener("hashchange", render);
boot();
