import { defineIcon } from "./line-icon.tsx";

export const ArrowDownIcon = defineIcon(<path d="M12 5v14M6 13l6 6 6-6" />);
