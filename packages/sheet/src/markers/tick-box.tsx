import type { CSSProperties, ReactElement } from "react";
import { cssVars } from "../page/css-vars.ts";

export type TickShape = "square" | "circle" | "heart" | "star";

function starPoints(): string {
  // Five outer and five inner points around the centre of the 16x16 box, top point first.
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 7.2 : 3.1;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(8 + radius * Math.cos(angle)).toFixed(2)},${(8.6 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

const STAR = starPoints();
const HEART =
  "M8 14.1C3.7 11.2 1.5 8.9 1.5 6.2 1.5 4 3.1 2.4 5.1 2.4c1.2 0 2.3.6 2.9 1.6.6-1 1.7-1.6 2.9-1.6 2 0 3.6 1.6 3.6 3.8 0 2.7-2.2 5-6.5 7.9z";

function Shape({ shape }: { readonly shape: TickShape }): ReactElement {
  switch (shape) {
    case "square":
      return <rect className="ls-tick-shape" x="0.7" y="0.7" width="14.6" height="14.6" rx="3.4" />;
    case "circle":
      return <circle className="ls-tick-shape" cx="8" cy="8" r="7.3" />;
    case "heart":
      return <path className="ls-tick-shape" d={HEART} />;
    case "star":
      return <polygon className="ls-tick-shape" points={STAR} strokeLinejoin="round" />;
  }
}

/**
 * Each shape's view box hugs its outline (stroke included) and is stretched to the square box (a heart
 * a tenth taller, a star a twentieth), so `size` is the mark as drawn, both ways: what pagination
 * promises to be at least 4.5 mm across.
 */
const VIEW_BOXES: Readonly<Record<TickShape, string>> = {
  square: "0 0 16 16",
  circle: "0 0 16 16",
  heart: "0.8 1.7 14.4 13.1",
  star: "0.45 0.7 15.1 14.4",
};

type TickBoxProps = {
  readonly shape: TickShape;
  readonly isChecked: boolean;
  readonly size: number;
  /** A mood's colour from an icon field's legend instead of the ticked colour (outlined ink-friendly). */
  readonly fill?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
};

/** A crisp vector tick box `size` px across: the shape outlined, or filled with a check mark when ticked. */
export function TickBox({ shape, isChecked, size, fill, className, style }: TickBoxProps): ReactElement {
  const hasCheckMark = isChecked && fill === undefined && (shape === "square" || shape === "circle");
  return (
    <svg
      className={className ? `ls-tick ${className}` : "ls-tick"}
      data-checked={isChecked || fill !== undefined ? "" : undefined}
      data-mood={fill === undefined ? undefined : ""}
      viewBox={VIEW_BOXES[shape]}
      preserveAspectRatio="none"
      width={size}
      height={size}
      style={fill === undefined ? style : { ...style, ...cssVars({ "--ls-mood": fill }) }}
      aria-hidden="true"
      focusable="false"
    >
      <Shape shape={shape} />
      {hasCheckMark ? <path className="ls-tick-mark" d="M4.6 8.3l2.3 2.3 4.5-4.9" /> : null}
    </svg>
  );
}
