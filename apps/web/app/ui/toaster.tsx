import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION } from "./toast.ts";
import { TOAST_PLACE } from "./toast-place.ts";

/**
 * Above the page and its sticky bars (z-20), beneath the header (z-30, and the menus that open inside it),
 * every other menu (z-40) and dialogs (z-50): an open one is never covered.
 */
const TOASTS_LAYER = 25;

/** Distances from the edges, past what toast-place.ts measured there (the header, a bar at the bottom). */
const lifted = (edge: number) => `calc(${edge}px + var(--toast-lift, 0px))`;
const dropped = (edge: number) => `calc(${edge}px + var(--toast-drop, 0px))`;

export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_DURATION}
      offset={{ top: dropped(TOAST_PLACE.edge), bottom: lifted(TOAST_PLACE.edge), right: TOAST_PLACE.edge }}
      mobileOffset={{
        top: dropped(TOAST_PLACE.phoneEdge),
        bottom: lifted(TOAST_PLACE.phoneEdge),
        left: TOAST_PLACE.phoneEdge,
        right: TOAST_PLACE.phoneEdge,
      }}
      style={{ zIndex: TOASTS_LAYER }}
      toastOptions={{ closeButtonAriaLabel: "Close notification" }}
    />
  );
}
