import { defineIcon } from "./line-icon.tsx";

export const ChecklistIcon = defineIcon(<path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />);
