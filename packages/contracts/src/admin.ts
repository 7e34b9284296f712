import { z } from "zod";
import { ImageUploadBodySchema } from "./checklists.ts";
import { ChecklistDataInputSchema, ChecklistDataSchema } from "./document.ts";
import { EmailSchema, multiLineText, singleLineText } from "./fields.ts";
import { TEMPLATE_LISTS, TemplateSchema } from "./templates.ts";

/**
 * What the admin pages tell people (docs/PRODUCT.md, Messages): the API answers with these
 * messages and the pages show them as they come, so both read them from here.
 */
export const ADMIN_MESSAGES = {
  templateCreated: "Template created.",
  templateUpdated: "Template updated.",
  previewRequired: "Preview is required.",
  templatePublished: "Template published.",
  templateUnpublished: "Template unpublished.",
  templateDeleted: "Template deleted.",
  templateOrderSaved: "The new order is saved.",
  deletePublished: "Unpublish this template before deleting it.",
  publishBreaksPrintRule: "This template breaks a print rule, so it stays a draft:",
  savedAsDraft: "It breaks a print rule, so it was saved as a draft.",
  slugTaken: "Another template already uses this slug.",
  adminGranted: "Admin role granted.",
  adminRemoved: "Admin role removed.",
  cannotRemoveSelf: "You cannot remove your own admin role.",
} as const;

/** A slug: the last part of a template's address, so lower-case letters and digits between single hyphens. */
export const TEMPLATE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TEMPLATE_SLUG_MAX = 80;
export const TEMPLATE_TITLE_MAX = 120;
export const TEMPLATE_DESCRIPTION_MAX = 1000;
export const TEMPLATE_ORDER_MAX = 1_000_000;

const TemplateSlugSchema = z
  .string({ error: "Slug is required." })
  .trim()
  .min(1, "Slug is required.")
  .max(TEMPLATE_SLUG_MAX, `Must be at most ${TEMPLATE_SLUG_MAX} characters.`)
  .regex(TEMPLATE_SLUG_PATTERN, "Use lower-case letters, digits and single hyphens (like habit-tracker).");

const TemplateCategorySchema = z.string().trim().min(1).max(100).nullable();
const TemplateDescriptionSchema = multiLineText(TEMPLATE_DESCRIPTION_MAX);

/**
 * What an admin sets on a template besides its document. The optional fields have no defaults here: a new
 * template takes its defaults below, and an update leaves a field it does not name as it is stored.
 */
const TemplateFieldsSchema = z.strictObject({
  title: singleLineText(TEMPLATE_TITLE_MAX).pipe(z.string().min(1, "Title is required.")),
  slug: TemplateSlugSchema,
  type: z.enum(TEMPLATE_LISTS, { error: "Type must be gallery or create." }),
  /** A category's slug (GET /api/templates-category), or null for none. */
  category: TemplateCategorySchema.optional(),
  description: TemplateDescriptionSchema.optional(),
  /** Where it stands in its lists, ascending; on creation, left out means after every other template. */
  orderBy: z.coerce.number().int().min(0).max(TEMPLATE_ORDER_MAX).optional(),
  isPremium: z.boolean().optional(),
  /** Shown to people; a template that breaks a print rule is saved unpublished whatever this says. */
  isPublished: z.boolean().optional(),
  data: ChecklistDataInputSchema,
});

/**
 * POST /api/admin/template: left out, a template has no category and no description, is free and is a draft.
 * The preview is `image` (an upload, checked like a checklist's) or, without one, page one of the document
 * drawn by the server, which needs `checklistId`, the checklist the template is made from; with neither the
 * answer is 400 "Preview is required.".
 */
export const AdminTemplateCreateBodySchema = TemplateFieldsSchema.extend({
  category: TemplateCategorySchema.default(null),
  description: TemplateDescriptionSchema.default(""),
  isPremium: z.boolean().default(false),
  isPublished: z.boolean().default(false),
  checklistId: z.uuid({ error: "Not a checklist id." }).nullish(),
  image: ImageUploadBodySchema.shape.image.nullish(),
});
export type AdminTemplateCreateBody = z.input<typeof AdminTemplateCreateBodySchema>;

/**
 * PUT /api/admin/template/{id}: the same without checklistId and without an image. A field it leaves out keeps
 * its stored value (a live template stays published); unpublishing is `isPublished: false` or POST .../unpublish.
 */
export const AdminTemplateUpdateBodySchema = TemplateFieldsSchema;
export type AdminTemplateUpdateBody = z.input<typeof AdminTemplateUpdateBodySchema>;

