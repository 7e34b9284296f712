import { defineIcon } from "./line-icon.tsx";

export const MoreIcon = defineIcon(
  <>
    <circle cx="5" cy="12" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
    <circle cx="19" cy="12" r="1.3" fill="currentColor" />
  </>,
);
