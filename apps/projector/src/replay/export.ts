/**
 * Exports from the log for analysts: the usage/billing export of a period, and the eval export of
 * (prompt, answer, model, finish) pairs. Reads with an ordered consumer (no durable state).
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import type { ChatEvent } from "@chat/events";
import {
  BillingExport,
  type BillingLine,
  type BillingTotals,
  type ExportFormat,
  formatBilling,
} from "./billing.ts";
import { DataPolicy } from "./data-policy.ts";
import { EvalPairs } from "./evals.ts";
import { type LogDeps, logEntries, progressReporter, readLog } from "./log.ts";

/**
 * Events are stamped by their producer and stored by the server moments later, so reading starts this
 * long before the period by stored time. It reads on to the end of the log: an event stored late (a
 * republished fact) still counts by its own time, as it does in the ledger.
 */
const CLOCK_SLACK_MS = 5 * 60_000;

export type ExportCommon = LogDeps & {
  out: Writable;
  /** Read from this stream sequence instead of from the period's start time. */
  fromSeq?: number;
  progress?: boolean;
};

export type ExportStats = { events: number; malformed: number; seconds: number };

export async function exportBilling(
  opts: ExportCommon & { from: Date; to: Date; format: ExportFormat },
): Promise<ExportStats & { lines: BillingLine[]; totals: BillingTotals }> {
  const began = performance.now();
  const billing = new BillingExport({ from: opts.from, to: opts.to });
  const stats = await scan(opts, opts.from, (event) => {
    billing.add(event);
  });
  const lines = billing.result();
  const totals = billing.totals();
  await write(opts.out, formatBilling(lines, totals, { from: opts.from, to: opts.to }, opts.format));
  return { ...stats, lines, totals, seconds: (performance.now() - began) / 1_000 };
}

/**
 * JSONL, one pair per line, for answers finished in [from, to) (both optional), of users opted in to
 * training when they sent the message and of conversations never deleted (`DataPolicy`). Settings and
 * deletions are read first from the whole log (two small filtered reads): a deletion comes after the
 * messages it removes, and an opt-in may be older than the period.
 */
export async function exportEvals(
  opts: ExportCommon & { from?: Date; to?: Date },
): Promise<ExportStats & { pairs: number; unanswered: number; deleted: number; noConsent: number }> {
  const began = performance.now();
  const policy = new DataPolicy();
  for (const kind of ["settings", "deleted"] as const) {
    for await (const e of readLog(opts, { kind })) {
      if (e.event) policy.note(e.event, e.seq);
    }
  }
  const evals = new EvalPairs();
  let pairs = 0;
  const left = { deleted: 0, "no-consent": 0 };
  const stats = await scan(opts, opts.from, async (event, seq) => {
    const pair = evals.add(event, seq);
    if (!pair) return;
    const at = new Date(pair.time);
    if ((opts.from && at < opts.from) || (opts.to && at >= opts.to)) return;
    const verdict = policy.verdict(pair, pair.submittedSeq);
    if (verdict !== "ok") {
      left[verdict]++;
      return;
    }
    pairs++;
    await write(opts.out, `${JSON.stringify(pair)}\n`);
  });
  return {
    ...stats,
    pairs,
    unanswered: evals.unanswered,
    deleted: left.deleted,
    noConsent: left["no-consent"],
    seconds: (performance.now() - began) / 1_000,
  };
}

async function scan(
  opts: ExportCommon,
  from: Date | undefined,
  onEvent: (event: ChatEvent, seq: number) => unknown,
): Promise<ExportStats> {
  const began = performance.now();
  const range =
    opts.fromSeq !== undefined
      ? { fromSeq: opts.fromSeq }
      : from
        ? { fromTime: new Date(from.getTime() - CLOCK_SLACK_MS) }
        : {};
  const progress = opts.progress ? progressReporter("export", await logEntries(opts)) : null;
  let events = 0;
  let malformed = 0;
  let seq = 0;
  for await (const entry of readLog(opts, range)) {
    events++;
    seq = entry.seq;
    if (entry.event) await onEvent(entry.event, entry.seq);
    else malformed++;
    progress?.tick(events, seq);
  }
  progress?.tick(events, seq, true);
  return { events, malformed, seconds: (performance.now() - began) / 1_000 };
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, "drain");
}
