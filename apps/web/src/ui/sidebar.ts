/** The conversation list: newest first, open, rename in place, delete (after a confirmation). */
import type { Api, ConversationSummary } from "../api/client.ts";
import { byId, h } from "./dom.ts";

export type SidebarEvents = {
  open(id: string): void;
  removed(id: string): void;
  renamed(id: string, title: string): void;
};

export class Sidebar {
  private readonly list = byId("conversations");
  private items: ConversationSummary[] = [];
  private selected: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly on: SidebarEvents,
  ) {}

  async refresh(select: string | null = this.selected): Promise<void> {
    try {
      this.items = (await this.api.listConversations()).conversations;
    } catch {
      return; // The list is a convenience: the chat keeps working without it.
    }
    this.selected = select;
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
      this.items = this.items.filter((x) => x.id !== c.id);
      this.draw();
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
