/**
 * Issue 22, item 6: how many finished answers a second the summarizer's trigger considers (does this
 * conversation need a new summary?), beside the region's ~3,500/s. `--conversations` conversations of
 * `--exchanges` question/answer pairs (~300 tokens each side, below the 4,000-token threshold, as most are)
 * are projected into Postgres first; then the trigger considers each one's newest answer, 16 at a time, as
 * its consumer does. Printed twice each: with the cheap first check (the conversation's token sum, no content
 * read) and without it (the branch loaded, every turn's content), to show what the check saves.
 *
 *   npm run bench -- summarizer-trigger
 *   npx tsx infra/stack/bench/summarizer-trigger.ts [--conversations=2000] [--exchanges=6]
 *
 * Prints answers considered per second and this process's CPU per answer (Postgres's own CPU not
 * counted). Asserts nothing.
 */
import { type ChatEvent, eventIds } from "@chat/events";
import { answerRowId } from "@chat/platform";
import { fmt, formatTable, freshDatabase, loadAverageLine, numberArg } from "@chat/platform/testing";
import { applyEvents } from "@chat/projector";
import { considerConversation, DEFAULT_SUMMARY_POLICY, postgresHistory } from "@chat/summarizer";

const CONVERSATIONS = numberArg("conversations", "BENCH_CONVERSATIONS", 2_000);
const EXCHANGES = numberArg("exchanges", "BENCH_EXCHANGES", 6);
const IN_FLIGHT = 16;
const TEXT = "Sunlight scatters off air molecules, and blue light scatters most. ".repeat(20);

/** One conversation's events: created, then `EXCHANGES` submitted + finished pairs in one chain. */
function conversationEvents(k: number, time: string): ChatEvent[] {
  const conversationId = `c_bench${k}`;
  const userId = `u_bench${k}`;
  const out: ChatEvent[] = [
    {
      id: eventIds.conversationCreated(conversationId),
      type: "conversation.created",
      v: 1,
      time,
      userId,
      conversationId,
      messageId: conversationId,
      title: "bench",
    },
  ];
  for (let i = 1; i <= EXCHANGES; i++) {
    const messageId = `${conversationId}-m${i}`;
    const base = { time, userId, conversationId, messageId, v: 1 as const };
    out.push(
      {
        ...base,
        id: eventIds.submitted(messageId),
        type: "message.submitted",
        tier: "plus",
        requestedModel: "auto",
        parentId: i > 1 ? `${conversationId}-m${i - 1}` : null,
        content: TEXT,
        contentTokens: 300,
        prompt: [{ role: "user", content: TEXT }],
        promptTokens: 300,
        droppedTurns: 0,
        maxAnswerTokens: 500,
        reservedCost: 0,
      },
      {
        ...base,
        id: eventIds.finished(messageId),
        type: "generation.finished",
        finish: "stop",
        usage: { input: 300, cached: 0, output: 300 },
        text: TEXT,
        model: "llama-3-70b",
        replicaId: "large-1",
      },
    );
  }
  return out;
}

const db = await freshDatabase("trigger");
try {
  const time = new Date().toISOString();
  let seq = 1;
  for (let k = 0; k < CONVERSATIONS; k += 100) {
    const events = Array.from({ length: Math.min(100, CONVERSATIONS - k) }, (_, i) =>
      conversationEvents(k + i, time),
    ).flat();
    await applyEvents(
      db.db,
      events.map((event) => ({ event, seq: seq++ })),
    );
  }
  const store = postgresHistory(db.db);
  /** Considers the newest answer of the first `count` conversations, IN_FLIGHT at a time. */
  const pass = async (withSum: boolean, count: number): Promise<string[]> => {
    // Without the first check: a sum that never decides, so every answer loads its branch (the old path).
    const s = withSum ? store : { ...store, promptTokens: async () => Number.POSITIVE_INFINITY };
    const deps = {
      store: s,
      policy: DEFAULT_SUMMARY_POLICY,
      countTokens: (t: string) => Math.ceil(t.length / 4),
      enqueue: async () => {},
    };
    let next = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < count) {
          const k = next++;
          await considerConversation(deps, `c_bench${k}`, answerRowId(`c_bench${k}-m${EXCHANGES}`));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    return [
      withSum ? "token sum first" : "branch loaded",
      fmt(count / seconds, 0),
      fmt((cpu.user + cpu.system) / 1000 / count, 3),
    ];
  };
  // Unmeasured: both paths' code optimised first (a cold first pass ran at half speed).
  await pass(true, Math.min(300, CONVERSATIONS));
  await pass(false, Math.min(300, CONVERSATIONS));
  const rows: string[][] = [];
  for (const withSum of [true, false, true, false]) rows.push(await pass(withSum, CONVERSATIONS));
  console.log(
    `summarizer-trigger: ${CONVERSATIONS} conversations of ${EXCHANGES} exchanges (below the ${DEFAULT_SUMMARY_POLICY.thresholdTokens}-token threshold), ${IN_FLIGHT} at a time`,
  );
  console.log(formatTable(["check", "answers/s", "CPU-ms per answer"], rows));
  console.log(loadAverageLine());
} finally {
  await db.drop();
}
