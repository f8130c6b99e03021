// Boot and routing. Pages: #/ (lobby), #/room/{id} (a room: seats, game, chat),
// #/replay/{game id}?step=K&seat=S (a finished game step by step), #/leaderboard, #/player/{id}
// (a profile; these two need no nickname). A page needs a nickname
// first; the session cookie the server sets keeps it across reloads.
import { h, fill } from "./dom.js";
import { api } from "./api.js";
import { LobbyPage, nicknameForm } from "./lobby.js";
import { RoomPage } from "./room.js";
import { ReplayPage } from "./replay.js";
import { LeaderboardPage } from "./leaderboard.js";
import { ProfilePage } from "./profile.js";
import { headerBar, loginForm } from "./account.js";
import { T, nameThePage } from "./strings.js";

const main = document.getElementById("main");
const who = document.getElementById("who");
const bar = document.getElementById("bar");
// The page's fixed words (index.html is Chinese, as a page without scripts shows it).
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
  headerBar(bar, me);
}

function setMe(m) {
  if (!m) { location.hash = "#/"; location.reload(); return; }
  me = m;
  showWho();
  render();
}

function render() {
  if (page && page.destroy) page.destroy();
  page = null;
  const { parts, params } = route();
  window.scrollTo(0, 0);
  nameThePage();   // a 菲力猫 room or replay names itself once it knows its game
  if (parts[0] === "leaderboard") page = new LeaderboardPage(main);
  else if (parts[0] === "player" && parts[1]) page = new ProfilePage(main, parts[1]);
  if (page) return;
  if (!me && parts.length) {
    // A room or replay link opened without a nickname: ask for one, then go on to the link.
    fill(main, h("section", { class: "welcome" }, h("h2", null, T.beforeEntering), nicknameForm(null, setMe), loginForm(setMe)));
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
