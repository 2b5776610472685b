/**
 * The placement benchmark's figures, from what one policy's run recorded. Pure: records in, numbers out.
 *
 * - prefill tokens computed: sum over answered messages of usage input - cached (the finished events);
 * - hit rate: cached / input, in tokens;
 * - oracle hit rate: what a picker that always finds the history would get. Its cached tokens are the prompt
 *   minus what is new since the previous answer: for turn k > 1 the previous turn's prompt plus its answer
 *   (input[k-1] + output[k-1]); for the first turn the shared system prompt. Capped at input - 1 (an engine
 *   always computes at least the last token). The engine caches whole 16-token blocks, so even a perfect
 *   placement falls a few tokens a message short of this;
 * - the same two rates over the turns after the first alone (`laterTurns`): there the history is what is at
 *   stake, while a first turn can only find the shared system prompt, which every policy finds;
 * - first token by tier: p50/p95/p99 of the first-token times given (simulated seconds);
 * - the busiest replica's share of the messages (1 / replicas is perfectly even).
 */
import type { Tier } from "./workload.ts";

export type MessageRecord = {
  conversation: string;
  /** 0 for the first turn. */
  turn: number;
  tier: Tier;
  finish: string;
  usage: { input: number; cached: number; output: number };
  /** Client-observed: from the POST to the first text, in simulated seconds; null if none came. */
  firstTokenS: number | null;
};

export type Percentiles = { n: number; p50: number; p95: number; p99: number };

export type PolicySummary = {
  messages: number;
  answered: number;
  failed: number;
  inputTokens: number;
  cachedTokens: number;
  prefillTokens: number;
  hitRate: number;
  oracleHitRate: number;
  /** hitRate / oracleHitRate. */
  oracleRatio: number;
  /** The same over answered turns after the first. */
  laterTurns: { messages: number; hitRate: number; oracleHitRate: number; oracleRatio: number };
  firstToken: Record<Tier, Percentiles>;
};

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function percentiles(values: readonly number[]): Percentiles {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}

const answeredFinishes = new Set(["stop", "length"]);

/** Oracle cached tokens of each record, in the records' order. */
export function oracleCached(records: readonly MessageRecord[], systemPrefixTokens: number): number[] {
  const byTurn = new Map<string, MessageRecord>();
  for (const r of records) byTurn.set(`${r.conversation}#${r.turn}`, r);
  return records.map((r) => {
    const prev = r.turn > 0 ? byTurn.get(`${r.conversation}#${r.turn - 1}`) : undefined;
    const history = prev ? prev.usage.input + prev.usage.output : systemPrefixTokens;
    return Math.max(0, Math.min(r.usage.input - 1, history));
  });
}

export function summarize(records: readonly MessageRecord[], systemPrefixTokens: number): PolicySummary {
  const answered = records.filter((r) => answeredFinishes.has(r.finish) && r.usage.input > 0);
  const oracle = oracleCached(records, systemPrefixTokens);
  const all = { messages: 0, input: 0, cached: 0, oracle: 0 };
  const later = { ...all };
  records.forEach((r, i) => {
    if (!answeredFinishes.has(r.finish) || r.usage.input <= 0) return;
    for (const t of r.turn > 0 ? [all, later] : [all]) {
      t.messages++;
      t.input += r.usage.input;
      t.cached += r.usage.cached;
      t.oracle += oracle[i]!;
    }
  });
  const { input, cached } = all;
  const firstTokens = (tier: Tier) =>
    percentiles(answered.filter((r) => r.tier === tier && r.firstTokenS !== null).map((r) => r.firstTokenS!));
  const hitRate = input > 0 ? cached / input : Number.NaN;
  const oracleHitRate = input > 0 ? all.oracle / input : Number.NaN;
  const laterHit = later.input > 0 ? later.cached / later.input : Number.NaN;
  const laterOracle = later.input > 0 ? later.oracle / later.input : Number.NaN;
  return {
    messages: records.length,
    answered: answered.length,
    failed: records.length - answered.length,
    inputTokens: input,
    cachedTokens: cached,
    prefillTokens: input - cached,
    hitRate,
    oracleHitRate,
    oracleRatio: hitRate / oracleHitRate,
    laterTurns: {
      messages: later.messages,
      hitRate: laterHit,
      oracleHitRate: laterOracle,
      oracleRatio: laterHit / laterOracle,
    },
    firstToken: { free: firstTokens("free"), plus: firstTokens("plus") },
  };
}

/** The replica with the most of `counts` and its share of the total (1/n is perfectly even). */
export function busiestShare(counts: ReadonlyMap<string, number>): { replicaId: string; share: number } {
  let total = 0;
  let best: [string, number] = ["-", 0];
  for (const [id, n] of counts) {
    total += n;
    if (n > best[1] || (n === best[1] && id < best[0])) best = [id, n];
  }
  return { replicaId: best[0], share: total > 0 ? best[1] / total : Number.NaN };
}

/** A plain-text table: the first column left-aligned, the rest right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => (r[c] ?? "").length)));
  const line = (r: readonly string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
