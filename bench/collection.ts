// `npm run bench:collection`: My collection's reads with 1,000 checklists for one user, next to a bare
// Fastify hello-world measured in the same run. Meant for PostgreSQL (DATABASE_URL); prints JSON.
import { createPreset } from "@listful/checklist";
import { load } from "./lib/load.ts";
import { startServer } from "./lib/servers.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CHECKLISTS = Number(process.env.BENCH_CHECKLISTS ?? 1000);
const ORIGIN = "http://localhost:3000";

const hello = await startServer("hello");
const floor = await load({ url: `${hello.url}/`, durationSeconds: DURATION });
await hello.stop();

const app = await startServer("app");
const registered = await fetch(`${app.url}/api/register`, {
  method: "POST",
  headers: { origin: ORIGIN, "content-type": "application/json" },
  body: JSON.stringify({
    name: "Bench",
    email: `bench-${Date.now()}@example.com`,
    password: "a benchmark passphrase",
  }),
});
if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
const { token } = (await registered.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

const types = ["daily-checklist", "habit-tracker", "weekly-to-do-list", "gratitude-journal"] as const;
const ids: string[] = [];
for (let start = 0; start < CHECKLISTS; start += 20) {
  const batch = Array.from({ length: Math.min(20, CHECKLISTS - start) }, async (_, i) => {
    const response = await fetch(`${app.url}/api/checklist`, {
      method: "POST",
      headers: { ...auth, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ data: createPreset(types[(start + i) % types.length] ?? "daily-checklist") }),
    });
    if (!response.ok) throw new Error(`save failed: ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  });
  await Promise.all(batch);
}

// Statistics as autovacuum keeps them on a live database, so the planner uses the collection's index.
await import("pg").then(async ({ default: pg }) => {
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("analyze checklists");
  await client.end();
});

const list = await load({
  url: `${app.url}/api/checklists?page=3`,
  headers: auth,
  durationSeconds: DURATION,
});
const one = await load({
  url: `${app.url}/api/checklist/${ids[Math.floor(ids.length / 2)]}`,
  headers: auth,
  durationSeconds: DURATION,
});
await app.stop();

const ratio = (r: number) => Number((r / floor.requestsPerSecond).toFixed(3));
const ok = (r: typeof list) =>
  r.requestsPerSecond >= 1500 && r.p99Ms <= 50 && r.errors === 0 && r.non2xx === 0;
console.log(
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
      checklists: CHECKLISTS,
      connections: 50,
      durationSeconds: DURATION,
      helloWorld: floor,
      listPageOf12: { ...list, ratioToHelloWorld: ratio(list.requestsPerSecond) },
      getChecklist: { ...one, ratioToHelloWorld: ratio(one.requestsPerSecond) },
      targets: {
        want: ">= 1500 req/s and p99 <= 50 ms with no errors, each",
        listPageOf12: ok(list),
        getChecklist: ok(one),
      },
    },
    null,
    2,
  ),
);
