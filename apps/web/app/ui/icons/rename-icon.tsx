import { type IconProps, LineIcon } from "./line-icon.tsx";

export function RenameIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7V5h11v2M9.5 5v14M7 19h5M15 13h5M17.5 13v6" />
    </LineIcon>
  );
}
