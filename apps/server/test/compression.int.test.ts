import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { createTestApp, dbKind, type TestApp } from "./helpers.ts";

// Runs against the built web app (`npm run build -w @listful/web`), whose build step precompresses its files.
const CLIENT_BUILD = new URL("../../web/build/client", import.meta.url).pathname;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
});
afterAll(() => t.close());

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
}

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** The first script and stylesheet the login page links, from its HTML. */
/** A script and a stylesheet a page links up front (not one that hydrates when idle, which preloads none). */
async function linkedAssets() {
  const html = (await get("/forgot-password")).body;
  if (!html.includes("<html")) throw new Error(html.slice(0, 500));
  const script = /<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error("The page links no script or stylesheet.");
  return { script, stylesheet };
}

describe(`compressed answers (${dbKind})`, () => {
  it("sends pages as Brotli or gzip, whichever the browser accepts, and says it varies", async () => {
    const plain = await get("/login");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accepts, expected] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await get("/login", accepts);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"], accepts).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const html = decode(expected, response.rawPayload).toString("utf8");
      expect(html).toContain("<html");
      expect(response.rawPayload.length).toBeLessThan(html.length / 2);
    }
  });

  it("compresses API answers above a kilobyte and leaves small ones as they are", async () => {
    const templates = await get("/api/templates", "br");
    expect(templates.headers["content-encoding"]).toBe("br");
    expect(templates.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode("br", templates.rawPayload).toString("utf8"))).toEqual(
      (await get("/api/templates")).json(),
    );
    // Compressed in one call, not streamed (larger than the stream's smallest size on two cores): its length
    // is known before it is sent.
    expect(templates.rawPayload.length).toBeGreaterThan(0);
    expect(Number(templates.headers["content-length"])).toBe(templates.rawPayload.length);
    expect(templates.headers["transfer-encoding"]).toBeUndefined();

    const health = await get("/healthz", "br");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual((await get("/healthz")).json());
  });

  it("sends the build's precompressed copy of a hashed file, cached for a year", async () => {
    const { script, stylesheet } = await linkedAssets();
    for (const url of [script, stylesheet]) {
      const original = (await get(url)).rawPayload;
      for (const encoding of ["br", "gzip"] as const) {
        const response = await get(url, encoding);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["content-encoding"], url).toBe(encoding);
        expect(response.headers["content-type"], url).toMatch(
          url.endsWith(".js") ? /javascript/ : /text\/css/,
        );
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(encoding, response.rawPayload).equals(original), url).toBe(true);
        // The copy written at build time, not one compressed for this request.
        const suffix = encoding === "br" ? ".br" : ".gz";
        expect(response.rawPayload.equals(readFileSync(`${CLIENT_BUILD}${url}${suffix}`)), url).toBe(true);
        expect(response.rawPayload.length).toBeLessThan(original.length / 2);
      }
    }
  });

  it("gives the site's pictures versioned addresses, cached for a year", async () => {
    const html = (await get("/login")).body;
    const pictures = [...html.matchAll(/<img[^>]*src="([^"]+\.svg)"/g)].map((match) => match[1] as string);
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) {
      expect(url).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.svg$/);
      const response = await get(url, "br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/image\/svg\+xml/);
      expect(response.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
  });
});
