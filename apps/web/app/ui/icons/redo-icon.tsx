import { type IconProps, LineIcon } from "./line-icon.tsx";

export function RedoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </LineIcon>
  );
}
