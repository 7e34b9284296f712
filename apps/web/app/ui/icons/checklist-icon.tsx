import { type IconProps, LineIcon } from "./line-icon.tsx";

export function ChecklistIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />
    </LineIcon>
  );
}
