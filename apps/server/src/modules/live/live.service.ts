import { createHash, randomUUID } from "node:crypto";
import type { LivePerson, LiveServerMessage, ShareAccess } from "@listful/contracts";
import type { ChecklistRow } from "@listful/db";
import { NotFoundError } from "../../domain-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";

export const NOT_LIVE = "This checklist is not shared.";

/** Who opened a live page: the owner, or a visitor through the link, with what the link allows. */
export type LiveGrant = {
  readonly listId: string;
  readonly isOwner: boolean;
  readonly access: ShareAccess;
  readonly person: LivePerson;
  /** The signed-in person's id, never sent. */
  readonly userId: string | undefined;
};

export type LiveService = ReturnType<typeof createLiveService>;

/** The initials of a signed-in person's name ("Ada Lovelace": "AL"), for the presence row. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/u)
    .map((word) => [...word][0] ?? "")
    .filter((letter) => /\p{L}|\p{N}/u.test(letter));
  const chosen = letters.length > 2 ? [letters[0], letters.at(-1)] : letters;
  return chosen.join("").toUpperCase() || "?";
}

/**
 * Who may open a list's live page, and what it is sent when it syncs. The owner always; anyone else only
 * while the list is shared, and a list that is not is "not shared" alike for a missing one.
 */
export function createLiveService(deps: { findById: (id: string) => Promise<ChecklistRow | undefined> }) {
  function allowed(row: ChecklistRow | undefined, grant: LiveGrant) {
    if (!row) return undefined;
    if (grant.isOwner) return row.userId === grant.userId ? row : undefined;
    return row.isShared ? row : undefined;
  }

  return {
    async grant(principal: Principal | null, listId: string): Promise<LiveGrant> {
      const row = await deps.findById(listId);
      if (!row) throw new NotFoundError(NOT_LIVE);
      const user = principal?.user;
      const isOwner = user?.id === row.userId;
      if (!isOwner && !row.isShared) throw new NotFoundError(NOT_LIVE);
      // One key per signed-in person on this list (two tabs are one person), never their id itself.
      const key = user
        ? createHash("sha256").update(`${listId}:${user.id}`).digest("base64url").slice(0, 16)
        : randomUUID();
      return {
        listId,
        isOwner,
        access: row.shareAccess,
        person: { key, label: user ? initials(user.name) : "Guest" },
        userId: user?.id,
      };
    },

    /** The document if the page's `revision` is behind, else that it is current; undefined once it is not allowed. */
    async sync(grant: LiveGrant, revision: number): Promise<LiveServerMessage | undefined> {
      const row = allowed(await deps.findById(grant.listId), grant);
      if (!row) return undefined;
      return row.revision > revision
        ? { type: "state", revision: row.revision, data: readStoredDocument(row.data) }
        : { type: "current", revision: row.revision };
    },

    revisionOf: async (listId: string) => (await deps.findById(listId))?.revision,
  };
}
