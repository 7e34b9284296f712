import {
  applyTick,
  CHECKLIST_VERSION,
  type Checklist,
  createPreset,
  setTitle,
  setUndated,
} from "@listful/checklist";
import { CHECKLIST_V1_FIXTURE } from "@listful/checklist/fixtures";
import { checklists } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_PERIOD } from "../src/modules/checklists/collection.service.ts";
import {
  apiClient,
  browserHeaders,
  createTestApp,
  dbKind,
  exchange,
  failure,
  registerUser,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

async function save(doc: Checklist) {
  return alice.api.request("POST /api/checklist", { body: { data: doc } });
}

function nextPeriod(id: string, body: { carryUnfinished?: boolean } = {}, api = alice.api) {
  return api.request("POST /api/checklist/:id/next-period", { params: { id }, body });
}

function habitsOf(doc: Checklist) {
  const grid = doc.blocks.find((block) => block.kind === "icon-field");
  if (grid?.kind !== "icon-field") throw new Error("no habit grid");
  return grid;
}

function itemsOf(doc: Checklist) {
  return doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? block.items : []));
}

/** November's habit tracker with the first habit done on the 1st and 2nd, and the first list item ticked. */
function tickedTracker(): Checklist {
  const doc = createPreset("habit-tracker", { start: "2026-11-01" });
  const rowId = habitsOf(doc).rows[0]?.id ?? "";
  const itemId = itemsOf(doc)[0]?.id ?? "";
  return [
    { kind: "icon-cell", rowId, day: 0, value: 1 },
    { kind: "icon-cell", rowId, day: 1, value: 1 },
    { kind: "item", itemId, isChecked: true },
  ].reduce<Checklist>((next, tick) => applyTick(next, tick as Parameters<typeof applyTick>[1]), doc);
}

