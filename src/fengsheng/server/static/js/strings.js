// The client's own words in the page's language: zh-CN (default) or en, chosen with the switch
// in the header and remembered by this browser. One table per language (lang-zh-CN.js,
// lang-en.js: the same keys, checked by tests/e2e/test_accounts.py); a key the table lacks
// throws instead of falling back silently to the other language. Game text (log lines,
// prompts, option labels, card and role text) comes from the server, in Chinese.
import zh from "./lang-zh-CN.js";
import en from "./lang-en.js";

const KEY = "fengsheng.lang";
const LANGS = { "zh-CN": zh, en };
export const LANG_NAMES = { "zh-CN": "中文", en: "English" };

function chosen() {
  let l = null;
  try { l = localStorage.getItem(KEY); } catch (e) { l = null; }
  return l in LANGS ? l : "zh-CN";
}

export const lang = chosen();
document.documentElement.lang = lang;

/** The current language's strings; reading a key it lacks throws. */
export const T = new Proxy(LANGS[lang], {
  get(table, key) {
    if (typeof key === "symbol" || key in table) return table[key];
    throw new Error(`missing ${lang} string: ${String(key)}`);
  },
});

/** Name the game of the page in the header and the tab's title: 菲力猫 in its rooms and
 * replays, 风声 everywhere else. */
export function nameThePage(game = "fengsheng") {
  const felix = game === "felix";
  document.title = felix ? T.fxPageTitle : T.pageTitle;
  document.querySelector(".top .brand").textContent = felix ? T.fxBrand : T.brand;
  document.querySelector(".top .tag").textContent = felix ? T.fxTagline : T.tagline;
}

/** Switch the page to language l (the page reloads: every view is drawn again in it). */
export function setLang(l) {
  if (!(l in LANGS)) return;
  try { localStorage.setItem(KEY, l); } catch (e) { /* private mode: this page only */ }
  location.reload();
}
