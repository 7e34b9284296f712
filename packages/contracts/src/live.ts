import { TickSchema } from "@listful/checklist";
import { z } from "zod";
import { ShareAccessSchema } from "./checklists.ts";
import { ChecklistDataSchema } from "./document.ts";

/**
 * A checklist's live channel: the WebSocket at `LIVE_PATH` + the checklist's id. The owner (by the session
 * cookie) and anyone with the link of a shared checklist open one from the check-off and view pages; the
 * server tells each of them every change, and who else is here.
 */
export const LIVE_PATH = "/api/live/";

/** The most a message from a page may weigh; a larger one closes the socket (1009, too big). */
export const LIVE_MESSAGE_MAX_BYTES = 1024;
/** How many messages a page may send in `LIVE_MESSAGE_WINDOW_MS`; more close the socket. */
export const LIVE_MESSAGES_PER_WINDOW = 20;
export const LIVE_MESSAGE_WINDOW_MS = 10_000;

/** Why the server closed a live socket (4000-4999 are the application's own codes). */
export const LIVE_CLOSE = {
  /** A message that is not JSON or not one of `LiveClientMessageSchema`'s. */
  badMessage: 4400,
  /** The list is no longer shared: the page can only say so. */
  notShared: 4404,
  /** The list was deleted: every page of it closes, its owner's too. */
  deleted: 4410,
  /** The link went from "Tick off" to "View": the page turns read-only and may listen again. */
  viewOnly: 4403,
  /** More than `LIVE_MESSAGES_PER_WINDOW` messages in a window. */
  tooManyMessages: 4429,
} as const;

/**
 * What a page says: `sync` with the last revision it has, on opening and whenever it misses a change; the
 * server answers the current document if it is newer.
 */
export const LiveClientMessageSchema = z.strictObject({
  type: z.literal("sync"),
  revision: z.number().int().min(0).max(2_147_483_647),
});
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;

/** Someone on the page: the initials of a signed-in person, "Guest" for a visitor. */
export const LivePersonSchema = z.object({ key: z.string(), label: z.string() });
export type LivePerson = z.infer<typeof LivePersonSchema>;

export const LiveServerMessageSchema = z.discriminatedUnion("type", [
  /** A tick stored as `revision`: a page at `revision - 1` applies it, one further behind syncs. */
  z.object({ type: z.literal("ticked"), revision: z.number().int(), tick: TickSchema }),
  /** Any other change (the owner saved the design): the page syncs. */
  z.object({ type: z.literal("changed"), revision: z.number().int() }),
  /** The answer to `sync` when the page is behind. */
  z.object({ type: z.literal("state"), revision: z.number().int(), data: ChecklistDataSchema }),
  /** The answer to `sync` when the page is current. */
  z.object({ type: z.literal("current"), revision: z.number().int() }),
  /**
   * Who has the list open now, on arrivals and departures: the first dozen named (this page's own person, key
   * `you`, always among them) and `count` in all.
   */
  z.object({
    type: z.literal("presence"),
    people: z.array(LivePersonSchema),
    count: z.number().int(),
    you: z.string(),
  }),
  /** What this page may do, once on opening. */
  z.object({ type: z.literal("welcome"), access: ShareAccessSchema, isOwner: z.boolean() }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessageSchema>;
