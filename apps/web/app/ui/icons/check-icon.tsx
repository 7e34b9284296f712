import { type IconProps, LineIcon } from "./line-icon.tsx";

export function CheckIcon(props: IconProps) {
  return (
    <LineIcon width="20" height="20" strokeWidth="2" {...props}>
      <path d="m5 12 5 5L20 7" />
    </LineIcon>
  );
}
