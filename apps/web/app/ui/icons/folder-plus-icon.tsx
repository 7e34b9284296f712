import { defineIcon } from "./line-icon.tsx";

export const FolderPlusIcon = defineIcon(
  <>
    <path d="M3.5 7.5A2.5 2.5 0 0 1 6 5h3.5l2 2.2H18a2.5 2.5 0 0 1 2.5 2.5v7.8A2.5 2.5 0 0 1 18 20H6a2.5 2.5 0 0 1-2.5-2.5z" />
    <path d="M12 10.5v6M9 13.5h6" />
  </>,
);
