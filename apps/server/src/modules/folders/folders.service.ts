import type { Folder } from "@listful/contracts";
import { isUniqueViolation } from "@listful/db";
import { InvalidInputError, NotFoundError } from "../../domain-errors.ts";
import type { FolderRepository } from "./folders.repository.ts";

export const FOLDER_NOT_FOUND = "This folder does not exist or is not yours.";
const NAME_TAKEN = "You already have a folder with this name.";

export type FolderService = ReturnType<typeof createFolderService>;

function toFolder(row: { id: string; name: string; createdAt: Date }, checklistCount: number): Folder {
  return { id: row.id, name: row.name, checklistCount, created: row.createdAt.toISOString() };
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidInputError({ name: NAME_TAKEN });
    throw error;
  }
}

export function createFolderService(deps: { folderRepository: FolderRepository }) {
  return {
    async list(userId: string): Promise<Folder[]> {
      return (await deps.folderRepository.list(userId)).map((row) => toFolder(row, row.checklistCount));
    },
    async create(userId: string, name: string): Promise<Folder> {
      return toFolder(await uniqueName(() => deps.folderRepository.insert(userId, name)), 0);
    },
    async rename(userId: string, id: string, name: string): Promise<Folder> {
      const row = await uniqueName(() => deps.folderRepository.rename(userId, id, name));
      if (!row) throw new NotFoundError(FOLDER_NOT_FOUND);
      return toFolder(row, await deps.folderRepository.countChecklists(row.id));
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await deps.folderRepository.remove(userId, id))) throw new NotFoundError(FOLDER_NOT_FOUND);
    },
    /** The folder, if it is this user's; anything else reads as missing. */
    async assertOwned(userId: string, id: string): Promise<void> {
      if (!(await deps.folderRepository.findOwned(userId, id))) throw new NotFoundError(FOLDER_NOT_FOUND);
    },
  };
}
