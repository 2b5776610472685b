/**
 * The ops page's small charts as SVG geometry (pure): a step line for the ladder's rung over time and
 * stacked columns for the router's placements per minute. Coordinates are in a fixed viewBox; the page
 * scales it with CSS.
 */
export const CHART = { width: 300, height: 80, pad: 4 } as const;

/** A percentage for a 0..1 share, or an em dash when unknown. */
export const pct = (share: number | null | undefined, digits = 0): string =>
  share === null || share === undefined || !Number.isFinite(share)
    ? "—"
    : `${(share * 100).toFixed(digits)}%`;

/** A heartbeat age as people read it: "0.4 s", "12 s", "3 min". */
export function age(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

/**
 * The SVG path of a step series (rung 0..maxRung over [from, to]): holds each value until the next point.
 * @example stepPath([{ at: 0, rung: 0 }, { at: 50, rung: 2 }, { at: 100, rung: 2 }], 0, 100) // "M4 76 H150 V..."
 */
export function stepPath(
  series: readonly { at: number; rung: number }[],
  from: number,
  to: number,
  maxRung = 3,
): string {
  if (series.length === 0) return "";
  const { width, height, pad } = CHART;
  const span = Math.max(1, to - from);
  const x = (t: number) => round(pad + ((Math.min(to, Math.max(from, t)) - from) / span) * (width - 2 * pad));
  const y = (r: number) =>
    round(height - pad - (Math.min(maxRung, Math.max(0, r)) / maxRung) * (height - 2 * pad));
  let d = `M${x(series[0]!.at)} ${y(series[0]!.rung)}`;
  for (const p of series.slice(1)) d += ` H${x(p.at)} V${y(p.rung)}`;
  return d;
}

export type Column = {
  x: number;
  width: number;
  small: { y: number; height: number };
  large: { y: number; height: number };
};

/** Stacked columns (small at the bottom, large above) of placements per minute, scaled to the tallest. */
export function columns(series: readonly { small: number; large: number }[]): Column[] {
  const { width, height, pad } = CHART;
  const n = Math.max(1, series.length);
  const slot = (width - 2 * pad) / n;
  const top = Math.max(1, ...series.map((b) => b.small + b.large));
  const scale = (height - 2 * pad) / top;
  return series.map((b, i) => {
    const hs = b.small * scale;
    const hl = b.large * scale;
    const base = height - pad;
    return {
      x: round(pad + i * slot + slot * 0.1),
      width: round(slot * 0.8),
      small: { y: round(base - hs), height: round(hs) },
      large: { y: round(base - hs - hl), height: round(hl) },
    };
  });
}

const round = (v: number) => Math.round(v * 10) / 10;
