import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createPreset } from "@listful/checklist";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, type Registered, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let owner: Registered;
let stranger: Registered;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { name: "Olive Owner" });
  stranger = await registerUser(t.app, { name: "Sam Stranger" });
});
afterAll(() => t.close());

async function savedWithUpload() {
  const saved = await owner.api.request("POST /api/checklist", {
    body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
  });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
  const uploaded = await owner.api.request("PUT /api/checklist/:id/image-upload", {
    params: { id: saved.id },
    body: { image: png.toString("base64") },
  });
  return { id: saved.id, image: uploaded.image ?? "" };
}

/** Page one as the thumbnail worker stores it, without needing Chromium here. */
function drawnThumbnail(id: string): string {
  const folder = path.join(t.config.uploadsDir, "previews", "checklists");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${id}.webp`), "RIFF....WEBP");
  return `/media/u/previews/checklists/${id}.webp?v=1`;
}

function fetchAs(url: string, who?: Registered) {
  return t.app.inject({
    method: "GET",
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
}

function share(id: string, isShared: boolean) {
  return owner.api.request("PUT /api/checklist/:id/share", { params: { id }, body: { isShared } });
}

describe(`a checklist's images follow its sharing (${dbKind})`, () => {
  it("serves a private checklist's images to its owner alone, never to a shared cache", async () => {
    const { id, image } = await savedWithUpload();
    for (const url of [image, drawnThumbnail(id)]) {
      const mine = await fetchAs(url, owner);
      expect(mine.statusCode, url).toBe(200);
      expect(mine.headers["cache-control"]).toBe("private, no-cache");
      expect((await fetchAs(url)).statusCode, url).toBe(404);
      expect((await fetchAs(url, stranger)).statusCode, url).toBe(404);
    }
  });

  it("stops serving a checklist's images to others the moment sharing ends", async () => {
    const { id, image } = await savedWithUpload();
    const thumbnail = drawnThumbnail(id);
    await share(id, true);
    const preview = await apiClient(t.app).request("GET /api/checklist/preview/:id", { params: { id } });
    expect(preview.image).toBe(image);
    for (const url of [image, thumbnail]) {
      const shared = await fetchAs(url);
      expect(shared.statusCode, url).toBe(200);
      // Caches must ask every time, so that no copy outlives the sharing.
      expect(shared.headers["cache-control"]).toBe("public, no-cache");
    }

    await share(id, false);
    await owner.api.request("PUT /api/checklist/:id/rename", {
      params: { id },
      body: { title: "Private plans" },
    });
    for (const url of [image, thumbnail]) {
      expect((await fetchAs(url)).statusCode, url).toBe(404);
      expect((await fetchAs(url, stranger)).statusCode, url).toBe(404);
      expect((await fetchAs(url, owner)).statusCode, url).toBe(200);
    }
  });

  it("answers a cached copy's revalidation with 304 only while it may be seen", async () => {
    const { id, image } = await savedWithUpload();
    await share(id, true);
    const first = await fetchAs(image);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: "GET", url: image, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    await share(id, false);
    const revoked = await t.app.inject({ method: "GET", url: image, headers: { "if-none-match": etag } });
    expect(revoked.statusCode).toBe(404);
  });

  it("keeps template thumbnails public and cacheable", async () => {
    mkdirSync(path.join(t.config.uploadsDir, "previews", "templates"), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, "previews", "templates", "1.webp"), "RIFF....WEBP");
    const served = await fetchAs("/media/u/previews/templates/1.webp?v=2");
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=3600");
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("refuses keys that climb out of storage", async () => {
    for (const url of ["/media/u/../jwt-secret", "/media/u/%2e%2e/jwt-secret", "/media/u/.hidden"]) {
      expect((await fetchAs(url)).statusCode, url).toBe(404);
    }
  });
});
