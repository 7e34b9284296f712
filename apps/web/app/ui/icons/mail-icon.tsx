import { type IconProps, LineIcon } from "./line-icon.tsx";

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m4 7 8 6 8-6" />
    </LineIcon>
  );
}
