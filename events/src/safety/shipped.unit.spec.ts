import { describe, expect, it } from "vitest";
import { loadSafetySet } from "./data.ts";
import { splitOf } from "./dataset.ts";
import model from "./guard-model.json" with { type: "json" };
import { trainModel } from "./pipeline.ts";

describe("shipped guard model", () => {
  it("given the shipped labelled set, then training on its train and dev splits gives guard-model.json exactly: the tuner was rerun after the data changed", () => {
    const set = loadSafetySet({ generated: true });
    const pool = [...set.prompts, ...set.answers].filter((e) => splitOf(e.group) !== "heldout");
    expect(trainModel(pool)).toEqual(model);
  }, 300_000);
});
