import { randomBytes } from "node:crypto";
import type { Checklist } from "@listful/checklist";
import { ADMIN_MESSAGES } from "@listful/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiClient, browserHeaders, dbKind, failure, registerUser } from "./helpers.ts";

import {
  admin,
  adminRoutes,
  concrete,
  create,
  pngBase64,
  setUpAdminApp,
  shownIn,
  someone,
  superAdmin,
  t,
  templateBody,
  tooLong,
  withRoles,
} from "./support/admin-app.ts";

setUpAdminApp();

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
