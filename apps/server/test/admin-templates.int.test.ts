import { randomBytes } from "node:crypto";
import { type Checklist, checkTemplateLayout, createPreset, setItemOptions } from "@listful/checklist";
import { ADMIN_MESSAGES, type AdminTemplateCreateBody, type ApiClient } from "@listful/contracts";
import { adminAudit, eq, templateStats } from "@listful/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import {
  apiClient,
  browserHeaders,
  createTestApp,
  dbKind,
  failure,
  type Registered,
  registerUser,
  setRoles,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
let admin: Registered;
let superAdmin: Registered;
let someone: Registered;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
  admin = await withRoles(await registerUser(t.app, { name: "Ada Admin" }), ["ROLE_USER", "ROLE_ADMIN"]);
  superAdmin = await withRoles(await registerUser(t.app, { name: "Sam Super" }), [
    "ROLE_USER",
    "ROLE_SUPERADMIN",
  ]);
  someone = await registerUser(t.app, { name: "Una User" });
});
afterAll(() => t.close());

async function withRoles(user: Registered, roles: string[]): Promise<Registered> {
  await setRoles(t, user.user.id, roles);
  return user;
}

const pngBase64 = async (width = 400, height = 560) =>
  (
    await sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer()
  ).toString("base64");

let slugs = 0;
async function templateBody(
  overrides: Partial<AdminTemplateCreateBody> = {},
): Promise<AdminTemplateCreateBody> {
  slugs += 1;
  return {
    title: `Morning routine ${slugs}`,
    slug: `morning-routine-${slugs}-${dbKind}`,
    type: "gallery",
    category: "daily-checklist",
    description: "A calm start, one tick at a time.",
    isPremium: false,
    isPublished: true,
    data: createPreset("daily-checklist", { start: "2026-03-10" }),
    image: `data:image/png;base64,${await pngBase64()}`,
    ...overrides,
  };
}

async function create(overrides: Partial<AdminTemplateCreateBody> = {}) {
  return admin.api.request("POST /api/admin/template", { body: await templateBody(overrides) });
}

/** A document that breaks rule 3: its list runs onto a second portrait page. */
function tooLong(): Checklist {
  const doc = setItemOptions(createPreset("daily-checklist", { start: "2026-03-10" }), { maxlength: 60 });
  return {
    ...doc,
    nextId: 2000,
    blocks: doc.blocks.map((block, index) =>
      index === doc.blocks.findIndex((b) => b.kind === "list" || b.kind === "interactive-list") &&
      (block.kind === "list" || block.kind === "interactive-list")
        ? {
            ...block,
            items: Array.from({ length: 90 }, (_, index) => ({
              id: `i${900 + index}`,
              text: `Item number ${index + 1}`,
              isChecked: false,
              depth: 1 as const,
            })),
          }
        : block,
    ),
  };
}

async function shownIn(client: ApiClient, id: number) {
  const [all, gallery, create] = await Promise.all([
    client.request("GET /api/templates"),
    client.request("GET /api/templates/:type", { params: { type: "gallery" } }),
    client.request("GET /api/templates/:type", { params: { type: "create" } }),
  ]);
  return {
    all: all.some((x) => x.id === id),
    lists: gallery.some((x) => x.id === id) || create.some((x) => x.id === id),
  };
}

