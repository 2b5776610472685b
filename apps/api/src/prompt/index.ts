/** Prompt building: the public surface for the api's wiring. */

export type {
  BuildPromptInput,
  BuildPromptResult,
  CountedText,
  PromptMessage,
  Turn,
} from "./build-prompt.ts";
export { buildPrompt, countsInPrompt } from "./build-prompt.ts";
