import { type IconProps, LineIcon } from "./line-icon.tsx";

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon width="20" height="20" strokeWidth="2" {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}
