import { type IconProps, LineIcon } from "./line-icon.tsx";

export function TextIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 6h14M5 10h14M5 14h9M5 18h6" />
    </LineIcon>
  );
}