function adminRoutes() {
  return t.app.routeTable.filter((route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD");
}

function concrete(url: string) {
  return url.replace(":id", url.startsWith("/api/admin/team") ? "00000000-0000-4000-8000-000000000000" : "1");
}

describe(`admin template routes are hidden (${dbKind})`, () => {
  it("answers 404 to guests, users and plain admins on the routes not theirs, like an unknown endpoint", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const route of routes) {
      const isTeam = route.url.startsWith("/api/admin/team");
      const callers = isTeam ? [undefined, someone.token, admin.token] : [undefined, someone.token];
      for (const token of callers) {
        const hasBody = route.method !== "GET" && route.method !== "DELETE";
        const response = await t.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: browserHeaders(token),
          ...(hasBody ? { payload: "{}" } : {}),
        });
        const label = `${route.method} ${route.url} as ${token === admin.token ? "admin" : token ? "user" : "guest"}`;
        expect(response.statusCode, label).toBe(404);
        expect(response.json().error, label).toBe("There is no such API endpoint.");
      }
    }
  });

  it("refuses a demoted admin at once, with the same token", async () => {
    const demoted = await withRoles(await registerUser(t.app), ["ROLE_USER", "ROLE_ADMIN"]);
    expect(await demoted.api.request("GET /api/admin/templates", { query: {} })).not.toHaveLength(0);
    await withRoles(demoted, ["ROLE_USER"]);
    const refused = await failure(demoted.api.request("GET /api/admin/templates", { query: {} }));
    expect(refused.status).toBe(404);
    expect((await demoted.api.request("GET /api/user")).id).toBe(demoted.user.id);
  });
});

