/** Prompt building: the public surface for the api's wiring. */

export type { TreeNode } from "./branch.ts";
export { branchTo, newestLeafUnder, siblingsOf, uncoveredBranch } from "./branch.ts";
export type {
  BuildPromptInput,
  BuildPromptResult,
  CountedText,
  PromptMessage,
  Turn,
} from "./build-prompt.ts";
export { buildPrompt, countsInPrompt } from "./build-prompt.ts";
