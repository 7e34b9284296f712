import type { Folder } from "@listful/contracts";
import type { RefObject } from "react";
import { Button } from "../../ui/button.tsx";
import { RenameIcon } from "../../ui/icons/rename-icon.tsx";
import { TrashIcon } from "../../ui/icons/trash-icon.tsx";

type FolderHeadingProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** The folder shown, when it is one of the user's: it can be renamed or deleted from here. */
  folder: Folder | undefined;
  onRename: (opener: HTMLElement) => void;
  onDelete: (opener: HTMLElement) => void;
};

/** The title over the cards, with the shown folder's own actions. */
export function FolderHeading({ headingRef, title, folder, onRename, onDelete }: FolderHeadingProps) {
  return (
    <div className="mb-1.25 flex min-h-2.5 flex-wrap items-center gap-0.5">
      <h2
        id="collection-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mr-auto truncate text-xl font-medium text-ink focus:outline-none"
      >
        {title}
      </h2>
      {folder ? (
        <div className="flex gap-0.3">
          <Button variant="ghost" size="sm" onClick={(event) => onRename(event.currentTarget)}>
            <RenameIcon width="16" height="16" />
            Rename folder
          </Button>
          <Button variant="ghost" size="sm" onClick={(event) => onDelete(event.currentTarget)}>
            <TrashIcon width="16" height="16" />
            Delete folder
          </Button>
        </div>
      ) : null}
    </div>
  );
}
