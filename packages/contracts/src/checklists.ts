import { LIMITS, type PeriodUnitName, TickSchema } from "@listful/checklist";
import { z } from "zod";
import { ChecklistDataInputSchema, ChecklistDataSchema } from "./document.ts";
import { ErrorEnvelopeSchema } from "./errors.ts";
import { singleLineText } from "./fields.ts";

/** The most a checklist document may weigh as JSON. */
export const CHECKLIST_DATA_MAX_BYTES = 512 * 1024;
export const CHECKLISTS_PAGE_SIZE = 12;

export const CreateChecklistBodySchema = z.strictObject({
  data: ChecklistDataInputSchema,
  templateId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type CreateChecklistBody = z.input<typeof CreateChecklistBodySchema>;

export const UpdateChecklistBodySchema = z.strictObject({
  data: ChecklistDataInputSchema,
  /** The revision the client edited; a different current revision answers 409 instead of overwriting. */
  revision: z.number().int().positive().optional(),
});
export type UpdateChecklistBody = z.input<typeof UpdateChecklistBodySchema>;

export const ChecklistIdParamsSchema = z.object({ id: z.uuid({ error: "Not a checklist id." }) });

/** A checklist's title is its document's title, so it has the document's limit. */
export const RenameChecklistBodySchema = z.strictObject({
  title: singleLineText(LIMITS.titleText).pipe(z.string().min(1, "Title is required.")),
});
export type RenameChecklistBody = z.input<typeof RenameChecklistBodySchema>;

export const MoveChecklistBodySchema = z.strictObject({ folderId: z.uuid().nullable() });
export type MoveChecklistBody = z.input<typeof MoveChecklistBodySchema>;

/**
 * What anyone with a shared checklist's link may do: "view" it (their ticks stay in their browser) or "tick"
 * it off, their ticks stored for everyone. Only ticks: the title, items and design stay the owner's.
 */
export const SHARE_ACCESS = ["view", "tick"] as const;
export const ShareAccessSchema = z.enum(SHARE_ACCESS, { error: 'access must be "view" or "tick".' });
export type ShareAccess = z.infer<typeof ShareAccessSchema>;

/** Without `access` the link keeps what it allowed before: "view" until the owner says otherwise. */
export const ShareChecklistBodySchema = z.strictObject({
  isShared: z.boolean({ error: "isShared must be true or false." }),
  access: ShareAccessSchema.optional(),
});
export type ShareChecklistBody = z.input<typeof ShareChecklistBodySchema>;

export const ListChecklistsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  folder: z.union([z.uuid(), z.literal("none")]).optional(),
  search: singleLineText(120).optional(),
});
export type ListChecklistsQuery = z.input<typeof ListChecklistsQuerySchema>;

/** What a dated checklist's period is called, for its next period's copy ("Next month's copy"). */
export const PERIOD_UNIT_NAMES = [
  "day",
  "week",
  "month",
  "period",
] as const satisfies readonly PeriodUnitName[];

/** A card in My collection: everything but the document. */
export const ChecklistSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /**
   * The period the checklist's dates cover (`getPeriodUnitName`), null when it prints none (no dates, or
   * undated): a card offers a next period's copy only with one. The server always says; absent reads as none.
   */
  period: z.enum(PERIOD_UNIT_NAMES).nullable().optional(),
  image: z.string().nullable(),
  folder: z.object({ id: z.string() }).nullable(),
  template: z.number().int().nullable(),
  isShared: z.boolean(),
  /** What the shared link lets its visitors do (kept while sharing is off, for when it is turned on again). */
  access: ShareAccessSchema,
  revision: z.number().int(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type ChecklistSummary = z.infer<typeof ChecklistSummarySchema>;

/**
 * The next period's copy: with `carryUnfinished`, lists keep only their unticked items; without it, every
 * item, unticked.
 */
export const NextPeriodBodySchema = z.strictObject({
  carryUnfinished: z.boolean({ error: "carryUnfinished must be true or false." }).optional(),
});
export type NextPeriodBody = z.input<typeof NextPeriodBodySchema>;

/** A checklist as its owner sees it (docs/PRODUCT.md, Checklist). */
export const ChecklistResponseSchema = ChecklistSummarySchema.extend({
  data: ChecklistDataSchema,
  /** Set on the answer to a copy, for the client to tell a copy apart. */
  isDuplicate: z.boolean().optional(),
});
export type ChecklistResponse = z.infer<typeof ChecklistResponseSchema>;

export const ChecklistPageSchema = z.object({
  items: z.array(ChecklistSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether "load more" has more to load. */
  hasMore: z.boolean(),
});
export type ChecklistPage = z.infer<typeof ChecklistPageSchema>;

/** 409 on a stale save: the current copy, so the editor can tell the user and offer both. */
export const ChecklistConflictSchema = ErrorEnvelopeSchema.extend({
  code: z.literal("conflict"),
  current: ChecklistResponseSchema,
});
export type ChecklistConflict = z.infer<typeof ChecklistConflictSchema>;

/** An image for a checklist's card, as base64 (a data: URL or bare). */
export const ImageUploadBodySchema = z.strictObject({
  image: z.string().min(1, "The image is required.").max(3_000_000, "The image must be at most 2 MB."),
});
export type ImageUploadBody = z.input<typeof ImageUploadBodySchema>;

/**
 * One tick on the check-off page, applied on the server to the current document so ticks from two devices
 * never overwrite each other: the model's tick, with the model's bounds.
 */
export const CheckOffBodySchema = TickSchema;
export type CheckOffBody = z.input<typeof CheckOffBodySchema>;
