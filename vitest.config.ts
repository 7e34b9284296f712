import { defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, chromiumPath } from "./apps/server/src/lib/chromium.ts";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "checklist", include: ["packages/checklist/src/**/*.test.ts"] } },
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "db", include: ["packages/db/src/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          name: "sheet",
          include: ["packages/sheet/src/**/*.test.{ts,tsx}"],
          // The sheet's print tests run Chromium as the server's PDF renderer does; the settings are the
          // server's, handed over here so the React package depends on no server code.
          provide: { chromium: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } },
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/fault/**", "apps/server/test/print/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Prints through the PDF route; it needs no database of its own, so it runs once, not per database.
      {
        test: {
          name: "print",
          include: ["apps/server/test/print/**/*.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
      // Three instances behind HAProxy on PostgreSQL, Redis and a local S3-compatible server: `npm run test:cluster`.
      ...(process.env.LISTFUL_CLUSTER_TESTS === "1"
        ? [
            {
              test: {
                name: "cluster",
                include: ["apps/server/test/cluster/**/*.test.ts"],
                testTimeout: 60_000,
              },
            },
          ]
        : []),
      // Restarts the PostgreSQL server, so it runs alone, after everything else, when asked for.
      ...(process.env.LISTFUL_FAULT_TESTS === "1"
        ? [{ test: { name: "fault", include: ["apps/server/test/fault/**/*.test.ts"], testTimeout: 90_000 } }]
        : []),
      {
        test: { name: "web", include: ["apps/web/app/**/*.test.{ts,tsx}"], environment: "happy-dom" },
      },
    ],
  },
});
