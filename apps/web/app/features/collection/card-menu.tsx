import type { ChecklistSummary } from "@listful/contracts";
import type { ComponentType, SVGProps } from "react";
import { checkOffHref, editorHref, viewHref } from "../../lib/hrefs.ts";
import { Dropdown } from "../../ui/dropdown.tsx";
import { CalendarIcon } from "../../ui/icons/calendar-icon.tsx";
import { CheckSquareIcon } from "../../ui/icons/check-square-icon.tsx";
import { CodeIcon } from "../../ui/icons/code-icon.tsx";
import { CopyIcon } from "../../ui/icons/copy-icon.tsx";
import { DownloadIcon } from "../../ui/icons/download-icon.tsx";
import { EditIcon } from "../../ui/icons/edit-icon.tsx";
import { EyeIcon } from "../../ui/icons/eye-icon.tsx";
import { FolderIcon } from "../../ui/icons/folder-icon.tsx";
import { MailIcon } from "../../ui/icons/mail-icon.tsx";
import { MoreIcon } from "../../ui/icons/more-icon.tsx";
import { RenameIcon } from "../../ui/icons/rename-icon.tsx";
import { ShareIcon } from "../../ui/icons/share-icon.tsx";
import { TrashIcon } from "../../ui/icons/trash-icon.tsx";
import { MenuItem } from "../../ui/menu-item.tsx";
import type { CardAction } from "./card-actions.ts";
import { nextPeriodLabel } from "./next-period.ts";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const LINKS: readonly { label: string; icon: Icon; href: (id: string) => string }[] = [
  { label: "Open in editor", icon: EditIcon, href: (id) => editorHref({ checklistId: id }) },
  { label: "View", icon: EyeIcon, href: viewHref },
  { label: "Check off online", icon: CheckSquareIcon, href: checkOffHref },
];

const ACTIONS: readonly { action: CardAction; label: string; icon: Icon }[] = [
  { action: "rename", label: "Rename", icon: RenameIcon },
  { action: "duplicate", label: "Duplicate", icon: CopyIcon },
  { action: "move", label: "Move to folder", icon: FolderIcon },
  { action: "share", label: "Share", icon: ShareIcon },
  { action: "embed", label: "Embed", icon: CodeIcon },
  { action: "download", label: "Download PDF", icon: DownloadIcon },
  { action: "email", label: "Send by e-mail", icon: MailIcon },
];

/** A card's actions, behind one "more" button so the grid stays calm; a dated checklist's next period's copy. */
export function CardMenu({
  id,
  title,
  period,
  onAction,
}: {
  id: string;
  title: string;
  period: ChecklistSummary["period"];
  onAction: (action: CardAction) => void;
}) {
  const actions = period
    ? ACTIONS.flatMap((entry) =>
        entry.action === "duplicate"
          ? [entry, { action: "next-period" as const, label: nextPeriodLabel(period), icon: CalendarIcon }]
          : [entry],
      )
    : ACTIONS;
  return (
    <Dropdown
      trigger={<MoreIcon width="20" height="20" />}
      triggerLabel={`Actions for ${title}`}
      triggerClassName="grid size-2.5 place-items-center rounded-full bg-white/95 text-ink shadow-soft ring-1 ring-line transition-colors hover:bg-primary-50 hover:text-primary-700"
      align="end"
      panelClassName="w-15"
    >
      <ul>
        {LINKS.map(({ label, icon, href }) => (
          <li key={label}>
            <MenuItem to={href(id)} icon={icon}>
              {label}
            </MenuItem>
          </li>
        ))}
      </ul>
      <ul className="mt-0.3 border-t border-line pt-0.3">
        {actions.map(({ action, label, icon }) => (
          <li key={action}>
            <MenuItem icon={icon} onClick={() => onAction(action)}>
              {label}
            </MenuItem>
          </li>
        ))}
      </ul>
      <div className="mt-0.3 border-t border-line pt-0.3">
        <MenuItem icon={TrashIcon} tone="danger" onClick={() => onAction("delete")}>
          Delete
        </MenuItem>
      </div>
    </Dropdown>
  );
}
