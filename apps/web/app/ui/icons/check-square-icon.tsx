import { defineIcon } from "./line-icon.tsx";

export const CheckSquareIcon = defineIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
