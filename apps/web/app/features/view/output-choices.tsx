import type { ReactNode } from "react";
import { Dropdown } from "../../ui/dropdown.tsx";
import { CheckSquareIcon } from "../../ui/icons/check-square-icon.tsx";
import { CopyIcon } from "../../ui/icons/copy-icon.tsx";
import { DownloadIcon } from "../../ui/icons/download-icon.tsx";
import { ListIcon } from "../../ui/icons/list-icon.tsx";
import { PrintIcon } from "../../ui/icons/print-icon.tsx";
import { MenuItem } from "../../ui/menu-item.tsx";
import { ToolLabel, toolClass } from "./tool-button.tsx";

type Choose = (choice: { hideDone: boolean; twoUp?: boolean }) => void;

/**
 * One output (Download, Print) and its choices: as it is, or without what is done; a small paper's download
 * also two pages on one A4 or Letter sheet (`canPrintTwoUp`).
 */
function OutputChoices({
  icon,
  label,
  pending,
  canPrintTwoUp = false,
  onChoose,
}: {
  icon: ReactNode;
  label: string;
  pending?: boolean;
  canPrintTwoUp?: boolean;
  onChoose: Choose;
}) {
  return (
    <Dropdown
      trigger={<ToolLabel icon={icon} label={label} />}
      triggerLabel={label}
      triggerClassName={`${toolClass()}${pending ? " pointer-events-none opacity-60" : ""}`}
      align="end"
      panelClassName="w-max"
    >
      <ul>
        <li>
          <MenuItem icon={CheckSquareIcon} onClick={() => onChoose({ hideDone: false })}>
            With my ticks
          </MenuItem>
        </li>
        <li>
          <MenuItem icon={ListIcon} onClick={() => onChoose({ hideDone: true })}>
            Leave out done items
          </MenuItem>
        </li>
        {canPrintTwoUp ? (
          <li>
            <MenuItem icon={CopyIcon} onClick={() => onChoose({ hideDone: false, twoUp: true })}>
              Two on one sheet
            </MenuItem>
          </li>
        ) : null}
      </ul>
    </Dropdown>
  );
}

/**
 * The view's and check-off's Download and Print, each with or without what is done; on A5 or half-letter the
 * download also two on one sheet.
 */
export function DownloadAndPrint({
  isDownloading,
  isSmallPaper = false,
  onDownload,
  onPrint,
}: {
  isDownloading: boolean;
  isSmallPaper?: boolean;
  onDownload: Choose;
  onPrint: Choose;
}) {
  return (
    <>
      <OutputChoices
        icon={<DownloadIcon />}
        label="Download"
        pending={isDownloading}
        canPrintTwoUp={isSmallPaper}
        onChoose={onDownload}
      />
      <OutputChoices icon={<PrintIcon />} label="Print" onChoose={onPrint} />
    </>
  );
}
