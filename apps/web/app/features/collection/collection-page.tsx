import { useRef, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { PlusIcon } from "../../ui/icons/plus-icon.tsx";
import { TemplateCataloguePicker } from "../templates/catalogue/template-catalogue-picker.tsx";
import { BookmarkGrid } from "./bookmark-grid.tsx";
import { ChecklistSearch } from "./checklist-search.tsx";
import { ChecklistsTab } from "./checklists-tab.tsx";
import { CollectionTabs } from "./collection-tabs.tsx";
import type { CollectionData } from "./load-collection.server.ts";

/** My collection: a greeting with the way to start a checklist, then the checklists or the bookmarks. */
export function CollectionPage({ name, data }: { name: string; data: CollectionData }) {
  const [picking, setPicking] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const chooseTemplate = (from: HTMLElement) => {
    opener.current = from;
    setPicking(true);
  };
  const { view } = data;
  const key = `${view.tab}:${view.folder ?? ""}:${view.search}`;
  return (
    <div className="bg-gradient-to-b from-lilac via-white to-white">
      <div className="mx-auto max-w-80 px-1 pt-2 pb-4 md:px-2 md:pt-3">
        <div className="flex flex-wrap items-end justify-between gap-1">
          <div className="min-w-0">
            <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">My collection</p>
            <h1 className="mt-0.3 truncate text-3xl font-medium tracking-tight text-ink md:text-4xl">
              Hello, {name}
            </h1>
          </div>
          <Button size="lg" onClick={(event) => chooseTemplate(event.currentTarget)}>
            <PlusIcon />
            New checklist
          </Button>
        </div>
        <div className="mt-1.5 mb-1.5 flex flex-col gap-1 sm:min-h-3 sm:flex-row sm:items-end sm:justify-between sm:gap-2 sm:border-b sm:border-line md:mb-2">
          <CollectionTabs view={view} />
          {view.tab === "checklists" ? (
            <div className="sm:pb-0.5">
              <ChecklistSearch key={view.folder ?? ""} view={view} />
            </div>
          ) : null}
        </div>
        {view.tab === "bookmarks" ? (
          <BookmarkGrid key={key} initial={data.bookmarks} />
        ) : (
          <ChecklistsTab key={key} data={data} onChooseTemplate={chooseTemplate} />
        )}
      </div>
      <TemplateCataloguePicker open={picking} onOpenChange={setPicking} returnFocus={() => opener.current} />
    </div>
  );
}
