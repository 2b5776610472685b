/**
 * The browser tests' world: the in-process stack (real NATS, Postgres, Redis; simulated replicas with the
 * scripted engine) whose api serves the built web app, and headless Debian Chromium driven by
 * playwright-core. Screenshots go to apps/web/out/screenshots/ (git-ignored), one per checked state.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_TIERS, type TierTable } from "@chat/api";
import { type Browser, chromium, type Page } from "playwright-core";
import { type Stack, startStack } from "../stack.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { scriptedEngine } from "./scripted-engine.ts";

export const SHOTS = fileURLToPath(new URL("../../out/screenshots/", import.meta.url));

/** Why the browser tests cannot run here (set by the global set-up), or null. */
export const browserMissing = (): string | null => process.env.WEB_BROWSER_MISSING ?? null;

/** Free users get a tiny bucket: a second message while the first is reserved is refused with 429. */
export const WEB_TIERS: TierTable = {
  ...DEFAULT_TIERS,
  free: {
    ...DEFAULT_TIERS.free!,
    promptBudgetTokens: 3_000,
    maxAnswerTokens: 1_000,
    bucket: { capacity: 6_000, refillSeconds: 3 * 60 * 60 },
  },
};

export type World = { stack: Stack; browser: Browser; url: string; close(): Promise<void> };

export async function startWorld(): Promise<World> {
  mkdirSync(SHOTS, { recursive: true });
  const stack = await startStack({
    large: 1,
    small: 1,
    timeScale: 20,
    safety: false,
    limits: true,
    tiers: WEB_TIERS,
    wrapEngine: (_id, engine) => scriptedEngine(engine),
  });
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return {
    stack,
    browser,
    url: stack.apis[0]!.url,
    async close() {
      await browser.close().catch(() => {});
      await stack.stop();
    },
  };
}

/** A page signed in with `token` (stored as the app stores it), at `path`. */
export async function signedInPage(w: World, token: string, path = "/"): Promise<Page> {
  const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 } });
  // A string: this runs in the page, and the Node side's types know no DOM.
  await context.addInitScript({
    content: `if (!localStorage.getItem("chat.token")) localStorage.setItem("chat.token", ${JSON.stringify(token)});`,
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error("page error:", err.message));
  await page.goto(`${w.url}${path}`);
  await page.getByRole("textbox", { name: "Message" }).waitFor({ timeout: 20_000 });
  return page;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Types `text` into the composer and presses Enter. */
export async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
}

/** Waits until no answer is streaming (the Send button is back). */
export async function answerEnded(page: Page, timeout = 30_000): Promise<void> {
  await page.locator("#send").waitFor({ state: "visible", timeout });
  await page.locator(".msg.streaming").waitFor({ state: "detached", timeout });
}

export const lastAnswer = (page: Page) => page.locator('.msg[data-role="assistant"]').last();
