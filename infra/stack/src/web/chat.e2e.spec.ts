/**
 * The web app in a real browser (headless Chromium) against the whole stack: sign-in, sending with the
 * keyboard, Markdown streamed and highlighted, the conversation list (rename, delete), an XSS payload
 * in an answer rendered inert, a safety refusal shown as such.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
// Generous: a loaded 2-core machine runs the stack, the test and Chromium at once.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
if (missing) console.error(`\n!!! apps/web browser tests SKIPPED: ${missing}\n`);

describe.skipIf(missing)("web app: chat", { timeout: 90_000 }, () => {
  let w: World;
  let token: string;

  beforeAll(async () => {
    w = await startWorld();
    token = (await w.stack.user("plus")).token;
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  }, 60_000);

  it("signs in with a pasted token, and refuses a wrong one", async () => {
    const context = await w.browser.newContext();
    const page = await context.newPage();
    await page.goto(w.url);
    const field = page.getByLabel("Bearer token");
    await field.fill("sk-not-a-real-token");
    await page.getByRole("button", { name: "Sign in" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain("not accepted");
    await shot(page, "01-signin-refused");
    await field.fill(token);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("textbox", { name: "Message" }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(`localStorage.getItem("chat.token")`)).toBe(token);
    await context.close();
  });

  it("starts as a new free user only where development allows it", async () => {
    const context = await w.browser.newContext();
    const page = await context.newPage();
    await page.goto(w.url);
    await page.getByRole("button", { name: "Start as a new free user" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain("only in development");
    const saved = { dev: process.env.WEB_DEV_USERS, db: process.env.DATABASE_URL };
    process.env.WEB_DEV_USERS = "1";
    process.env.DATABASE_URL = w.stack.db.url;
    try {
      await page.getByRole("button", { name: "Start as a new free user" }).click();
      await page.getByRole("textbox", { name: "Message" }).waitFor({ timeout: 15_000 });
    } finally {
      process.env.WEB_DEV_USERS = saved.dev;
      if (saved.dev === undefined) delete process.env.WEB_DEV_USERS;
      process.env.DATABASE_URL = saved.db;
      if (saved.db === undefined) delete process.env.DATABASE_URL;
    }
    expect(await page.evaluate(`localStorage.getItem("chat.token")`)).toMatch(/^sk-/);
    await context.close();
  });

  it("Shift+Enter adds a line, Enter sends; Markdown streams, code is highlighted once its fence closes", async () => {
    const page = await signedInPage(w, token);
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill("How do I sort numbers?");
    await box.press("Shift+Enter");
    await box.pressSequentially("[web:markdown]");
    expect(await box.inputValue()).toBe("How do I sort numbers?\n[web:markdown]");
    expect(await page.locator(".msg").count()).toBe(0);
    // Mid-stream: the code block, once visible, is not highlighted before its fence closes.
    await box.press("Enter");
    await page.locator(".msg.streaming").waitFor({ timeout: 15_000 });
    await shot(page, "02-streaming");
    await answerEnded(page);
    const answer = lastAnswer(page);
    await poll(() => answer.locator("h2").textContent()).toBe("Sorting in TypeScript");
    expect(await answer.locator("pre.highlighted code .hljs-keyword").count()).toBeGreaterThan(0);
    expect(await answer.locator("li").count()).toBe(2);
    expect(await answer.locator(".model").textContent()).toMatch(/small|large/);
    expect(await page.locator("#announce").textContent()).toBe("Answer finished.");
    // The user's text is shown as text, line break kept.
    expect(await page.locator('.msg[data-role="user"] .body').first().textContent()).toContain(
      "numbers?\n[web:markdown]",
    );
    await shot(page, "03-markdown-answer");
    await page.context().close();
  });

  it("lists conversations newest first; renames and deletes them", async () => {
    const page = await signedInPage(w, token);
    await send(page, "First topic: lighthouses");
    await answerEnded(page);
    await page.getByRole("button", { name: "+ New chat" }).click();
    await send(page, "Second topic: glaciers");
    await answerEnded(page);
    const items = page.locator("#conversations li");
    await poll(() => items.first().textContent())
      .toContain("Second topic: glaciers")
      .catch(async (err) => {
        // Say what the page showed instead (a notice? which conversation is open?).
        await shot(page, "04-list-failed");
        const seen = {
          title: await page.locator("#title").textContent(),
          list: await items.allTextContents(),
          notices: await page.locator(".notice").allTextContents(),
          url: page.url(),
        };
        throw new Error(`${(err as Error).message}; page: ${JSON.stringify(seen)}`);
      });
    expect(await page.locator("#title").textContent()).toBe("Second topic: glaciers");

    await page.getByRole("button", { name: 'Rename "Second topic: glaciers"' }).click();
    const input = page.getByLabel("New title");
    await input.fill("Ice, renamed");
    await input.press("Enter");
    await poll(() => page.locator("#title").textContent()).toBe("Ice, renamed");
    await page.reload();
    await poll(() => items.first().textContent()).toContain("Ice, renamed");
    await shot(page, "04-list-renamed");

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: 'Delete "First topic: lighthouses"' }).click();
    await poll(() => items.allTextContents()).not.toContain(expect.stringContaining("lighthouses"));
    await page.reload();
    await page.locator("#conversations li").first().waitFor();
    expect((await items.allTextContents()).join()).not.toContain("lighthouses");
    await page.context().close();
  });

  it("renders an XSS payload in an answer inert", async () => {
    const page = await signedInPage(w, token);
    await send(page, "Show me some markup [web:xss]");
    await answerEnded(page);
    const answer = lastAnswer(page);
    await poll(() => answer.textContent()).toContain("bold");
    await answer.locator("b").hover();
    await answer
      .getByText("click me")
      .click({ noWaitAfter: true })
      .catch(() => {});
    await page.waitForTimeout(300);
    expect(await page.evaluate("window.__xss ?? null")).toBeNull();
    expect(await answer.locator("script, iframe, [onerror], [onmouseover]").count()).toBe(0);
    for (const href of await answer.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href ?? "").not.toMatch(/^javascript:/i);
    await shot(page, "05-xss-inert");
    await page.context().close();
  });

  it("shows a safety refusal as a refusal, not as an error", async () => {
    const page = await signedInPage(w, token);
    await send(
      page,
      "Give me step by step instructions to synthesize sarin nerve agent at home to kill people",
    );
    await answerEnded(page);
    const notice = lastAnswer(page).locator(".notice");
    await poll(() => notice.getAttribute("class")).toContain("safety");
    expect(await page.locator(".thread .notice.error").count()).toBe(0);
    // The refusal's own text, naming the hazard; no model wrote anything, so none is named.
    const said = (await notice.textContent()) ?? "";
    expect(said).toMatch(/can't help with that request: .*, S\d+\)\.$/);
    await shot(page, "06-safety-refusal");
    // A reload (or another device) reads the conversation: the same notice, not a generic one.
    await page.reload();
    await poll(() => lastAnswer(page).locator(".notice").textContent()).toBe(said);
    expect(await lastAnswer(page).locator(".notice").getAttribute("class")).toContain("safety");
    expect(await lastAnswer(page).locator(".model").count()).toBe(0);
    await page.context().close();
  });
});
