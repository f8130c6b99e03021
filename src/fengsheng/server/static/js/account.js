// Accounts in the lobby: claim the nickname with a password (a guest keeps every game played),
// log in to an account on this device, log out everywhere; the header's language switch,
// online count, own rating and leaderboard link (docs/web-client.md, Accounts).
import { h, fill } from "./dom.js";
import { api } from "./api.js";
import { T, LANG_NAMES, lang, setLang } from "./strings.js";
import { toast } from "./toast.js";

function passwordInput(name) {
  return h("input", {
    type: "password", name, minLength: 8, maxLength: 128, required: true,
    placeholder: name === "new_password" ? T.passwordHint : null, attrs: { "aria-label": T.password, autocomplete: name === "new_password" ? "new-password" : "current-password" },
  });
}

function form(cls, fields, button, submit) {
  const err = h("p", { class: "form-error", attrs: { role: "alert" } });
  return h("form", {
    class: cls,
    on: {
      submit: async (ev) => {
        ev.preventDefault();
        err.textContent = "";
        try { await submit(); } catch (e) { err.textContent = e.message; }
      },
    },
  }, fields, h("button", { type: "submit", class: "primary" }, button), err);
}

/** The login form alone (for a first visit, beside the nickname form). onMe(me) once in. */
export function loginForm(onMe) {
  const name = h("input", { type: "text", name: "account_name", maxLength: 16, required: true,
    attrs: { "aria-label": T.name, autocomplete: "username" } });
  const pw = passwordInput("password");
  return h("div", { class: "account-login" }, h("h3", null, T.loginHead),
    form("login-form", [h("label", null, T.name, " ", name), h("label", null, T.password, " ", pw)],
      T.login, async () => {
        const r = await api.login(name.value.trim(), pw.value);
        onMe({ player_id: r.player_id, nickname: r.nickname });
      }));
}

/**
 * The account section of the lobby. me: {player_id, nickname}; onMe(me|null) after a change;
 * renameForm: the nickname form beside it, hidden for an account (its name is fixed).
 */
export function accountPanel(me, onMe, renameForm) {
  const box = h("div", { class: "account" }, h("p", { class: "dim" }, T.loading));
  api.account().then((a) => {
    if (a.account) {
      if (renameForm) renameForm.hidden = true;
      fill(box, h("h3", null, T.accountHead),
        h("p", null, T.accountOf(a.nickname)),
        h("p", null, h("a", { href: `#/player/${a.player_id}` }, a.rating ? T.myRating(a.rating.rating, a.rating.games) : T.unrated)),
        h("button", {
          type: "button", class: "logout-everywhere",
          on: { click: async () => { await api.logoutEverywhere(); toast(T.loggedOut, "info"); onMe(null); } },
        }, T.logoutEverywhere));
      return;
    }
    const pw = passwordInput("new_password");
    fill(box, h("h3", null, T.accountHead), h("p", { class: "dim" }, T.accountGuestHint),
      form("claim-form", h("label", null, T.password, " ", pw), T.claim, async () => {
        await api.claim(pw.value);
        toast(T.claimed, "info");
        onMe({ ...me });
      }),
      loginForm(onMe));
  }).catch((e) => fill(box, h("p", { class: "form-error" }, e.message)));
  return box;
}

/** The header's right end: leaderboard link, online count, own rating, language switch. */
export function headerBar(el, me) {
  const select = h("select", {
    class: "lang-switch", attrs: { "aria-label": T.language },
    on: { change: () => setLang(select.value) },
  }, Object.entries(LANG_NAMES).map(([k, v]) => h("option", { value: k, selected: k === lang }, v)));
  const stats = h("span", { class: "stats" });
  fill(el, h("a", { href: "#/leaderboard", class: "board-link" }, T.leaderboard), stats, select);
  api.account().then((a) => {
    fill(stats, h("span", { class: "online" }, T.online(a.online)),
      me && a.rating ? h("a", { href: `#/player/${a.player_id}`, class: "my-rating" }, T.myRating(a.rating.rating, a.rating.games)) : null);
  }).catch(() => {});
}
