/** The api's `GET /v1/ops/overview` answer, as the page reads it (apps/api/src/ops/overview.ts). */
export type Pool = "large" | "small";

export type OpsOverview = {
  at: number;
  windowS: number;
  instance: { id: string; streams: number };
  apis?: Array<{ id: string; streams: number; heartbeatAgeMs: number; stale: boolean }>;
  versions?: Array<{
    version: string;
    messages: number;
    refused: number;
    errors: number;
    firstTokenP95Ms: number | null;
  }>;
  pools: {
    pool: Pool;
    replicas: number;
    serving: number;
    busyShare: number | null;
    kvUse: number | null;
    waiting: number;
  }[];
  replicas: {
    replicaId: string;
    pool: Pool;
    version: string;
    status: "serving" | "starting" | "engine-down" | "stale";
    running: number;
    waiting: number;
    queuedPromptTokens: number;
    kvUse: number;
    busy: number;
    heartbeatAgeMs: number;
  }[];
  ladder: {
    rung: number | null;
    movedAt: number | null;
    series: { at: number; rung: number }[];
    lastMove: { at: number; from: number; to: number; busyShare: number; line: number } | null;
  };
  router: {
    small: number;
    large: number;
    smallShare: number | null;
    series: { at: number; small: number; large: number }[];
  };
  judge: {
    pool: Pool;
    candidateVersion: string;
    currentVersion: string;
    n: number;
    wins: number;
    ties: number;
    losses: number;
    agreed: number;
    winRate: number | null;
  }[];
  rollouts: { pool: Pool; current: string; candidate: string | null; stage: string }[];
  /** With several regions: each one's state as this api sees it (absent from older apis). */
  regions?: Array<{
    region: string;
    up: boolean;
    rung: number;
    expectedWaitS: Record<string, number>;
    liveReplicas: number;
    ageMs: number;
  }>;
  partial: string[];
};
