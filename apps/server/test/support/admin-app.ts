import { type Checklist, createPreset, setItemOptions } from "@listful/checklist";
import type { AdminTemplateCreateBody, ApiClient } from "@listful/contracts";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { seedDatabase } from "../../src/seed/seed-database.ts";
import { createTestApp, dbKind, type Registered, registerUser, setRoles, type TestApp } from "../helpers.ts";

/** The app of the admin tests, on the seeded library, with an admin, a super-admin and a plain user. */
export let t: TestApp;
export let admin: Registered;
export let superAdmin: Registered;
export let someone: Registered;

/** Starts the app for the file's tests and closes it after them. */
export function setUpAdminApp() {
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
}

export async function withRoles(user: Registered, roles: string[]): Promise<Registered> {
  await setRoles(t, user.user.id, roles);
  return user;
}

export const pngBase64 = async (width = 400, height = 560) =>
  (
    await sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer()
  ).toString("base64");

let slugs = 0;
export async function templateBody(
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

export async function create(overrides: Partial<AdminTemplateCreateBody> = {}) {
  return admin.api.request("POST /api/admin/template", { body: await templateBody(overrides) });
}

/** A document that breaks rule 3: its list runs onto a second portrait page. */
export function tooLong(): Checklist {
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

export async function shownIn(client: ApiClient, id: number) {
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

export function adminRoutes() {
  return t.app.routeTable.filter((route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD");
}

export function concrete(url: string) {
  return url.replace(":id", url.startsWith("/api/admin/team") ? "00000000-0000-4000-8000-000000000000" : "1");
}
