/** A derived number with its unit and the formula that produced it, numbers filled in (for `--explain`). */
export type Figure = { value: number; unit: string; formula: string };

export function figure(value: number, unit: string, formula: string): Figure {
  return { value, unit, formula };
}

/** Bad input the schema cannot see on its own (e.g. no room for one conversation); names the input. */
export class PlannerInputError extends Error {
  readonly code = "PLANNER_INPUT";
  /** `input` names what was wrong (a path like `large.gpus`, or a flag); `message` says how. */
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(message.includes(input) ? message : `${input}: ${message}`);
    this.name = "PlannerInputError";
  }
}

/** Short human form: 3 significant figures, thousands separators, no exponent below 1e15. */
export function num(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return "0";
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : Math.min(6, 2 - Math.floor(Math.log10(abs)));
  return value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

const SCALES: Array<[number, string]> = [
  [1e15, "P"],
  [1e12, "T"],
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"],
];

/** Decimal byte sizes (1.11 GB, 232 TB); below a megabyte in KiB, as KV-per-token figures are quoted. */
export function bytes(value: number): string {
  if (Math.abs(value) >= 1024 && Math.abs(value) < 1e6) return `${num(value / 1024)} KiB`;
  for (const [scale, prefix] of SCALES)
    if (Math.abs(value) >= scale) return `${num(value / scale)} ${prefix}B`;
  return `${num(value)} B`;
}
