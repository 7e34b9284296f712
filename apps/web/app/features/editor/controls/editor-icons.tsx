import type { ReactNode } from "react";
import { type IconProps, LineIcon } from "../../../ui/line-icon.tsx";

/** The editor's line icons; they load with the editor's chunk only. */
function EditorIcon({ children, className = "", ...props }: IconProps & { children: ReactNode }) {
  // Never squeezed by a tight button: the label gives way first.
  return (
    <LineIcon className={`shrink-0 ${className}`} {...props}>
      {children}
    </LineIcon>
  );
}

function icon(paths: ReactNode) {
  return (props: IconProps) => <EditorIcon {...props}>{paths}</EditorIcon>;
}

export const UndoIcon = icon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
export const RedoIcon = icon(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />);
export const GripIcon = icon(
  <>
    <circle cx="9" cy="6" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="15" cy="6" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="9" cy="12" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="15" cy="12" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="9" cy="18" r="1.2" fill="currentColor" stroke="none" />
    <circle cx="15" cy="18" r="1.2" fill="currentColor" stroke="none" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const TrashIcon = icon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const IndentIcon = icon(<path d="M4 6h16M10 12h10M10 18h10M4 10l3 2-3 2" />);
export const OutdentIcon = icon(<path d="M4 6h16M10 12h10M10 18h10M7 10l-3 2 3 2" />);
export const ChevronIcon = icon(<path d="m9 6 6 6-6 6" />);
export const BlocksIcon = icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />);
export const PaletteIcon = icon(
  <>
    <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.2-1-1.6-1-2.7 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.5 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1" fill="currentColor" />
    <circle cx="10" cy="7" r="1" fill="currentColor" />
    <circle cx="15" cy="7.5" r="1" fill="currentColor" />
  </>,
);
export const SaveIcon = icon(<path d="M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6" />);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const UploadIcon = icon(<path d="M12 20V9M7 14l5-5 5 5M5 4h14" />);
export const PrintIcon = icon(
  <path d="M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z" />,
);
export const FileCodeIcon = icon(<path d="M14 3H6v18h12V7zM14 3v4h4M10 12l-2 2 2 2M14 12l2 2-2 2" />);
export const CloudCheckIcon = icon(
  <path d="M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19.5 10 4 4 0 0 1 18 18zM9.5 13.5l2 2 3.5-3.5" />,
);
export const CloudOffIcon = icon(
  <path d="M3 3l18 18M8 8.2A6 6 0 0 1 19.5 10 4 4 0 0 1 20 17.6M16 18H7a5 5 0 0 1-1.9-9.6" />,
);
export const AlertIcon = icon(<path d="M12 4 2.5 20h19zM12 10v4M12 17h.01" />);
export const ArrowUpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const ArrowDownIcon = icon(<path d="M12 5v14M6 13l6 6 6-6" />);
export const CollapseIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ListIcon = icon(<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />);
export const ChecklistIcon = icon(<path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />);
export const HeadingIcon = icon(<path d="M6 4v16M18 4v16M6 12h12" />);
export const LinesIcon = icon(<path d="M4 8h16M4 13h16M4 18h10" />);
export const AnswerIcon = icon(<path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />);
export const GridIcon = icon(<path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />);
export const CalendarIcon = icon(<path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />);
