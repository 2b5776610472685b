/**
 * The chat page's controller: opens conversations, sends, regenerates, edits, stops, and follows one
 * answer at a time to its end, resuming it after a reload from what localStorage kept.
 */
import type { Api } from "../api/client.ts";
import { HttpError, newKey } from "../api/client.ts";
import { type AnswerEvent, followAnswer } from "../api/stream.ts";
import { clearInflight, type Inflight, loadInflight, saveInflight } from "../chat/inflight.ts";
import { budgetShare, type Notice, noticeForDone, noticeForHttp } from "../chat/outcome.ts";
import { type BranchRow, branch, hasTrees, switchSibling, type Tree } from "../chat/tree.ts";
import { byId } from "./dom.ts";
import { Sidebar } from "./sidebar.ts";
import { answerRow, drawRow, noticeEl, userRow } from "./thread.ts";

type Active = { key: string; messageId: string | null; abort: AbortController; inflight: Inflight };

export class ChatPage {
  private conversationId: string | null = null;
  private tree: Tree = { messages: [], currentLeafId: null };
  /**
   * The answer that just ended here, until the read model's tree holds it: the next message continues it.
   * The tree is re-read after `done` (the projector catches up a moment later); a message sent in that
   * moment would otherwise take its parent from the tree before this turn and start a sibling branch.
   */
  private justAnswered: { conversationId: string; id: string } | null = null;
  private active: Active | null = null;
  /** A send between the keystroke and its first answer event (see `busy`). */
  private starting = false;
  private readonly thread = byId("thread");
  private readonly input = byId<HTMLTextAreaElement>("input");
  private readonly sidebar: Sidebar;
  private countdown = 0;
  private scrolling = false;

