// Fewer clicks in response windows, two preferences kept in this browser:
// - 自动让过 (on unless turned off): pass for the player in windows where nothing concerns them.
//   It stops ① in their own turn, ② when the message arrives in front of them (once: again only
//   when they have learnt its face since), ③ when a card or
//   skill waiting to resolve targets them, their messages or a card they used. A 识破 in hand
//   alone does not stop it: answering cards aimed at others is left to those who turn it off.
//   Nor does it stop where all the player could do is 破译 a message they have already seen.
// - 出牌后自动让过 (on unless turned off): when priority comes back to the player after their own
//   card and they hold nothing usable that could not wait, pass. In their own 出牌阶段 every card
//   they could play now they can play again once theirs has resolved (the window opens with the
//   turn player again, rulings R4), so only a 识破 on someone else's card stops it; elsewhere
//   anything but 让过 or a 识破 on their own card stops it.
import { funcName } from "./catalog.js";
import { nameOf } from "./table.js";
import { T } from "./strings.js";

function stored(key, fallback) {
  try {
    const v = localStorage.getItem(key);
    return v === null ? fallback : v === "1";
  } catch (e) {
    return fallback;
  }
}

function store(key, on) {
  try {
    localStorage.setItem(key, on ? "1" : "0");
  } catch (e) {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

const PREFS = { autoPass: "fengsheng.autoPass", passAfterOwn: "fengsheng.passAfterOwn", sound: "fengsheng.sound" };
const DEFAULTS = { autoPass: true, passAfterOwn: true, sound: false };

/** A preference of this browser (autoPass, passAfterOwn, sound). */
export function pref(name) {
  return stored(PREFS[name], DEFAULTS[name]);
}

export function setPref(name, on) {
  store(PREFS[name], on);
}

/**
 * Why this response window must be put to the player rather than passed for them, or null
 * when 自动让过 may pass. view: the observation (its pending decision is the player's
 * 'respond'); options: the view frame's options.
 */
export function autoPassStop(view, options, cat, decided = new Set()) {
  const you = view.seat;
  const m = view.message;
  // Once the player has seen the message (破译, or face up), another 破译 tells them nothing.
  const known = m && m.card !== null && m.card !== undefined;
  if (options.every((o) => o.kind === "pass" || (known && o.func === "po_yi"))) return null;
  const stack = view.stack || [];
  const items = new Map(stack.map((it) => [it.uid, it]));
  const mine = new Set(stack.filter((it) => it.user === you).map((it) => it.uid));
  const myMessages = new Set(view.players[you].messages);
  for (const it of [...stack].reverse()) {
    if (it.user === you) continue;
    const what = T.itemOf(nameOf(view, it.user), funcName(cat, it.func));
    if (it.func === "shi_po") {
      if (mine.has(it.ref)) return T.stopNullifies(what);
    } else if (it.target === you) {
      return it.func === "shao_hui" ? T.stopBurns(what) : T.stopTargets(what);
    } else if (myMessages.has(it.ref) && !items.has(it.ref)) {
      return T.stopMessages(what);
    }
  }
  if (view.turn_player === you) return T.stopTurn;
  if (view.pending.prompt === "arrive" && m && m.holder === you && !decided.has(arrivalKey(view))) {
    return T.stopArrive;
  }
  return null;
}

/** The message's arrival in front of the player as far as they know it: asked once about it,
 * they are asked again only when they learn more (its face, after a 破译) or by ③. */
export function arrivalKey(view) {
  const m = view.message;
  return m ? `${view.turn}|${m.sender}|${m.holder}|${m.hops}|${m.card}` : "";
}

/** Whether priority came back to the player after their own card with nothing usable that
 * could not wait (see 出牌后自动让过 above). */
export function ownCardOnly(view, options) {
  const stack = view.stack || [];
  if (!stack.length || stack[stack.length - 1].user !== view.seat) return false;
  const mine = new Set(stack.filter((it) => it.user === view.seat).map((it) => it.uid));
  const ownPlay = view.turn_player === view.seat && /^play_/.test(view.pending.prompt || "");
  const waits = (o) => o.kind === "pass" || (o.func === "shi_po" ? mine.has(o.ref) : ownPlay);
  return options.some((o) => o.kind === "pass") && options.every(waits);
}
