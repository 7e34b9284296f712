import { createPreset } from "@listful/checklist";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dbKind, failure, type Registered, registerUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let alice: Registered;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { name: "Alice Owner" });
});
afterAll(() => t.close());

function save(user: Registered) {
  return user.api.request("POST /api/checklist", {
    body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
  });
}

const asOwner = () => ({ authorization: `Bearer ${alice.token}` });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();

describe(`image upload (${dbKind})`, () => {
  it("stores a re-encoded image and serves it", async () => {
    const saved = await save(alice);
    const image = `data:image/png;base64,${(await png(400, 300)).toString("base64")}`;
    const uploaded = await alice.api.request("PUT /api/checklist/:id/image-upload", {
      params: { id: saved.id },
      body: { image },
    });
    const path = uploaded.image ?? "";
    expect(path).toMatch(/^\/media\/u\/checklists\/.+\.webp$/);
    const served = await t.app.inject({ method: "GET", url: path, headers: asOwner() });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("keeps only the newest upload, and removes it with the checklist", async () => {
    const saved = await save(alice);
    const upload = async (width: number) => {
      const body = { image: (await png(width, 100)).toString("base64") };
      const uploaded = await alice.api.request("PUT /api/checklist/:id/image-upload", {
        params: { id: saved.id },
        body,
      });
      return uploaded.image ?? "";
    };
    const first = await upload(100);
    const second = await upload(120);
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: asOwner() })).statusCode;
    expect(await get(first)).toBe(404);
    expect(await get(second)).toBe(200);
    await alice.api.request("DELETE /api/checklist/:id", { params: { id: saved.id } });
    expect(await get(second)).toBe(404);
  });

  it.each([
    ["bad base64", "not base64 at all!!"],
    ["not an image", Buffer.from("<svg onload=alert(1)></svg>").toString("base64")],
    [
      "a truncated png",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString("base64"),
    ],
  ])("refuses %s with 400", async (_label, image) => {
    const saved = await save(alice);
    const refused = await failure(
      alice.api.request("PUT /api/checklist/:id/image-upload", { params: { id: saved.id }, body: { image } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.envelope.errors).toHaveProperty("image");
  });

  it("refuses an image over 2 MB and a pixel bomb", async () => {
    const saved = await save(alice);
    // Noise does not compress: 850 x 850 x 3 bytes is a PNG just over 2 MB, whose base64 fits the body limit.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 850 * 850 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 850, height: 850, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const upload = (image: Buffer) =>
      alice.api.request("PUT /api/checklist/:id/image-upload", {
        params: { id: saved.id },
        body: { image: image.toString("base64") },
      });
    const big = await failure(upload(noise));
    expect(big.status).toBe(400);
    expect(big.envelope.errors).toEqual({ image: "The image must be at most 2 MB." });
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await failure(upload(bomb));
    expect(refused.status).toBe(400);
    expect(refused.envelope.errors).toEqual({ image: "The image must be at most 25 megapixels." });
  });
});
