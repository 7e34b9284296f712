import { defineIcon } from "./line-icon.tsx";

export const OutdentIcon = defineIcon(<path d="M4 6h16M10 12h10M10 18h10M7 10l-3 2 3 2" />);
