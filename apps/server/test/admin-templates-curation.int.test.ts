import { createPreset } from "@listful/checklist";
import { ADMIN_MESSAGES } from "@listful/contracts";
import { adminAudit, eq } from "@listful/db";
import { describe, expect, it } from "vitest";
import { apiClient, dbKind, failure } from "./helpers.ts";

import {
  admin,
  create,
  setUpAdminApp,
  shownIn,
  someone,
  superAdmin,
  t,
  templateBody,
} from "./support/admin-app.ts";

setUpAdminApp();

describe(`publishing, ordering and deleting (${dbKind})`, () => {
  it("unpublishes at once everywhere people look, and a checklist made from it still opens and saves", async () => {
    const { template } = await create({ title: "Wombat unpublish routine" });
    const guest = apiClient(t.app);
    const copy = await someone.api.request("POST /api/checklist", {
      body: { data: createPreset("daily-checklist", { start: "2026-03-10" }), templateId: template.id },
    });
    await guest.request("POST /template/stats", { body: { templateId: template.id, event: 1, type: 2 } });

    const unpublished = await admin.api.request("POST /api/admin/template/:id/unpublish", {
      params: { id: template.id },
    });
    expect(unpublished.message).toBe(ADMIN_MESSAGES.templateUnpublished);
    expect(unpublished.template.isPublished).toBe(false);
    expect(await shownIn(guest, template.id)).toEqual({ all: false, lists: false });
    const search = await guest.request("GET /api/search", { query: { q: "wombat", type: "templates" } });
    expect(search.results).toHaveLength(0);
    const stats = await guest.request("GET /template/stats");
    expect(stats.gallery.some((x) => x.templateId === template.id)).toBe(false);
    expect(
      (await failure(guest.request("GET /api/templates/:id/data", { params: { id: template.id } }))).status,
    ).toBe(404);
    // Nobody starts a new checklist from a draft; the admins still open it in the editor.
    const fresh = await failure(
      someone.api.request("POST /api/checklist", {
        body: { data: createPreset("daily-checklist"), templateId: template.id },
      }),
    );
    expect(fresh.status).toBe(400);
    expect((await admin.api.request("GET /api/templates/:id/data", { params: { id: template.id } })).id).toBe(
      template.id,
    );
    // The copy made before opens and saves.
    const opened = await someone.api.request("GET /api/checklist/:id", { params: { id: copy.id } });
    expect(opened.template).toBe(template.id);
    const edited = await someone.api.request("PUT /api/checklist/:id", {
      params: { id: copy.id },
      body: {
        data: { ...opened.data, title: { ...opened.data.title, text: "Still mine" } },
        revision: opened.revision,
      },
    });
    expect(edited.title).toBe("Still mine");

    const published = await admin.api.request("POST /api/admin/template/:id/publish", {
      params: { id: template.id },
    });
    expect(published.message).toBe(ADMIN_MESSAGES.templatePublished);
    expect(await shownIn(guest, template.id)).toEqual({ all: true, lists: true });
  });

  it("filters the admin table by type, category, published and premium", async () => {
    const draft = await create({ isPublished: false, type: "create", category: null, isPremium: true });
    expect(draft.template.isPublished).toBe(false);
    const drafts = await admin.api.request("GET /api/admin/templates", { query: { published: "false" } });
    expect(drafts.every((x) => !x.isPublished)).toBe(true);
    expect(drafts.map((x) => x.id)).toContain(draft.template.id);
    const filtered = await admin.api.request("GET /api/admin/templates", {
      query: { type: "create", category: "none", premium: "true" },
    });
    expect(filtered.map((x) => x.id)).toEqual([draft.template.id]);
    const habits = await admin.api.request("GET /api/admin/templates", {
      query: { category: "habit-tracker" },
    });
    expect(habits.length).toBeGreaterThan(0);
    expect(habits.every((x) => x.category === "habit-tracker")).toBe(true);
  });

  it("reorders: the named templates take the places they held, nobody ties, the rest stay put", async () => {
    const before = await admin.api.request("GET /api/admin/templates", { query: {} });
    const [a, b, c] = before;
    if (!a || !b || !c) throw new Error("the seed has templates");
    const saved = await admin.api.request("PUT /api/admin/templates/order", { body: { ids: [c.id, a.id] } });
    expect(saved.message).toBe(ADMIN_MESSAGES.templateOrderSaved);
    const after = await admin.api.request("GET /api/admin/templates", { query: {} });
    expect(after.slice(0, 3).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(after.slice(3).map((x) => x.id)).toEqual(before.slice(3).map((x) => x.id));
    const orders = after.map((x) => x.orderBy);
    expect(new Set(orders).size).toBe(orders.length);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
    const publicOrder = (await apiClient(t.app).request("GET /api/templates")).map((x) => x.id);
    expect(publicOrder.indexOf(c.id)).toBeLessThan(publicOrder.indexOf(a.id));
    const unknown = await failure(
      admin.api.request("PUT /api/admin/templates/order", { body: { ids: [2_000_000] } }),
    );
    expect(unknown.status).toBe(404);
    const twice = await failure(
      admin.api.request("PUT /api/admin/templates/order", { body: { ids: [a.id, a.id] } }),
    );
    expect(twice.status).toBe(400);
    const detail = await admin.api.request("GET /api/admin/template/:id", { params: { id: a.id } });
    expect(detail.audit[0]).toMatchObject({ action: "template.reorder", actor: { id: admin.user.id } });
  });

  it("deletes only a draft; checklists made from it survive", async () => {
    const { template } = await create();
    const copy = await someone.api.request("POST /api/checklist", {
      body: { data: createPreset("daily-checklist"), templateId: template.id },
    });
    const refused = await failure(
      admin.api.request("DELETE /api/admin/template/:id", { params: { id: template.id } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.envelope.error).toBe(ADMIN_MESSAGES.deletePublished);
    await admin.api.request("POST /api/admin/template/:id/unpublish", { params: { id: template.id } });
    const deleted = await admin.api.request("DELETE /api/admin/template/:id", {
      params: { id: template.id },
    });
    expect(deleted.message).toBe(ADMIN_MESSAGES.templateDeleted);
    expect(
      (await failure(admin.api.request("GET /api/admin/template/:id", { params: { id: template.id } })))
        .status,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: template.image ?? "" })).statusCode).toBe(404);
    const kept = await someone.api.request("GET /api/checklist/:id", { params: { id: copy.id } });
    expect(kept.template).toBeNull();
    await someone.api.request("PUT /api/checklist/:id", {
      params: { id: copy.id },
      body: { data: kept.data, revision: kept.revision },
    });
    const [entry] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.templateId, template.id))
      .orderBy(adminAudit.id);
    expect(entry?.action).toBe("template.create");
    const gone = await t.database.db.select().from(adminAudit).where(eq(adminAudit.templateId, template.id));
    expect(gone.map((x) => x.action)).toContain("template.delete");
  });

  it("moves the library's version on with every change, and not with a refused one", async () => {
    const version = async () => (await apiClient(t.app).request("GET /api/templates/version")).version;
    const start = await version();
    const body = await templateBody();
    const { template } = await admin.api.request("POST /api/admin/template", { body });
    expect(await version()).toBe(start + 1);
    const params = { id: template.id };
    const { title, slug, type, data } = body;
    await admin.api.request("PUT /api/admin/template/:id", {
      params,
      body: { title: `${title}, renamed`, slug, type, data },
    });
    expect(await version()).toBe(start + 2);
    const refused = await failure(admin.api.request("DELETE /api/admin/template/:id", { params }));
    expect(refused.status).toBe(409);
    expect(await version()).toBe(start + 2);
    await admin.api.request("POST /api/admin/template/:id/unpublish", { params });
    await admin.api.request("PUT /api/admin/templates/order", { body: { ids: [template.id] } });
    await admin.api.request("DELETE /api/admin/template/:id", { params });
    expect(await version()).toBe(start + 5);
    // Asked before every cached copy of the library is used: never kept by a cache.
    const answer = await t.app.inject({ method: "GET", url: "/api/templates/version" });
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("lists a template's audit entries, newest first, with who, when, before and after", async () => {
    const { template } = await create();
    await admin.api.request("POST /api/admin/template/:id/unpublish", { params: { id: template.id } });
    await superAdmin.api.request("POST /api/admin/template/:id/publish", { params: { id: template.id } });
    const detail = await admin.api.request("GET /api/admin/template/:id", { params: { id: template.id } });
    expect(detail.data.title.text).toBeTruthy();
    expect(detail.audit.map((x) => x.action)).toEqual([
      "template.publish",
      "template.unpublish",
      "template.create",
    ]);
    const [publish, unpublish, created] = detail.audit;
    expect(publish?.actor).toMatchObject({ id: superAdmin.user.id, name: "Sam Super" });
    expect(unpublish?.actor?.id).toBe(admin.user.id);
    expect(unpublish?.before).toMatchObject({ isPublished: true, slug: template.slug });
    expect(unpublish?.after).toMatchObject({ isPublished: false });
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ title: template.title, document: { bytes: expect.any(Number) } });
    expect(Date.parse(created?.createdAt ?? "")).toBeLessThanOrEqual(Date.parse(publish?.createdAt ?? ""));
  });
});
