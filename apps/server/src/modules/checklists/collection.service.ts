import { randomBytes } from "node:crypto";
import {
  type Checklist,
  checklistTitle,
  hasPeriod,
  LIMITS,
  nextPeriodCopy,
  setTitle,
} from "@listful/checklist";
import {
  CHECKLISTS_PAGE_SIZE,
  type ChecklistPage,
  type ShareAccess,
  type SharedChecklist,
} from "@listful/contracts";
import type { ChecklistRow } from "@listful/db";
import { NotFoundError, RefusedError } from "../../domain-errors.ts";
import { readImage } from "../../lib/image-input.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { FolderService } from "../folders/folders.service.ts";
import type { ChecklistFiles } from "../media/checklist-files.ts";
import type { Storage } from "../media/storage.ts";
import { toChecklistSummary } from "./checklists.mapper.ts";
import type { ChecklistRepository } from "./checklists.repository.ts";
import { CHECKLIST_NOT_FOUND } from "./checklists.service.ts";
import type { CollectionRepository } from "./collection.repository.ts";
import { nextCopyTitle } from "./copy-title.ts";

export const NO_PERIOD = "This checklist has no dates to move to the next period.";

export type CollectionService = ReturnType<typeof createCollectionService>;

function retitle(doc: Checklist, title: string): Checklist {
  return setTitle(doc, { text: title.slice(0, LIMITS.titleText) });
}

export function createCollectionService(deps: {
  checklistRepository: ChecklistRepository;
  collectionRepository: CollectionRepository;
  folders: FolderService;
  storage: Storage;
  files: ChecklistFiles;
  onDocumentChanged?: (row: ChecklistRow) => void;
  /** Told when a list's link changes ("none": unshared) or the list goes, to close the open pages it must. */
  onSharingChanged?: (id: string, access: ShareAccess | "none" | "deleted") => void;
}) {
  async function mustExist<T>(row: T | undefined): Promise<T> {
    if (!row) throw new NotFoundError(CHECKLIST_NOT_FOUND);
    return row;
  }

  return {
    async list(
      userId: string,
      query: { page: number; folder?: string | undefined; search?: string | undefined },
    ): Promise<ChecklistPage> {
      // Someone else's folder is not there at all, as everywhere else.
      if (query.folder && query.folder !== "none") await deps.folders.assertOwned(userId, query.folder);
      const { items, hasMore } = await deps.collectionRepository.list(userId, {
        ...query,
        pageSize: CHECKLISTS_PAGE_SIZE,
      });
      return {
        items: items.map(toChecklistSummary),
        page: query.page,
        pageSize: CHECKLISTS_PAGE_SIZE,
        hasMore,
      };
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await deps.collectionRepository.remove(userId, id);
      if (!removed) throw new NotFoundError(CHECKLIST_NOT_FOUND);
      deps.onSharingChanged?.(id, "deleted");
      await deps.files.removeAll([removed]);
    },

    /** A private copy in the same folder, titled "(copy)", "(copy 2)" and so on after the owner's others. */
    async copy(userId: string, id: string): Promise<ChecklistRow> {
      const source = await mustExist(await deps.checklistRepository.findOwned(userId, id));
      const stored = readStoredDocument(source.data);
      const title = nextCopyTitle(checklistTitle(stored), await deps.collectionRepository.copyTitles(userId));
      const data = retitle(stored, title);
      const row = await deps.checklistRepository.insert({
        userId,
        title: checklistTitle(data),
        data,
        templateId: source.templateId,
        folderId: source.folderId,
        image: source.image,
      });
      deps.onDocumentChanged?.(row);
      return row;
    },

    /**
     * The checklist for the period after its own, in the same folder: dates moved on, nothing ticked, and
     * with `carryUnfinished` only the lists' unticked items. A title that named the old period names the
     * new one ("November 2026 habits" becomes "December 2026 habits"); any other is numbered as a copy's,
     * so the two never read alike in the collection.
     */
    async nextPeriod(userId: string, id: string, input: { carryUnfinished?: boolean | undefined }) {
      const source = await mustExist(await deps.checklistRepository.findOwned(userId, id));
      const stored = readStoredDocument(source.data);
      if (!hasPeriod(stored)) throw new RefusedError(NO_PERIOD);
      let data: Checklist;
      try {
        data = nextPeriodCopy(stored, { carryUnfinished: input.carryUnfinished ?? false });
      } catch (error) {
        // The last supported date: nothing after it to move to.
        if (error instanceof RangeError) throw new RefusedError(NO_PERIOD, { cause: error });
        throw error;
      }
      const title = checklistTitle(data);
      if (title === checklistTitle(stored)) {
        data = retitle(data, nextCopyTitle(title, await deps.collectionRepository.copyTitles(userId)));
      }
      const row = await deps.checklistRepository.insert({
        userId,
        title: checklistTitle(data),
        data,
        templateId: source.templateId,
        folderId: source.folderId,
      });
      deps.onDocumentChanged?.(row);
      return row;
    },

    /** The title lives in the document, so renaming edits both. */
    async rename(userId: string, id: string, title: string): Promise<ChecklistRow> {
      const current = await mustExist(await deps.checklistRepository.findOwned(userId, id));
      const data = retitle(readStoredDocument(current.data), title);
      const row = await mustExist(
        await deps.collectionRepository.update(
          userId,
          id,
          { title: checklistTitle(data), data },
          { documentChanged: true },
        ),
      );
      deps.onDocumentChanged?.(row);
      return row;
    },

    async move(userId: string, id: string, folderId: string | null): Promise<ChecklistRow> {
      if (folderId) await deps.folders.assertOwned(userId, folderId);
      return mustExist(
        await deps.collectionRepository.update(userId, id, { folderId }, { documentChanged: false }),
      );
    },

    /** Turning sharing off makes the link answer 404 at once; `access` says what its visitors may do. */
    async share(
      userId: string,
      id: string,
      isShared: boolean,
      access: ShareAccess | undefined,
    ): Promise<ChecklistRow> {
      const changes = access === undefined ? { isShared } : { isShared, shareAccess: access };
      const row = await mustExist(
        await deps.collectionRepository.update(userId, id, changes, { documentChanged: false }),
      );
      deps.onSharingChanged?.(id, row.isShared ? row.shareAccess : "none");
      return row;
    },

    async uploadImage(userId: string, id: string, image: string): Promise<ChecklistRow> {
      const before = await mustExist(await deps.checklistRepository.findOwned(userId, id));
      const { bytes } = await readImage(image);
      const path = await deps.storage.put(`checklists/${id}-${randomBytes(6).toString("hex")}.webp`, bytes);
      const row = await mustExist(
        await deps.collectionRepository.update(userId, id, { image: path }, { documentChanged: false }),
      );
      await deps.files.removeReplaced(before.image, row.image);
      return row;
    },

    /** Public and read-only, for a shared checklist only; only these fields ever leave. */
    async readShared(id: string): Promise<SharedChecklist> {
      const found = await deps.collectionRepository.findShared(id);
      if (!found) throw new NotFoundError("This checklist is not shared.");
      const { checklist, ownerName } = found;
      return {
        id: checklist.id,
        title: checklist.title,
        data: readStoredDocument(checklist.data),
        image: checklist.image,
        owner: { name: ownerName },
        access: checklist.shareAccess,
        revision: checklist.revision,
        updated: checklist.updatedAt.toISOString(),
      };
    },
  };
}
