import { defineConfig } from "vitest/config";

// One vitest set-up for the monorepo: one project per workspace package.
// Tests are tiered by name: *.unit.spec.ts (pure), *.int.spec.ts (real NATS/Postgres/Redis),
// *.e2e.spec.ts (the whole stack): `npm run test:unit`, `test:int`, `test:e2e` select a tier by name,
// `npx vitest run --project api` one package.
const packages = [
  "events",
  "infra/model",
  "infra/platform",
  "infra/sim",
  "infra/fleet",
  "infra/gate",
  "infra/stack",
  "infra/cli",
  "apps/api",
  "apps/dispatcher",
  "apps/gpu-worker",
  "apps/projector",
  "apps/summarizer",
  "apps/web",
];

// End-to-end tests that bound a wall-clock time (Plus's first-token p95 under twice the capacity, the pause
// a failover costs) measure the stack, not the machine: they run alone, one file at a time, after every
// other file. Sharing two cores with a dozen other stacks once took Plus's p95 from ~600 ms to 4.6 s.
const timed = ["infra/stack/src/shedding.e2e.spec.ts", "infra/stack/src/failover.e2e.spec.ts"];

export default defineConfig({
  test: {
    // Finds (or, with Docker, starts) NATS, Postgres and Redis, then runs the idempotent set-up.
    globalSetup: ["infra/stack/src/global-setup.ts"],
    projects: [
      ...packages.map((dir) => ({
        test: {
          name: dir.replace(/^(apps|infra)\//, ""),
          root: dir,
          include: ["src/**/*.spec.ts"],
          exclude: timed.filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1)),
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      })),
      {
        test: {
          name: "timed",
          root: ".",
          include: timed,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
