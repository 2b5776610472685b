/**
 * The ops view (/ops) in a real browser against the whole stack: a normal user is refused, an ops token
 * opens it, and it shows the replicas, the ladder's rung and the router's share, refreshed every 2 s.
 */
import { createUser } from "@chat/api";
import { type ShadowEvent, ShadowPublisher, stageRollout } from "@chat/events";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, ChatApi, collectSse, newMessageId } from "../clients.ts";
import { browserMissing, shot, startWorld, type World } from "./harness.ts";

const missing = browserMissing();
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });
if (missing) console.error(`\n!!! apps/web ops browser tests SKIPPED: ${missing}\n`);

describe.skipIf(missing)("web app: the ops view", { timeout: 90_000 }, () => {
  let w: World;
  let plus: string;
  let ops: string;

  beforeAll(async () => {
    w = await startWorld();
    plus = (await w.stack.user("plus")).token;
    ops = (await createUser(w.stack.db.db, "ops")).token;
    // One answer, so the router has placed something.
    const api = new ChatApi(w.url, plus);
    const res = await api.send(await api.conversation("ops"), newMessageId(), "hello there");
    expect(answerText(await collectSse(res))).not.toBe("");
  }, 120_000);
  afterAll(async () => {
    await w?.close();
  }, 60_000);

  async function openOps(
    token: string,
    key = "chat.token",
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(token)});`,
    });
    const page = await context.newPage();
    page.on("pageerror", (err) => console.error("page error:", err.message));
    await page.goto(`${w.url}/ops`);
    return { context, page };
  }

  it("refuses a normal user, then opens with an ops token: replicas, a rung, the router's share", async () => {
    const { context, page } = await openOps(plus);
    await poll(() => page.getByRole("alert").textContent()).toContain("Refused");
    expect(await page.locator("#ops-replicas").count()).toBe(0);
    await shot(page, "ops-01-refused");

    await page.getByLabel("Ops token").fill(ops);
    await page.getByRole("button", { name: "Open the ops view" }).click();
    const replicas = page.locator("#ops-replicas tbody tr");
    await poll(() => replicas.count()).toBe(2);
    expect(await page.locator("#ops-replicas tbody th").allTextContents()).toEqual(["large-1", "small-2"]);
    await poll(() =>
      page.locator('#ops-replicas tr[data-replica="large-1"]').getAttribute("data-status"),
    ).toBe("serving");
    await poll(() => page.locator("#ops-rung").textContent()).toMatch(/^Rung [0-3] of 3$/);
    await poll(() => page.locator("#ops-router").textContent()).toMatch(/^\d+% small$/);
    // Bars and charts are labelled for assistive technology.
    const busy = page.getByRole("meter", { name: "large pool engine busy" });
    expect(await busy.getAttribute("aria-valuetext")).toMatch(/^\d+%$/);
    expect(await page.getByRole("img", { name: /ladder's rung over the last 10 minutes/ }).count()).toBe(1);
    // Every api instance of the stack, from its heartbeat, with the streams it holds.
    await poll(() => page.locator("#ops-apis li").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("#ops-apis").textContent()).toMatch(/\(this one\)\d+ streams?/);
    // The answer sent above ended on the default version: counted, with its first token's time.
    await poll(() => page.locator("#ops-versions tbody tr").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("#ops-versions tbody tr").first().textContent()).toMatch(/\d+\.\d\d s$/);
    await shot(page, "ops-02-overview");

    // Live: the status line changes with the 2 s refresh.
    const first = await page.locator("#ops-status").textContent();
    await poll(() => page.locator("#ops-status").textContent()).not.toBe(first);
    await context.close();
  });

  it("opens at once for an ops user whose token is stored", async () => {
    const { context, page } = await openOps(ops, "chat.opsToken");
    await poll(() => page.locator("#ops-replicas tbody tr").count()).toBe(2);
    expect(await page.getByRole("alert").isVisible()).toBe(false);
    await context.close();
  });

  it("shows a rollout and the judge's win rate for its candidate", async () => {
    const { nc, js, names } = w.stack.ns;
    await stageRollout(
      nc,
      names,
      { pool: "large", current: "v1", candidate: "v2", stage: "shadow", shadowShare: 0.1 },
      "test",
    );
    const shadow = new ShadowPublisher(js, names);
    const outcomes = ["win", "win", "win", "tie", "loss"] as const;
    for (const [i, outcome] of outcomes.entries()) {
      const verdict: Extract<ShadowEvent, { type: "rollout.verdict" }> = {
        id: `r_ops_${i}.verdict`,
        time: new Date().toISOString(),
        type: "rollout.verdict",
        v: 1,
        userId: "u_ops",
        conversationId: `c_ops_${i}`,
        messageId: `m_ops_${i}`,
        shadowId: `r_ops_${i}`,
        pool: "large",
        currentVersion: "v1",
        candidateVersion: "v2",
        candidateFirst: outcome === "loss" ? "B" : "A",
        currentFirst: outcome === "win" ? "B" : "A",
        outcome,
        agreed: outcome !== "tie",
        judge: "judge-sim",
      };
      await shadow.publishShadow(verdict);
    }
    const { context, page } = await openOps(ops, "chat.opsToken");
    const rate = page.getByRole("meter", { name: "v2 win rate" });
    await poll(() => rate.count()).toBe(1);
    expect(await rate.getAttribute("aria-valuetext")).toBe("70%"); // (3 wins + 1 tie / 2) / 5
    expect(await page.locator('#ops-judge tr[data-candidate="v2"]').textContent()).toContain("3 / 1 / 1");
    expect(await page.locator(".ops-rollouts").textContent()).toContain("large: v1 → v2 at stage shadow");
    await shot(page, "ops-03-judge");
    await context.close();
  });
});
