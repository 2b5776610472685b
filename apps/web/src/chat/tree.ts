/**
 * The conversation tree as the api returns it (`GET /v1/conversations/{id}`), and the branch a client
 * shows: from the root down to `currentLeafId`. Pure. A server without trees (no `siblings`) reads as
 * one branch in order.
 */
export type TreeMessage = {
  id: string;
  parentId: string | null;
  role: "user" | "assistant";
  content: string;
  model?: string | null;
  finish?: string | null;
  /** How an answer ended, as its stream's `done` said (refusal text or error reason, hazard, retry hint). */
  detail?: string;
  category?: string;
  retryAfterSeconds?: number;
  createdAt?: string;
  siblings?: string[];
  generationId?: string;
  pending?: boolean;
};

export type Tree = { messages: TreeMessage[]; currentLeafId: string | null };

/** One row of the shown branch, with its place among its siblings (`< index+1/count >`). */
export type BranchRow = { message: TreeMessage; index: number; count: number; siblings: string[] };

export function childrenOf(tree: Tree, parentId: string | null): TreeMessage[] {
  return tree.messages.filter((m) => m.parentId === parentId);
}

/** The newest leaf under `id`, following the newest child at each step (as a fork opens on its newest branch). */
export function newestLeaf(tree: Tree, id: string): string {
  let at = id;
  for (let guard = 0; guard < tree.messages.length; guard++) {
    const kids = childrenOf(tree, at);
    const last = kids[kids.length - 1];
    if (!last) break;
    at = last.id;
  }
  return at;
}

/**
 * The branch from the root through `leafId` (the current leaf, else the newest), continued down the newest
 * children: the api's `currentLeafId` may be the user message just sent, whose answer hangs below it.
 */
export function branch(tree: Tree, leafId: string | null = tree.currentLeafId): BranchRow[] {
  const byId = new Map(tree.messages.map((m) => [m.id, m]));
  let leaf = leafId && byId.has(leafId) ? newestLeaf(tree, leafId) : null;
  if (!leaf) {
    const roots = childrenOf(tree, null);
    const last = roots[roots.length - 1];
    if (!last) return [];
    leaf = newestLeaf(tree, last.id);
  }
  const path: TreeMessage[] = [];
  const seen = new Set<string>();
  for (let m = byId.get(leaf); m && !seen.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
    seen.add(m.id);
    path.unshift(m);
  }
  return path.map((message) => {
    const siblings = message.siblings ?? [message.id];
    return { message, siblings, index: Math.max(0, siblings.indexOf(message.id)), count: siblings.length };
  });
}

/** The leaf to show after moving `step` (-1 or +1) among `row`'s siblings, or null at either end. */
export function switchSibling(tree: Tree, row: BranchRow, step: -1 | 1): string | null {
  const target = row.siblings[row.index + step];
  return target ? newestLeaf(tree, target) : null;
}

/** Whether the api serves trees (siblings on every message); otherwise regenerate and `< 2/3 >` are hidden. */
export function hasTrees(tree: Tree): boolean {
  return tree.messages.length > 0 && tree.messages.every((m) => Array.isArray(m.siblings));
}
