/** Capacity planner: size the GPU fleet from tokens (DESIGN section 2). Pure; the CLI is `src/cli/plan.ts`. */

export type { PlanCommand } from "./args.ts";
export { parsePlanArgs, usage } from "./args.ts";
export type { Figure } from "./figure.ts";
export { figure, PlannerInputError } from "./figure.ts";
export type { Deployment, PoolPlan } from "./fleet.ts";
export { deploy } from "./fleet.ts";
export type { InputsResult, PlanInputs, PoolName } from "./inputs.ts";
export { DEFAULT_INPUTS, mergeInputs, parsePlanInputs, planInputsSchema, withInput } from "./inputs.ts";
export type { Plan } from "./plan.ts";
export { plan } from "./plan.ts";
export type { ReplicaSizing } from "./replica.ts";
export { newPrefillTokens, sizeReplica } from "./replica.ts";
export { MODELLING_CHOICES, planJson, renderTable } from "./report.ts";
export type { VaryRow, VarySpec } from "./vary.ts";
export { parseVary, renderVary, varyPlans } from "./vary.ts";
