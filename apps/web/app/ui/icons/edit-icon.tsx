import { type IconProps, LineIcon } from "./line-icon.tsx";

export function EditIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
      <path d="m13.5 6.5 4 4" />
    </LineIcon>
  );
}
