import { defineIcon } from "./line-icon.tsx";

export const RenameIcon = defineIcon(<path d="M4 7V5h11v2M9.5 5v14M7 19h5M15 13h5M17.5 13v6" />);
