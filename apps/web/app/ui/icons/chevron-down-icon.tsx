import { defineIcon } from "./line-icon.tsx";

export const ChevronDownIcon = defineIcon(<path d="m6 9 6 6 6-6" />, {
  width: 16,
  height: 16,
  strokeWidth: 2,
});
