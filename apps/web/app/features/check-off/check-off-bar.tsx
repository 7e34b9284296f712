import type { ReactNode } from "react";
import { editorHref, viewHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { EditIcon } from "../../ui/icons/edit-icon.tsx";
import { EyeIcon } from "../../ui/icons/eye-icon.tsx";
import { ToolLabel, toolClass } from "../view/tool-button.tsx";
import type { Progress } from "./progress.ts";
import { ProgressMeter } from "./progress-meter.tsx";

type CheckOffBarProps = {
  id: string;
  title: string;
  progress: Progress;
  isOwner: boolean;
  /** Save state or the visitor's note, and their own controls. */
  status: ReactNode;
  actions: ReactNode;
};

/** Above the pages: the title, how far along it is, whether it is saved, and the way to view or edit it. */
export function CheckOffBar({ id, title, progress, isOwner, status, actions }: CheckOffBarProps) {
  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-80 flex-wrap items-center gap-x-1.5 gap-y-0.75 px-1 py-1 md:px-2">
        <div className="min-w-0 flex-1 basis-full sm:basis-auto">
          <p className="text-xs font-medium tracking-wider text-primary-700 uppercase">Check off</p>
          <h1 className="truncate text-xl font-medium text-ink md:text-2xl">{title}</h1>
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 gap-y-0.5 sm:flex-none">
          <ProgressMeter progress={progress} />
          <div className="text-sm text-muted">{status}</div>
        </div>
        <div className="flex w-full flex-wrap items-center gap-0.5 sm:w-auto">
          {actions}
          <AppLink to={viewHref(id)} className={toolClass()} title="View">
            <ToolLabel icon={<EyeIcon />} label="View" />
          </AppLink>
          {isOwner ? (
            <AppLink to={editorHref({ checklistId: id })} className={toolClass(true)} title="Edit">
              <ToolLabel icon={<EditIcon />} label="Edit" />
            </AppLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
