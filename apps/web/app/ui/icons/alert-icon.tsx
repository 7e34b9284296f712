import { defineIcon } from "./line-icon.tsx";

export const AlertIcon = defineIcon(<path d="M12 4 2.5 20h19zM12 10v4M12 17h.01" />);
