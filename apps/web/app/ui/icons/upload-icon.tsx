import { type IconProps, LineIcon } from "./line-icon.tsx";

export function UploadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />
    </LineIcon>
  );
}
