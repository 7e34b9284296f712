import { type IconProps, LineIcon } from "./line-icon.tsx";

export function AnswerIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />
    </LineIcon>
  );
}
