import { type IconProps, LineIcon } from "./line-icon.tsx";

export function ArrowUpIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </LineIcon>
  );
}
