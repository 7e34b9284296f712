import { defineIcon } from "./line-icon.tsx";

export const MenuIcon = defineIcon(<path d="M4 7h16M4 12h16M4 17h16" />, {
  width: 20,
  height: 20,
  strokeWidth: 2,
});
