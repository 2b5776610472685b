/**
 * A dispatcher's own correction to a replica's last load report for a message it placed there since.
 *
 * Why: reports come every few hundred ms, and a busy dispatcher places several messages on one replica in
 * between. Read as is, the report tells each of them the same short queue and the same free KV, so the
 * picker piles them onto one replica and the expected wait (rung 3's test) lets in more free messages
 * than can start within 2 s. Until the next report, each placement adds its prefill to the queued prompt
 * tokens and takes its KV room, or joins the waiting requests when there is none. The next report
 * replaces the corrected copy (the work has reached the replica by then, or soon will).
 */
import type { LoadReport } from "@chat/events";

export type PlacedView = Pick<LoadReport, "queuedPromptTokens" | "freeKvTokens" | "waiting">;

/**
 * Adds one placed message to `view` in place: `prefillTokens` it must prefill (its cached history
 * excluded), `kvTokens` it holds on admission (engines allocate the answer's blocks as it grows).
 *
 * @example notePlaced(view, 3_000, 3_000) // queuedPromptTokens +3,000; freeKvTokens -3,000 or waiting +1
 */
export function notePlaced(view: PlacedView, prefillTokens: number, kvTokens: number): void {
  if (!(prefillTokens >= 0) || !(kvTokens >= 0))
    throw new Error(`notePlaced: token counts must be >= 0, got ${prefillTokens}, ${kvTokens}`);
  view.queuedPromptTokens += prefillTokens;
  if (view.freeKvTokens >= kvTokens) view.freeKvTokens -= kvTokens;
  else view.waiting++;
}
