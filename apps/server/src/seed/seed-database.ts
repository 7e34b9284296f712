import { createPreset, TEMPLATE_TYPES } from "@listful/checklist";
import { backgrounds, type Database, eq, templateCategories, templates } from "@listful/db";
import { BACKGROUND_PATH } from "../modules/media/media.routes.ts";
import { SEED_BACKGROUNDS, SEED_TEMPLATES } from "./catalogue.ts";
import { seedTestimonials } from "./testimonials.ts";

/**
 * Idempotent seed data: the template categories, backgrounds, the starting templates and example testimonials. Rows that exist
 * (by slug) are left alone, so an admin's edits survive restarts. Accounts are never seeded: there is no
 * default admin; promote one with `npm run user:promote -- someone@example.com ROLE_ADMIN`.
 */
export async function seedDatabase(db: Database, today: Date = new Date()): Promise<void> {
  await db
    .insert(templateCategories)
    .values(
      TEMPLATE_TYPES.map((t, i) => ({
        slug: t.slug,
        title: t.title,
        description: t.description,
        orderBy: i,
      })),
    )
    .onConflictDoNothing({ target: templateCategories.slug });

  await db
    .insert(backgrounds)
    .values(SEED_BACKGROUNDS.map((b, i) => ({ ...b, image: `${BACKGROUND_PATH}${b.slug}.svg`, orderBy: i })))
    .onConflictDoNothing({ target: backgrounds.slug });

  await seedTestimonials(db);

  const categories = await db.select().from(templateCategories);
  for (const [index, seed] of SEED_TEMPLATES.entries()) {
    const [existing] = await db
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.slug, seed.slug));
    if (existing) continue;
    const type = TEMPLATE_TYPES.find((t) => t.slug === seed.type);
    await db
      .insert(templates)
      .values({
        slug: seed.slug,
        title: type?.title ?? seed.slug,
        description: type?.description ?? "",
        type: "gallery",
        orderBy: index,
        categoryId: categories.find((c) => c.slug === seed.type)?.id ?? null,
        isPremium: seed.isPremium,
        data: createPreset(seed.type, { start: today }),
      })
      .onConflictDoNothing({ target: templates.slug });
  }
}
