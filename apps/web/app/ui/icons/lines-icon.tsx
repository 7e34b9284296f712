import { type IconProps, LineIcon } from "./line-icon.tsx";

export function LinesIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 8h16M4 13h16M4 18h10" />
    </LineIcon>
  );
}
