/**
 * Turning a batch's row operations into few statements, pure. Operations on different rows commute, so
 * they are grouped per row (keeping each row's order):
 * - a row whose first operation is its insert gets it in one multi-row insert per table, run first;
 * - runs of updates on one row merge into one update.
 * The result equals applying the operations one by one, given what the store guarantees: every event of
 * the batch is newer than anything already applied (row `log_seq` <= stored position < batch seqs).
 */
import type { NewConversation, NewGeneration, NewMessage, NewUsageRow } from "@chat/platform";
import type { RowOp } from "./fold.ts";

export type BatchPlan = {
  inserts: {
    conversations: NewConversation[];
    messages: NewMessage[];
    generations: NewGeneration[];
    usage_ledger: NewUsageRow[];
  };
  /** Generations whose answer rows are pointed at `generations.reply_to`: one statement, after the inserts. */
  links: { generationId: string; answerId: string }[];
  /** Run after the inserts and links, in this order. */
  rest: RowOp[];
};

type Update = Extract<RowOp, { op: "updateGeneration" | "touchConversation" }>;

export function planBatch(ops: readonly RowOp[]): BatchPlan {
  const groups = new Map<string, RowOp[]>();
  const links: BatchPlan["links"] = [];
  for (const op of ops) {
    if (op.op === "linkAnswer") {
      links.push({ generationId: op.generationId, answerId: op.answerId });
      continue;
    }
    const key = rowKey(op);
    const g = groups.get(key);
    if (g) g.push(op);
    else groups.set(key, [op]);
  }
  const plan: BatchPlan = {
    inserts: { conversations: [], messages: [], generations: [], usage_ledger: [] },
    links,
    rest: [],
  };
  for (const group of groups.values()) {
    const [first, ...others] = group;
    if (!first) continue;
    const tail = hoist(first, plan) ? others : group;
    plan.rest.push(...mergeRuns(tail));
  }
  return plan;
}

function rowKey(op: RowOp): string {
  switch (op.op) {
    case "insertConversation":
      return `c:${op.row.id}`;
    case "touchConversation":
    case "setSummary":
    case "setTitle":
    case "setLeaf":
    case "deleteConversation":
      return `c:${op.id}`;
    case "insertSummary":
      return `s:${op.conversationId}:${op.uptoMessageId}`;
    case "setUserSettings":
      return `us:${op.userId}`;
    case "linkAnswer":
      return `l:${op.generationId}`;
    case "insertMessage":
      return `m:${op.row.id}`;
    case "insertGeneration":
      return `g:${op.row.message_id}`;
    case "updateGeneration":
      return `g:${op.messageId}`;
    case "insertUsage":
      return `u:${op.row.message_id}`;
    default: {
      const never: never = op;
      throw new Error(`unknown row operation: ${JSON.stringify(never)}`);
    }
  }
}

function hoist(op: RowOp, plan: BatchPlan): boolean {
  switch (op.op) {
    case "insertConversation":
      plan.inserts.conversations.push(op.row);
      return true;
    case "insertMessage":
      plan.inserts.messages.push(op.row);
      return true;
    case "insertGeneration":
      plan.inserts.generations.push(op.row);
      return true;
    case "insertUsage":
      plan.inserts.usage_ledger.push(op.row);
      return true;
    default:
      return false;
  }
}

function mergeRuns(ops: RowOp[]): RowOp[] {
  const out: RowOp[] = [];
  for (const op of ops) {
    const prev = out.at(-1);
    const merged = prev && isUpdate(prev) && isUpdate(op) ? merge(prev, op) : null;
    if (merged) out[out.length - 1] = merged;
    else out.push(op);
  }
  return out;
}

const isUpdate = (op: RowOp): op is Update => op.op === "updateGeneration" || op.op === "touchConversation";

/** `a` then `b` on the same row as one operation, or null when that cannot be said in one update. */
export function merge(a: Update, b: Update): Update | null {
  if (a.op === "touchConversation" && b.op === "touchConversation") {
    // Compared as instants: two ISO strings of different precision do not sort as text.
    const at = Date.parse(a.at) > Date.parse(b.at) ? a.at : b.at;
    const merged = { ...b, at, addTokens: a.addTokens + b.addTokens };
    const leafId = b.leafId ?? a.leafId;
    return leafId === undefined ? merged : { ...merged, leafId };
  }
  if (a.op !== "updateGeneration" || b.op !== "updateGeneration") return null;
  // After a finish, the later "unless finished" updates change nothing.
  if (!a.unlessFinished && b.unlessFinished) return a;
  // "unless finished" then an unconditional finish: the first may or may not apply; keep both.
  if (a.unlessFinished !== b.unlessFinished) return null;
  return { ...b, set: { ...a.set, ...b.set } };
}
