import { type IconProps, LineIcon } from "./line-icon.tsx";

export function CalendarIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </LineIcon>
  );
}
