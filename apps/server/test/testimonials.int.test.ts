import type { TestimonialBody } from "@listful/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import {
  apiClient,
  createTestApp,
  dbKind,
  failure,
  registerUser,
  setRoles,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
  await seedDatabase(t.database.db);
});
afterAll(() => t.close());

async function signedIn(roles: string[]) {
  const { token, user } = await registerUser(t.app);
  await setRoles(t, user.id, roles);
  return { client: apiClient(t.app, { token }), user };
}

const real: TestimonialBody = {
  name: "Priya N.",
  role: "Runner",
  quote: "My 30-day challenge sheet got me to my first 10 km.",
  rating: 4,
};

describe(`testimonials (${dbKind})`, () => {
  it("seeds the examples once, marked as examples, and shows them to everyone", async () => {
    const shown = await apiClient(t.app).request("GET /api/testimonials");
    expect(shown).toHaveLength(3);
    expect(shown.every((x) => x.isExample)).toBe(true);
    expect(shown[0]).not.toHaveProperty("isHidden");
  });

  it("answers 404 to guests and non-admins on the admin endpoints, as for an unknown endpoint", async () => {
    const { client } = await signedIn(["ROLE_USER"]);
    for (const caller of [apiClient(t.app), client]) {
      const list = await failure(caller.request("GET /api/admin/testimonials"));
      expect(list.status).toBe(404);
      expect(list.envelope.error).toBe("There is no such API endpoint.");
      const created = await failure(caller.request("POST /api/admin/testimonials", { body: real }));
      expect(created.status).toBe(404);
      const edited = await failure(
        caller.request("PUT /api/admin/testimonials/:id", { params: { id: 1 }, body: real }),
      );
      expect(edited.status).toBe(404);
    }
    expect(await apiClient(t.app).request("GET /api/testimonials")).toHaveLength(3);
  });

  it("lets an admin add, edit, order and hide them", async () => {
    const { client } = await signedIn(["ROLE_USER", "ROLE_ADMIN"]);
    const created = await client.request("POST /api/admin/testimonials", { body: { ...real, orderBy: 0 } });
    expect(created).toMatchObject({ name: "Priya N.", rating: 4, isExample: false, isHidden: false });
    const edited = await client.request("PUT /api/admin/testimonials/:id", {
      params: { id: created.id },
      body: { ...real, quote: "Now I run three times a week.", orderBy: 10 },
    });
    expect(edited.quote).toBe("Now I run three times a week.");
    const [first] = await client.request("GET /api/admin/testimonials");
    const hidden = await client.request("PUT /api/admin/testimonials/:id", {
      params: { id: first?.id ?? 0 },
      body: { ...(first as TestimonialBody), isHidden: true },
    });
    expect(hidden.isHidden).toBe(true);
    const shown = await apiClient(t.app).request("GET /api/testimonials");
    expect(shown.map((x) => x.id)).not.toContain(first?.id);
    expect(shown.at(-1)).toMatchObject({ name: "Priya N.", isExample: false });
    expect(await client.request("GET /api/admin/testimonials")).toHaveLength(4);
  });

  it("lets a superadmin in too, and refuses a bad testimonial with reasons", async () => {
    const { client } = await signedIn(["ROLE_USER", "ROLE_SUPERADMIN"]);
    const refused = await failure(
      client.request("POST /api/admin/testimonials", {
        body: { name: " ", quote: "", rating: 9, photo: "javascript:alert(1)" },
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.envelope)).toMatch(/name|Rate from 1 to 5|https/);
    const missing = await failure(
      client.request("PUT /api/admin/testimonials/:id", { params: { id: 999_999 }, body: real }),
    );
    expect(missing.status).toBe(404);
  });
});
