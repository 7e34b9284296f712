import type { CSSProperties } from "react";

/** CSS custom properties for a `style` prop (React's CSSProperties type has no `--name` keys). */
export function cssVars(vars: Readonly<Record<`--${string}`, string | number>>): CSSProperties {
  return vars as CSSProperties;
}
