import { type IconProps, LineIcon } from "./line-icon.tsx";

export function HeadingIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 4v16M18 4v16M6 12h12" />
    </LineIcon>
  );
}
