import { formatCount } from "@listful/checklist";
import type { Folder } from "@listful/contracts";
import { dashboardHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FolderIcon } from "../../ui/icons/folder-icon.tsx";
import { FolderPlusIcon } from "../../ui/icons/folder-plus-icon.tsx";
import { CHECKLIST } from "./collection-messages.ts";
import { UNFILED } from "./collection-view.ts";

const ITEM =
  "flex shrink-0 items-center gap-0.5 rounded-full px-1 py-0.5 text-[0.95rem] whitespace-nowrap text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700 aria-[current=page]:bg-primary-600 aria-[current=page]:text-white lg:rounded-xl lg:px-0.75 lg:aria-[current=page]:bg-primary-50 lg:aria-[current=page]:text-primary-800";

type FolderNavProps = {
  folders: Folder[];
  /** The folder shown: a folder id, "none" for unfiled, or null for everything. */
  current: string | null;
  onNewFolder: (opener: HTMLElement) => void;
};

/** The folders: a column beside the cards on wide screens, a row of chips on phones. */
export function FolderNav({ folders, current, onNewFolder }: FolderNavProps) {
  const entries = [
    { id: null, name: "All checklists", count: null },
    { id: UNFILED, name: "Not in a folder", count: null },
    ...folders.map((folder) => ({ id: folder.id, name: folder.name, count: folder.checklistCount })),
  ];
  return (
    <nav aria-label="Folders" className="min-w-0">
      <h2 className="hidden px-0.75 text-xs font-medium tracking-wider text-muted uppercase lg:block">
        Folders
      </h2>
      {/* Positioned, so the counts' screen-reader text stays inside the scrolled row instead of widening the page. */}
      <ul className="relative -mx-1 flex gap-0.3 overflow-x-auto px-1 pb-0.3 lg:mx-0 lg:mt-0.5 lg:flex-col lg:overflow-visible lg:px-0">
        {entries.map((entry) => (
          <li key={entry.id ?? "all"} className="flex">
            <AppLink
              to={dashboardHref({ folder: entry.id })}
              aria-current={current === entry.id ? "page" : undefined}
              className={`${ITEM} lg:w-full`}
            >
              {entry.id && entry.id !== UNFILED ? <FolderIcon className="shrink-0 opacity-70" /> : null}
              <span className="truncate lg:flex-1">{entry.name}</span>
              {entry.count === null ? null : (
                <span className="text-sm tabular-nums opacity-70">
                  <span aria-hidden="true">{entry.count}</span>
                  <span className="sr-only">{formatCount(entry.count, CHECKLIST)}</span>
                </span>
              )}
            </AppLink>
          </li>
        ))}
        <li className="flex lg:mt-0.5">
          <button
            type="button"
            onClick={(event) => onNewFolder(event.currentTarget)}
            className={`${ITEM} border border-dashed border-primary-300 text-primary-700 lg:w-full`}
          >
            <FolderPlusIcon className="shrink-0" />
            New folder
          </button>
        </li>
      </ul>
    </nav>
  );
}
