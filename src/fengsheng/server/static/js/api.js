// The server's HTTP API (docs/web-protocol.md). The session token lives in an HttpOnly cookie
// the server sets, so a refresh keeps the player without the page ever holding the token.
import { T, lang } from "./strings.js";

/** An API call that did not answer 2xx: status (HTTP code, 0 = network) and a message in the
 * page's language (the server words its errors in the Accept-Language this sends). */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function call(method, path, body, signal) {
  let res;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? { "Accept-Language": lang }
        : { "Content-Type": "application/json", "Accept-Language": lang },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    if (e && e.name === "AbortError") throw e;   // the caller gave up on it: not an error to show
    throw new ApiError(0, T.noServer);
  }
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok) throw new ApiError(res.status, errorText(res.status, data));
  return data;
}

// The server's errors are {"error": {"code", "message"}} (docs/web-protocol.md).
function errorText(status, data) {
  if (data && data.error && data.error.code === "too_many_rooms") return T.tooManyRooms;
  if (data && data.error && typeof data.error.message === "string") return data.error.message;
  if (data && typeof data.message === "string") return data.message;
  if (data && typeof data.detail === "string") return data.detail;
  if (data && Array.isArray(data.detail) && data.detail.length) {
    const d = data.detail[0];
    if (d && typeof d.msg === "string") return T.badInput(d.msg);
  }
  if (status === 404) return T.notFound;
  if (status === 401) return T.needNickname;
  return T.serverError(status);
}

export const api = {
  /** -> {player_id, nickname}; both null when there is no valid session. */
  session: () => call("GET", "/api/session"),
  /** Set (or change) the nickname -> {player_id, nickname, token}; ApiError 422 on a bad name. */
  setNickname: (nickname) => call("POST", "/api/session", { nickname }),
  /** -> {rooms (newest first), total, limit, offset} */
  rooms: (limit = 50, offset = 0) => call("GET", `/api/rooms?limit=${limit}&offset=${offset}`),
  room: (id) => call("GET", `/api/rooms/${encodeURIComponent(id)}`),
  /** settings: {name, seats 3–9, deck "standard"|"promo", roles bool, time_limit s} -> Room */
  createRoom: (settings) => call("POST", "/api/rooms", { ...settings, lang }),
  games: (limit = 30) => call("GET", `/api/games?limit=${limit}&lang=${encodeURIComponent(lang)}`),
  game: (id) => call("GET", `/api/games/${encodeURIComponent(id)}?lang=${encodeURIComponent(lang)}`),
  /**
   * seat: a seat number, null (spectator) or "all" (everything revealed) -> ReplayView;
   * signal: an AbortSignal that cancels the request (it then rejects with an AbortError).
   */
  replay: (id, step, seat, signal) => {
    const q = new URLSearchParams({ step: String(step), lang });
    if (seat !== null && seat !== undefined) q.set("seat", String(seat));
    return call("GET", `/api/games/${encodeURIComponent(id)}/replay?${q}`, undefined, signal);
  },
  // Texts the server words come in the page's language (lang).
  cards: (deck) => call("GET", `/api/cards?deck=${encodeURIComponent(deck)}&lang=${encodeURIComponent(lang)}`),
  roles: () => call("GET", `/api/roles?lang=${encodeURIComponent(lang)}`),
  /** lang: "zh-CN" | "en" (the names by id in that language) */
  text: (lang) => call("GET", `/api/text?lang=${encodeURIComponent(lang)}`),
  /** -> {rulings: [{id: "R1", title, text}]}: the project's rulings (docs/rulings.md). */
  rulings: () => call("GET", "/api/rulings"),
  // Accounts, ratings, profiles (docs/web-protocol.md, Accounts)
  /** -> {player_id, nickname, account: bool, rating: {rating, mu, sigma, games}|null, online} */
  account: () => call("GET", "/api/account"),
  claim: (password) => call("POST", "/api/account", { password }),
  login: (name, password) => call("POST", "/api/account/login", { name, password }),
  logoutEverywhere: () => call("POST", "/api/account/logout_everywhere"),
  leaderboard: (limit = 100) => call("GET", `/api/leaderboard?limit=${limit}`),
  profile: (id) => call("GET", `/api/players/${encodeURIComponent(id)}`),
};
