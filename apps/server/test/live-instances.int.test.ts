import { createPreset } from "@listful/checklist";
import { LIVE_CLOSE } from "@listful/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, registerUser, type TestApp } from "./helpers.ts";
import { type LiveClient, openLive } from "./support/live-client.ts";

/** A real Redis server when the run names one (TEST_REDIS_URL), as a real PostgreSQL is named. */
const redisServers = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe.each(redisServers)(`a live list across instances, through Redis %s (${dbKind})`, (redisUrl) => {
  const env = { REDIS_URL: redisUrl };
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const open: LiveClient[] = [];
  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ database: a.database, env });
    urlA = await a.app.listen({ port: 0, host: "127.0.0.1" });
    urlB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await b.close();
    await a.close();
  });

  it("tells a page on one instance of a tick made on the other, counts everyone, and closes visitors there", async () => {
    const owner = await registerUser(a.app, { name: "Grace Hopper" });
    const api = apiClient(a.app, { token: owner.token });
    const saved = await api.request("POST /api/checklist", {
      body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
    });
    await api.request("PUT /api/checklist/:id/share", {
      params: { id: saved.id },
      body: { isShared: true, access: "tick" },
    });
    const onA = await openLive(urlA, saved.id, { token: owner.token });
    const onB = await openLive(urlB, saved.id);
    open.push(onA, onB);
    const both = await onA.next("presence", (message) => message.count === 2);
    expect(both.people.map((person) => person.label).sort()).toEqual(["GH", "Guest"]);
    await onB.next("presence", (message) => message.count === 2);

    const block = saved.data.blocks.find((entry) => entry.kind === "interactive-list");
    const itemId = block?.kind === "interactive-list" ? (block.items[0]?.id ?? "") : "";
    const ticked = await apiClient(b.app).request("PATCH /api/checklist/preview/:id/check", {
      params: { id: saved.id },
      body: { kind: "item", itemId, isChecked: true },
    });
    expect(await onA.next("ticked")).toMatchObject({ revision: ticked.revision, tick: { itemId } });

    await api.request("PUT /api/checklist/:id/share", {
      params: { id: saved.id },
      body: { isShared: false },
    });
    expect(await onB.closed).toMatchObject({ code: LIVE_CLOSE.notShared });
    await onA.next("presence", (message) => message.count === 1);
  });
});
