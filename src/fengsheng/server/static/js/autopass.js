// 自动让过: pass for the player in response windows that do not concern them — the terminal
// game's rule (cli/play.py auto_pass_stop), so both front ends stop for the same reasons.
import { funcName } from "./catalog.js";
import { itemText, nameOf } from "./table.js";

const STORE_KEY = "fengsheng.autoPass";

/** Whether the player turned 自动让过 on (kept in this browser). */
export function autoPassOn() {
  try {
    return localStorage.getItem(STORE_KEY) === "1";
  } catch (e) {
    return false;
  }
}

export function setAutoPass(on) {
  try {
    localStorage.setItem(STORE_KEY, on ? "1" : "0");
  } catch (e) {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/**
 * Why this response window must be put to the player rather than passed for them, or null
 * when 自动让过 may pass. view: the observation (its pending decision is the player's
 * 'respond'); options: the view frame's options.
 * Stops: ① your own turn; ② the message arrives in front of you; ③ a card or skill waiting
 * to resolve targets you, your messages or a card you used; ④ you could answer with 识破.
 */
export function autoPassStop(view, options, cat) {
  const you = view.seat;
  if (view.turn_player === you) return "这是你的回合";
  const m = view.message;
  if (view.pending.prompt === "arrive" && m && m.holder === you) return "情报到达你面前";
  const stack = view.stack || [];
  const items = new Map(stack.map((it) => [it.uid, it]));
  const positions = new Map(stack.map((it, k) => [it.uid, k + 1]));
  const mine = new Set(stack.filter((it) => it.user === you).map((it) => it.uid));
  const myMessages = new Set(view.players[you].messages);
  for (const it of [...stack].reverse()) {
    if (it.user === you) continue;
    const what = `${nameOf(view, it.user)}的${funcName(cat, it.func)}`;
    if (it.func === "shi_po") {
      if (mine.has(it.ref)) return `${what}要让你使用的牌无效`;
    } else if (it.target === you) {
      return it.func === "shao_hui" ? `${what}要烧毁你面前的情报` : `${what}以你为目标`;
    } else if (myMessages.has(it.ref) && !items.has(it.ref)) {
      return `${what}针对你面前的情报`;
    }
  }
  for (const o of options) {
    if (o.kind === "use" && o.func === "shi_po" && items.has(o.ref) && !mine.has(o.ref)) {
      return `你可以用【识破】响应${itemText(view, cat, items.get(o.ref), positions)}`;
    }
  }
  return null;
}
