/**
 * Waiting in tests for something another process or loop does: polls `check` until it holds, or fails
 * after `timeoutMs` with what was awaited (never a wait without an end).
 *
 * @example
 *   await waitUntil("the projector to catch up", async () => (await projector.lag()) === 0);
 */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
