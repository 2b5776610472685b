/**
 * The regions scenario's plot: one panel per region (first token per tier and the rung over time, as the
 * fleet plot draws a configuration), then one panel of every region's arrivals (msg/s, left) and the extra
 * prefill that moved conversations cost there (GPU-seconds per second, right): the spike when a region fails.
 */
import type { ChartConfiguration } from "chart.js";
import { fleetPanel, type Points, writeSheet } from "./plot.ts";
import type { RegionsResult } from "./regions.ts";

const REGION_COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf"];

export function writeRegionsPlot(path: string, result: RegionsResult): void {
  const fail = result.config.fail;
  const panels = result.regions.map((r) =>
    fleetPanel(`${r.name}${fail?.region === r.name ? ` (fails at ${fail.atS} s)` : ""}`, r.result),
  );
  panels.push(loadPanel(result));
  writeSheet(path, panels);
}

function loadPanel(result: RegionsResult): ChartConfiguration<"line", Points> {
  const datasets = result.regions.flatMap((r, i) => {
    const colour = REGION_COLOURS[i % REGION_COLOURS.length]!;
    const bucketS = r.result.config.bucketS;
    const half = bucketS / 2;
    return [
      {
        label: `${r.name} msg/s`,
        data: r.arrivalsSeries.map((y, b) => ({ x: b * bucketS + half, y })),
        borderColor: colour,
        backgroundColor: colour,
        pointRadius: 0,
        borderWidth: 2,
        yAxisID: "y",
      },
      {
        label: `${r.name} extra prefill`,
        data: r.extraPrefill.map((y, b) => ({ x: b * bucketS + half, y: y / bucketS })),
        borderColor: colour,
        backgroundColor: colour,
        borderDash: [4, 3],
        pointRadius: 0,
        borderWidth: 1.5,
        yAxisID: "prefill",
      },
    ];
  });
  return {
    type: "line",
    data: { datasets },
    options: {
      responsive: false,
      animation: false,
      parsing: false,
      plugins: {
        title: {
          display: true,
          text: "arrivals per region (solid, msg/s, left) and extra prefill of moved conversations (dashed, GPU-s/s, right)",
        },
        legend: { position: "bottom", labels: { boxWidth: 12, font: { size: 9 } } },
      },
      scales: {
        x: { type: "linear", title: { display: true, text: "virtual time (s)" }, min: 0 },
        y: { title: { display: true, text: "msg/s" }, min: 0 },
        prefill: {
          position: "right",
          min: 0,
          title: { display: true, text: "GPU-s/s" },
          grid: { drawOnChartArea: false },
        },
      },
    },
  };
}
