import { type IconProps, LineIcon } from "./line-icon.tsx";

export function CodeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5" />
    </LineIcon>
  );
}