  constructor(private readonly api: Api) {
    this.sidebar = new Sidebar(api, {
      open: (id) => void this.open(id, true),
      removed: (id) => id === this.conversationId && this.newChat(),
      renamed: (id, title) => id === this.conversationId && this.setTitle(title),
    });
    byId("composer").addEventListener("submit", (e) => {
      e.preventDefault();
      void this.sendFromComposer();
    });
    this.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        void this.sendFromComposer();
      }
    });
    this.input.addEventListener("input", () => this.autosize());
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && this.active) void this.stop();
    });
    byId("stop").addEventListener("click", () => void this.stop());
    byId("new-chat").addEventListener("click", () => this.newChat());
    window.addEventListener("popstate", () => void this.route());
  }

  async start(): Promise<void> {
    await this.sidebar.refresh();
    const inflight = loadInflight();
    if (inflight && location.pathname === "/")
      history.replaceState(null, "", `/c/${inflight.conversationId}`);
    await this.route();
  }

  private async route(): Promise<void> {
    const id = /^\/c\/([\w-]+)$/.exec(location.pathname)?.[1];
    if (id) await this.open(id, false);
    else this.newChat();
  }

  newChat(): void {
    if (this.busy()) return;
    this.conversationId = null;
    this.tree = { messages: [], currentLeafId: null };
    if (location.pathname !== "/") history.pushState(null, "", "/");
    this.setTitle("New chat");
    this.sidebar.select(null);
    this.thread.replaceChildren();
    this.input.focus();
  }

  async open(id: string, push: boolean): Promise<void> {
    if (this.busy() && id !== this.conversationId) return;
    try {
      const t = await this.api.getConversation(id);
      this.conversationId = id;
      this.tree = t;
      // Left and reopened before the read model caught up: that answer is still where the next message goes.
      const just = this.justAnswered;
      if (just?.conversationId === id && t.messages.some((m) => m.generationId === just.id && !m.pending))
        this.justAnswered = null;
      if (push) history.pushState(null, "", `/c/${id}`);
      this.setTitle(t.conversation.title || "Untitled");
      this.sidebar.select(id);
      this.draw();
      this.resumePending();
    } catch (err) {
      this.showNotice(
        err instanceof HttpError && err.status === 404
          ? { kind: "error", text: "That conversation no longer exists." }
          : this.noticeOf(err),
      );
      this.conversationId = null;
    }
  }

  private draw(): void {
    const rows = branch(this.tree);
    const trees = hasTrees(this.tree);
    const actions = {
      trees,
      busy: this.active !== null,
      onSwitch: (r: BranchRow, step: -1 | 1) => void this.switchTo(r, step),
      onRegenerate: (r: BranchRow) => void this.regenerate(r),
      onEdit: (r: BranchRow, text: string) => void this.send(text, r.message.parentId, r.message.id),
    };
    this.thread.replaceChildren(...rows.filter((r) => !r.message.pending).map((r) => drawRow(r, actions)));
    this.thread.scrollTop = this.thread.scrollHeight;
  }

  /** An answer still being written (this tab before a reload, or another device): follow it to its end. */
  private resumePending(): void {
    if (this.busy() || !this.conversationId) return;
    const saved = loadInflight();
    const rows = branch(this.tree);
    const pending = rows.find((r) => r.message.pending && r.message.role === "assistant")?.message;
    const mine = saved?.conversationId === this.conversationId ? saved : null;
    if (mine) {
      const finished = this.tree.messages.some(
        (m) => m.role === "assistant" && !m.pending && m.generationId === mine.messageId,
      );
      if (finished) clearInflight();
      else void this.follow(null, mine, null);
      return;
    }
    if (pending?.generationId)
      void this.follow(
        null,
        {
          conversationId: this.conversationId,
          messageId: pending.generationId,
          lastEventId: 0,
          text: "",
          model: null,
        },
        null,
      );
  }

  private async sendFromComposer(): Promise<void> {
    const text = this.input.value;
    if (!text.trim() || this.busy()) return;
    const just = this.justAnswered?.conversationId === this.conversationId ? this.justAnswered : null;
    const parent = just?.id ?? branch(this.tree).at(-1)?.message.id ?? null;
    this.input.value = "";
    this.autosize();
    await this.send(text, parent, null);
  }

  /** Sends `text` after `parentId` (an edit passes the edited message's parent, cutting the view there). */
  async send(text: string, parentId: string | null, editedId: string | null): Promise<void> {
    if (this.busy()) return;
    // Busy from the keystroke on, not from the first answer event: a click on "New chat" or another
    // conversation while the conversation is being created must not split this send in two.
    this.starting = true;
    this.setBusy(true);
    this.hideNotice();
    let created: string | null = null;
    try {
      if (!this.conversationId) {
        const c = await this.api.createConversation(text.trim().slice(0, 60));
        this.conversationId = c.id;
        created = c.id;
        history.pushState(null, "", `/c/${c.id}`);
        this.setTitle(c.title);
        this.sidebar.touch(c);
      }
    } catch (err) {
      this.starting = false;
      this.setBusy(false);
      this.input.value = text;
      return this.showNotice(this.noticeOf(err));
    }
    if (editedId) this.cutFrom(editedId);
    // Written to now: it goes to the top of the list at once.
    if (!created && this.conversationId) this.sidebar.touch({ id: this.conversationId });
    const user = userRow(text);
    this.thread.append(user);
    const key = newKey();
    const conversationId = this.conversationId;
    await this.run(
      key,
      (signal) =>
        this.api.startAnswer(
          `/v1/conversations/${conversationId}/messages`,
          key,
          { content: text, parentId },
          signal,
        ),
      () => {
        user.remove();
        if (!editedId) this.input.value = text;
        // A refused first message leaves no empty conversation behind.
        if (created) {
          this.sidebar.forget(created);
          void this.api.remove(created).then(() => this.sidebar.refresh(null));
          this.conversationId = null;
          history.replaceState(null, "", "/");
          this.setTitle("New chat");
        }
      },
    );
  }

  async regenerate(r: BranchRow): Promise<void> {
    if (this.busy()) return;
    this.hideNotice();
    this.cutFrom(r.message.id);
    const key = newKey();
    await this.run(
      key,
      (signal) =>
        this.api.startAnswer(`/v1/messages/${encodeURIComponent(r.message.id)}/regenerate`, key, {}, signal),
      () => this.draw(),
    );
  }

  private async switchTo(r: BranchRow, step: -1 | 1): Promise<void> {
    const leaf = switchSibling(this.tree, r, step);
    if (!leaf || !this.conversationId || this.busy()) return;
    this.tree = { ...this.tree, currentLeafId: leaf };
    this.justAnswered = null;
    this.draw();
    await this.api.selectLeaf(this.conversationId, leaf).catch((err) => this.showNotice(this.noticeOf(err)));
  }

  /** Starts an answer; on a refusal before it starts, `undo` puts the page back and the notice says why. */
  private async run(
    key: string,
    start: (s: AbortSignal) => Promise<Response>,
    undo: () => void,
  ): Promise<void> {
    const abort = new AbortController();
    const inflight: Inflight = {
      conversationId: this.conversationId ?? "",
      messageId: key,
      lastEventId: 0,
      text: "",
      model: null,
    };
    let res: Response;
    this.setBusy(true);
    try {
      res = await start(abort.signal);
    } catch (err) {
      this.starting = false;
      this.setBusy(false);
      undo();
      return this.showNotice(this.noticeOf(err));
    }
    this.showBudget(res.headers);
    inflight.messageId = res.headers.get("x-message-id") ?? key;
    saveInflight(inflight);
    await this.follow(res, inflight, abort);
  }

  private async follow(
    res: Response | null,
    inflight: Inflight,
    abort: AbortController | null,
  ): Promise<void> {
    const ctl = abort ?? new AbortController();
    const { row, md, meta } = answerRow(inflight.model);
    row.classList.add("msg", "streaming");
    this.thread.append(row);
    md.set(inflight.text);
    this.active = { key: inflight.messageId, messageId: inflight.messageId, abort: ctl, inflight };
    this.starting = false;
    this.setBusy(true);
    let notice: Notice | null = null;
    try {
      const done = await followAnswer(res, {
        api: this.api,
        messageId: inflight.messageId,
        lastEventId: inflight.lastEventId,
        signal: ctl.signal,
        onEvent: (ev: AnswerEvent) => {
          inflight.lastEventId = ev.id;
          if (ev.event === "meta") {
            inflight.messageId = ev.data.messageId;
            if (this.active) this.active.messageId = ev.data.messageId;
            if (ev.data.model && !meta.querySelector(".model")) {
              inflight.model = ev.data.model;
              meta.prepend(
                Object.assign(document.createElement("span"), {
                  className: "model",
                  textContent: ev.data.model,
                }),
              );
            }
          } else if (ev.event === "delta") {
            inflight.text += ev.data.text;
            md.append(ev.data.text);
            this.followBottom();
          }
          saveInflight(inflight);
        },
      });
      notice = noticeForDone(done);
    } catch (err) {
      notice = this.noticeOf(err);
    }
    md.finish();
    row.classList.remove("streaming");
    if (notice) row.insertBefore(noticeEl(notice), meta);
    clearInflight();
    this.active = null;
    this.setBusy(false);
    this.announce(notice ? `Answer ended: ${notice.text}` : "Answer finished.");
    if (!this.conversationId) return;
    // Its id answers for its generation too (`parentId` takes either), so it is a parent at once.
    this.justAnswered = { conversationId: this.conversationId, id: inflight.messageId };
    await this.refreshTree(this.conversationId, inflight.messageId);
  }

  /** The read model catches up a moment after `done`: redraw from the tree (ids, siblings) once it has. */
  private async refreshTree(id: string, generationId: string): Promise<void> {
    // Not the list yet: read now, it could still lack this conversation; it is refreshed once the tree is.
    this.sidebar.select(id);
    for (let i = 0; i < 20; i++) {
      const t = await this.api.getConversation(id).catch(() => null);
      if (id !== this.conversationId || this.active) return;
      const answer = t?.messages.find((m) => m.role === "assistant" && m.generationId === generationId);
      if (t && answer && !answer.pending) {
        this.tree = t;
        this.justAnswered = null;
        // The read model has caught up: the list now has this conversation where it belongs.
        void this.sidebar.refresh(id);
        return this.draw();
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Keeps the newest text in view while the reader is at the bottom (not while they scroll back to read). */
  private followBottom(): void {
    const t = this.thread;
    if (t.scrollHeight - t.scrollTop - t.clientHeight > 120 || this.scrolling) return;
    this.scrolling = true;
    // Queued after the renderer's frame callback, so it scrolls to the text just drawn.
    requestAnimationFrame(() => {
      this.scrolling = false;
      t.scrollTop = t.scrollHeight;
    });
  }

  async stop(): Promise<void> {
    const a = this.active;
    if (!a?.messageId) return;
    await this.api.stop(a.messageId).catch((err) => this.showNotice(this.noticeOf(err)));
  }

  /** Removes `id`'s row and every row after it (a regenerate or an edit replaces them). */
  private cutFrom(id: string): void {
    const rows = [...this.thread.children];
    const at = rows.findIndex((el) => (el as HTMLElement).dataset.id === id);
    if (at >= 0) for (const el of rows.slice(at)) el.remove();
  }

  /** An answer is streaming, or a send is on its way to becoming one. */
  private busy(): boolean {
    return this.active !== null || this.starting;
  }

  private setBusy(busy: boolean): void {
    byId("send").hidden = busy;
    byId("stop").hidden = !busy;
    for (const b of this.thread.querySelectorAll<HTMLButtonElement>(".meta button")) b.disabled = busy;
  }

  private setTitle(t: string): void {
    byId("title").textContent = t;
    document.title = `${t} - Chat`;
  }

  private showBudget(headers: Headers): void {
    const share = budgetShare(headers.get("ratelimit-limit"), headers.get("ratelimit-remaining"));
    if (share !== null) byId("budget").textContent = `Budget left: ${Math.round(share * 100)}%`;
  }

  private noticeOf(err: unknown): Notice {
    if (err instanceof HttpError) return noticeForHttp(err.status, err.code, err.message, err.retryAfter);
    return { kind: "error", text: err instanceof Error ? err.message : String(err) };
  }

  private showNotice(n: Notice): void {
    const el = byId("notice");
    el.className = `notice ${n.kind}`;
    el.textContent = n.text;
    el.hidden = false;
    clearInterval(this.countdown);
    const retry = "retryAfterSeconds" in n ? n.retryAfterSeconds : null;
    if (retry) {
      const until = Date.now() + retry * 1000;
      el.dataset.retryAt = String(until);
      this.countdown = window.setInterval(() => {
        if (Date.now() >= until) {
          clearInterval(this.countdown);
          el.hidden = true;
        }
      }, 1000);
    }
  }

  private hideNotice(): void {
    byId("notice").hidden = true;
  }

  private announce(text: string): void {
    byId("announce").textContent = text;
  }

  private autosize(): void {
    this.input.style.height = "auto";
    this.input.style.height = `${Math.min(this.input.scrollHeight, window.innerHeight * 0.4)}px`;
  }
}
