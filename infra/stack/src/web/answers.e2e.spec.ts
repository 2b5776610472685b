/**
 * Answers in a real browser against the whole stack: Esc stops and frees the GPU, a reload mid-answer
 * loses nothing, another device sees the answer being written, regenerate and edit make siblings shown
 * as `< 2/2 >`, a 429 shows its time to retry, and a 2,000-token answer renders without long stalls.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { webDistDir } from "@chat/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatApi, newMessageId } from "../clients.ts";
import {
  answerEnded,
  browserMissing,
  lastAnswer,
  send,
  shot,
  signedInPage,
  startWorld,
  type World,
} from "./harness.ts";

const missing = browserMissing();
const poll = <T>(fn: () => Promise<T> | T, timeout = 20_000) => expect.poll(fn, { timeout, interval: 100 });

type ReadTree = {
  messages: Array<{
    id: string;
    parentId: string | null;
    role: string;
    content: string;
    finish: string | null;
  }>;
};

describe.skipIf(missing)("web app: answers", { timeout: 120_000 }, () => {
  let w: World;
  let token: string;
  const tree = async (page: { url(): string }): Promise<ReadTree> => {
    const id = new URL(page.url()).pathname.split("/")[2];
    const res = await new ChatApi(w.url, token).request(`/v1/conversations/${id}`);
    return (await res.json()) as ReadTree;
  };
  const answers = async (page: { url(): string }) =>
    (await tree(page)).messages.filter((m) => m.role === "assistant");

  beforeAll(async () => {
    w = await startWorld();
    token = (await w.stack.user("plus")).token;
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  }, 60_000);

  it("Esc stops the answer: it ends `stopped` and the replica's slot is free", async () => {
    const page = await signedInPage(w, token);
    await send(page, "Please go on for a while [web:slow]");
    await poll(() => lastAnswer(page).textContent()).toContain("number 3 ");
    await page.keyboard.press("Escape");
    await answerEnded(page);
    await poll(() => lastAnswer(page).locator(".notice").textContent()).toBe("Stopped.");
    await poll(async () => (await answers(page))[0]?.finish).toBe("stopped");
    await poll(() => w.stack.replicas.every((r) => (r.agent?.active.size ?? 0) === 0)).toBe(true);
    expect(await lastAnswer(page).textContent()).not.toContain("number 80 ");
    await shot(page, "10-stopped");
    await page.context().close();
  });

  it("a reload in the middle of an answer resumes it and shows the whole answer, nothing twice", async () => {
    const page = await signedInPage(w, token);
    await send(page, "A long story please [web:slow]");
    await poll(() => lastAnswer(page).textContent()).toContain("number 8 ");
    await page.reload();
    // The text received before the reload is back at once, then the rest streams.
    await poll(() => lastAnswer(page).textContent(), 10_000).toContain("number 8 ");
    await shot(page, "11-after-reload");
    await answerEnded(page, 60_000);
    await poll(() => lastAnswer(page).textContent()).toContain("number 80 of");
    const shown = (await lastAnswer(page).locator(".answer").textContent()) ?? "";
    const stored = (await answers(page))[0]?.content ?? "";
    expect(shown.replace(/\s+/g, " ").trim()).toBe(stored.replace(/\s+/g, " ").trim());
    for (const n of [1, 8, 9, 40, 80]) expect(shown.split(`number ${n} of`).length - 1).toBe(1);
    await shot(page, "12-resumed-complete");
    await page.context().close();
  });

  it("another device opening the conversation sees the answer being written, then all of it", async () => {
    const a = await signedInPage(w, token);
    await send(a, "Tell me slowly [web:slow]");
    await poll(() => lastAnswer(a).textContent()).toContain("number 2 ");
    const b = await signedInPage(w, token, new URL(a.url()).pathname);
    await poll(() => b.locator(".msg.streaming").count()).toBe(1);
    await answerEnded(b, 60_000);
    await poll(() => lastAnswer(b).textContent()).toContain("number 80 of");
    expect(await lastAnswer(b).locator(".answer").textContent()).toContain("number 1 of");
    await a.context().close();
    await b.context().close();
  });

  it("regenerate adds a sibling answer shown as < 2/2 >; switching back is kept across a reload", async () => {
    const page = await signedInPage(w, token);
    await send(page, "Tell me about tides");
    await answerEnded(page);
    await poll(async () => (await answers(page)).length).toBe(1);
    const first = (await answers(page))[0]!.content;
    await lastAnswer(page).getByRole("button", { name: "Regenerate this answer" }).click();
    await answerEnded(page);
    const pos = () => lastAnswer(page).locator(".nav .pos").textContent();
    await poll(pos).toBe("2/2");
    await shot(page, "13-regenerated-2-of-2");
    await lastAnswer(page).getByRole("button", { name: "Previous version" }).click();
    await poll(pos).toBe("1/2");
    expect((await lastAnswer(page).locator(".answer").textContent())?.replace(/\s+/g, "")).toBe(
      first.replace(/\s+/g, ""),
    );
    await page.waitForTimeout(500); // the PATCH of the current leaf is on its way
    await page.reload();
    await poll(pos).toBe("1/2");

    // Edit and resend the question: a sibling user message, < 2/2 > on it.
    await page.getByRole("button", { name: "Edit this message and resend" }).first().click();
    const edit = page.getByLabel("Edit message");
    await edit.fill("Tell me about waves instead");
    await edit.press("Enter");
    await answerEnded(page);
    const userRow = page.locator('.msg[data-role="user"]').first();
    await poll(() => userRow.locator(".nav .pos").textContent()).toBe("2/2");
    expect(await userRow.locator(".body").textContent()).toBe("Tell me about waves instead");
    await shot(page, "14-edited-branch");
    await page.context().close();
  });

  it("a message sent the moment an answer ends continues that answer, though the tree is read later", async () => {
    const page = await signedInPage(w, token);
    // The read model lags: every read of the conversation's tree takes 3 s (as when the projector is behind).
    await page.route(/\/v1\/conversations\/[^/?]+$/, async (route) => {
      if (route.request().method() === "GET") await new Promise((r) => setTimeout(r, 3_000));
      await route.continue().catch(() => {});
    });
    await send(page, "Tell me about tides");
    await answerEnded(page);
    await send(page, "And what about waves?");
    await answerEnded(page);
    await send(page, "And currents?");
    await answerEnded(page);
    await page.unroute(/\/v1\/conversations\/[^/?]+$/);
    await poll(async () => (await answers(page)).length).toBe(3);
    const t = await tree(page);
    const users = t.messages.filter((m) => m.role === "user");
    const said = users.map((m) => m.content);
    expect(said).toEqual(["Tell me about tides", "And what about waves?", "And currents?"]);
    // One line of turns: each question's parent is the answer before it, no sibling anywhere.
    const answerIds = t.messages.filter((m) => m.role === "assistant").map((m) => m.id);
    expect(users.map((m) => m.parentId)).toEqual([null, answerIds[0], answerIds[1]]);
    await page.reload();
    await poll(() => page.locator(".msg").count()).toBe(6);
    expect(await page.locator(".nav .pos").count()).toBe(0);
    await page.context().close();
  });

  it("a 429 is shown with its time to retry, and the message is kept in the box", async () => {
    const free = await w.stack.user("free");
    const api = new ChatApi(w.url, free.token);
    // The first message reserves most of the tiny test bucket while it streams.
    const conv = await api.conversation("busy");
    const first = await api.send(conv, newMessageId(), "Go on for a while [web:slow]");
    expect(first.status).toBe(200);
    await first.body?.cancel();
    const page = await signedInPage(w, free.token);
    await send(page, "One more question");
    const notice = page.locator("#notice");
    await poll(() => notice.getAttribute("class")).toBe("notice limit");
    expect(await notice.textContent()).toMatch(/Try again in \d+ (s|min|h)/);
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("One more question");
    // The refused first message left no empty conversation behind.
    await poll(() => page.locator("#conversations li").count()).toBe(1);
    await shot(page, "15-rate-limited");
    await page.context().close();
  });

  it("renders a 2,000-token answer without long stalls (figures printed)", async () => {
    const page = await signedInPage(w, token);
    await page.evaluate(`(() => {
      window.__long = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
        .observe({ type: "longtask", buffered: true });
    })()`);
    const t0 = Date.now();
    await send(page, "Write a long one [web:long]");
    await page.locator(".msg.streaming").waitFor({ timeout: 20_000 });
    await poll(() => lastAnswer(page).locator(".answer").textContent()).not.toBe("");
    const firstText = Date.now();
    await answerEnded(page, 60_000);
    const end = Date.now();
    const long = (await page.evaluate("window.__long")) as number[];
    const chars = ((await lastAnswer(page).locator(".answer").textContent()) ?? "").length;
    // The finished answer drawn whole: open it from the list (one read of the tree, one render).
    await page.getByRole("button", { name: "+ New chat" }).click();
    const r0 = Date.now();
    await page.locator("#conversations .open").first().click();
    await poll(() => lastAnswer(page).locator("pre.highlighted").count()).toBeGreaterThan(5);
    const reopenMs = Date.now() - r0;
    const dist = webDistDir();
    const files = ["index.html", ...readdirSync(join(dist, "assets")).map((f) => join("assets", f))];
    const gz = files.reduce((s, f) => s + gzipSync(readFileSync(join(dist, f))).length, 0);
    const raw = files.reduce((s, f) => s + readFileSync(join(dist, f)).length, 0);
    console.log(
      `web figures: first load ${(raw / 1024).toFixed(1)} KiB (${(gz / 1024).toFixed(1)} KiB gzipped); ` +
        `2,000-token answer (${chars} chars shown): first text ${firstText - t0} ms after Enter, ` +
        `streamed+rendered in ${end - firstText} ms; long tasks: ${long.length}, ` +
        `max ${Math.round(Math.max(0, ...long))} ms, total ${Math.round(long.reduce((a, b) => a + b, 0))} ms; ` +
        `reopened whole (tree read + render) in ${reopenMs} ms`,
    );
    expect(await lastAnswer(page).locator("h3").count()).toBeGreaterThan(20);
    expect(await lastAnswer(page).locator("pre.highlighted").count()).toBeGreaterThan(5);
    // The reader at the bottom stays at the bottom while the answer streams.
    const gap = await page.locator("#thread").evaluate((t) => t.scrollHeight - t.scrollTop - t.clientHeight);
    expect(gap).toBeLessThan(5);
    await shot(page, "16-long-answer");
    await page.context().close();
  });
});
