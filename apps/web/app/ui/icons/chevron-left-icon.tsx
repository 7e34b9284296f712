import { defineIcon } from "./line-icon.tsx";

export const ChevronLeftIcon = defineIcon(<path d="m15 6-6 6 6 6" />);
