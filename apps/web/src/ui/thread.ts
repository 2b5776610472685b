/**
 * Draws the shown branch: user messages as plain text (never HTML), answers as sanitised Markdown, each
 * with its model, its ending, Regenerate / Edit, and `< 2/3 >` at a fork.
 */
import { type Notice, noticeForStoredAnswer } from "../chat/outcome.ts";
import type { BranchRow, TreeMessage } from "../chat/tree.ts";
import { StreamingMarkdown } from "../render/markdown.ts";
import { h } from "./dom.ts";

export type RowActions = {
  onSwitch(row: BranchRow, step: -1 | 1): void;
  onRegenerate(row: BranchRow): void;
  onEdit(row: BranchRow, text: string): void;
  trees: boolean;
  busy: boolean;
};

export function noticeEl(n: Notice): HTMLElement {
  return h("p", { class: `notice ${n.kind}`, role: n.kind === "stopped" ? "note" : "status" }, n.text);
}

/** A streaming (or finished) answer's element and its renderer. */
export function answerRow(model: string | null): {
  row: HTMLElement;
  md: StreamingMarkdown;
  meta: HTMLElement;
} {
  const answer = h("div", { class: "answer" });
  const meta = h("div", { class: "meta" });
  if (model) meta.append(h("span", { class: "model", title: "model that answered" }, model));
  const row = h("article", { class: "msg", "data-role": "assistant" }, answer, meta);
  return { row, md: new StreamingMarkdown(answer), meta };
}

export function userRow(text: string): HTMLElement {
  return h(
    "article",
    { class: "msg", "data-role": "user" },
    h("div", { class: "body" }, text),
    h("div", { class: "meta" }),
  );
}

export function drawRow(r: BranchRow, a: RowActions): HTMLElement {
  const m = r.message;
  let el: HTMLElement;
  if (m.role === "user") el = userRow(m.content);
  else {
    const { row, md } = answerRow(modelLabel(m));
    // The notice its `done` showed; the content is only what was shown before it (none for a refused
    // request, the sentences released before an answer was cut).
    const n = noticeForStoredAnswer(m);
    md.set(m.content);
    md.finish();
    if (n) row.insertBefore(noticeEl(n), row.lastChild);
    el = row;
  }
  el.dataset.id = m.id;
  if (m.generationId) el.dataset.generationId = m.generationId;
  const meta = el.querySelector(".meta") as HTMLElement;
  if (a.trees && r.count > 1) meta.append(siblingNav(r, a));
  if (a.trees && m.role === "assistant" && !m.pending) {
    const b = h(
      "button",
      { type: "button", class: "link regenerate", "aria-label": "Regenerate this answer" },
      "↻ Regenerate",
    );
    b.disabled = a.busy;
    b.onclick = () => a.onRegenerate(r);
    meta.append(b);
  }
  if (a.trees && m.role === "user") {
    const b = h(
      "button",
      { type: "button", class: "link edit", "aria-label": "Edit this message and resend" },
      "Edit",
    );
    b.disabled = a.busy;
    b.onclick = () => editInPlace(el, m, (text) => a.onEdit(r, text));
    meta.append(b);
  }
  return el;
}

function siblingNav(r: BranchRow, a: RowActions): HTMLElement {
  const prev = h("button", { type: "button", "aria-label": "Previous version" }, "<");
  const next = h("button", { type: "button", "aria-label": "Next version" }, ">");
  prev.disabled = a.busy || r.index === 0;
  next.disabled = a.busy || r.index === r.count - 1;
  prev.onclick = () => a.onSwitch(r, -1);
  next.onclick = () => a.onSwitch(r, 1);
  return h("span", { class: "nav" }, prev, h("span", { class: "pos" }, `${r.index + 1}/${r.count}`), next);
}

function editInPlace(el: HTMLElement, m: TreeMessage, send: (text: string) => void): void {
  const area = h("textarea", { "aria-label": "Edit message", rows: "3" });
  area.value = m.content;
  const save = h("button", { type: "button" }, "Send");
  const cancel = h("button", { type: "button", class: "secondary" }, "Cancel");
  const box = h("div", { class: "edit-box" }, area, h("div", { class: "meta" }, cancel, save));
  const body = el.querySelector(".body") as HTMLElement;
  body.replaceWith(box);
  save.onclick = () => area.value.trim() && send(area.value);
  cancel.onclick = () => box.replaceWith(body);
  area.onkeydown = (e) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      save.click();
    } else if (e.key === "Escape") cancel.click();
  };
  area.focus();
}

/**
 * "small" / "large" from a model name, shown discreetly under the answer; nothing for an answer no model
 * wrote (a request refused before it was queued records the model "none").
 */
export function modelLabel(m: { model?: string | null }): string | null {
  if (!m.model || m.model === "none") return null;
  if (/8b|small/i.test(m.model)) return "small";
  if (/70b|large/i.test(m.model)) return "large";
  return m.model;
}
