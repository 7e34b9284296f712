import { defineIcon } from "./line-icon.tsx";

export const RedoIcon = defineIcon(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />);
