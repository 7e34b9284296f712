import { createPreset } from "@listful/checklist";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawMissingTemplateThumbnails } from "../src/modules/templates/template-thumbnails.ts";
import { createTemplateRepository } from "../src/modules/templates/templates.repository.ts";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { apiClient, createTestApp, dbKind, registerUser, setRoles, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
});
afterAll(() => t.close());

describe(`page-one thumbnails, drawn by the PDF renderer (${dbKind})`, () => {
  it("draws a thumbnail of page one after a save, and serves it", async () => {
    const user = await registerUser(t.app);
    const saved = await user.api.request("POST /api/checklist", {
      body: { data: createPreset("mood-tracker", { start: "2026-03-01" }) },
    });
    await t.app.thumbnails?.idle();
    const { image } = await user.api.request("GET /api/checklist/:id", { params: { id: saved.id } });
    expect(image).toMatch(new RegExp(`^/media/u/previews/checklists/${saved.id}\\.webp\\?v=1$`));
    const served = await t.app.inject({
      method: "GET",
      url: image ?? "",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480 });
    expect(Math.round(((meta.height ?? 0) / 480) * 797)).toBe(1127);
  });

  it("draws a new template's preview from page one of the checklist it is made from", async () => {
    const admin = await registerUser(t.app);
    await setRoles(t, admin.user.id, ["ROLE_USER", "ROLE_ADMIN"]);
    const data = createPreset("habit-tracker", { start: "2026-03-01" });
    const checklist = await admin.api.request("POST /api/checklist", { body: { data } });
    const saved = await admin.api.request("POST /api/admin/template", {
      body: {
        title: "Drawn habits",
        slug: `drawn-habits-${dbKind}`,
        type: "gallery",
        category: "habit-tracker",
        isPublished: true,
        data,
        checklistId: checklist.id,
      },
    });
    expect(saved.template).toMatchObject({ image: null, imageUploaded: false, isPublished: true });
    await t.app.thumbnails?.idle();
    const [row] = (await apiClient(t.app).request("GET /api/templates")).filter(
      (x) => x.id === saved.template.id,
    );
    expect(row?.image).toMatch(
      new RegExp(`^/media/u/previews/templates/${saved.template.id}\\.webp\\?v=\\d+$`),
    );
    const served = await t.app.inject({ method: "GET", url: row?.image ?? "" });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 480 });
  });

  it("draws the thumbnails seeded templates lack", async () => {
    const templateRepository = createTemplateRepository(t.database.db);
    await drawMissingTemplateThumbnails({
      templateRepository,
      thumbnails: t.app.thumbnails as never,
      log: t.app.log,
    });
    const list = await apiClient(t.app).request("GET /api/templates");
    for (const template of list) {
      expect(template.image, template.slug).toMatch(/^\/media\/u\/previews\/templates\/\d+\.webp\?v=\d+$/);
    }
  });
});
