import { defineIcon } from "./line-icon.tsx";

export const SaveIcon = defineIcon(<path d="M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6" />);
