import type { DatabaseHandle } from "@listful/db";
import { createTestDatabase } from "@listful/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobClaims } from "../src/lib/job-claims.ts";
import { dbKind } from "./helpers.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`claims on shared work (${dbKind})`, () => {
  it("lets one instance at a time hold a key, and another take it once released", async () => {
    const a = createJobClaims(database.db, "instance-a");
    const b = createJobClaims(database.db, "instance-b");
    expect(await a.claim("previews/checklists/1.webp", 60_000)).toBe(true);
    expect(await b.claim("previews/checklists/1.webp", 60_000)).toBe(false);
    expect(await b.claim("previews/checklists/2.webp", 60_000)).toBe(true);
    await b.release("previews/checklists/1.webp"); // not b's: changes nothing
    expect(await b.claim("previews/checklists/1.webp", 60_000)).toBe(false);
    await a.release("previews/checklists/1.webp");
    expect(await b.claim("previews/checklists/1.webp", 60_000)).toBe(true);
  });

  it("gives exactly one of many claiming at once the key", async () => {
    const holders = Array.from({ length: 8 }, (_, i) => createJobClaims(database.db, `instance-${i}`));
    const won = await Promise.all(holders.map((h) => h.claim("previews/templates/4.webp", 60_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it("lets a claim left by an instance that died run out", async () => {
    const dead = createJobClaims(database.db, "dead");
    const alive = createJobClaims(database.db, "alive");
    expect(await dead.claim("previews/templates/9.webp", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await alive.claim("previews/templates/9.webp", 60_000)).toBe(true);
  });
});
