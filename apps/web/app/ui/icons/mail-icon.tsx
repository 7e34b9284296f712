import { defineIcon } from "./line-icon.tsx";

export const MailIcon = defineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </>,
);
