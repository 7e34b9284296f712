import { defineIcon } from "./line-icon.tsx";

export const TableIcon = defineIcon(<path d="M3 5h18v14H3zM3 9.5h18M3 14.25h18M8 5v14M14.5 9.5v9.5" />);
