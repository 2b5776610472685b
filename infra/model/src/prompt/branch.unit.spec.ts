import { describe, expect, it } from "vitest";
import { contentTokens } from "../tokens.ts";
import { branchTo, newestLeafUnder, siblingsOf, type TreeNode, uncoveredBranch } from "./branch.ts";
import { buildPrompt, countsInPrompt } from "./build-prompt.ts";

// The free tier's budget (DESIGN section 4; the api's DEFAULT_TIERS): an 8,000-token prompt, 1,000 of it the answer.
const free = { promptBudgetTokens: 8_000, maxAnswerTokens: 1_000 };
const systemPrompt = { content: "You are helpful.", tokens: contentTokens("You are helpful.") };

/** A small tree builder: nodes get increasing log positions in the order they are added. */
function tree() {
  const nodes = new Map<string, TreeNode>();
  let seq = 0;
  const add = (
    id: string,
    parentId: string | null,
    role: TreeNode["role"],
    content: string,
    finish: string | null = null,
  ) => {
    nodes.set(id, { id, parentId, role, content, tokens: contentTokens(content), finish, logSeq: ++seq });
    return id;
  };
  return { nodes, add };
}

/** The prompt a new message gets when it follows `leafId`. */
function promptAfter(nodes: Map<string, TreeNode>, leafId: string | null, text: string) {
  const { after } = uncoveredBranch(branchTo(nodes, leafId), new Map());
  const r = buildPrompt({
    systemPrompt,
    summary: null,
    history: after
      .filter(countsInPrompt)
      .map((n) => ({ role: n.role, content: n.content, tokens: n.tokens })),
    newMessage: { content: text, tokens: contentTokens(text) },
    tier: free,
  });
  if (!r.ok) throw new Error(r.error);
  return r.messages.slice(1).map((m) => m.content);
}

describe("the branch behind a new message", () => {
  it("given an answer regenerated twice, when continuing from the second answer, then neither other answer is in the prompt", () => {
    const { nodes, add } = tree();
    const q = add("q1", null, "user", "Name a river.");
    add("a1", q, "assistant", "The Nile.", "stop");
    const chosen = add("a2", q, "assistant", "The Danube.", "stop");
    add("a3", q, "assistant", "The Amazon.", "stop");

    expect(promptAfter(nodes, chosen, "How long is it?")).toEqual([
      "Name a river.",
      "The Danube.",
      "How long is it?",
    ]);
  });

  it("given five turns, when turn 2 is edited and resent, then the prompt is turn 1 and the edit", () => {
    const { nodes, add } = tree();
    let parent: string | null = null;
    const answers: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const q = add(`q${i}`, parent, "user", `question ${i}`);
      parent = add(`a${i}`, q, "assistant", `answer ${i}`, "stop");
      answers.push(parent);
    }
    // Edit and resend turn 2: the new message's parent is turn 2's parent, the answer to turn 1.
    expect(promptAfter(nodes, nodes.get("q2")!.parentId, "question 2, edited")).toEqual([
      "question 1",
      "answer 1",
      "question 2, edited",
    ]);
    // The original branch is intact: continuing from answer 5 still sees all five turns.
    expect(promptAfter(nodes, answers[4]!, "next")).toHaveLength(11);
  });

  it("given a refused answer on the branch, when continuing, then its question stays and its text does not", () => {
    const { nodes, add } = tree();
    const q = add("q1", null, "user", "Something odd");
    const a = add("a1", q, "assistant", "I can't help with that.", "refused");
    expect(promptAfter(nodes, a, "Sorry, another thing")).toEqual(["Something odd", "Sorry, another thing"]);
  });

  it("given a summary folded on one branch, when another branch forks before it, then only the branch through it uses it", () => {
    const { nodes, add } = tree();
    const q1 = add("q1", null, "user", "one");
    const a1 = add("a1", q1, "assistant", "uno", "stop");
    const q2 = add("q2", a1, "user", "two");
    const a2 = add("a2", q2, "assistant", "dos", "stop");
    const q3 = add("q3", a2, "user", "three");
    const a3 = add("a3", q3, "assistant", "tres", "stop");
    const edit = add("q2b", a1, "user", "two, edited");
    const a2b = add("a2b", edit, "assistant", "deux", "stop");
    const summaries = new Map([[a2, "S(one..dos)"]]);

    const through = uncoveredBranch(branchTo(nodes, a3), summaries);
    expect(through.summary).toBe("S(one..dos)");
    expect(through.after.map((n) => n.id)).toEqual([q3, a3]);

    const beside = uncoveredBranch(branchTo(nodes, a2b), summaries);
    expect(beside.summary).toBeNull();
    expect(beside.after.map((n) => n.id)).toEqual([q1, a1, edit, a2b]);
  });

  it("given a cycle or a missing parent, when walking, then the walk ends instead of looping", () => {
    const nodes = new Map<string, Pick<TreeNode, "id" | "parentId">>([
      ["x", { id: "x", parentId: "y" }],
      ["y", { id: "y", parentId: "x" }],
      ["z", { id: "z", parentId: "gone" }],
    ]);
    expect(branchTo(nodes, "x").map((n) => n.id)).toEqual(["y", "x"]);
    expect(branchTo(nodes, "z").map((n) => n.id)).toEqual(["z"]);
    expect(branchTo(nodes, null)).toEqual([]);
  });
});

describe("siblings and leaves", () => {
  it("lists each message's siblings oldest first, first messages included, and opens a fork at its newest leaf", () => {
    const { nodes, add } = tree();
    const q1 = add("q1", null, "user", "a");
    add("a1", q1, "assistant", "b", "stop");
    const a1b = add("a1b", q1, "assistant", "c", "stop");
    const q1b = add("q1b", null, "user", "d");
    const q2 = add("q2", a1b, "user", "e");
    const a2 = add("a2", q2, "assistant", "f", "stop");
    const all = [...nodes.values()];
    const s = siblingsOf(all);
    expect(s.get("a1b")).toEqual(["a1", "a1b"]);
    expect(s.get(q1b)).toEqual([q1, q1b]);
    expect(s.get(q2)).toEqual([q2]);
    expect(newestLeafUnder(all, q1)).toBe(a2);
    expect(newestLeafUnder(all, "a1")).toBe("a1");
  });
});