describe(`POST /api/checklist/{id}/next-period (${dbKind})`, () => {
  it("answers 201 with the next month's copy: dates moved, ticks cleared, the same habits and items", async () => {
    const folder = await alice.api.request("POST /api/folders", { body: { name: "Habits" } });
    const saved = await save(tickedTracker());
    await alice.api.request("PUT /api/checklist/:id/move-to-folder", {
      params: { id: saved.id },
      body: { folderId: folder.id },
    });

    const answer = await exchange(alice.api, "POST /api/checklist/:id/next-period", {
      params: { id: saved.id },
      body: {},
    });
    expect(answer.status).toBe(201);
    const copy = answer.body;
    expect(copy.id).not.toBe(saved.id);
    expect(copy.folder).toEqual({ id: folder.id });
    expect(copy.period).toBe("month");
    expect(copy.data.timeframe).toEqual({ start: "2026-12-01", unit: "month", count: 1 });
    expect(copy.data.headline).toBe("December 2026");
    const before = habitsOf(saved.data);
    const after = habitsOf(copy.data);
    expect(after.rows.map((row) => row.text)).toEqual(before.rows.map((row) => row.text));
    expect(after.days).toBe(31);
    expect(after.rows.flatMap((row) => row.cells).every((cell) => cell === 0)).toBe(true);
    expect(itemsOf(copy.data).map((item) => item.text)).toEqual(itemsOf(saved.data).map((item) => item.text));
    expect(itemsOf(copy.data).some((item) => item.isChecked)).toBe(false);

    // The old one is left as it was, and both are in the collection.
    const old = await alice.api.request("GET /api/checklist/:id", { params: { id: saved.id } });
    expect(old.data).toEqual(saved.data);
    const { items } = await alice.api.request("GET /api/checklists", { query: { folder: folder.id } });
    expect(items.map((item) => item.id).sort()).toEqual([saved.id, copy.id].sort());
    expect(items.every((item) => item.period === "month")).toBe(true);
  });

  it("names the new period in a title that named the old one, and numbers any other as a copy", async () => {
    const named = await save(setTitle(tickedTracker(), { text: "November 2026 habits" }));
    expect((await nextPeriod(named.id)).title).toBe("December 2026 habits");

    const plain = await save(setTitle(tickedTracker(), { text: "Sleep and water" }));
    expect((await nextPeriod(plain.id)).title).toBe("Sleep and water (copy)");
    expect((await nextPeriod(plain.id)).title).toBe("Sleep and water (copy 2)");
  });

  it("with carryUnfinished keeps the unticked items and drops the ticked ones", async () => {
    const saved = await save(tickedTracker());
    const [done, ...open] = itemsOf(saved.data);
    const carried = await nextPeriod(saved.id, { carryUnfinished: true });
    expect(itemsOf(carried.data).map((item) => item.text)).toEqual(open.map((item) => item.text));
    expect(itemsOf(carried.data).map((item) => item.text)).not.toContain(done?.text);

    const everything = await nextPeriod(saved.id, { carryUnfinished: false });
    expect(itemsOf(everything.data)).toHaveLength(open.length + 1);
  });

  it("moves a daily checklist on to tomorrow and a weekly one to next week", async () => {
    const daily = await save(createPreset("daily-checklist", { start: "2026-11-26" }));
    expect(daily.period).toBe("day");
    expect((await nextPeriod(daily.id)).data.timeframe?.start).toBe("2026-11-27");
    const weekly = await save(createPreset("weekly-to-do-list", { start: "2026-11-22" }));
    expect(weekly.period).toBe("week");
    expect((await nextPeriod(weekly.id)).data.timeframe?.start).toBe("2026-11-29");
  });

  it("is the owner's only: another person gets 404, as for a checklist that is not there", async () => {
    const saved = await save(tickedTracker());
    expect((await failure(nextPeriod(saved.id, {}, bob.api))).status).toBe(404);
    // A guest is asked to sign in, as on every owner's call.
    expect((await failure(nextPeriod(saved.id, {}, apiClient(t.app)))).status).toBe(401);
    expect((await failure(nextPeriod(crypto.randomUUID()))).status).toBe(404);
  });

  it("refuses an undated checklist with 400 and says why", async () => {
    const undated = await save(setUndated(tickedTracker(), { isUndated: true }));
    expect(undated.period).toBeNull();
    // My collection's everyday page (no folder, no search) says it too.
    const { items } = await alice.api.request("GET /api/checklists", {});
    expect(items.find((item) => item.id === undated.id)?.period).toBeNull();
    const refused = await failure(nextPeriod(undated.id));
    expect(refused.status).toBe(400);
    expect(refused.envelope.error).toBe(NO_PERIOD);
  });

  it("refuses a checklist whose next period is past the last supported date with 400", async () => {
    const last = await save(createPreset("habit-tracker", { start: "2199-12-01" }));
    const refused = await failure(nextPeriod(last.id));
    expect(refused.status).toBe(400);
    expect(refused.envelope.error).toBe(NO_PERIOD);
  });

  it("refuses a body that is not { carryUnfinished: boolean } with 400", async () => {
    const saved = await save(tickedTracker());
    const send = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/checklist/${saved.id}/next-period`,
        headers: browserHeaders(alice.token),
        payload,
      });
    const count = async () => (await t.database.db.select().from(checklists)).length;
    const before = await count();
    for (const payload of ['{"carryUnfinished":"yes"}', '{"carryUnfinished":true,"title":"x"}', "[]"]) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error, payload).toEqual(expect.any(String));
    }
    expect(await count()).toBe(before);
  });

  it("serves a stored version 1 document migrated, ticks and saves it, and copies it on", async () => {
    const [row] = await t.database.db
      .insert(checklists)
      .values({ userId: alice.user.id, title: "Stored v1", data: CHECKLIST_V1_FIXTURE })
      .returning({ id: checklists.id });
    const id = row?.id ?? "";
    const params = { id };
    const read = await alice.api.request("GET /api/checklist/:id", { params });
    expect(read.data.version).toBe(CHECKLIST_VERSION);
    const item = itemsOf(read.data)[0];
    if (!item) throw new Error("the fixture has no list item");
    const ticked = await alice.api.request("PATCH /api/checklist/:id/check", {
      params,
      body: { kind: "item", itemId: item.id, isChecked: !item.isChecked },
    });
    expect(itemsOf(ticked.data)[0]?.isChecked).toBe(!item.isChecked);
    const renamed = { ...ticked.data, title: { ...ticked.data.title, text: "Saved again" } };
    const saved = await alice.api.request("PUT /api/checklist/:id", {
      params,
      body: { data: renamed, revision: ticked.revision },
    });
    expect(saved.title).toBe("Saved again");
    expect(saved.data.version).toBe(CHECKLIST_VERSION);
    expect(read.period).toBe("month");
    const next = await nextPeriod(id);
    expect(next.data.version).toBe(CHECKLIST_VERSION);
    expect(next.data.timeframe?.start).toBe("2025-04-01");
  });
});
