/** Renders a plan: a readable table (optionally with formulas), or plain values for `--json`. */

import { bytes, type Figure, num } from "./figure.ts";
import type { Deployment, PoolPlan } from "./fleet.ts";
import type { Plan } from "./plan.ts";
import type { ReplicaSizing } from "./replica.ts";

export type Row = { label: string; figure: Figure };
export type Section = { title: string; rows: Row[] };

export function formatValue(f: Figure): string {
  if (f.value === Number.POSITIVE_INFINITY) return "never";
  switch (f.unit) {
    case "bytes":
      return bytes(f.value);
    case "$":
      return `$${f.value.toFixed(2)}`;
    case "$/day":
      return `$${num(f.value)}/day`;
    case "share":
      return `${(100 * f.value).toFixed(0)}%`;
    case "s":
      return f.value < 1 ? `${num(f.value * 1000)} ms` : `${num(f.value)} s`;
    default:
      return `${num(f.value)} ${f.unit}`;
  }
}

function replicaRows(r: ReplicaSizing): Row[] {
  return [
    { label: "KV cache per token", figure: r.kvBytesPerToken },
    { label: "KV cache per conversation", figure: r.kvBytesPerConversation },
    { label: "replica memory", figure: r.memoryBytes },
    { label: "  weights", figure: r.weightBytes },
    { label: "  KV cache", figure: r.kvCacheBytes },
    { label: "answers that fit the KV cache", figure: r.answersKvLimit },
    { label: "answers at target speed (decode)", figure: r.answersSpeedLimit },
    { label: "answers per replica at target speed", figure: r.answersAtTargetSpeed },
    { label: "decode step", figure: r.decodeStepSeconds },
    { label: "tokens/s per answer", figure: r.tokensPerSecondPerAnswer },
    { label: "tokens/s at twice the answers", figure: r.tokensPerSecondAtDoubleBatch },
    { label: "GPU-s per message: prefill (warm)", figure: r.prefillGpuSeconds },
    { label: "GPU-s per message: prefill (cold)", figure: r.prefillGpuSecondsCold },
    { label: "GPU-s per message: decode", figure: r.decodeGpuSeconds },
    { label: "GPU-s per message", figure: r.gpuSecondsPerMessage },
    { label: "msg/s per replica", figure: r.messagesPerSecondPerReplica },
    {
      label: "msg/s per replica, static batch, no cache",
      figure: r.messagesPerSecondPerReplicaStaticNoCache,
    },
  ];
}

function poolRows(p: PoolPlan): Row[] {
  const name = p.pool;
  return [
    { label: `${name}: peak msg/s`, figure: p.peakMessagesPerSecond },
    { label: `${name}: busy GPUs prefill`, figure: p.busyPrefillGpus },
    { label: `${name}: busy GPUs prefill, no cache`, figure: p.busyPrefillGpusNoCache },
    { label: `${name}: busy GPUs decode`, figure: p.busyDecodeGpus },
    { label: `${name}: busy GPUs`, figure: p.busyGpus },
    { label: `${name}: busy GPUs, no cache`, figure: p.busyGpusNoCache },
    { label: `${name}: replicas with headroom`, figure: p.replicas },
    { label: `${name}: GPUs with headroom`, figure: p.gpus },
    { label: `${name}: conversations between turns`, figure: p.conversationsBetweenTurns },
    { label: `${name}: KV held between turns`, figure: p.kvHeldBetweenTurns },
    { label: `${name}: host RAM per server`, figure: p.hostRamPerServer },
  ];
}

function deploymentRows(d: Deployment): Row[] {
  return [
    ...poolRows(d.large),
    ...(d.small ? poolRows(d.small) : []),
    { label: "busy GPUs at peak", figure: d.busyGpus },
    { label: "busy GPUs at peak, no prefix cache", figure: d.busyGpusNoCache },
    { label: "fleet with headroom", figure: d.gpus },
    { label: "regions", figure: d.regions },
    { label: "cost per day", figure: d.costPerDay },
    { label: "cost per 1,000 messages", figure: d.costPerThousandMessages },
    { label: "KV held between turns", figure: d.kvHeldBetweenTurns },
    { label: "busy GPUs for Plus alone", figure: d.plusOnlyBusyGpus },
  ];
}

export function planSections(p: Plan): Section[] {
  const t = p.traffic;
  return [
    {
      title: "Traffic",
      rows: [
        { label: "messages per day", figure: t.dailyMessages },
        { label: "average msg/s", figure: t.averageMessagesPerSecond },
        { label: "peak msg/s", figure: t.peakMessagesPerSecond },
        { label: "peak Plus msg/s", figure: t.peakPlusMessagesPerSecond },
        { label: "streaming time per answer", figure: t.streamSeconds },
        { label: "answers streaming at once at peak", figure: t.concurrentStreams },
        { label: "new prefill tokens per message", figure: t.newPrefillTokens },
      ],
    },
    { title: `Large replica (${p.replicas.large.model})`, rows: replicaRows(p.replicas.large) },
    { title: `Small replica (${p.replicas.small.model})`, rows: replicaRows(p.replicas.small) },
    { title: "Fleet at peak, large model only", rows: deploymentRows(p.largeOnly) },
    {
      title: `Fleet at peak, ${num(p.inputs.routedSmallShare * 100)}% routed to the small model`,
      rows: deploymentRows(p.routed),
    },
    {
      title: "Safety guard (every message and its answer's sentences)",
      rows: [
        { label: "guard GPU time per message", figure: p.safety.guardGpuSecondsPerMessage },
        { label: "busy guard GPUs at peak", figure: p.safety.guardBusyGpus },
      ],
    },
    {
      title: "Cost",
      rows: [
        { label: "hosted API per 1,000 messages", figure: p.cost.hostedPerThousandMessages },
        { label: "self-hosting breaks even above", figure: p.cost.breakEvenDailyUsers },
        { label: "  same, hardware only (no ops cost)", figure: p.cost.breakEvenDailyUsersHardwareOnly },
      ],
    },
    {
      title: `One region (${num(p.inputs.regionGpuQuota)} GPUs at full use)`,
      rows: [
        { label: "as one large pool", figure: p.region.largePoolMessagesPerSecond },
        { label: "split: large pool", figure: p.region.splitLargeMessagesPerSecond },
        { label: "split: small pool", figure: p.region.splitSmallMessagesPerSecond },
      ],
    },
    {
      title: "Conversation store",
      rows: [
        { label: "writes/s at peak", figure: p.store.writesPerSecondAtPeak },
        { label: "storage per year", figure: p.store.bytesPerYear },
      ],
    },
    {
      title: "Gateway",
      rows: [
        { label: "new msg/s per instance", figure: p.gateway.messagesPerSecondPerInstance },
        { label: "instances (with headroom)", figure: p.gateway.instances },
        { label: "api cores at the measured rates", figure: p.gateway.apiCores },
      ],
    },
    ...regionSections(p),
  ];
}

