import { type IconProps, LineIcon } from "./line-icon.tsx";

export function SearchIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </LineIcon>
  );
}
