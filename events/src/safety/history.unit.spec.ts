import { describe, expect, it } from "vitest";
import { withoutRefusedTurns } from "./history.ts";

const turn = (id: string, role: "user" | "assistant", finish: string | null = null) => ({ id, role, finish });

describe("refused turns in the next prompt's history", () => {
  it("given a refused answer, then it and the user message it answered are left out; other turns stay", () => {
    const chain = [
      turn("u1", "user"),
      turn("a1", "assistant", "stop"),
      turn("u2", "user"),
      turn("a2", "assistant", "refused"),
      turn("u3", "user"),
      turn("a3", "assistant", "stopped"),
    ];
    expect(withoutRefusedTurns(chain).map((t) => t.id)).toEqual(["u1", "a1", "u3", "a3"]);
  });

  it("given a user message with no answer yet, then it stays", () => {
    expect(withoutRefusedTurns([turn("u1", "user")]).map((t) => t.id)).toEqual(["u1"]);
  });
});
