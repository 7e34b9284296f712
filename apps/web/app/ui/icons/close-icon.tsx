import { type IconProps, LineIcon } from "./line-icon.tsx";

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon width="20" height="20" strokeWidth="2" {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </LineIcon>
  );
}
