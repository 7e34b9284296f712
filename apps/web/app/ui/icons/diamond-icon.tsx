import { defineIcon } from "./line-icon.tsx";

export const DiamondIcon = defineIcon(<path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" />, {
  width: 14,
  height: 14,
  strokeWidth: 2.2,
});
