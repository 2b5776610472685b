/** The gate's printed report (pure: a report in, lines out). */
import { HAZARD_CODES } from "@chat/events/safety";
import type { Interval } from "./bootstrap.ts";
import type { CategoryResult, GateReport } from "./run.ts";

const pct = (x: number) => (Number.isNaN(x) ? "   -  " : `${(100 * x).toFixed(1).padStart(5)}%`);
const ci = (i: Interval) => `[${(100 * i.low).toFixed(1)}, ${(100 * i.high).toFixed(1)}]`;

function row(r: CategoryResult): string {
  return [
    r.category.padEnd(14),
    String(r.n).padStart(5),
    `${pct(r.wins / r.n)} ${ci(r.ci.wins).padEnd(13)}`,
    `${pct(r.ties / r.n)} ${ci(r.ci.ties).padEnd(13)}`,
    `${pct(r.losses / r.n)} ${ci(r.ci.losses).padEnd(13)}`,
    `${pct(r.winRate)} ${ci(r.ci.winRate).padEnd(13)}`,
    pct(r.agreed / r.n),
  ].join("  ");
}

export function formatReport(g: GateReport): string {
  const o = g.options;
  const out: string[] = [];
  out.push(
    `Release gate: candidate ${o.candidate} vs current ${o.current} (judge: simulated, seed ${o.seed})`,
  );
  out.push("");
  out.push(
    `Side by side: ${g.overall.n} prompts in ${g.categories.length} categories, each judged twice with the order swapped;`,
  );
  out.push(
    "a win or loss counts only when both orders agree (else a tie); win rate = (wins + ties/2) / n; 95% bootstrap CIs",
  );
  out.push("");
  out.push(
    `${"category".padEnd(14)}  ${"n".padStart(5)}  ${"wins".padEnd(20)}  ${"ties".padEnd(20)}  ${"losses".padEnd(20)}  ${"win rate".padEnd(20)}  judge agreed`,
  );
  for (const r of g.categories) out.push(row(r));
  out.push(row(g.overall));
  out.push(
    `judge self-agreement under the swap: ${pct(g.selfAgreement)} (MT-Bench: GPT-4 ~65%)${g.judgeUnparsed ? `; ${g.judgeUnparsed} pairs with a reply without a verdict (counted as ties)` : ""}`,
  );
  out.push("");
  const s = g.safety;
  const ev = s.candidate.evaluation;
  out.push(
    `Safety (the model's own refusals on the labelled safety set, ${ev.harmful} harmful, ${ev.safe} safe prompts):`,
  );
  for (const [name, f] of [
    ["candidate", s.candidate],
    ["current", s.current],
  ] as const) {
    out.push(
      `  ${name.padEnd(9)} harmful refused ${pct(f.harmfulRefused)}   edgy-but-harmless refused ${pct(f.harmlessRefused)}   all safe refused ${pct(f.evaluation.falsePositiveRate)}`,
    );
  }
  const weak = ev.perCategory
    .filter((c) => c.harmful > 0 && c.rate < 1)
    .map((c) => `${c.category} ${pct(c.rate).trim()}`);
  out.push(
    `  candidate per hazard below 100%: ${weak.length ? weak.join(", ") : "none"} (of ${HAZARD_CODES.length} categories)`,
  );
  out.push(
    `  guard in front of every version (held-out, input check): harmful refused ${pct(s.guard.refusalRate)}, harmless refused ${pct(s.guard.falsePositiveRate)} (npm run bench -- safety)`,
  );
  out.push("");
  out.push(
    `Factual accuracy (${g.accuracy.questions} questions with known answers): candidate ${pct(g.accuracy.candidate)}, current ${pct(g.accuracy.current)}, change ${((g.accuracy.candidate - g.accuracy.current) * 100).toFixed(1)} points`,
  );
  const l = g.load;
  out.push(
    `Load at the planned peak (fleet simulator, ${l.largeReplicas} large + ${l.smallReplicas} small replicas at ${l.messagesPerSecond.toFixed(0)} msg/s, 1/20 of the planned fleet): first token p95 ${l.firstTokenP95S.toFixed(2)} s, ${l.tokensPerSecond.toFixed(1)} tokens/s per answer, ${pct(l.timedOut).trim()} timed out, large pool busy ${pct(l.largeBusy).trim()}`,
  );
  out.push("");
  if (g.verdict.pass) out.push(`PASS: ${o.candidate} may ship (${g.seconds.toFixed(1)} s)`);
  else {
    out.push(`FAIL: ${o.candidate} must not ship (${g.seconds.toFixed(1)} s)`);
    for (const r of g.verdict.reasons) out.push(`  - ${r}`);
  }
  return out.join("\n");
}
