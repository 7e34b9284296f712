import { type IconProps, LineIcon } from "./line-icon.tsx";

export function OutdentIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M10 12h10M10 18h10M7 10l-3 2 3 2" />
    </LineIcon>
  );
}
