// Modal panels: a role card in full, the card-function help. One <dialog> element is reused.
import { h, fill, gameText } from "./dom.js";

function dialogEl() {
  let d = document.getElementById("dialog");
  if (!d) {
    d = h("dialog", { id: "dialog" });
    document.body.append(d);
  }
  return d;
}

/** Show ``title`` and ``body`` nodes in the modal dialog (closed by its button or Esc). */
export function showDialog(title, ...body) {
  const d = dialogEl();
  fill(d,
    h("div", { class: "dialog-head" },
      h("h2", null, title),
      h("button", { type: "button", class: "close", on: { click: () => d.close() } }, "关闭")),
    h("div", { class: "dialog-body" }, body));
  if (!d.open) d.showModal();
}

/** The role card's name, kind, gender, every skill's text and its 机密任务. */
export function roleBlock(cat, roleId) {
  const r = cat.roles.get(roleId);
  if (!r) return h("p", null, "未知角色");
  return h("div", { class: "role-card" },
    h("div", { class: "role-title" }, h("strong", null, `【${r.name}】`), `（${r.kind}·${r.gender}）`),
    r.skills.map((s) => h("p", { class: "skill" }, gameText(`【${s.name}】${s.text}`))),
    h("p", { class: "dim mission" }, `机密任务（身份为打酱油的时的胜利条件）：${r.mission}`));
}

/** A role card in a dialog; ``faceUp`` false adds the 盖伏 note. */
export function roleDialog(cat, roleId, faceUp) {
  const r = cat.roles.get(roleId);
  showDialog(r ? `角色：${r.name}` : "角色",
    roleBlock(cat, roleId),
    faceUp ? null : h("p", { class: "dim" }, "盖伏：只有“翻开此角色牌”的技能可用。"));
}

/** The nine card functions: timing, effect and printed rulings, after the shared rules. */
export function cardHelpDialog(cat) {
  showDialog("卡牌功能说明",
    cat.cardRules.map((line) => h("p", { class: "dim" }, gameText(line))),
    Object.entries(cat.functionText).map(([f, t]) => h("div", { class: "func-help" },
      h("h3", null, `【${cat.text.functions[f]}】`),
      h("p", null, `时机：${t.timing}`),
      h("p", null, gameText(`效果：${t.effect}`)),
      t.rulings.length ? h("ul", null, t.rulings.map((r) => h("li", { class: "dim" }, gameText(r)))) : null)));
}
