/**
 * The simulator's plot: one panel per configuration, the rung over time (right axis, stepped) and the
 * first-token p50/p95 per tier over time (left axis, seconds, log scale: a few hundred milliseconds and
 * tens of seconds both matter). Drawn by chart.js on @napi-rs/canvas (no browser), written as one PNG.
 */
import { writeFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { Chart, type ChartConfiguration, registerables } from "chart.js";
import type { FleetResult } from "./fleet.ts";

Chart.register(...registerables);

const PANEL = { width: 900, height: 360 };
const COLOURS = {
  plusP50: "#1f77b4",
  plusP95: "#6baed6",
  freeP50: "#d62728",
  freeP95: "#fc9272",
  rung: "#333333",
};

/** Renders every configuration's panel, stacked, and writes the PNG to `path`. */
export function writePlot(path: string, named: { name: string; result: FleetResult }[]): void {
  if (named.length === 0) throw new Error("writePlot: nothing to plot");
  writeSheet(
    path,
    named.map(({ name, result }) => fleetPanel(name, result)),
  );
}

/** Draws each chart as one panel, stacked top to bottom, and writes the PNG to `path`. */
export function writeSheet(path: string, panels: ChartConfiguration<"line", Points>[]): void {
  const sheet = createCanvas(PANEL.width, PANEL.height * panels.length);
  const ctx = sheet.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  panels.forEach((config, i) => {
    const canvas = createCanvas(PANEL.width, PANEL.height);
    // chart.js takes any 2D context; @napi-rs/canvas's is API-compatible but typed on its own.
    const chart = new Chart(
      canvas.getContext("2d") as unknown as ConstructorParameters<typeof Chart>[0],
      config,
    );
    ctx.drawImage(canvas, 0, i * PANEL.height);
    chart.destroy(); // clears the panel's canvas, so only after it is copied onto the sheet
  });
  writeFileSync(path, sheet.toBuffer("image/png"));
}

export type Points = { x: number; y: number | null }[];

/** One configuration (or region): first token per tier (log axis) and the rung over time. */
export function fleetPanel(name: string, result: FleetResult): ChartConfiguration<"line", Points> {
  // A first-token time of 0 or none (every message refused or timed out) has no place on a log axis.
  const point = (x: number, y: number) => ({ x, y: Number.isFinite(y) && y > 0 ? y : null });
  const half = result.config.bucketS / 2;
  const series = (tier: "plus" | "free", q: "firstTokenP50S" | "firstTokenP95S") =>
    result.series.map((w) => point(w.t + half, w.tiers[tier][q]));
  const line = (label: string, data: Points, colour: string, dashed = false) => ({
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    borderDash: dashed ? [6, 4] : [],
    pointRadius: 0,
    borderWidth: 2,
    yAxisID: "y",
  });
  return {
    type: "line",
    data: {
      datasets: [
        line("Plus p50", series("plus", "firstTokenP50S"), COLOURS.plusP50),
        line("Plus p95", series("plus", "firstTokenP95S"), COLOURS.plusP95, true),
        line("Free p50", series("free", "firstTokenP50S"), COLOURS.freeP50),
        line("Free p95", series("free", "firstTokenP95S"), COLOURS.freeP95, true),
        {
          label: "rung",
          data: result.rungOverTime.map((s) => ({ x: s.t, y: s.rung })),
          borderColor: COLOURS.rung,
          backgroundColor: COLOURS.rung,
          stepped: true,
          pointRadius: 0,
          borderWidth: 1.5,
          yAxisID: "rung",
        },
      ],
    },
    options: {
      responsive: false,
      animation: false,
      parsing: false,
      plugins: {
        title: { display: true, text: `${name}: first token per tier (left, s) and rung (right)` },
        legend: { position: "bottom" },
      },
      scales: {
        x: { type: "linear", title: { display: true, text: "virtual time (s)" }, min: 0 },
        y: { type: "logarithmic", title: { display: true, text: "first token (s)" }, min: 0.01, max: 30 },
        rung: { position: "right", min: 0, max: 3, ticks: { stepSize: 1 }, grid: { drawOnChartArea: false } },
      },
    },
  };
}
