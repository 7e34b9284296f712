import { type IconProps, LineIcon } from "./line-icon.tsx";

/** Filled once the checklist is bookmarked. */
export function BookmarkIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <LineIcon {...props}>
      <path d="M6.5 4h11v16.5L12 16.5l-5.5 4z" fill={filled ? "currentColor" : "none"} />
    </LineIcon>
  );
}
