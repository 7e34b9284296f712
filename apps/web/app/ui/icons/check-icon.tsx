import { defineIcon } from "./line-icon.tsx";

export const CheckIcon = defineIcon(<path d="m5 12 5 5L20 7" />, { width: 20, height: 20, strokeWidth: 2 });
