/**
 * The conversation as a client reads it (GET /v1/conversations/{id}), pure: every message of every
 * branch with its parent and siblings (to draw `< 2/3 >`), answers still being written as pending
 * entries, and the leaf the user last continued, so any device opens the conversation where it was left.
 */

import { newestLeafUnder, siblingsOf } from "@chat/model";
import { answerRowId } from "@chat/platform";
import { clientEnding } from "../stream/client-events.ts";
import type { ConversationTree, TreeGeneration } from "./tree-reader.ts";

export type MessageView = {
  id: string;
  parentId: string | null;
  role: "user" | "assistant";
  content: string;
  tokens: number;
  model: string | null;
  /** null while the answer is being written (`pending`), and on user messages. */
  finish: string | null;
  /** How the answer ended, as its stream's `done` said: the refusal text or error reason... */
  detail?: string;
  /** ...a safety refusal's hazard (S1..S14)... */
  category?: string;
  /** ...a busy refusal's retry hint (from when it was refused). */
  retryAfterSeconds?: number;
  createdAt: string;
  /** Ids of the messages with the same parent, this one included, oldest first. */
  siblings: string[];
  /** On answers: the message id its stream, stop and usage are addressed by. */
  generationId?: string;
  /** An answer still being written: stream it with GET /v1/messages/{generationId}/stream. */
  pending?: true;
};

export type ConversationView = {
  conversation: {
    id: string;
    title: string;
    totalTokens: number;
    createdAt: string;
    updatedAt: string;
  };
  messages: MessageView[];
  currentLeafId: string | null;
};

/**
 * Generations still being written as far as the read model knows (not finished, no answer row yet),
 * oldest first: shown as pending entries, and patched from the log by a conversation read.
 */
export function answersInFlight(tree: ConversationTree): Array<[string, TreeGeneration]> {
  return [...tree.generations.entries()]
    .filter(([gen, g]) => g.status !== "finished" && !tree.nodes.has(answerRowId(gen)))
    .sort((a, b) => a[1].submittedAt.getTime() - b[1].submittedAt.getTime());
}

export function conversationView(tree: ConversationTree, fallbackTime: Date): ConversationView {
  const nodes = [...tree.nodes.values()].map((n) => ({
    id: n.id,
    parentId: n.parentId,
    role: n.role,
    content: n.content,
    tokens: n.tokens,
    model: n.model,
    finish: n.finish,
    ...(n.ending ? clientEnding(n.ending) : {}),
    createdAt: n.createdAt.toISOString(),
    logSeq: n.logSeq,
    generationId: n.role === "assistant" ? tree.answerOf.get(n.id) : undefined,
    pending: undefined as true | undefined,
  }));
  // An answer being written has no row yet: show it where it will be, so a client can attach to it.
  let lastSeq = nodes.reduce((m, n) => Math.max(m, n.logSeq), 0);
  for (const [gen, g] of answersInFlight(tree)) {
    nodes.push({
      id: answerRowId(gen),
      parentId: g.replyTo ?? gen,
      role: "assistant",
      content: "",
      tokens: 0,
      model: null,
      finish: null,
      createdAt: g.submittedAt.toISOString(),
      logSeq: ++lastSeq,
      generationId: gen,
      pending: true,
    });
  }
  const siblings = siblingsOf(nodes);
  const known = new Set(nodes.map((n) => n.id));
  const row = tree.row;
  let currentLeafId = row?.current_leaf_id ?? null;
  if (currentLeafId === null || !known.has(currentLeafId)) {
    // Before any recorded leaf (or when it is gone): the newest message's branch.
    const newest = nodes.reduce<(typeof nodes)[number] | null>(
      (a, b) => (!a || b.logSeq > a.logSeq ? b : a),
      null,
    );
    currentLeafId = newest ? newestLeafUnder(nodes, newest.id) : null;
  }
  return {
    conversation: {
      id: tree.conversationId,
      title: row?.title ?? "New chat",
      totalTokens: row?.total_tokens ?? 0,
      createdAt: (row?.created_at ?? fallbackTime).toISOString(),
      updatedAt: (row?.updated_at ?? fallbackTime).toISOString(),
    },
    messages: nodes.map(({ logSeq: _, generationId, pending: p, ...n }) => ({
      ...n,
      siblings: siblings.get(n.id) ?? [n.id],
      ...(generationId ? { generationId } : {}),
      ...(p ? { pending: p } : {}),
    })),
    currentLeafId,
  };
}
