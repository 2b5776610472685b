import { defineConfig } from "vitest/config";

// One vitest set-up for the monorepo: one project per workspace package.
// Tests are tiered by name: *.unit.spec.ts (pure), *.int.spec.ts (real NATS/Postgres/Redis),
// *.e2e.spec.ts (the whole stack). `vitest run --project unit` style filters select a tier.
const packages = [
  "events",
  "infra",
  "apps/api",
  "apps/dispatcher",
  "apps/gpu-worker",
  "apps/projector",
  "apps/summarizer",
];

export default defineConfig({
  test: {
    projects: packages.map((dir) => ({
      test: {
        name: dir.replace("apps/", ""),
        root: dir,
        include: ["src/**/*.spec.ts"],
        testTimeout: 30_000,
        hookTimeout: 30_000,
      },
    })),
  },
});