describe(`creating and updating templates (${dbKind})`, () => {
  it("refuses a template without a preview: 400 Preview is required.", async () => {
    const body = await templateBody({ image: null });
    const refused = await failure(admin.api.request("POST /api/admin/template", { body }));
    expect(refused.status).toBe(400);
    expect(refused.envelope.error).toBe(ADMIN_MESSAGES.previewRequired);
    // From a checklist, on a server that cannot draw page one: still a preview to upload.
    const { id } = await someone.api.request("POST /api/checklist", { body: { data: body.data } });
    const undrawn = await failure(
      admin.api.request("POST /api/admin/template", { body: { ...body, checklistId: id } }),
    );
    expect(undrawn.status).toBe(400);
    expect(undrawn.envelope.error).toBe(ADMIN_MESSAGES.previewRequired);
    const list = await admin.api.request("GET /api/admin/templates", { query: {} });
    expect(list.some((x) => x.slug === body.slug)).toBe(false);
  });

  it("creates a template with an uploaded preview, shown at once in the lists, search and the landing data", async () => {
    const body = await templateBody({ title: "Quokka sunrise routine" });
    const saved = await admin.api.request("POST /api/admin/template", { body });
    expect(saved.message).toBe("Template created.");
    expect(saved.printProblems).toEqual([]);
    expect(saved.template).toMatchObject({
      slug: body.slug,
      title: "Quokka sunrise routine",
      type: "gallery",
      category: "daily-checklist",
      isPublished: true,
      imageUploaded: true,
      views: 0,
      downloads: 0,
      updatedBy: { id: admin.user.id, name: "Ada Admin" },
    });
    expect(saved.template.image).toMatch(/^\/media\/u\/templates\/[0-9a-f]+\.webp$/);
    const served = await t.app.inject({ method: "GET", url: saved.template.image ?? "" });
    expect(served.statusCode).toBe(200);
    // Without an orderBy it goes after every other template.
    const all = await apiClient(t.app).request("GET /api/templates");
    expect(all.at(-1)?.id).toBe(saved.template.id);
    const found = await apiClient(t.app).request("GET /api/search", {
      query: { q: "quokka", type: "templates" },
    });
    expect(found.results.map((r) => r.kind === "template" && r.id)).toContain(saved.template.id);
  });

  it("refuses a bad slug, a taken slug, an unknown category and a bad document, with reasons", async () => {
    const bad = await failure(create({ slug: "Not a slug!" }));
    expect(bad.status).toBe(400);
    expect(bad.envelope.errors).toMatchObject({ slug: expect.stringContaining("lower-case") });
    const first = await create();
    const taken = await failure(create({ slug: first.template.slug }));
    expect(taken.status).toBe(409);
    expect(taken.envelope.error).toBe(ADMIN_MESSAGES.slugTaken);
    const category = await failure(create({ category: "no-such-type" }));
    expect(category.status).toBe(400);
    expect(category.envelope.errors).toMatchObject({ category: "This category does not exist." });
    const document = await failure(create({ data: { title: 42 } as unknown as Checklist }));
    expect(document.status).toBe(400);
    expect(Object.keys(document.envelope.errors ?? {}).some((key) => key.startsWith("data"))).toBe(true);
  });

  it("updates a template: its fields, its document, who changed it; never from a checklist id", async () => {
    const { template } = await create();
    const body = await templateBody({
      title: "Evening wind-down",
      type: "create",
      isPremium: true,
      orderBy: 5,
    });
    const { image: _image, checklistId: _checklistId, ...update } = body;
    const updated = await superAdmin.api.request("PUT /api/admin/template/:id", {
      params: { id: template.id },
      body: update,
    });
    expect(updated.message).toBe("Template updated.");
    expect(updated.template).toMatchObject({
      title: "Evening wind-down",
      type: "create",
      isPremium: true,
      orderBy: 5,
      // An upload is kept by updates.
      image: template.image,
      updatedBy: { id: superAdmin.user.id },
    });
    const withChecklist = await failure(
      admin.api.request("PUT /api/admin/template/:id", {
        params: { id: template.id },
        body: { ...update, checklistId: "00000000-0000-4000-8000-000000000000" } as typeof update,
      }),
    );
    expect(withChecklist.status).toBe(400);
    const missing = await failure(
      admin.api.request("PUT /api/admin/template/:id", { params: { id: 2_000_000 }, body: update }),
    );
    expect(missing.status).toBe(404);
  });

  it("keeps what a PUT leaves out: a live template stays published, premium, in its category and place", async () => {
    const { template } = await create({ isPremium: true, orderBy: 7 });
    const { title, slug, type, data } = await templateBody();
    const updated = await admin.api.request("PUT /api/admin/template/:id", {
      params: { id: template.id },
      body: { title, slug, type, data },
    });
    expect(updated.template).toMatchObject({
      title,
      slug,
      isPublished: true,
      isPremium: true,
      category: "daily-checklist",
      description: "A calm start, one tick at a time.",
      orderBy: 7,
    });
    expect((await shownIn(apiClient(t.app), template.id)).all).toBe(true);
    // Said outright, each is changed.
    const changed = await admin.api.request("PUT /api/admin/template/:id", {
      params: { id: template.id },
      body: {
        title,
        slug,
        type,
        data,
        isPublished: false,
        isPremium: false,
        category: null,
        description: "",
      },
    });
    expect(changed.template).toMatchObject({
      isPublished: false,
      isPremium: false,
      category: null,
      description: "",
      orderBy: 7,
    });
    // A document that breaks a print rule makes a draft whatever the PUT leaves out.
    await admin.api.request("POST /api/admin/template/:id/publish", { params: { id: template.id } });
    const broken = await admin.api.request("PUT /api/admin/template/:id", {
      params: { id: template.id },
      body: { title, slug, type, data: tooLong() },
    });
    expect(broken.template.isPublished).toBe(false);
    expect(broken.message).toBe(`Template updated. ${ADMIN_MESSAGES.savedAsDraft}`);
  });

  it("takes a photo-sized preview, larger than the API's usual body limit, as checklist uploads do", async () => {
    const noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(400 * 1024);
    const saved = await create({ image: noise.toString("base64") });
    expect(saved.template.imageUploaded).toBe(true);
    const uploaded = await admin.api.request("POST /api/admin/template/:id/image-upload", {
      params: { id: saved.template.id },
      body: { image: noise.toString("base64") },
    });
    expect(uploaded.template.image).not.toBe(saved.template.image);
  });

  it("takes an uploaded image after the checks checklist images have, and keeps only the newest", async () => {
    const { template } = await create();
    for (const image of ["not base64!", Buffer.from("<svg></svg>").toString("base64")]) {
      const refused = await failure(
        admin.api.request("POST /api/admin/template/:id/image-upload", {
          params: { id: template.id },
          body: { image },
        }),
      );
      expect(refused.status).toBe(400);
    }
    const uploaded = await admin.api.request("POST /api/admin/template/:id/image-upload", {
      params: { id: template.id },
      body: { image: await pngBase64(300, 420) },
    });
    expect(uploaded.message).toBe("Template updated.");
    expect(uploaded.template.image).not.toBe(template.image);
    const get = async (url: string | null) =>
      (await t.app.inject({ method: "GET", url: url ?? "" })).statusCode;
    expect(await get(uploaded.template.image)).toBe(200);
    expect(await get(template.image)).toBe(404);
  });

  it("saves a template that breaks a print rule as a draft, naming the rule, and will not publish it", async () => {
    const saved = await create({ data: tooLong() });
    expect(saved.template.isPublished).toBe(false);
    expect(saved.printProblems).toContainEqual(expect.stringMatching(/^rule 3: \d+ pages \(A4 portrait\)$/));
    expect(saved.message).toBe(`Template created. ${ADMIN_MESSAGES.savedAsDraft}`);
    expect((await shownIn(apiClient(t.app), saved.template.id)).all).toBe(false);
    const refused = await failure(
      admin.api.request("POST /api/admin/template/:id/publish", { params: { id: saved.template.id } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.envelope.error).toContain("rule 3");
  });
});

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

describe(`the team (${dbKind})`, () => {
  it("lets a super-admin grant and remove the admin role by e-mail, never their own", async () => {
    const newcomer = await registerUser(t.app, { name: "Nell Newcomer" });
    expect((await failure(newcomer.api.request("GET /api/admin/templates", { query: {} }))).status).toBe(404);
    const granted = await superAdmin.api.request("POST /api/admin/team", {
      body: { email: newcomer.user.email.toUpperCase() },
    });
    expect(granted.message).toBe(ADMIN_MESSAGES.adminGranted);
    expect(granted.team.find((x) => x.id === newcomer.user.id)).toMatchObject({
      roles: ["ROLE_USER", "ROLE_ADMIN"],
      isSuperAdmin: false,
    });
    // The same token works at once: roles are read on every call.
    expect(await newcomer.api.request("GET /api/admin/templates", { query: {} })).not.toHaveLength(0);
    const team = await superAdmin.api.request("GET /api/admin/team");
    expect(team.find((x) => x.id === superAdmin.user.id)?.isSuperAdmin).toBe(true);

    const self = await failure(
      superAdmin.api.request("DELETE /api/admin/team/:id", { params: { id: superAdmin.user.id } }),
    );
    expect(self.status).toBe(409);
    expect(self.envelope.error).toBe(ADMIN_MESSAGES.cannotRemoveSelf);
    const removed = await superAdmin.api.request("DELETE /api/admin/team/:id", {
      params: { id: newcomer.user.id },
    });
    expect(removed.message).toBe(ADMIN_MESSAGES.adminRemoved);
    expect(removed.team.some((x) => x.id === newcomer.user.id)).toBe(false);
    expect((await failure(newcomer.api.request("GET /api/admin/templates", { query: {} }))).status).toBe(404);

    const unknown = await failure(
      superAdmin.api.request("POST /api/admin/team", { body: { email: "nobody@example.com" } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.errors).toMatchObject({ email: "No account uses this e-mail address." });
    const notMember = await failure(
      superAdmin.api.request("DELETE /api/admin/team/:id", { params: { id: someone.user.id } }),
    );
    expect(notMember.status).toBe(404);
    const entries = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.userId, newcomer.user.id))
      .orderBy(adminAudit.id);
    expect(entries.map((x) => [x.action, x.actorId])).toEqual([
      ["team.grant", superAdmin.user.id],
      ["team.remove", superAdmin.user.id],
    ]);
  });
});
