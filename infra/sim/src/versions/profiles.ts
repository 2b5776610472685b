/**
 * Simulated model versions: each answers with a quality per category, a factual accuracy and its own
 * refusal behaviour, so the release gate (`npm run gate`) has something to judge. Data in profiles.json:
 *   v1               the version in service
 *   v2-demo          the demo candidate: slightly better everywhere but code, where it regresses
 *   v2               better everywhere
 *   v2-overcautious  refuses edgy-but-harmless prompts too often
 */

import { REPLICAS } from "@chat/model";
import { z } from "zod";
import { CATEGORIES, type Category } from "./categories.ts";
import data from "./profiles.json" with { type: "json" };

const Share = z.number().min(0).max(1);

export const VersionProfile = z
  .object({
    description: z.string(),
    /** Seeds the per-prompt variation of its answers. */
    seed: z.number().int(),
    /** The hardware and model its replicas run (hardware.ts): its load figures follow from it. */
    replica: z.enum(Object.keys(REPLICAS) as [keyof typeof REPLICAS, ...(keyof typeof REPLICAS)[]]),
    /** Mean share of the substantive (rather than vague) sentences in its answers, per category. */
    quality: z.object(
      Object.fromEntries(CATEGORIES.map((c) => [c, Share])) as Record<Category, typeof Share>,
    ),
    /** Share of the simulated world's facts it states correctly. */
    factualAccuracy: Share,
    /** Its own refusals: of harmful requests, and of harmless ones (over-refusal). */
    refusal: z.object({ harmful: Share, harmless: Share }).strict(),
  })
  .strict();
export type VersionProfile = z.infer<typeof VersionProfile> & { name: string };

const PROFILES: Record<string, VersionProfile> = Object.fromEntries(
  Object.entries(data).map(([name, p]) => [name, { ...VersionProfile.parse(p), name }]),
);

export const CURRENT_VERSION = "v1";
export const DEMO_CANDIDATE = "v2-demo";

export function versionNames(): string[] {
  return Object.keys(PROFILES);
}

/** The profile of a simulated version; throws naming the known ones. */
export function versionProfile(name: string): VersionProfile {
  const p = PROFILES[name];
  if (!p) throw new RangeError(`unknown model version "${name}" (known: ${versionNames().join(", ")})`);
  return p;
}
