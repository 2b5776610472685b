/**
 * The usage/billing export, pure: folds `usage.settled` events of a period into one line per user and
 * tier, with totals. The same settlement seen twice counts once (the ledger is keyed by message id too),
 * and the period is by the event's time, which the ledger stores as `settled_at`: [from, to).
 */
import type { ChatEvent, UsageSettled } from "@chat/events";

export type BillingLine = {
  userId: string;
  tier: string;
  messages: number;
  input: number;
  cached: number;
  output: number;
  reservedCost: number;
  cost: number;
};
export type BillingTotals = Omit<BillingLine, "userId" | "tier">;
export type Period = { from: Date; to: Date };

export class BillingExport {
  private readonly lines = new Map<string, BillingLine>();
  private readonly seen = new Set<string>();

  constructor(private readonly period: Period) {
    if (!(period.from < period.to)) {
      throw new Error(
        `the period must end after it starts (from ${period.from.toISOString()} to ${period.to.toISOString()})`,
      );
    }
  }

  /** Counts `event` when it is a settlement inside the period; returns whether it counted. */
  add(event: ChatEvent): boolean {
    if (event.type !== "usage.settled") return false;
    const at = new Date(event.time);
    if (at < this.period.from || at >= this.period.to || this.seen.has(event.messageId)) return false;
    this.seen.add(event.messageId);
    const key = `${event.userId}\u0000${event.tier}`;
    const line = this.lines.get(key) ?? { userId: event.userId, tier: event.tier, ...zero() };
    addTo(line, event);
    this.lines.set(key, line);
    return true;
  }

  /** One line per user and tier, by user then tier; costs rounded to 6 decimals (numeric in the ledger). */
  result(): BillingLine[] {
    return [...this.lines.values()]
      .map((l) => ({ ...l, reservedCost: round(l.reservedCost), cost: round(l.cost) }))
      .sort((a, b) => (a.userId === b.userId ? a.tier.localeCompare(b.tier) : a.userId < b.userId ? -1 : 1));
  }

  totals(): BillingTotals {
    const t = zero();
    for (const l of this.lines.values()) {
      t.messages += l.messages;
      t.input += l.input;
      t.cached += l.cached;
      t.output += l.output;
      t.reservedCost += l.reservedCost;
      t.cost += l.cost;
    }
    return { ...t, reservedCost: round(t.reservedCost), cost: round(t.cost) };
  }
}

const zero = (): BillingTotals => ({ messages: 0, input: 0, cached: 0, output: 0, reservedCost: 0, cost: 0 });
const round = (x: number) => Math.round(x * 1e6) / 1e6;

function addTo(line: BillingLine, e: UsageSettled) {
  line.messages += 1;
  line.input += e.usage.input;
  line.cached += e.usage.cached;
  line.output += e.usage.output;
  line.reservedCost += e.reservedCost;
  line.cost += e.cost;
}

export type ExportFormat = "jsonl" | "csv";

const COLUMNS = ["userId", "tier", "messages", "input", "cached", "output", "reservedCost", "cost"] as const;

/** The export as text: one line per user and tier, then a totals line (`"userId": "*TOTAL*"` in CSV). */
export function formatBilling(
  lines: BillingLine[],
  totals: BillingTotals,
  period: Period,
  format: ExportFormat,
) {
  if (format === "jsonl") {
    const head = { kind: "period", from: period.from.toISOString(), to: period.to.toISOString() };
    return [
      JSON.stringify(head),
      ...lines.map((l) => JSON.stringify({ kind: "usage", ...l })),
      JSON.stringify({ kind: "totals", ...totals }),
      "",
    ].join("\n");
  }
  const csv = (v: string | number) => (typeof v === "number" ? String(v) : `"${v.replaceAll('"', '""')}"`);
  return [
    COLUMNS.join(","),
    ...lines.map((l) => COLUMNS.map((c) => csv(l[c])).join(",")),
    [csv("*TOTAL*"), csv("*"), ...COLUMNS.slice(2).map((c) => csv(totals[c as keyof BillingTotals]))].join(
      ",",
    ),
    "",
  ].join("\n");
}
