import { type IconProps, LineIcon } from "./line-icon.tsx";

export function FileCodeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M14 3H6v18h12V7zM14 3v4h4M10 12l-2 2 2 2M14 12l2 2-2 2" />
    </LineIcon>
  );
}
