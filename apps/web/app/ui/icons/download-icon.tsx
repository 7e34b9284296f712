import { type IconProps, LineIcon } from "./line-icon.tsx";

export function DownloadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
    </LineIcon>
  );
}
