import { defineIcon } from "./line-icon.tsx";

export const EditIcon = defineIcon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
