import { defineIcon } from "./line-icon.tsx";

export const ChevronRightIcon = defineIcon(<path d="m9 6 6 6-6 6" />);