/** The regions view (regions.ts): one section per region, then the fleet's bound for losing any one. */
function regionSections(p: Plan): Section[] {
  const view = p.regions;
  if (!view) return [];
  const sections: Section[] = view.regions.map((r) => ({
    title: `Region ${r.name} (UTC${r.utcOffsetHours >= 0 ? "+" : ""}${r.utcOffsetHours}, evening peak at ${String(Math.floor(r.peakHourUtc)).padStart(2, "0")}:${r.peakHourUtc % 1 ? "30" : "00"} UTC)`,
    rows: [
      { label: "daily users", figure: r.users },
      { label: "peak msg/s", figure: r.peakMessagesPerSecond },
      { label: "GPUs (own peak, with headroom)", figure: r.gpus },
      { label: "api instances", figure: r.apiInstances },
      { label: "api cores at the measured rates", figure: r.apiCores },
      { label: "log events/s at peak", figure: r.logEventsPerSecond },
      { label: "log partitions", figure: r.logPartitions },
      { label: "NATS servers", figure: r.natsServers },
      { label: "projector events/s to apply", figure: r.projectorEventsPerSecond },
      { label: "one projector's measured rate", figure: r.projectorRate },
      { label: "projector partitions", figure: r.projectorPartitions },
      { label: "dispatchers at the measured rate", figure: r.dispatchers },
      { label: "settlers at the measured rate", figure: r.settlers },
      { label: "summarizers at the measured rate", figure: r.summarizers },
      { label: `with ${r.largestNeighbour} lost: worst msg/s`, figure: r.withNeighbourMessagesPerSecond },
      { label: `with ${r.largestNeighbour} lost: GPUs`, figure: r.gpusToAbsorbNeighbour },
      { label: `with ${r.largestNeighbour} lost: api instances`, figure: r.apiInstancesToAbsorbNeighbour },
      { label: `with ${r.largestNeighbour} lost: log partitions`, figure: r.logPartitionsToAbsorbNeighbour },
      { label: "headroom to keep (GPUs)", figure: r.headroomToKeep },
    ],
  }));
  sections.push({
    title: "Regions together",
    rows: [
      { label: "GPUs (each region for its own peak)", figure: view.fleetGpus },
      { label: "GPUs to lose any one region", figure: view.fleetGpusToLoseAnyRegion },
    ],
  });
  return sections;
}

export function renderTable(p: Plan, explain = false): string {
  const sections = planSections(p);
  const width = Math.max(...sections.flatMap((s) => s.rows.map((r) => r.label.length))) + 2;
  const lines: string[] = [];
  for (const section of sections) {
    lines.push("", section.title);
    for (const row of section.rows) {
      lines.push(`  ${row.label.padEnd(width)}${formatValue(row.figure)}`);
      if (explain) lines.push(`  ${" ".repeat(width)}  = ${row.figure.formula}`);
    }
  }
  if (explain) lines.push("", ...MODELLING_CHOICES.map((line) => `note: ${line}`));
  return lines.join("\n").slice(1);
}

/** The choices that make DESIGN section 2's rows come out; printed under `--explain`. */
export const MODELLING_CHOICES = [
  "a prefix-cache hit prefills only the new turn (newMessageTokens), a miss the whole prompt.",
  "headroom multiplies the busy GPUs at peak (fleet = busy x (1 + headroom)), rounded up to whole replicas.",
  "'routed' counts both pools' GPUs; the fleet is sized for the peak and paid for all day.",
  "answers per replica = min(KV limit at prompt + answer tokens, largest batch whose decode step meets the target speed at the mean context prompt + answer/2).",
  "KV between turns is held for secondsBetweenTurns at the peak rate (Little's law); a server hosts one replica.",
  "a region's capacity is its GPU quota at full use (no headroom); regions needed use the fleet with headroom.",
  "break-even adds opsCostPerMonth (the team running the fleet) to the routed fleet's cost.",
  "the hosted API's prompt cache hits as often as ours: cached input = promptTokens - new prefill tokens.",
];

/** The plan as plain values (`--json`), or with unit and formula per figure when `withFormulas`. */
export function planJson(p: Plan, withFormulas = false): unknown {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    if ("formula" in node && "value" in node) {
      const f = node as Figure;
      const value = Number.isFinite(f.value) ? f.value : null;
      return withFormulas ? { value, unit: f.unit, formula: f.formula } : value;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk(p);
}
