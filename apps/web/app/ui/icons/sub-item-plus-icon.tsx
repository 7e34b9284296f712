import { defineIcon } from "./line-icon.tsx";

/** A row with a new row branching in under it: what adding a sub-item does, unlike the plain plus. */
export const SubItemPlusIcon = defineIcon(
  <>
    <path d="M4 5h16" />
    <path d="M5.5 5v7.5A1.5 1.5 0 0 0 7 14h3" />
    <path d="M15.5 10v8M11.5 14h8" />
  </>,
);
