import type { LoadReport, MessageSubmitted } from "@chat/events";
import { describe, expect, it } from "vitest";
import { reportAt } from "../fixtures/load-report.ts";
import { submittedAt } from "../fixtures/submitted.ts";
import { favouriteReplica } from "../placement/index.ts";
import { createDispatchPolicy } from "./policy.ts";

const NOW = 1_700_000_000_000;
const submitted = (over: Partial<MessageSubmitted> = {}) => submittedAt(NOW, over);
const report = (replicaId: string, over: Partial<LoadReport> = {}) => reportAt(NOW, replicaId, over);
const policy = createDispatchPolicy({
  classifier: { name: "all-hard", score: async () => 1 },
  routerMetrics: { routed: () => {}, fallback: () => {}, classifierLatency: () => {} },
  threshold: 0.7,
  rung: () => 0,
  onShed: () => {},
  prefillTokensPerSecond: { large: 11_000, small: 40_000 },
});
const route = { pool: "large" as const, reason: "route:test" };

describe("dispatch policy: what a placement adds to the replica's report", () => {
  const ids = ["large-0", "large-1", "large-2"];
  const favourite = favouriteReplica("c_1", ids)!;

  it("given the conversation's favourite, then only the new message is prefilled and the prompt less the system prompt takes KV", () => {
    const placed = policy.place(
      submitted(),
      route,
      ids.map((id) => report(id)),
      NOW,
    );
    expect(placed).toMatchObject({ action: "queue", replicaId: favourite });
    if (placed.action !== "queue") throw new Error("expected a queued placement");
    expect(placed.adds).toEqual({ prefillTokens: 40, kvTokens: 1_700 });
  });

  it("given the favourite has no KV room, then elsewhere all but the shared system prompt is prefilled", () => {
    const reports = ids.map((id) => report(id, id === favourite ? { freeKvTokens: 100 } : {}));
    const placed = policy.place(submitted(), route, reports, NOW);
    if (placed.action !== "queue") throw new Error("expected a queued placement");
    expect(placed.replicaId).not.toBe(favourite);
    expect(placed.adds).toEqual({ prefillTokens: 1_700, kvTokens: 1_700 });
  });
});
