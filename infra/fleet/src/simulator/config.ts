/** The fleet simulator's inputs and their defaults: DESIGN's check region (section 6) at twice its planned load. */

import { DEFAULT_LADDER, type LadderConfig, type Rung } from "@chat/dispatcher";
import { REPLICAS, type ReplicaProfile } from "@chat/model";
import type { SimTier } from "./requests.ts";

export type SimPool = "large" | "small";

export type FleetConfig = {
  largeReplicas: number;
  smallReplicas: number;
  messagesPerSecond: number;
  durationS: number;
  /**
   * Seconds at the start left out of the figures. The load starts as a step to twice capacity, and the
   * ladder needs at least three 10 s moves to reach rung 3, so 60 s (not 30) keeps the climb out of the
   * steady-state figures; the per-window series (CSV, plot) shows the climb itself.
   */
  warmupS: number;
  /** Width of the time buckets of the series, seconds. */
  bucketS: number;
  plusShare: number;
  /** Share of messages the router sends to the small model (the classifier threshold). */
  smallShare: number;
  /** Tier-ordered queues at the replicas. Off: one arrival-ordered queue. */
  paidFirst: boolean;
  /** Highest rung the ladder may reach (0: no ladder). */
  maxRung: Rung;
  ladder: LadderConfig;
  patienceS: number;
  /**
   * KV an answer holds from admission. "answer": its final length, i.e. blocks allocated as it grows (vLLM,
   * TRT-LLM MAX_UTILIZATION) without modelling preemption; DESIGN sizes a replica this way (~100 answers of
   * 3,400 tokens). "max-tokens": prompt + max_tokens reserved up front (TRT-LLM's GUARANTEED_NO_EVICT):
   * fewer answers fit (~85 at a 1,000 cap) and rung 2's 300-token cap frees room as well as decode time.
   */
  kvReservation: "answer" | "max-tokens";
  /**
   * Rung 1's pool for a free message routed large: "sooner" (default) where it would start sooner
   * (`freePoolAtRung`); "literal" always the small pool, DESIGN's text.
   */
  rung1: "sooner" | "literal";
  tickS: number;
  seed: number;
  promptTokens: number;
  /** Tokens of each prompt that are new since the last turn (the rest is in the favourite's cache). */
  newPromptTokens: number;
  /** Mean Free answer after its cap (DESIGN ~400); answers are exponential, cut at the tier's cap. */
  meanAnswerTokens: number;
  maxAnswerTokens: Record<SimTier, number>;
  /** Distinct conversations; each message continues one at random. */
  conversations: number;
  /** Scale arrivals by 1 + amplitude x sin(2 pi t / period): a compressed daily curve. 0: flat. */
  dailyAmplitude: number;
  idlestCandidates: number;
  largeProfile: ReplicaProfile;
  smallProfile: ReplicaProfile;
};

export const DEFAULT_FLEET: FleetConfig = {
  largeReplicas: 230,
  smallReplicas: 580,
  messagesPerSecond: 7_000,
  durationS: 600,
  warmupS: 60,
  bucketS: 10,
  plusShare: 0.1,
  smallShare: 0.7,
  paidFirst: true,
  maxRung: 3,
  ladder: DEFAULT_LADDER,
  patienceS: 10,
  kvReservation: "answer",
  rung1: "sooner",
  tickS: 0.1,
  seed: 1,
  promptTokens: 3_000,
  newPromptTokens: 390,
  meanAnswerTokens: 400,
  maxAnswerTokens: { free: 1_000, plus: 2_000 },
  conversations: 200_000,
  dailyAmplitude: 0,
  idlestCandidates: 16,
  largeProfile: REPLICAS.large,
  smallProfile: REPLICAS.small,
};
