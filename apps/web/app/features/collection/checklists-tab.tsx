import { formatCount } from "@listful/checklist";
import type { ChecklistResponse, ChecklistSummary } from "@listful/contracts";
import { useRef, useState } from "react";
import { dashboardHref } from "../../lib/hrefs.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { useAppNavigate } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import type { CardAction } from "./card-actions.ts";
import { CardDialogs, type OpenDialog } from "./card-dialogs.tsx";
import { CARD_GRID } from "./card-grid.ts";
import { downloadChecklistPdf, toSummary } from "./checklist-actions.ts";
import { ChecklistCard } from "./checklist-card.tsx";
import { CHECKLIST } from "./collection-messages.ts";
import { UNFILED } from "./collection-view.ts";
import { EmptyCollection } from "./empty-collection.tsx";
import { type FolderDialog, FolderDialogs } from "./folder-dialogs.tsx";
import { FolderHeading } from "./folder-heading.tsx";
import { FolderNav } from "./folder-nav.tsx";
import type { CollectionData } from "./load-collection.server.ts";
import { useChecklistList } from "./use-checklist-list.ts";
import { useFolders } from "./use-folders.ts";

type ChecklistsTabProps = {
  data: CollectionData;
  onChooseTemplate: (opener: HTMLElement) => void;
};

/** The checklists: folders beside a grid of cards, more on demand, and the dialogs the cards open. */
export function ChecklistsTab({ data, onChooseTemplate }: ChecklistsTabProps) {
  const shown = data.view.folder;
  const search = data.view.tab === "checklists" ? data.view.search : "";
  const { folders, refresh } = useFolders(data.folders);
  const list = useChecklistList(data.checklists, shown, search);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const navigate = useAppNavigate();
  const duplicating = useMutation<ChecklistResponse>("duplicate", {
    onSuccess: ({ value }) => {
      list.prepend(toSummary(value));
      void refresh();
    },
  });
  const folder = folders.find((entry) => entry.id === shown);
  const folderNames = new Map(folders.map((entry) => [entry.id, entry.name]));
  const title = folder?.name ?? (shown === UNFILED ? "Not in a folder" : "All checklists");

  async function onAction(action: CardAction, item: ChecklistSummary, opener: HTMLElement | null) {
    if (action === "duplicate") {
      duplicating.submit({ id: item.id });
    } else if (action === "download") {
      await downloadChecklistPdf(item.id);
    } else {
      setDialog({ kind: action, item, opener });
    }
  }

  // The button stays only while there is more, and focus would fall to the page with it: it goes on to the
  // first card loaded, where reading carries on.
  async function loadMore() {
    const added = await list.loadMore();
    if (added) grid.current?.querySelector<HTMLElement>(`[data-checklist-id="${added}"] h3 a`)?.focus();
  }

  if (!shown && !search && list.items.length === 0 && folders.length === 0) {
    return <EmptyCollection onChooseTemplate={onChooseTemplate} />;
  }
  return (
    <div className="grid grid-cols-1 gap-1.5 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-2.5">
      <FolderNav
        folders={folders}
        current={shown}
        onNewFolder={(opener) => setFolderDialog({ kind: "new", opener })}
      />
      <section aria-labelledby="collection-heading" className="min-w-0">
        <FolderHeading
          headingRef={heading}
          title={title}
          folder={folder}
          onRename={(opener) => setFolderDialog({ kind: "rename", opener })}
          onDelete={(opener) => setFolderDialog({ kind: "delete", opener })}
        />
        {search && list.items.length > 0 ? (
          <p role="status" className="-mt-0.75 mb-1 text-sm text-muted">
            {list.hasMore ? "Checklists" : formatCount(list.items.length, CHECKLIST)} with “{search}” in the
            title
          </p>
        ) : null}
        {list.items.length === 0 ? (
          <p
            role={search ? "status" : undefined}
            className="rounded-3xl border border-dashed border-line bg-white px-1.5 py-3 text-center text-ink-soft"
          >
            {search
              ? `No checklists here have “${search}” in their title.`
              : shown
                ? "Nothing here yet. Move checklists in from their menu."
                : "No checklists yet."}
          </p>
        ) : (
          <div ref={grid} className={CARD_GRID}>
            {list.items.map((item) => (
              <ChecklistCard
                key={item.id}
                item={item}
                folderName={shown ? undefined : folderNames.get(item.folder?.id ?? "")}
                onAction={onAction}
              />
            ))}
          </div>
        )}
        {list.hasMore ? (
          <div className="mt-2 flex justify-center">
            <Button variant="secondary" size="lg" pending={list.isLoadingMore} onClick={loadMore}>
              Load more
            </Button>
          </div>
        ) : null}
      </section>
      {dialog ? (
        <CardDialogs
          dialog={dialog}
          folders={folders}
          onClose={() => setDialog(null)}
          fallbackFocus={() => heading.current}
          onChanged={list.update}
          onDeleted={(id) => {
            list.remove(id);
            void refresh();
          }}
          onFoldersChanged={refresh}
        />
      ) : null}
      {folderDialog ? (
        <FolderDialogs
          dialog={folderDialog}
          folder={folder}
          onClose={() => setFolderDialog(null)}
          fallbackFocus={() => heading.current}
          onSaved={() => void refresh()}
          onDeleted={() => navigate(dashboardHref())}
        />
      ) : null}
    </div>
  );
}
