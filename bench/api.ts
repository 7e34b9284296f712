// `npm run bench:api`: the authenticated read and the sign-in under load, next to a bare Fastify hello-world
// measured in the same run; then, one at a time, a sign-in with a wrong password against one with an unknown
// e-mail (they must take about as long, or the timing tells which e-mails have accounts). Uses PostgreSQL when
// DATABASE_URL is set, else PGlite. Prints JSON.
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

/** Median milliseconds of failed sign-ins, one after another. */
async function failedSignInMs(email: string, runs = 15): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/login`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "not the password at all" }),
    });
    await response.arrayBuffer();
    if (response.status !== 401) throw new Error(`a failed sign-in answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(runs / 2)] ?? 0).toFixed(2));
}
const wrongPasswordMs = await failedSignInMs(credentials.email);
const unknownEmailMs = await failedSignInMs(`nobody-${Date.now()}@example.com`);
const signInGapMs = Number(Math.abs(wrongPasswordMs - unknownEmailMs).toFixed(2));
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
      failedSignIn: { wrongPasswordMs, unknownEmailMs, gapMs: signInGapMs },
      targets: {
        getUserRatio: { want: ">= 0.15", ok: ratio >= 0.15 },
        getUserP99: { want: "<= 50 ms", ok: userRead.p99Ms <= 50 },
        getUserErrors: { want: 0, ok: userRead.errors === 0 && userRead.non2xx === 0 },
        loginP99: { want: "<= 300 ms", ok: login.p99Ms <= 300 },
        failedSignInGap: { want: "<= 10 ms", ok: signInGapMs <= 10 },
      },
    },
    null,
    2,
  ),
);
