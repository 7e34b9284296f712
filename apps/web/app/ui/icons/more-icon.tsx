import { type IconProps, LineIcon } from "./line-icon.tsx";

export function MoreIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="5" cy="12" r="1.3" fill="currentColor" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" />
      <circle cx="19" cy="12" r="1.3" fill="currentColor" />
    </LineIcon>
  );
}
