import { defineIcon } from "./line-icon.tsx";

export const SearchIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);
