import { defineIcon } from "./line-icon.tsx";

export const HeadingIcon = defineIcon(<path d="M6 4v16M18 4v16M6 12h12" />);
