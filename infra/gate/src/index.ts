/**
 * @chat/gate: the release gate (`npm run gate`): a candidate model against the current one on the prompt
 * set, each pair judged twice with the order swapped, per-category win rates with bootstrap intervals, the
 * safety figures and the load check, and the ship rule.
 */

export { mapLimit } from "./ask.ts";
export type { FactQuestion } from "./data.ts";
export { loadFacts, loadPrompts, writeData } from "./data.ts";
export { formatReport } from "./report.ts";
export type { CategoryResult, GateOptions, GateReport } from "./run.ts";
export { runGate } from "./run.ts";
export type { GateFigures, Verdict } from "./verdict.ts";
export { decide, RULES } from "./verdict.ts";
