import { type IconProps, LineIcon } from "./line-icon.tsx";

export function CheckSquareIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="m8 12 3 3 5-6" />
    </LineIcon>
  );
}
