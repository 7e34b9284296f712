import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, chromiumPath } from "./apps/server/src/lib/chromium.ts";

/** The API's tests that print through Chromium, and the renderer's own: the same on either database. */
const RENDER_TESTS = [
  "apps/server/test/pdf*.int.test.ts",
  "apps/server/test/thumbnails.int.test.ts",
  "apps/server/test/browser-pool.int.test.ts",
];

/**
 * The API's tests whose subject is not the database, so they run once, on PGlite: its unit tests, the server
 * process and the account scripts (each on a PGlite of its own whatever the run), file storage, the rate limits
 * (memory or Redis) and the module graph.
 */
const DATABASE_AGNOSTIC_TESTS = [
  "apps/server/src/**/*.test.ts",
  "apps/server/test/process.int.test.ts",
  "apps/server/test/create-user.int.test.ts",
  "apps/server/test/promote-user.int.test.ts",
  "apps/server/test/storage.int.test.ts",
  "apps/server/test/rate-limit.int.test.ts",
  "apps/server/test/module-graph.test.ts",
];

/** The API's test files that replace a module (`vi.mock`): they need a module graph of their own. */
const MOCKING_TESTS = ["apps/server/test/auth.int.test.ts"];

/**
 * The API's unit and integration tests, on PGlite unless `env` names PostgreSQL; `skip` leaves some out. The
 * files of a worker share one module graph: each file builds its own app on its own database, and importing the
 * server afresh for every file took a third of the time. Those that mock a module run isolated, in a project of
 * their own.
 */
function server(name = "server", env: Record<string, string> = {}, skip: string[] = []) {
  const exclude = [
    "apps/server/test/fault/**",
    "apps/server/test/print/**",
    "apps/server/test/cluster/**",
    ...RENDER_TESTS,
    ...skip,
  ];
  const shared = { testTimeout: 30_000, hookTimeout: 60_000, env };
  return [
    {
      test: {
        name,
        include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
        exclude: [...exclude, ...MOCKING_TESTS],
        isolate: false,
        ...shared,
      },
    },
    { test: { name: `${name}-isolated`, include: MOCKING_TESTS, exclude, ...shared } },
  ];
}

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: one on a two-core machine. The integration and
    // print tests spend much of their time waiting on Chromium and the database, so one more than the cores.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: "checklist", include: ["packages/checklist/src/**/*.test.ts"] } },
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "db", include: ["packages/db/src/**/*.test.ts"], testTimeout: 30_000 } },
      {
        test: {
          name: "sheet",
          include: ["packages/sheet/src/**/*.test.{ts,tsx}"],
          // The sheet's print tests run Chromium as the server's PDF renderer does; the settings are the
          // server's, handed over here so the React package depends on no server code. A print test lays out
          // and shoots a whole sheet, which on a busy two-core machine takes longer than Vitest's 5 s default.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          provide: { chromium: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } },
        },
      },
      ...server(),
      // Prints through Chromium: what these test is the renderer, not the database, so they run once (on PGlite).
      {
        test: {
          name: "print",
          include: ["apps/server/test/print/**/*.test.ts", ...RENDER_TESTS],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
      // The database package and the API's database tests again on the PostgreSQL server that TEST_DATABASE_URL
      // names (a throw-away database per file), in the same run, so both databases' tests share the workers.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "db-postgres",
                include: ["packages/db/src/**/*.test.ts"],
                testTimeout: 30_000,
                env: { LISTFUL_TEST_DB: "postgres" },
              },
            },
            ...server("server-postgres", { LISTFUL_TEST_DB: "postgres" }, DATABASE_AGNOSTIC_TESTS),
          ]
        : []),
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
