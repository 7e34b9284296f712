import { type IconProps, LineIcon } from "./line-icon.tsx";

export function ChevronDownIcon(props: IconProps) {
  return (
    <LineIcon width="16" height="16" strokeWidth="2" {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}
