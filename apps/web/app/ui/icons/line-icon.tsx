import type { ReactNode, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every icon draws in (one file per icon in this folder): a 24-unit box, round strokes, hidden
 * from screen readers, and never squeezed by a tight row (the words beside it give way first).
 */
export function LineIcon({ children, className, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `shrink-0 ${className}` : "shrink-0"}
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon: its drawing in the frame, at the size and stroke given, else at these defaults, else the frame's. */
export function defineIcon(drawing: ReactNode, defaults: IconProps = {}) {
  return (props: IconProps) => (
    <LineIcon {...defaults} {...props}>
      {drawing}
    </LineIcon>
  );
}
