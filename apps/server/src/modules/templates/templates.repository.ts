import {
  and,
  asc,
  backgrounds,
  type Database,
  eq,
  isNull,
  libraryVersion,
  sql,
  templateCategories,
  templates,
} from "@listful/db";

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;

/** A template as the lists show it; the admins' library adds to it. */
export const listColumns = {
  id: templates.id,
  checklistId: templates.checklistId,
  type: templates.type,
  orderBy: templates.orderBy,
  category: templateCategories.slug,
  slug: templates.slug,
  title: templates.title,
  description: templates.description,
  image: templates.image,
  // Documents stored before orientation existed read as portrait (packages/checklist README).
  orientation: sql<"portrait" | "landscape">`coalesce(${templates.data}->>'orientation', 'portrait')`,
  isPremium: templates.isPremium,
};

export function createTemplateRepository(db: Database) {
  function list() {
    return db
      .select(listColumns)
      .from(templates)
      .leftJoin(templateCategories, eq(templates.categoryId, templateCategories.id))
      .$dynamic();
  }
  return {
    /** The library's version, which every admin change to a template moves on in its own transaction. */
    async libraryVersion(): Promise<number> {
      const [row] = await db.select({ version: libraryVersion.version }).from(libraryVersion).limit(1);
      return row?.version ?? 0;
    },
    /**
     * The published templates, sorted by orderBy ascending, as templates load (ties by id). Drafts
     * are never listed to people: unpublishing takes a template out of every list at once.
     */
    listAll() {
      return list().where(eq(templates.isPublished, true)).orderBy(asc(templates.orderBy), asc(templates.id));
    },
    listByType(type: "gallery" | "create") {
      return list()
        .where(and(eq(templates.isPublished, true), eq(templates.type, type)))
        .orderBy(asc(templates.orderBy), asc(templates.id));
    },
    /** Any template, drafts included: callers decide who may see a draft. */
    async findById(id: number) {
      const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
      return row;
    },
    listWithoutImage() {
      return db
        .select({ id: templates.id })
        .from(templates)
        .where(isNull(templates.image))
        .orderBy(asc(templates.id));
    },
    /** Stores a drawn thumbnail, unless an admin has uploaded the template's image meanwhile. */
    async setImage(id: number, image: string) {
      await db
        .update(templates)
        .set({ image })
        .where(and(eq(templates.id, id), eq(templates.imageUploaded, false)));
    },
    listCategories() {
      return db
        .select()
        .from(templateCategories)
        .orderBy(asc(templateCategories.orderBy), asc(templateCategories.id));
    },
    listBackgrounds() {
      return db.select().from(backgrounds).orderBy(asc(backgrounds.orderBy), asc(backgrounds.id));
    },
  };
}
