import { useSyncExternalStore } from "react";

/**
 * The lg breakpoint, 1024 px (docs/PRODUCT.md, Breakpoints and sizes): from here up the panel sits on the
 * left, below it the panel is at the bottom.
 */
const WIDE = "(min-width: 64rem)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
