import { type IconProps, LineIcon } from "./line-icon.tsx";

export function GridIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />
    </LineIcon>
  );
}
