import { T } from "./strings.js";

// Building DOM nodes. Every string becomes a text node (textContent), never HTML: nicknames,
// chat and all server text are untrusted, so this module is the only way the client draws.

/**
 * h(tag, props, ...children) -> Element.
 * props: {class, id, title, type, value, disabled, hidden, dataset: {}, on: {event: fn},
 *         attrs: {name: value}} (all optional, null allowed).
 * children: strings/numbers (inserted as text), Nodes, arrays of these, null/false (skipped).
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  if (props) {
    for (const [k, v] of Object.entries(props)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") el.className = Array.isArray(v) ? v.filter(Boolean).join(" ") : v;
      else if (k === "dataset") Object.assign(el.dataset, v);
      else if (k === "on") for (const [ev, fn] of Object.entries(v)) el.addEventListener(ev, fn);
      else if (k === "attrs") for (const [a, av] of Object.entries(v)) el.setAttribute(a, String(av));
      else if (k in el) el[k] = v;
      else el.setAttribute(k, String(v));
    }
  }
  append(el, children);
  return el;
}

/** Append children (as in h) to el. */
export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Replace all of el's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

// Words coloured in game text (Chinese or English): colours, identities and 【card or skill
// names】 ([names] in English).
const WORDS = /(〔[^〕]*〕|红色|红\d+|蓝色|蓝\d+|黑色|黑\d+|【[^】〔]+】|潜伏战线|军情处|打酱油的|\b(?:red|blue|black)\b|\[[^\]]+\]|\bUnderground\b|\bArmy\b|\bPasserby\b)/;
const WORD_CLASS = [[/^〔/, "w-restored"],
  [/^(红|red)/, "w-red"], [/^(蓝|blue)/, "w-blue"], [/^(黑|black)/, "w-black"], [/^[【[]/, "w-name"],
  [/^(潜伏战线|Underground)$/, "w-red"], [/^(军情处|Army)$/, "w-blue"], [/^(打酱油的|Passerby)$/, "w-green"],
];

/** A span of game text with colour words highlighted (each piece still inserted as text). */
export function gameText(text, cls) {
  const out = h("span", { class: cls });
  for (const part of String(text).split(WORDS)) {
    if (!part) continue;
    const hit = WORD_CLASS.find(([re]) => re.test(part) && WORDS.test(part));
    // Words in 〔〕 were lost from the printed text and restored by the project: said on hover.
    const title = hit && hit[1] === "w-restored" ? T.bracketNote : null;
    out.append(hit ? h("span", { class: hit[1], title }, part) : document.createTextNode(part));
  }
  return out;
}
