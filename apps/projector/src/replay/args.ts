/**
 * Command-line arguments of the replay and export commands, parsed and checked here (pure) so a bad
 * value gets an error naming the option and the value.
 */
import { parseArgs } from "node:util";
import type { ExportFormat } from "./billing.ts";

export class UsageError extends Error {
  readonly code = "USAGE";
}

export const REPLAY_USAGE = `usage: replay [--from-seq N | --from-time ISO] [--no-swap] [--allow-partial] [--batch N] [--quiet]
  Rebuilds the read models (conversations, messages, usage_ledger, generations, positions) from the log
  into fresh tables, then swaps them in with one transaction of renames. A rebuild that does not start
  at the log's first event is left in its schema unless --allow-partial (it would drop older rows).
  With the log in several partitions (CHAT_LOG_PARTITIONS), sequences are a partition's: use --from-time.
  env: DATABASE_URL, NATS_URL, CHAT_NAMESPACE, CHAT_LOG_PARTITIONS`;

export const EXPORT_USAGE = `usage: export billing --from ISO --to ISO [--format jsonl|csv] [--out FILE] [--from-seq N] [--quiet]
       export eval [--from ISO] [--to ISO] [--out FILE] [--from-seq N] [--quiet]
  billing: usage per user and tier for settlements in [from, to), with a totals line.
  eval:    JSONL of (prompt, answer, model, finish) pairs for answers finished in [from, to).
  env: NATS_URL, CHAT_NAMESPACE, CHAT_LOG_PARTITIONS (--from-seq only with one partition)`;

export type ReplayArgs = {
  fromSeq?: number;
  fromTime?: Date;
  swap: boolean;
  allowPartial: boolean;
  batchSize: number;
  progress: boolean;
};

export function parseReplayArgs(argv: string[]): ReplayArgs {
  const { values } = usage(() =>
    parseArgs({
      args: argv,
      strict: true,
      options: {
        "from-seq": { type: "string" },
        "from-time": { type: "string" },
        "no-swap": { type: "boolean" },
        "allow-partial": { type: "boolean" },
        batch: { type: "string" },
        quiet: { type: "boolean" },
      },
    }),
  );
  if (values["from-seq"] !== undefined && values["from-time"] !== undefined) {
    throw new UsageError("give --from-seq or --from-time, not both");
  }
  return {
    fromSeq: optional(values["from-seq"], (v) => positiveInt("--from-seq", v)),
    fromTime: optional(values["from-time"], (v) => isoDate("--from-time", v)),
    swap: !values["no-swap"],
    allowPartial: values["allow-partial"] === true,
    batchSize: values.batch === undefined ? 500 : positiveInt("--batch", values.batch),
    progress: !values.quiet,
  };
}

export type ExportArgs =
  | {
      kind: "billing";
      from: Date;
      to: Date;
      format: ExportFormat;
      out?: string;
      fromSeq?: number;
      progress: boolean;
    }
  | { kind: "eval"; from?: Date; to?: Date; out?: string; fromSeq?: number; progress: boolean };

export function parseExportArgs(argv: string[]): ExportArgs {
  const { values, positionals } = usage(() =>
    parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        format: { type: "string" },
        out: { type: "string" },
        "from-seq": { type: "string" },
        quiet: { type: "boolean" },
      },
    }),
  );
  const kind = positionals[0];
  const common = {
    out: values.out,
    fromSeq: optional(values["from-seq"], (v) => positiveInt("--from-seq", v)),
    progress: !values.quiet,
  };
  if (kind === "billing") {
    if (!values.from || !values.to) throw new UsageError("billing needs --from and --to (ISO times)");
    const from = isoDate("--from", values.from);
    const to = isoDate("--to", values.to);
    if (!(from < to)) throw new UsageError(`--to (${values.to}) must be after --from (${values.from})`);
    const format = values.format ?? "jsonl";
    if (format !== "jsonl" && format !== "csv")
      throw new UsageError(`--format must be jsonl or csv (got "${format}")`);
    return { kind, from, to, format, ...common };
  }
  if (kind === "eval") {
    if (values.format && values.format !== "jsonl") throw new UsageError("the eval export is JSONL only");
    return {
      kind,
      from: optional(values.from, (v) => isoDate("--from", v)),
      to: optional(values.to, (v) => isoDate("--to", v)),
      ...common,
    };
  }
  throw new UsageError(
    `say what to export: billing or eval (got ${kind === undefined ? "nothing" : `"${kind}"`})`,
  );
}

/** Runs node's parseArgs, turning its errors into usage errors. */
function usage<T>(f: () => T): T {
  try {
    return f();
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function optional<T>(v: string | undefined, f: (v: string) => T): T | undefined {
  return v === undefined ? undefined : f(v);
}

function positiveInt(name: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`${name} must be a positive whole number (got "${v}")`);
  return n;
}

function isoDate(name: string, v: string): Date {
  const d = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) {
    throw new UsageError(
      `${name} must be an ISO date or time such as 2025-01-31 or 2025-01-31T12:00:00Z (got "${v}")`,
    );
  }
  return d;
}
