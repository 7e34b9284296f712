import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type S3StandIn, startS3StandIn } from "@listful/stand-ins/s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env.ts";
import { createStorage } from "../src/modules/media/create-storage.ts";
import type { Storage } from "../src/modules/media/storage.ts";

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3?.close());

/** The one storage interface, as each implementation is made from the settings. */
const implementations: [string, () => Record<string, string>][] = [
  ["local folder", () => ({})],
  ["S3-compatible bucket", () => s3.env],
];

describe.each(implementations)("storage contract: %s", (_name, env) => {
  let storage: Storage;
  beforeAll(() => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "listful-storage-")),
      ...env(),
    });
    storage = createStorage(config);
  });
  afterAll(() => storage.close());

  const bytes = Buffer.from("RIFF\0\0\0\0WEBPVP8 some image bytes");

  it("stores bytes and gives back the path that serves them", async () => {
    expect(await storage.put("previews/checklists/a1.webp", bytes)).toBe(
      "/media/u/previews/checklists/a1.webp",
    );
    const file = await storage.get("previews/checklists/a1.webp");
    expect(file?.bytes.equals(bytes)).toBe(true);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.modified).toBeInstanceOf(Date);
  });

  it("gives the same validator for the same bytes, and a new one when they change", async () => {
    await storage.put("templates/7.png", bytes);
    const first = await storage.get("templates/7.png");
    expect(first?.etag).toMatch(/^"[\w-]+"$/);
    expect(first?.contentType).toBe("image/png");
    await storage.put("templates/7.png", Buffer.concat([bytes, Buffer.from("more")]));
    const second = await storage.get("templates/7.png");
    expect(second?.etag).not.toBe(first?.etag);
    expect(second?.bytes.length).toBe(bytes.length + 4);
  });

  it("answers undefined for a missing key, and removes quietly twice", async () => {
    expect(await storage.get("checklists/nothing-here.webp")).toBeUndefined();
    await storage.put("checklists/gone.webp", bytes);
    await storage.remove("checklists/gone.webp");
    await storage.remove("checklists/gone.webp");
    expect(await storage.get("checklists/gone.webp")).toBeUndefined();
  });

  it("refuses keys that would climb out or hide", async () => {
    for (const key of ["../secret", "a/../../b.webp", ".hidden", "a//b.webp", "/abs.webp", ""]) {
      await expect(storage.put(key, bytes), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});
