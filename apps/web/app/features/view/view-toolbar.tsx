import { isSmallPaper } from "@listful/checklist";
import type { ReactNode } from "react";
import { checkOffHref, editorHref } from "../../lib/hrefs.ts";
import { useScrollPast } from "../../lib/use-scroll-past.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CheckSquareIcon } from "../../ui/icons/check-square-icon.tsx";
import { EditIcon } from "../../ui/icons/edit-icon.tsx";
import { keepToastsBelow } from "../../ui/toast-place.ts";
import { formatUpdated } from "../collection/format-updated.ts";
import { HEADER_SCROLL_THRESHOLD } from "../shell/site-header.tsx";
import { BookmarkButton } from "./bookmark-button.tsx";
import type { LoadedChecklist } from "./load-checklist.server.ts";
import { NextPeriodButton } from "./next-period-button.tsx";
import { DownloadAndPrint } from "./output-choices.tsx";
import { ShareButton } from "./share-button.tsx";
import { ToolLabel, toolClass } from "./tool-button.tsx";
import { useDownload } from "./use-download.ts";
import type { PrintChoice } from "./use-print-choice.ts";

/** The view page's sticky bar under the site header: what this is, and everything one can do with it. */
export function ViewToolbar({
  checklist,
  printing,
  liveStatus,
}: {
  checklist: LoadedChecklist;
  printing: PrintChoice;
  /** Who is here and how the live channel stands. */
  liveStatus: ReactNode;
}) {
  const scrolled = useScrollPast(HEADER_SCROLL_THRESHOLD);
  const { pending, download } = useDownload(checklist.doc);
  const byline = checklist.isOwner
    ? checklist.isShared
      ? checklist.access === "tick"
        ? "Shared with a link: anyone with it can tick it off"
        : "Shared with a link"
      : "Private: only you can see it"
    : `Shared by ${checklist.ownerName}`;
  return (
    <div
      ref={keepToastsBelow}
      className={`sticky z-20 border-b border-line bg-white/95 backdrop-blur-md transition-[top] duration-200 ${scrolled ? "top-4" : "top-5"}`}
    >
      <div className="mx-auto flex max-w-80 flex-wrap items-center gap-x-1 gap-y-0.5 px-1 py-0.75 md:flex-nowrap md:px-2">
        <div className="min-w-0 flex-1 basis-full md:basis-0">
          <h1 className="truncate text-lg font-medium text-ink md:text-xl">{checklist.title}</h1>
          <div className="flex flex-wrap items-center gap-x-1 gap-y-0.3 text-sm text-muted">
            <p className="truncate">
              {byline} ·{" "}
              <time dateTime={checklist.updated} suppressHydrationWarning>
                {formatUpdated(checklist.updated)}
              </time>
            </p>
            {liveStatus}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-0.3 md:gap-0.5">
          <AppLink to={checkOffHref(checklist.id)} className={toolClass()} title="Check off online">
            <ToolLabel icon={<CheckSquareIcon />} label="Check off" />
          </AppLink>
          <DownloadAndPrint
            isDownloading={pending}
            isSmallPaper={isSmallPaper(checklist.doc.pageFormat)}
            onDownload={download}
            onPrint={printing.print}
          />
          <ShareButton target={checklist} doc={checklist.doc} isOwner={checklist.isOwner} />
          {checklist.isOwner ? (
            <NextPeriodButton id={checklist.id} title={checklist.title} doc={checklist.doc} />
          ) : null}
          {checklist.isOwner ? (
            <AppLink to={editorHref({ checklistId: checklist.id })} className={toolClass(true)} title="Edit">
              <ToolLabel icon={<EditIcon />} label="Edit" />
            </AppLink>
          ) : (
            <BookmarkButton id={checklist.id} initial={checklist.isBookmarked} />
          )}
        </div>
      </div>
    </div>
  );
}
