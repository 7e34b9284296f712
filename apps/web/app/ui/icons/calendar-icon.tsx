import { defineIcon } from "./line-icon.tsx";

export const CalendarIcon = defineIcon(<path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />);
