/**
 * Conversations are trees (DESIGN section 5): every message has a parent; a user message's parent is the
 * answer it follows, an answer's parent is the user message it answers. Pure walks over one conversation's
 * nodes: the branch (parent chain) behind a new message, the part of it a branch summary does not cover,
 * and each message's siblings (for a client's `< 2/3 >`).
 *
 * @example
 *   const chain = branchTo(nodes, "m7-a");          // root ... m7-a, oldest first
 *   const { after, summary } = uncoveredBranch(chain, summaries);
 *   const turns = after.filter(countsInPrompt);      // never a sibling branch's answer
 */

export type TreeNode = {
  id: string;
  parentId: string | null;
  role: "user" | "assistant";
  content: string;
  tokens: number;
  finish: string | null;
  /** Log position of the event that recorded it (0 when read from the log ahead of the projector). */
  logSeq: number;
};

/**
 * The parent chain ending at `leafId`, oldest first (`[]` when `leafId` is null or unknown). A missing
 * parent ends the walk, and so does a cycle, which a well-formed log cannot make but a bad id could.
 */
export function branchTo<N extends Pick<TreeNode, "id" | "parentId">>(
  nodes: ReadonlyMap<string, N>,
  leafId: string | null,
): N[] {
  const chain: N[] = [];
  const seen = new Set<string>();
  let cursor = leafId;
  while (cursor !== null && !seen.has(cursor)) {
    const node = nodes.get(cursor);
    if (!node) break;
    seen.add(cursor);
    chain.push(node);
    cursor = node.parentId;
  }
  return chain.reverse();
}

/**
 * The part of `chain` after its deepest summarized message, and that summary: a summary covers the chain
 * from the root up to the message it was folded to, so only a branch passing through that message uses it.
 */
export function uncoveredBranch<N extends Pick<TreeNode, "id">, S>(
  chain: readonly N[],
  summaries: ReadonlyMap<string, S>,
): { after: N[]; summary: S | null; summaryUpto: string | null } {
  for (let i = chain.length - 1; i >= 0; i--) {
    const s = summaries.get(chain[i]!.id);
    if (s !== undefined) return { after: chain.slice(i + 1), summary: s, summaryUpto: chain[i]!.id };
  }
  return { after: [...chain], summary: null, summaryUpto: null };
}

/**
 * Each message's siblings: the ids of every message with the same parent (itself included), oldest first.
 * First messages (parent null) are siblings of each other: editing the first question forks at the root.
 */
export function siblingsOf<N extends Pick<TreeNode, "id" | "parentId" | "logSeq">>(
  nodes: readonly N[],
): Map<string, string[]> {
  const byParent = new Map<string | null, N[]>();
  for (const n of nodes) {
    const list = byParent.get(n.parentId);
    if (list) list.push(n);
    else byParent.set(n.parentId, [n]);
  }
  const out = new Map<string, string[]>();
  for (const list of byParent.values()) {
    const ids = [...list].sort((a, b) => a.logSeq - b.logSeq || a.id.localeCompare(b.id)).map((n) => n.id);
    for (const id of ids) out.set(id, ids);
  }
  return out;
}

/**
 * The leaf a branch ends at when opened at `nodeId`: follow the newest child down (what ChatGPT shows
 * after switching to a sibling). Returns `nodeId` itself when it has no children.
 */
export function newestLeafUnder<N extends Pick<TreeNode, "id" | "parentId" | "logSeq">>(
  nodes: readonly N[],
  nodeId: string,
): string {
  const children = new Map<string, N[]>();
  for (const n of nodes) {
    if (n.parentId === null) continue;
    const list = children.get(n.parentId);
    if (list) list.push(n);
    else children.set(n.parentId, [n]);
  }
  let cursor = nodeId;
  const seen = new Set<string>();
  for (;;) {
    const kids = children.get(cursor);
    if (!kids?.length || seen.has(cursor)) return cursor;
    seen.add(cursor);
    cursor = kids.reduce((a, b) => (b.logSeq > a.logSeq ? b : a)).id;
  }
}
