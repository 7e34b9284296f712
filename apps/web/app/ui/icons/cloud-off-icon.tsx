import { defineIcon } from "./line-icon.tsx";

export const CloudOffIcon = defineIcon(
  <path d="M3 3l18 18M8 8.2A6 6 0 0 1 19.5 10 4 4 0 0 1 20 17.6M16 18H7a5 5 0 0 1-1.9-9.6" />,
);
