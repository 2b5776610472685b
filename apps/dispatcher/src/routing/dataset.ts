/**
 * Labelled and judged rows (JSONL), as the training and tuning commands read them.
 * A labelled row says whether the small model's answer lost to the large model's in a judged comparison;
 * a judged row also carries the classifier's score for that prompt.
 */

import { Tier } from "@chat/events";
import { z } from "zod";
import type { RouterInput } from "./types.ts";

export const LabelledRow = z.object({
  id: z.string().optional(),
  prompt: z.string().min(1),
  contentTokens: z.number().int().nonnegative(),
  depth: z.number().int().nonnegative().default(0),
  tier: Tier.default("free"),
  previousTurnTokens: z.array(z.number().int().nonnegative()).default([]),
  /** True when the judge preferred the large model's answer. */
  smallLost: z.boolean(),
  /** The judge's averaged preference for the large answer in [0, 1] (0.5 = tie), both answer orders. */
  judgedScore: z.number().min(0).max(1).optional(),
  /** The classifier's score, present in judged files fed to the tuner. */
  score: z.number().min(0).max(1).optional(),
  category: z.string().optional(),
  language: z.string().optional(),
});
export type LabelledRow = z.infer<typeof LabelledRow>;

/** Parses JSONL text; an error names the source and line. Blank lines are skipped. */
export function parseJsonl(text: string, source: string): LabelledRow[] {
  const rows: LabelledRow[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1}: not JSON (${(error as Error).message})`);
    }
    const parsed = LabelledRow.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${source}:${index + 1}: ${issue?.path.join(".") || "row"}: ${issue?.message}`);
    }
    rows.push(parsed.data);
  }
  return rows;
}

export function rowToInput(row: LabelledRow): RouterInput {
  return {
    text: row.prompt,
    contentTokens: row.contentTokens,
    depth: row.depth,
    tier: row.tier,
    previousTurnTokens: row.previousTurnTokens,
  };
}
