import { defineIcon } from "./line-icon.tsx";

export const GridIcon = defineIcon(<path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />);
