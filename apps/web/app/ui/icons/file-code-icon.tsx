import { defineIcon } from "./line-icon.tsx";

export const FileCodeIcon = defineIcon(<path d="M14 3H6v18h12V7zM14 3v4h4M10 12l-2 2 2 2M14 12l2 2-2 2" />);
