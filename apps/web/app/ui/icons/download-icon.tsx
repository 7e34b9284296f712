import { defineIcon } from "./line-icon.tsx";

export const DownloadIcon = defineIcon(<path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />);
