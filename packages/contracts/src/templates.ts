import type { Checklist } from "@listful/checklist";
import { z } from "zod";

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
  isPremium: z.boolean(),
});
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateListParamsSchema = z.object({ type: z.enum(TEMPLATE_LISTS) });
export const TemplateIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export type TemplateData = { id: number; title: string; isPremium: boolean; data: Checklist };

export const TemplateCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  orderBy: z.number().int(),
});
export type TemplateCategory = z.infer<typeof TemplateCategorySchema>;

export const BackgroundSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  isPremium: z.boolean(),
});
export type Background = z.infer<typeof BackgroundSchema>;
