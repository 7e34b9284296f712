import type { ChecklistSummary } from "@listful/contracts";
import { useId, useRef } from "react";
import { editorHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CardThumbnail } from "../../ui/card-thumbnail.tsx";
import { FolderIcon } from "../../ui/icons/folder-icon.tsx";
import { GlobeIcon } from "../../ui/icons/globe-icon.tsx";
import type { CardAction } from "./card-actions.ts";
import { CardMenu } from "./card-menu.tsx";
import { formatUpdated } from "./format-updated.ts";

type ChecklistCardProps = {
  item: ChecklistSummary;
  /** Shown when the grid mixes folders (the whole collection). */
  folderName?: string | undefined;
  /** `opener` is the menu button, where focus returns when a dialog closes. */
  onAction: (action: CardAction, item: ChecklistSummary, opener: HTMLElement | null) => void;
};

/** One saved checklist: its first page, its title and when it last changed; the picture opens the editor. */
export function ChecklistCard({ item, folderName, onAction }: ChecklistCardProps) {
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const opener = () => root.current?.querySelector<HTMLElement>("button[aria-expanded]") ?? null;
  return (
    <article
      ref={root}
      aria-labelledby={titleId}
      data-checklist-id={item.id}
      className="group relative flex flex-col"
    >
      <div className="relative aspect-[797/1127] overflow-hidden rounded-2xl border border-line bg-canvas shadow-soft transition-[box-shadow,border-color] duration-200 group-hover:border-primary-200 group-hover:shadow-lift">
        <AppLink
          to={editorHref({ checklistId: item.id })}
          tabIndex={-1}
          aria-hidden="true"
          className="block size-full"
        >
          <CardThumbnail image={item.image} title={item.title} />
        </AppLink>
        {item.isShared ? (
          <span className="absolute bottom-0.75 left-0.75 inline-flex items-center gap-0.3 rounded-full bg-white/95 px-0.5 py-[0.15rem] text-xs font-medium text-primary-700 shadow-soft ring-1 ring-primary-100">
            <GlobeIcon width="13" height="13" />
            {item.access === "tick" ? "Shared to tick off" : "Shared"}
          </span>
        ) : null}
      </div>
      {/* Outside the clipped picture, so the open menu is not cut off. */}
      <div className="absolute top-0.5 right-0.5 z-10 has-[[aria-expanded=true]]:z-30">
        <CardMenu
          id={item.id}
          title={item.title}
          period={item.period}
          onAction={(action) => onAction(action, item, opener())}
        />
      </div>
      <div className="mt-0.75 min-w-0 px-0.3">
        {/* Padded by the focus ring's width, so the clip that truncates the title leaves the ring whole. */}
        <h3 id={titleId} className="-m-0.25 truncate p-0.25 text-[0.95rem] font-medium text-ink">
          <AppLink
            to={editorHref({ checklistId: item.id })}
            className="rounded-sm outline-offset-2 hover:text-primary-700"
            title={item.title}
          >
            {item.title}
          </AppLink>
        </h3>
        {/* One line each: a narrow card cuts a long folder name short rather than breaking the time in two. */}
        <p className="mt-[0.1rem] truncate text-sm text-muted">
          <time dateTime={item.updated} suppressHydrationWarning>
            {formatUpdated(item.updated)}
          </time>
        </p>
        {folderName ? (
          <p className="flex min-w-0 items-center gap-[0.2rem] text-sm text-muted">
            <FolderIcon width="13" height="13" className="shrink-0" />
            <span className="sr-only">In folder </span>
            <span className="truncate">{folderName}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
