import { defineIcon } from "./line-icon.tsx";

export const AnswerIcon = defineIcon(<path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />);
