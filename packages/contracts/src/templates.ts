import type { Checklist } from "@listful/checklist";
import { z } from "zod";
import { ChecklistDataSchema } from "./document.ts";

export const TEMPLATE_LISTS = ["gallery", "create"] as const;
export type TemplateList = (typeof TEMPLATE_LISTS)[number];

/** A template as lists show it; the document itself comes from GET /api/templates/{id}/data. */
export const TemplateSchema = z.object({
  id: z.number().int(),
  checklistId: z.string().nullable(),
  type: z.enum(TEMPLATE_LISTS),
  orderBy: z.number().int(),
  category: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** The way its page-one image is turned, so a card keeps the page's true aspect. */
  orientation: z.enum(["portrait", "landscape"]),
  isPremium: z.boolean(),
});
export type Template = z.infer<typeof TemplateSchema>;
export const TemplateListSchema = z.array(TemplateSchema);

/** The template library's version: it moves on with every admin change, so a cache of the library knows it is stale. */
export const LibraryVersionSchema = z.object({ version: z.number().int().nonnegative() });
export type LibraryVersion = z.infer<typeof LibraryVersionSchema>;

export const TemplateListParamsSchema = z.object({ type: z.enum(TEMPLATE_LISTS) });
/** A path carries text; a caller may hand the id over as the number it is. */
export const TemplateIdParamsSchema = z.object({
  id: z.coerce.number<string | number>().int().positive().max(2_147_483_647),
});

export const TemplateDataSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isPremium: z.boolean(),
  data: ChecklistDataSchema,
});
export type TemplateData = z.infer<typeof TemplateDataSchema>;

export const TemplateCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  orderBy: z.number().int(),
});
export type TemplateCategory = z.infer<typeof TemplateCategorySchema>;
export const TemplateCategoryListSchema = z.array(TemplateCategorySchema);

export const BackgroundSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  isPremium: z.boolean(),
});
export type Background = z.infer<typeof BackgroundSchema>;
export const BackgroundListSchema = z.array(BackgroundSchema);

/**
 * The picture to draw behind a document's pages, from the catalogue's backgrounds: the sheet never builds
 * addresses from document data, it is handed this one.
 */
export function backgroundUrlFor(
  doc: Pick<Checklist, "design">,
  backgrounds: readonly Pick<Background, "id" | "image">[],
): string | undefined {
  if (!doc.design.showBackground) return undefined;
  return backgrounds.find((background) => background.id === doc.design.backgroundId)?.image;
}

/**
 * Template events on the wire (docs/PRODUCT.md, Template stats): what happened (1 view, 2 download) and where
 * (1 create, 2 gallery).
 */
export const TEMPLATE_EVENTS = { view: 1, download: 2 } as const;
export const TEMPLATE_EVENT_LISTS = { create: 1, gallery: 2 } as const;

export const TemplateStatsEventSchema = z.strictObject({
  templateId: z.number({ error: "templateId must be a template's id." }).int().positive().max(2_147_483_647),
  event: z.union([z.literal(TEMPLATE_EVENTS.view), z.literal(TEMPLATE_EVENTS.download)], {
    error: "event must be 1 (view) or 2 (download).",
  }),
  type: z.union([z.literal(TEMPLATE_EVENT_LISTS.create), z.literal(TEMPLATE_EVENT_LISTS.gallery)], {
    error: "type must be 1 (create) or 2 (gallery).",
  }),
});
export type TemplateStatsEvent = z.infer<typeof TemplateStatsEventSchema>;

/** How often a template was viewed and downloaded from one list. */
export const TemplateStatSchema = z.object({
  templateId: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
});
export type TemplateStat = z.infer<typeof TemplateStatSchema>;

/** The two lists, most viewed first. */
export const TemplateStatsSchema = z.object({
  create: z.array(TemplateStatSchema),
  gallery: z.array(TemplateStatSchema),
});
export type TemplateStats = z.infer<typeof TemplateStatsSchema>;
