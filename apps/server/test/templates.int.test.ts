import { BACKGROUNDS, parseChecklist, TEMPLATE_LIBRARY, TEMPLATE_TYPES } from "@listful/checklist";
import type { TemplateList, TemplateStatsEvent } from "@listful/contracts";
import { backgrounds, eq, templates } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import {
  apiClient,
  browserHeaders,
  createTestApp,
  dbKind,
  exchange,
  failure,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
});
afterAll(() => t.close());

const guest = () => apiClient(t.app);
const templateData = (id: string | number) =>
  guest().request("GET /api/templates/:id/data", { params: { id } });

describe(`the template catalogue (${dbKind})`, () => {
  it("lists every template of the library by orderBy, five or more per type, without their documents", async () => {
    const response = await exchange(guest(), "GET /api/templates");
    expect(response.status).toBe(200);
    const list = response.body;
    expect(list.length).toBe(TEMPLATE_LIBRARY.length);
    expect(list.length).toBeGreaterThanOrEqual(45);
    for (const type of TEMPLATE_TYPES) {
      expect(list.filter((x) => x.category === type.slug).length, type.slug).toBeGreaterThanOrEqual(5);
    }
    expect(list.some((x) => x.isPremium)).toBe(true);
    // Each says how its page is turned, so a card keeps the page's aspect.
    expect(list.find((x) => x.slug === "fitness-habit-tracker")?.orientation).toBe("landscape");
    expect(list.find((x) => x.slug === "daily-checklist")?.orientation).toBe("portrait");
    expect(list.every((x) => x.description.length > 0)).toBe(true);
    expect(list.map((x) => x.orderBy)).toEqual([...list.map((x) => x.orderBy)].sort((a, b) => a - b));
    expect(new Set(list.map((x) => x.category))).toEqual(new Set(TEMPLATE_TYPES.map((x) => x.slug)));
    expect(list[0]).toMatchObject({
      id: 1,
      slug: "daily-checklist",
      type: "gallery",
      checklistId: null,
      isPremium: false,
    });
    expect(list[0]).not.toHaveProperty("data");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("filters by list type and refuses an unknown one", async () => {
    const byType = (type: TemplateList) => guest().request("GET /api/templates/:type", { params: { type } });
    expect(await byType("gallery")).toHaveLength(TEMPLATE_LIBRARY.length);
    expect(await byType("create")).toEqual([]);
    // A list the types do not have, so the request is raw.
    expect((await t.app.inject({ method: "GET", url: "/api/templates/other" })).statusCode).toBe(400);
  });

  it("answers a template's document, valid by the checklist schema", async () => {
    for (const { id } of await guest().request("GET /api/templates")) {
      const body = await templateData(id);
      expect(body.id).toBe(id);
      expect(parseChecklist(body.data).ok, `template ${id}`).toBe(true);
    }
  });

  it("answers 404 for an unknown template and 400 for a malformed id", async () => {
    expect((await failure(templateData(9999))).status).toBe(404);
    expect((await failure(templateData("abc"))).status).toBe(400);
    expect((await failure(templateData(-1))).status).toBe(400);
  });

  it("lists the nine categories and the backgrounds, whose images are served", async () => {
    const categories = await guest().request("GET /api/templates-category");
    expect(categories.map((c) => c.slug)).toEqual(TEMPLATE_TYPES.map((x) => x.slug));
    const list = await guest().request("GET /api/backgrounds");
    // Numbered as the model lists them: documents name a background by its id.
    expect(list.map(({ id, slug, isPremium }) => ({ id, slug, isPremium }))).toEqual(
      BACKGROUNDS.map(({ id, slug, isPremium }) => ({ id, slug, isPremium })),
    );
    for (const background of list) {
      const image = await t.app.inject({ method: "GET", url: background.image });
      expect(image.statusCode, background.image).toBe(200);
      expect(image.headers["content-type"]).toMatch(/image\/svg\+xml/);
    }
  });

  it("seeds idempotently and keeps edits", async () => {
    await t.database.db.update(templates).set({ title: "Edited by an admin" }).where(eq(templates.id, 2));
    const before = await t.database.db.select().from(templates);
    await seedDatabase(t.database.db);
    expect(await t.database.db.select().from(templates)).toHaveLength(TEMPLATE_LIBRARY.length);
    expect((await t.database.db.select().from(templates)).map((row) => row.updatedAt)).toEqual(
      before.map((row) => row.updatedAt),
    );
    expect(await t.database.db.select().from(backgrounds)).toHaveLength(
      (await guest().request("GET /api/backgrounds")).length,
    );
    const [edited] = await t.database.db.select().from(templates).where(eq(templates.id, 2));
    expect(edited?.title).toBe("Edited by an admin");
  });

  it("adds the designs a database seeded by an older library lacks, after the ones it has", async () => {
    const newest = TEMPLATE_LIBRARY.at(-1);
    await t.database.db.delete(templates).where(eq(templates.slug, newest?.slug ?? ""));
    await seedDatabase(t.database.db);
    const rows = await t.database.db.select().from(templates);
    expect(rows).toHaveLength(TEMPLATE_LIBRARY.length);
    const [added] = rows.filter((row) => row.slug === newest?.slug);
    expect(added?.id).toBeGreaterThan(TEMPLATE_LIBRARY.length);
    expect(added?.orderBy).toBe(TEMPLATE_LIBRARY.length - 1);
  });

  it("is open to guests", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/templates" });
    expect(response.statusCode).toBe(200);
  });
});

describe(`template stats (${dbKind})`, () => {
  const report = (body: TemplateStatsEvent, headers?: Record<string, string>) =>
    apiClient(t.app, headers ? { headers } : {}).request("POST /template/stats", { body });

  it("records views and downloads from either list and totals them, most viewed first", async () => {
    for (const body of [
      { templateId: 2, event: 1, type: 1 },
      { templateId: 2, event: 1, type: 1 },
      { templateId: 2, event: 2, type: 1 },
      { templateId: 3, event: 1, type: 1 },
      { templateId: 3, event: 1, type: 2 },
    ] satisfies TemplateStatsEvent[]) {
      expect(await report(body), JSON.stringify(body)).toEqual({ message: "Recorded." });
    }
    const totals = await exchange(guest(), "GET /template/stats");
    expect(totals.status).toBe(200);
    expect(totals.body).toEqual({
      create: [
        { templateId: 2, views: 2, downloads: 1 },
        { templateId: 3, views: 1, downloads: 0 },
      ],
      gallery: [{ templateId: 3, views: 1, downloads: 0 }],
    });
  });

  it("refuses what is not an event with 400, an unknown template with 404, and another site with 403", async () => {
    // Events the typed client cannot build, sent as they are.
    for (const body of [
      { templateId: 2, event: 3, type: 1 },
      { templateId: 2, event: 1, type: 0 },
      { templateId: "2", event: 1, type: 1 },
      { templateId: 2, event: 1, type: 1, extra: true },
      {},
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/template/stats",
        headers: browserHeaders(),
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("validation_error");
    }
    expect((await failure(report({ templateId: 999_999, event: 1, type: 2 }))).status).toBe(404);
    const foreign = await failure(
      report({ templateId: 2, event: 1, type: 2 }, { origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
  });
});
