import { z } from "zod";
import { ShareAccessSchema } from "./checklists.ts";
import { ChecklistDataSchema } from "./document.ts";

/** Someone's shared checklist as anyone may see it: no owner id or e-mail, ever. */
export const SharedChecklistSchema = z.object({
  id: z.string(),
  title: z.string(),
  data: ChecklistDataSchema,
  image: z.string().nullable(),
  owner: z.object({ name: z.string() }),
  /** Whether a visitor's ticks are stored for everyone ("tick") or stay in their browser ("view"). */
  access: ShareAccessSchema,
  /** Bumped on every change; a page catches up from the last one it saw. */
  revision: z.number().int(),
  updated: z.iso.datetime(),
});
export type SharedChecklist = z.infer<typeof SharedChecklistSchema>;

export const BookmarkSchema = SharedChecklistSchema.omit({ data: true, access: true, revision: true }).extend(
  {
    bookmarked: z.iso.datetime(),
  },
);
export type Bookmark = z.infer<typeof BookmarkSchema>;
export const BookmarkListSchema = z.array(BookmarkSchema);
