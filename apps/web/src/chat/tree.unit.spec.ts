import { describe, expect, it } from "vitest";
import { branch, hasTrees, switchSibling, type Tree, type TreeMessage } from "./tree.ts";

const m = (
  id: string,
  parentId: string | null,
  role: "user" | "assistant",
  siblings: string[],
): TreeMessage => ({
  id,
  parentId,
  role,
  content: id,
  siblings,
});

// u1 -> a1 | a1b (regenerated); a1 -> u2 -> a2; a1b -> u3 -> a3
const tree: Tree = {
  messages: [
    m("u1", null, "user", ["u1"]),
    m("a1", "u1", "assistant", ["a1", "a1b"]),
    m("u2", "a1", "user", ["u2"]),
    m("a2", "u2", "assistant", ["a2"]),
    m("a1b", "u1", "assistant", ["a1", "a1b"]),
    m("u3", "a1b", "user", ["u3"]),
    m("a3", "u3", "assistant", ["a3"]),
  ],
  currentLeafId: "a2",
};

const ids = (t: Tree, leaf?: string | null) => branch(t, leaf).map((r) => r.message.id);

describe("tree", () => {
  it("shows the branch through the current leaf, with each row's place among its siblings", () => {
    const rows = branch(tree);
    expect(rows.map((r) => r.message.id)).toEqual(["u1", "a1", "u2", "a2"]);
    expect(rows[1]).toMatchObject({ index: 0, count: 2 });
  });

  it("continues below the current leaf when it is the user message just sent", () => {
    expect(ids({ ...tree, currentLeafId: "u3" })).toEqual(["u1", "a1b", "u3", "a3"]);
  });

  it("without a current leaf, opens the newest branch", () => {
    expect(ids({ ...tree, currentLeafId: null })).toEqual(["u1", "a1b", "u3", "a3"]);
  });

  it("switching a fork moves to the newest leaf under the sibling, and stops at either end", () => {
    const row = branch(tree)[1]!;
    expect(switchSibling(tree, row, 1)).toBe("a3");
    expect(switchSibling(tree, row, -1)).toBeNull();
  });

  it("reads a server without trees as one branch and turns the tree features off", () => {
    const flat: Tree = {
      messages: [
        { id: "x", parentId: null, role: "user", content: "q" },
        { id: "y", parentId: "x", role: "assistant", content: "a" },
      ],
      currentLeafId: null,
    };
    expect(ids(flat)).toEqual(["x", "y"]);
    expect(hasTrees(flat)).toBe(false);
    expect(hasTrees(tree)).toBe(true);
  });
});
