import { defineIcon } from "./line-icon.tsx";

export const UndoIcon = defineIcon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
