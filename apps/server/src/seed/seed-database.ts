import { BACKGROUNDS, createLibraryDocument, TEMPLATE_LIBRARY, TEMPLATE_TYPES } from "@listful/checklist";
import { adminAudit, backgrounds, type Database, sql, templateCategories, templates } from "@listful/db";
import { BACKGROUND_PATH } from "../modules/media/media.routes.ts";
import { seedTestimonials } from "./testimonials.ts";

/**
 * Idempotent seed data: the template categories, backgrounds, the starting templates and example testimonials. Rows that exist
 * (by slug) are left alone, so an admin's edits survive restarts, and so are the slugs admins have deleted or
 * renamed (the audit log's `before` holds them), so a curated library stays as they left it. Accounts are never seeded: there is no
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

  // In the model's order, which numbers them: documents name a background by its id, and the model knows
  // each one's kind (paper or decoration), which sets the pages' margin.
  await db
    .insert(backgrounds)
    .values(
      BACKGROUNDS.map(({ slug, name, isPremium }, i) => ({
        slug,
        name,
        isPremium,
        image: `${BACKGROUND_PATH}${slug}.svg`,
        orderBy: i,
      })),
    )
    .onConflictDoNothing({ target: backgrounds.slug });

  await seedTestimonials(db);

  const categories = await db.select().from(templateCategories);
  const curatedSlug = sql<string | null>`${adminAudit.before}->>'slug'`;
  const existing = new Set([
    ...(await db.select({ slug: templates.slug }).from(templates)).map((row) => row.slug),
    ...(await db.selectDistinct({ slug: curatedSlug }).from(adminAudit)).flatMap((row) =>
      row.slug ? [row.slug] : [],
    ),
  ]);
  const missing = TEMPLATE_LIBRARY.flatMap((design, index) =>
    existing.has(design.slug)
      ? []
      : [
          {
            slug: design.slug,
            title: design.title,
            description: design.description,
            type: "gallery" as const,
            orderBy: index,
            categoryId: categories.find((c) => c.slug === design.type)?.id ?? null,
            isPremium: design.isPremium,
            data: createLibraryDocument(design, { start: today }),
          },
        ],
  );
  // In library order, so a fresh database numbers the designs as the gallery lists them.
  for (const row of missing) {
    await db.insert(templates).values(row).onConflictDoNothing({ target: templates.slug });
  }
}
