import { type IconProps, LineIcon } from "./line-icon.tsx";

export function ArrowDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </LineIcon>
  );
}
