// `npm run bench:api`: the authenticated read and the sign-in under load, next to a bare Fastify hello-world
// measured in the same run. Uses PostgreSQL when DATABASE_URL is set, else PGlite. Prints JSON.
import { load } from "./lib/load.ts";
import { startServer } from "./lib/servers.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ORIGIN = "http://localhost:3000";

const hello = await startServer("hello");
const floor = await load({ url: `${hello.url}/`, durationSeconds: DURATION });
await hello.stop();

const app = await startServer("app");
const credentials = { email: `bench-${Date.now()}@example.com`, password: "a benchmark passphrase" };
const registered = await fetch(`${app.url}/api/register`, {
  method: "POST",
  headers: { origin: ORIGIN, "content-type": "application/json" },
  body: JSON.stringify({ name: "Bench", ...credentials }),
});
if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
const { token } = (await registered.json()) as { token: string };

const userRead = await load({
  url: `${app.url}/api/user`,
  headers: { authorization: `Bearer ${token}` },
  durationSeconds: DURATION,
});
const login = await load({
  url: `${app.url}/api/login`,
  method: "POST",
  headers: { origin: ORIGIN, "content-type": "application/json" },
  body: JSON.stringify(credentials),
  durationSeconds: DURATION,
});
await app.stop();

const ratio = userRead.requestsPerSecond / floor.requestsPerSecond;
console.log(
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
      connections: 50,
      durationSeconds: DURATION,
      helloWorld: floor,
      authenticatedGetUser: { ...userRead, ratioToHelloWorld: Number(ratio.toFixed(3)) },
      login,
      targets: {
        getUserRatio: { want: ">= 0.15", ok: ratio >= 0.15 },
        getUserP99: { want: "<= 50 ms", ok: userRead.p99Ms <= 50 },
        getUserErrors: { want: 0, ok: userRead.errors === 0 && userRead.non2xx === 0 },
        loginP99: { want: "<= 300 ms", ok: login.p99Ms <= 300 },
      },
    },
    null,
    2,
  ),
);
