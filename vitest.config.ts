import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "checklist", include: ["packages/checklist/src/**/*.test.ts"] } },
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "db", include: ["packages/db/src/**/*.test.ts"] } },
      { test: { name: "sheet", include: ["packages/sheet/src/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"], environment: "happy-dom" },
      },
    ],
  },
});
