import { defineIcon } from "./line-icon.tsx";

export const CloudCheckIcon = defineIcon(
  <path d="M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19.5 10 4 4 0 0 1 18 18zM9.5 13.5l2 2 3.5-3.5" />,
);
