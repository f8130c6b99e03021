// Short notices (server errors, "link copied") that fade out; text only.
import { h } from "./dom.js";

/** Show ``text`` for a few seconds; kind "error" (default) or "info". */
export function toast(text, kind = "error") {
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div", { id: "toasts", attrs: { role: "alert" } });
    document.body.append(box);
  }
  const t = h("div", { class: ["toast", kind] }, text);
  box.append(t);
  setTimeout(() => t.remove(), kind === "error" ? 6000 : 3000);
}
