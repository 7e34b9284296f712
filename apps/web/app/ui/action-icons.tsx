/**
 * Line icons for the actions on checklists (collection, view, check-off, sharing). Kept apart from `icons.tsx`,
 * which ships with the shell on every page.
 */
import { type IconProps, LineIcon } from "./line-icon.tsx";

export const PlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const MoreIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="5" cy="12" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
    <circle cx="19" cy="12" r="1.3" fill="currentColor" />
  </LineIcon>
);

export const EditIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </LineIcon>
);

export const EyeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

export const CheckSquareIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <path d="m8 12 3 3 5-6" />
  </LineIcon>
);

export const RenameIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 7V5h11v2M9.5 5v14M7 19h5M15 13h5M17.5 13v6" />
  </LineIcon>
);

export const CopyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="8" y="8" width="12" height="12" rx="2.5" />
    <path d="M16 8V6.5A2.5 2.5 0 0 0 13.5 4h-7A2.5 2.5 0 0 0 4 6.5v7A2.5 2.5 0 0 0 6.5 16H8" />
  </LineIcon>
);

export const FolderIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3.5 7.5A2.5 2.5 0 0 1 6 5h3.5l2 2.2H18a2.5 2.5 0 0 1 2.5 2.5v7.8A2.5 2.5 0 0 1 18 20H6a2.5 2.5 0 0 1-2.5-2.5z" />
  </LineIcon>
);

export const FolderPlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3.5 7.5A2.5 2.5 0 0 1 6 5h3.5l2 2.2H18a2.5 2.5 0 0 1 2.5 2.5v7.8A2.5 2.5 0 0 1 18 20H6a2.5 2.5 0 0 1-2.5-2.5z" />
    <path d="M12 10.5v6M9 13.5h6" />
  </LineIcon>
);

export const ShareIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4M8.2 13.2l7.6 4" />
  </LineIcon>
);

export const CodeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m8 7-5 5 5 5M16 7l5 5-5 5" />
  </LineIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </LineIcon>
);

export const PrintIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
    <path d="M7 14h10v6H7z" />
  </LineIcon>
);

export const MailIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </LineIcon>
);

export const TrashIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </LineIcon>
);

export const BookmarkIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <LineIcon {...props}>
    <path d="M6.5 4h11v16.5L12 16.5l-5.5 4z" fill={filled ? "currentColor" : "none"} />
  </LineIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
  </LineIcon>
);

export const ExternalIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </LineIcon>
);

export const TextIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 6h14M5 10h14M5 14h9M5 18h6" />
  </LineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </LineIcon>
);
