// `npm test`: the whole suite. Types; lint (Biome's rules with the workspace boundaries, then knip for unused
// code and undeclared or unused dependencies); unit and API integration tests (on PGlite, and in the same run on
// PostgreSQL when TEST_DATABASE_URL is set: vitest.config.ts); then the browser tests against the built app in
// Debian Chromium.
import { ensureChromium } from "./ensure-chromium.mjs";
import { buildWebIfStale, hasHaproxy, run } from "./lib.ts";

ensureChromium();
const steps: [string, () => Promise<number>][] = [
  ["typecheck", () => run("npm", ["run", "typecheck", "--silent"])],
  ["lint and dependency check", () => run("npm", ["run", "lint", "--silent"])],
  // The PDF tests print through the built web app, so build it first.
  [
    "build the web app",
    async () => {
      await buildWebIfStale();
      return 0;
    },
  ],
  [
    process.env.TEST_DATABASE_URL
      ? "unit and integration tests (PGlite and PostgreSQL)"
      : "unit and integration tests (PGlite)",
    () => run("vitest", ["run"]),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    "PostgreSQL restart fault test",
    () =>
      run("vitest", ["run", "--project", "fault"], {
        env: { LISTFUL_TEST_DB: "postgres", LISTFUL_FAULT_TESTS: "1" },
      }),
  ]);
}
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && hasHaproxy()) {
  steps.push([
    "cluster test (three instances behind HAProxy)",
    () => run("vitest", ["run", "--project", "cluster"], { env: { LISTFUL_CLUSTER_TESTS: "1" } }),
  ]);
}
steps.push([
  "browser tests (Chromium)",
  async () => {
    ensureChromium();
    await buildWebIfStale();
    return run("playwright", ["test"], { cwd: "apps/e2e" });
  },
]);

const started = Date.now();
const took: string[] = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const code = await step();
  took.push(`${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log(`\n${took.join("\n")}\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
