/**
 * Capacity planner CLI: `npm run plan -- [scenario.json] [--json] [--explain] [--vary input=from..to]`.
 * Thin: reads the scenario file and prints; every rule is in `../planner/`.
 */
import { readFileSync } from "node:fs";
import {
  PlannerInputError,
  parsePlanArgs,
  plan,
  planJson,
  renderTable,
  renderVary,
  usage,
  varyPlans,
} from "@chat/fleet";

function main(argv: string[]): number {
  const command = parsePlanArgs(argv, (path) => readFileSync(path, "utf8"));
  if (command.help) {
    console.log(usage());
    return 0;
  }
  if (command.vary) {
    const rows = varyPlans(command.inputs, command.vary, command.steps);
    console.log(
      command.json ? JSON.stringify({ vary: command.vary, rows }, null, 2) : renderVary(command.vary, rows),
    );
    return 0;
  }
  const result = plan(command.inputs);
  console.log(
    command.json
      ? JSON.stringify(planJson(result, command.explain), null, 2)
      : renderTable(result, command.explain),
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof PlannerInputError)) throw error;
  console.error(`plan: ${error.message}`);
  process.exitCode = 2;
}
