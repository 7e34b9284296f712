import { defineIcon } from "./line-icon.tsx";

export const WifiOffIcon = defineIcon(
  <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.1-1.5M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 11 5M12 20h.01" />,
  { width: 18, height: 18, strokeWidth: 2 },
);
