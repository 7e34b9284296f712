import { defineIcon } from "./line-icon.tsx";

export const ArrowRightIcon = defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />, {
  width: 18,
  height: 18,
  strokeWidth: 2,
});
