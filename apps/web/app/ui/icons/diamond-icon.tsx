import { type IconProps, LineIcon } from "./line-icon.tsx";

export function DiamondIcon(props: IconProps) {
  return (
    <LineIcon width="14" height="14" strokeWidth="2.2" {...props}>
      <path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" />
    </LineIcon>
  );
}
