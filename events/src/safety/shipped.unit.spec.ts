import { describe, expect, it } from "vitest";
import { loadSafetySet } from "./data.ts";
import { trainingFingerprint } from "./fingerprint.ts";
import model from "./guard-model.json" with { type: "json" };
import { trainingPool } from "./pipeline.ts";

describe("shipped guard model", () => {
  it("given the shipped labelled set and trainer, then guard-model.json was trained from them: the tuner was rerun after either changed", async () => {
    const now = await trainingFingerprint(trainingPool(loadSafetySet({ generated: true })));
    // On a failure: `npx tsx infra/cli/src/tune-safety.ts` (~15 min) retrains and writes both files.
    expect(model.fingerprint, "guard-model.json is stale: rerun infra/cli/src/tune-safety.ts").toBe(now);
  });
});
