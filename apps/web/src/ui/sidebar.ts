/** The conversation list: newest first, open, rename in place, delete (after a confirmation). */
import type { Api, ConversationSummary } from "../api/client.ts";
import { byId, h } from "./dom.ts";

export type SidebarEvents = {
  open(id: string): void;
  removed(id: string): void;
  renamed(id: string, title: string): void;
};

const RECENT_MS = 30_000;

export class Sidebar {
  private readonly list = byId("conversations");
  private items: ConversationSummary[] = [];
  private selected: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly on: SidebarEvents,
  ) {}

  /** Conversations this page wrote to lately, newest last: the read model may not show them on top yet. */
  private readonly recent = new Map<string, { c: ConversationSummary; at: number }>();
  /** Conversations deleted here lately: the read model may still list them for a moment. */
  private readonly gone = new Map<string, number>();

  async refresh(select: string | null = this.selected): Promise<void> {
    let listed: ConversationSummary[];
    try {
      listed = (await this.api.listConversations()).conversations;
    } catch {
      return; // The list is a convenience: the chat keeps working without it.
    }
    // What this page wrote to in the last half minute stays on top, newest first, until the read model
    // (which catches up a moment after the log) agrees; a deleted one is not brought back.
    const now = Date.now();
    const front: ConversationSummary[] = [];
    for (const [id, r] of this.recent) {
      if (now - r.at > RECENT_MS) this.recent.delete(id);
      else front.unshift(listed.find((x) => x.id === id) ?? r.c);
    }
    for (const [id, at] of this.gone) if (now - at > RECENT_MS) this.gone.delete(id);
    this.items = [...front, ...listed.filter((x) => !this.recent.has(x.id) && !this.gone.has(x.id))];
    this.selected = select;
    this.draw();
  }

  /**
   * A conversation this page just created or wrote to goes to the top at once: the list comes from the read
   * model, which catches up a moment later (a refresh then keeps its place).
   */
  touch(c: { id: string; title?: string }): void {
    const known = this.items.find((x) => x.id === c.id);
    const summary = { ...known, ...c, title: c.title ?? known?.title ?? "" };
    this.recent.delete(c.id);
    this.recent.set(c.id, { c: summary, at: Date.now() });
    this.items = [summary, ...this.items.filter((x) => x.id !== c.id)];
    this.selected = c.id;
    this.draw();
  }

  /** A conversation gone (deleted here): off the list, and not kept on top by `recent`. */
  forget(id: string): void {
    this.recent.delete(id);
    this.gone.set(id, Date.now());
    this.items = this.items.filter((x) => x.id !== id);
    this.draw();
  }

  select(id: string | null): void {
    this.selected = id;
    this.draw();
  }

  private draw(): void {
    this.list.replaceChildren(...this.items.map((c) => this.item(c)));
  }

  private item(c: ConversationSummary): HTMLElement {
    const title = c.title || "Untitled";
    const open = h("button", { type: "button", class: "open", title }, title);
    open.onclick = () => this.on.open(c.id);
    const rename = h(
      "button",
      { type: "button", class: "link rename", "aria-label": `Rename "${title}"` },
      "✎",
    );
    const del = h("button", { type: "button", class: "link delete", "aria-label": `Delete "${title}"` }, "×");
    const li = h(
      "li",
      { "data-id": c.id, ...(c.id === this.selected ? { "aria-current": "true" } : {}) },
      open,
      rename,
      del,
    );
    rename.onclick = () => this.renameInPlace(li, c);
    del.onclick = async () => {
      if (!confirm(`Delete "${title}"?`)) return;
      await this.api.remove(c.id).catch(() => {});
      this.forget(c.id);
      this.on.removed(c.id);
    };
    return li;
  }

  private renameInPlace(li: HTMLElement, c: ConversationSummary): void {
    const input = h("input", { "aria-label": "New title", maxlength: "200" });
    input.value = c.title;
    li.replaceChildren(input);
    input.focus();
    input.select();
    let done = false;
    const finish = async (save: boolean) => {
      if (done) return;
      done = true;
      const title = input.value.trim();
      if (save && title && title !== c.title) {
        c.title = title;
        await this.api.rename(c.id, title).catch(() => {});
        this.on.renamed(c.id, title);
      }
      this.draw();
    };
    input.onkeydown = (e) => {
      if (e.key === "Enter") void finish(true);
      else if (e.key === "Escape") void finish(false);
    };
    input.onblur = () => void finish(true);
  }
}
