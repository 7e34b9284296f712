import { type Checklist, LIMITS, type Tick } from "@listful/checklist";
import { z } from "zod";
import { plainText } from "./fields.ts";

/** The most a checklist document may weigh as JSON. */
export const CHECKLIST_DATA_MAX_BYTES = 512 * 1024;
export const CHECKLISTS_PAGE_SIZE = 12;

/** `data` is any JSON here: the server reads it with the checklist model's parseChecklist. */
export const CreateChecklistBodySchema = z.strictObject({
  data: z.unknown().refine((value) => value !== undefined, "The checklist document is required."),
  templateId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type CreateChecklistBody = { data: Checklist; templateId?: number | null };

export const UpdateChecklistBodySchema = z.strictObject({
  data: z.unknown().refine((value) => value !== undefined, "The checklist document is required."),
  /** The revision the client edited; a different current revision answers 409 instead of overwriting. */
  revision: z.number().int().positive().optional(),
});
export type UpdateChecklistBody = { data: Checklist; revision?: number };

export const ChecklistIdParamsSchema = z.object({ id: z.uuid({ error: "Not a checklist id." }) });

/** A checklist's title is its document's title, so it has the document's limit. */
export const RenameChecklistBodySchema = z.strictObject({
  title: plainText(LIMITS.titleText).pipe(z.string().min(1, "Title is required.")),
});
export type RenameChecklistBody = z.input<typeof RenameChecklistBodySchema>;

export const MoveChecklistBodySchema = z.strictObject({ folderId: z.uuid().nullable() });
export type MoveChecklistBody = z.input<typeof MoveChecklistBodySchema>;

export const ShareChecklistBodySchema = z.strictObject({ isShared: z.boolean() });
export type ShareChecklistBody = z.input<typeof ShareChecklistBodySchema>;

export const ListChecklistsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  folder: z.union([z.uuid(), z.literal("none")]).optional(),
  search: z.string().trim().max(120).optional(),
});
export type ListChecklistsQuery = z.input<typeof ListChecklistsQuerySchema>;

/** A checklist as its owner sees it (SPEC section 3). */
export type ChecklistResponse = {
  id: string;
  title: string;
  data: Checklist;
  image: string | null;
  folder: { id: string } | null;
  template: number | null;
  isShared: boolean;
  revision: number;
  created: string;
  updated: string;
  /** Set on the answer to a copy (SPEC: a client flag on copies). */
  isDuplicate?: boolean;
};

/** A card in My collection: everything but the document. */
export type ChecklistSummary = Omit<ChecklistResponse, "data" | "isDuplicate">;

export type ChecklistPage = {
  items: ChecklistSummary[];
  page: number;
  pageSize: number;
  /** Whether "load more" has more to load. */
  hasMore: boolean;
};

/** 409 on a stale save: the current copy, so the editor can tell the user and offer both. */
export type ChecklistConflict = { error: string; code: "conflict"; current: ChecklistResponse };

/** An image for a checklist's card, as base64 (a data: URL or bare). */
export const ImageUploadBodySchema = z.strictObject({
  image: z.string().min(1, "The image is required.").max(3_000_000, "The image must be at most 2 MB."),
});
export type ImageUploadBody = z.input<typeof ImageUploadBodySchema>;

/**
 * One tick on the check-off page, applied on the server to the current document so ticks from two devices
 * never overwrite each other. Each states the wanted state, so repeating it is harmless.
 */
export const CheckOffBodySchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("item"), itemId: z.string().min(1).max(20), isChecked: z.boolean() }),
  z.strictObject({
    kind: z.literal("icon-cell"),
    rowId: z.string().min(1).max(20),
    day: z.number().int().min(0).max(30),
    value: z.number().int().min(0).max(8),
  }),
  z.strictObject({
    kind: z.literal("calendar-cell"),
    index: z.number().int().min(0).max(41),
    isChecked: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal("field"),
    blockId: z.string().min(1).max(20),
    value: z.string().max(2000),
  }),
]);
/** The model's Tick, as the API carries it. */
export type CheckOffBody = Tick;
