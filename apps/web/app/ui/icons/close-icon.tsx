import { defineIcon } from "./line-icon.tsx";

export const CloseIcon = defineIcon(<path d="M18 6 6 18M6 6l12 12" />, {
  width: 20,
  height: 20,
  strokeWidth: 2,
});
