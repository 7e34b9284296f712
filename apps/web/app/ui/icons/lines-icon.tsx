import { defineIcon } from "./line-icon.tsx";

export const LinesIcon = defineIcon(<path d="M4 8h16M4 13h16M4 18h10" />);
