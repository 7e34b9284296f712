import { checkTemplateLayout } from "@listful/checklist";
import { templateStats } from "@listful/db";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { dbKind, failure } from "./helpers.ts";

import { admin, create, setUpAdminApp, t } from "./support/admin-app.ts";

setUpAdminApp();

describe(`the seeded library under curation (${dbKind})`, () => {
  it("keeps every seeded template within the rules a save checks", async () => {
    for (const row of await admin.api.request("GET /api/admin/templates", { query: {} })) {
      if (!row.isPublished) continue;
      const detail = await admin.api.request("GET /api/admin/template/:id", { params: { id: row.id } });
      expect(checkTemplateLayout(detail.data), row.slug).toEqual([]);
    }
  });

  it("does not bring back a seeded template an admin deleted or renamed when the seed runs again", async () => {
    const list = await admin.api.request("GET /api/admin/templates", { query: { category: "mood-tracker" } });
    const [deleted, renamed] = list;
    if (!deleted || !renamed) throw new Error("the seed has mood trackers");
    await admin.api.request("POST /api/admin/template/:id/unpublish", { params: { id: deleted.id } });
    await admin.api.request("DELETE /api/admin/template/:id", { params: { id: deleted.id } });
    const detail = await admin.api.request("GET /api/admin/template/:id", { params: { id: renamed.id } });
    await admin.api.request("PUT /api/admin/template/:id", {
      params: { id: renamed.id },
      body: {
        title: detail.title,
        slug: `${renamed.slug}-renamed`,
        type: detail.type,
        category: detail.category,
        description: detail.description,
        isPremium: detail.isPremium,
        isPublished: detail.isPublished,
        data: detail.data,
      },
    });
    const count = (await admin.api.request("GET /api/admin/templates", { query: {} })).length;
    await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
    const after = await admin.api.request("GET /api/admin/templates", { query: {} });
    expect(after).toHaveLength(count);
    expect(after.some((x) => x.slug === deleted.slug || x.slug === renamed.slug)).toBe(false);
  });
});

describe(`template stats over time (${dbKind})`, () => {
  it("counts views and downloads per template, day and list over a range", async () => {
    const { template } = await create();
    const at = (iso: string) => new Date(iso);
    await t.database.db.insert(templateStats).values([
      { templateId: template.id, event: 1, type: 2, createdAt: at("2026-02-01T08:00:00Z") },
      { templateId: template.id, event: 1, type: 2, createdAt: at("2026-02-01T23:00:00Z") },
      { templateId: template.id, event: 2, type: 2, createdAt: at("2026-02-01T09:00:00Z") },
      { templateId: template.id, event: 1, type: 1, createdAt: at("2026-02-03T09:00:00Z") },
      { templateId: template.id, event: 1, type: 1, createdAt: at("2026-02-09T09:00:00Z") },
    ]);
    const stats = await admin.api.request("GET /api/admin/templates/stats", {
      query: { from: "2026-02-01", to: "2026-02-03", templateId: template.id },
    });
    expect(stats).toEqual({
      from: "2026-02-01",
      to: "2026-02-03",
      templates: [{ id: template.id, title: template.title, slug: template.slug, views: 3, downloads: 1 }],
      points: [
        { date: "2026-02-01", templateId: template.id, list: "gallery", views: 2, downloads: 1 },
        { date: "2026-02-03", templateId: template.id, list: "create", views: 1, downloads: 0 },
      ],
    });
    const row = (await admin.api.request("GET /api/admin/templates", { query: {} })).find(
      (x) => x.id === template.id,
    );
    expect(row).toMatchObject({ views: 4, downloads: 1 });
    const backwards = await failure(
      admin.api.request("GET /api/admin/templates/stats", {
        query: { from: "2026-02-03", to: "2026-02-01" },
      }),
    );
    expect(backwards.status).toBe(400);
    const tooLongRange = await failure(
      admin.api.request("GET /api/admin/templates/stats", {
        query: { from: "2024-01-01", to: "2026-02-01" },
      }),
    );
    expect(tooLongRange.status).toBe(400);
  });
});
