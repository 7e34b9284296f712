import { defineIcon } from "./line-icon.tsx";

export const IndentIcon = defineIcon(<path d="M4 6h16M10 12h10M10 18h10M4 10l3 2-3 2" />);
