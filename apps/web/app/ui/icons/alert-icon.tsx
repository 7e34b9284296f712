import { type IconProps, LineIcon } from "./line-icon.tsx";

export function AlertIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 4 2.5 20h19zM12 10v4M12 17h.01" />
    </LineIcon>
  );
}
