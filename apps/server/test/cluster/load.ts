import { BALANCER } from "./harness.ts";

export type LoadResult = {
  answers: { at: number; status: number; servedBy: string }[];
  failures: number;
  failureSamples: string[];
};

/**
 * Keeps `concurrency` reads going through the balancer for a while (the template gallery, and the signed-in
 * person's account when a token is given), and counts every answer that is not a 200 as a failure.
 */
export async function load(options: {
  token: string | undefined;
  durationMs: number;
  concurrency: number;
}): Promise<LoadResult> {
  const result: LoadResult = { answers: [], failures: 0, failureSamples: [] };
  const until = Date.now() + options.durationMs;
  const urls = options.token ? ["/api/templates", "/api/user"] : ["/api/templates", "/healthz"];
  async function worker(n: number) {
    for (let i = n; Date.now() < until; i++) {
      const url = urls[i % urls.length] as string;
      try {
        const response = await fetch(`${BALANCER}${url}`, {
          headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        });
        await response.arrayBuffer();
        result.answers.push({
          at: Date.now(),
          status: response.status,
          servedBy: response.headers.get("x-served-by") ?? "",
        });
        if (response.status !== 200) {
          result.failures += 1;
          result.failureSamples.push(`${url} ${response.status}`);
        }
      } catch (error) {
        result.failures += 1;
        result.failureSamples.push(`${url} ${String(error)} ${String((error as Error).cause)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, (_, n) => worker(n)));
  return result;
}
