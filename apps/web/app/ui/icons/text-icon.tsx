import { defineIcon } from "./line-icon.tsx";

export const TextIcon = defineIcon(<path d="M5 6h14M5 10h14M5 14h9M5 18h6" />);
