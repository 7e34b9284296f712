import { type IconProps, LineIcon } from "./line-icon.tsx";

export function ArrowRightIcon(props: IconProps) {
  return (
    <LineIcon width="18" height="18" strokeWidth="2" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  );
}
