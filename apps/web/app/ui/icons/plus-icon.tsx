import { defineIcon } from "./line-icon.tsx";

export const PlusIcon = defineIcon(<path d="M12 5v14M5 12h14" />);
