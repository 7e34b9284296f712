import { defineIcon } from "./line-icon.tsx";

export const CodeIcon = defineIcon(<path d="m8 7-5 5 5 5M16 7l5 5-5 5" />);
