import { defineIcon } from "./line-icon.tsx";

export const ArrowUpIcon = defineIcon(<path d="M12 19V5M6 11l6-6 6 6" />);