const TRUE_OR_FALSE = z.enum(["true", "false"]).transform((value) => value === "true");

export const AdminTemplateListQuerySchema = z.object({
  type: z.enum(TEMPLATE_LISTS).optional(),
  /** A category's slug, or "none" for templates without one. */
  category: z.string().trim().min(1).max(100).optional(),
  published: TRUE_OR_FALSE.optional(),
  premium: TRUE_OR_FALSE.optional(),
});
export type AdminTemplateListQuery = z.input<typeof AdminTemplateListQuerySchema>;

/** Who did something, as the admin pages name them; null once their account is gone. */
export const AdminActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminActor = z.infer<typeof AdminActorSchema>;

/** A row of the admin table: the template as lists show it, plus what only admins see. */
export const AdminTemplateSchema = TemplateSchema.extend({
  isPublished: z.boolean(),
  /** Whether the preview is an admin's upload (kept on updates) or page one drawn by the server. */
  imageUploaded: z.boolean(),
  /** All-time views and downloads from both lists (template stats). */
  views: z.number().int(),
  downloads: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  updatedBy: AdminActorSchema.nullable(),
});
export type AdminTemplate = z.infer<typeof AdminTemplateSchema>;
export const AdminTemplateListSchema = z.array(AdminTemplateSchema);

export const AUDIT_ACTIONS = [
  "template.create",
  "template.update",
  "template.image",
  "template.publish",
  "template.unpublish",
  "template.reorder",
  "template.delete",
  "team.grant",
  "team.remove",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin change: who, what, when, and the thing before and after (null where there was none). */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: AdminActorSchema.nullable(),
  templateId: z.number().int().nullable(),
  userId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/admin/template/{id}: the template with its document and its changes, newest first. */
export const AdminTemplateDetailSchema = AdminTemplateSchema.extend({
  data: ChecklistDataSchema,
  audit: z.array(AuditEntrySchema),
});
export type AdminTemplateDetail = z.infer<typeof AdminTemplateDetailSchema>;

/**
 * What a change answers: the message to show, the template as it now is, and the print rules it breaks
 * (each a sentence naming its rule; empty when it keeps them all, and then it is a draft).
 */
export const AdminTemplateSaveResponseSchema = z.object({
  message: z.string(),
  template: AdminTemplateSchema,
  printProblems: z.array(z.string()),
});
export type AdminTemplateSaveResponse = z.infer<typeof AdminTemplateSaveResponseSchema>;

/** PUT /api/admin/templates/order: templates in their new order; the others keep their places around them. */
export const AdminTemplateOrderBodySchema = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, "Name the templates to order.")
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, "A template is named twice."),
});
export type AdminTemplateOrderBody = z.input<typeof AdminTemplateOrderBodySchema>;

const DAY = z.iso.date({ error: "Use a date like 2026-03-10." });
export const ADMIN_STATS_MAX_DAYS = 366;

/** GET /api/admin/templates/stats: a range of days, both ends included; by default the last 30 days. */
export const AdminTemplateStatsQuerySchema = z.object({
  from: DAY.optional(),
  to: DAY.optional(),
  templateId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminTemplateStatsQuery = z.input<typeof AdminTemplateStatsQuerySchema>;

/** One template's views and downloads on one day (UTC) from one list; days without any are left out. */
export const AdminTemplateStatPointSchema = z.object({
  date: z.iso.date(),
  templateId: z.number().int(),
  list: z.enum(TEMPLATE_LISTS),
  views: z.number().int(),
  downloads: z.number().int(),
});
export type AdminTemplateStatPoint = z.infer<typeof AdminTemplateStatPointSchema>;

export const AdminTemplateStatsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** The templates with any event in the range, with their totals, most viewed first. */
  templates: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      views: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  points: z.array(AdminTemplateStatPointSchema),
});
export type AdminTemplateStats = z.infer<typeof AdminTemplateStatsSchema>;

/** Settings > Team: the admins and super-admins. */
export const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  isSuperAdmin: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamSchema = z.array(TeamMemberSchema);

export const TeamGrantBodySchema = z.strictObject({ email: EmailSchema });
export type TeamGrantBody = z.input<typeof TeamGrantBodySchema>;

export const TeamMemberParamsSchema = z.object({ id: z.uuid({ error: "Not a user id." }) });

export const TeamChangeResponseSchema = z.object({ message: z.string(), team: TeamSchema });
export type TeamChangeResponse = z.infer<typeof TeamChangeResponseSchema>;
