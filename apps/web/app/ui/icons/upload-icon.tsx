import { defineIcon } from "./line-icon.tsx";

export const UploadIcon = defineIcon(<path d="M12 20V9M7 14l5-5 5 5M5 4h14" />);
