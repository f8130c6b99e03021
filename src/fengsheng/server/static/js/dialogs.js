// Modal panels: a role card in full, the card-function help. One <dialog> element is reused.
import { h, fill, gameText } from "./dom.js";
import { T } from "./strings.js";

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
      h("span", { class: "dialog-clock" }),
      h("button", { type: "button", class: "close", on: { click: () => d.close() } }, T.close)),
    h("div", { class: "dialog-body" }, body));
  if (!d.open) d.showModal();
}

/** What the modal dialog must not hide from the player reading it: that a decision of theirs
 * waits, and its clock (``nodes``; none: nothing waits). The room calls it at every redraw. */
export function setDialogClock(...nodes) {
  const slot = document.querySelector("#dialog[open] .dialog-clock");
  if (slot) fill(slot, ...nodes);
}

function rulingList(lines) {
  return lines.length ? h("ul", { class: "rulings" }, lines.map((r) => h("li", { class: "dim" }, gameText(r)))) : null;
}

/** The project's rulings (docs/rulings.md) that name one of ``ids`` (card functions, roles, skills). */
function projectRulings(cat, ids) {
  const hits = (cat.rulings || []).filter((r) => ids.some((id) => r.names.includes(id)));
  if (!hits.length) return null;
  return h("details", { class: "project-rulings" },
    h("summary", null, T.projectRulings(hits.length)),
    hits.map((r) => h("p", { class: "ruling" }, h("strong", null, `${r.id} ${r.title}. `), r.text)));
}

/** The role card's name, kind, gender, every skill's text and its 机密任务; with ``rulings``,
 * the rulings printed under each and the project's rulings that name them. */
export function roleBlock(cat, roleId, rulings = false) {
  const r = cat.roles.get(roleId);
  if (!r) return h("p", null, T.unknownRole);
  return h("div", { class: "role-card", dataset: { role: roleId } },
    h("div", { class: "role-title" }, h("strong", null, T.bracket(r.name)), T.kindGender(r.kind, r.gender)),
    r.skills.map((s) => h("div", { class: "skill-block" },
      h("p", { class: "skill" }, gameText(T.skillLine(s.name, s.text))),
      rulings ? rulingList(s.rulings || []) : null)),
    h("p", { class: "dim mission" }, gameText(T.missionFull(r.mission))),
    rulings ? rulingList(r.mission_rulings || []) : null,
    rulings ? projectRulings(cat, [roleId, ...r.skills.map((s) => s.id)]) : null);
}

/** A role card in a dialog, with its rulings; ``faceUp`` false adds the 盖伏 note. */
export function roleDialog(cat, roleId, faceUp) {
  const r = cat.roles.get(roleId);
  showDialog(r ? T.roleTitleOf(r.name) : T.roleWord,
    h("p", { class: "dim bracket-note" }, T.bracketNote),
    roleBlock(cat, roleId, true),
    faceUp ? null : h("p", { class: "dim" }, T.faceDownNote));
}

function funcHelp(cat, f, t) {
  const name = cat.text.functions[f];
  return h("div", { class: "func-help", dataset: { func: f } },
    h("h3", null, T.bracket(name)),
    h("p", null, T.timing(t.timing)),
    h("p", null, gameText(T.effect(t.effect))),
    rulingList(t.rulings),
    projectRulings(cat, [f]));
}

/**
 * 规则速查, one click from the table: the nine card functions (timing, effect, printed rulings
 * and the project's rulings that name them), the roles at this table (yours and those face up;
 * every role below), and every ruling of the project. view: the observation, or null.
 */
export function rulesDialog(cat, view) {
  const seen = new Set();
  if (view) for (const p of view.players) if (p.role) seen.add(p.role);
  const others = [...cat.roles.keys()].filter((r) => !seen.has(r));
  showDialog(T.rules,
    h("p", { class: "dim bracket-note" }, T.bracketNote),
    h("h3", null, T.cardsHead),
    cat.cardRules.map((line) => h("p", { class: "dim" }, gameText(line))),
    Object.entries(cat.functionText).map(([f, t]) => funcHelp(cat, f, t)),
    seen.size ? [h("h3", null, T.tableRoles), [...seen].map((r) => roleBlock(cat, r, true))] : null,
    h("details", { class: "all-roles" }, h("summary", null, T.allRoles(others.length)),
      others.map((r) => roleBlock(cat, r, true))),
    h("details", { class: "all-rulings" }, h("summary", null, T.allRulings((cat.rulings || []).length)),
      (cat.rulings || []).map((r) => h("p", { class: "ruling" }, h("strong", null, `${r.id} ${r.title}. `), r.text))));
}
