// Where a toast goes so that it hides no control. Bars that stay on screen register themselves: those along
// the top (the header, the editor's toolbar, the view page's toolbar) pass `keepToastsBelow` as their ref,
// those fixed to the bottom (the editor's panel on phones and tablets, the offline notice, the scroll-to-top
// button) pass `keepToastsAbove`. A toast goes just above the bottom bars, or just below the top ones when
// fewer of the page's controls are there, and beneath menus and dialogs (toaster.tsx).

export type ToastEdge = "top" | "bottom";

/** Where the toasts are: Sonner's own width and phone breakpoint, with our distances from the edges. */
export const TOAST_PLACE = { width: 356, phoneMaxWidth: 600, edge: 24, phoneEdge: 16 } as const;

const CONTROLS =
  'a[href], button, input, select, textarea, [role="switch"], [role="checkbox"], [role="tab"], [role="radio"]';

const bars = { top: new Set<HTMLElement>(), bottom: new Set<HTMLElement>() };
let observer: ResizeObserver | undefined;

type Band = { left: number; right: number; top: number; bottom: number };

function isPhone(): boolean {
  return window.innerWidth <= TOAST_PLACE.phoneMaxWidth;
}

/** The columns a toast takes: the whole width on phones, the right-hand side else. */
function toastColumn(): Pick<Band, "left" | "right"> {
  const width = window.innerWidth;
  if (isPhone()) return { left: TOAST_PLACE.phoneEdge, right: width - TOAST_PLACE.phoneEdge };
  return { left: width - TOAST_PLACE.edge - TOAST_PLACE.width, right: width - TOAST_PLACE.edge };
}

/** The boxes of the bars along one edge that stand in the toasts' columns. */
function barBoxes(edge: ToastEdge): DOMRect[] {
  const { left, right } = toastColumn();
  const boxes: DOMRect[] = [];
  for (const element of bars[edge]) {
    // A ref that was only ever called with null on unmount leaves its element behind: let it go.
    if (!element.isConnected) {
      bars[edge].delete(element);
      continue;
    }
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.right > left && box.left < right) boxes.push(box);
  }
  return boxes;
}

/**
 * The element around the toasts (toast-host.tsx), which holds what measure() finds: a property set on the root
 * would restyle the whole page each time, an editor's sheet of two thousand elements included.
 */
export const TOAST_LAYER_ID = "toast-layer";

/**
 * How far the bars reach in from each edge: `--toast-lift` from the bottom, `--toast-drop` from the top, set
 * on the toasts' layer when changed.
 */
function measure(): { lift: number; drop: number } {
  const lift = Math.max(0, ...barBoxes("bottom").map((box) => window.innerHeight - box.top));
  const drop = Math.max(0, ...barBoxes("top").map((box) => box.bottom));
  const values = { lift: `${Math.round(lift)}px`, drop: `${Math.round(drop)}px` };
  const style = document.getElementById(TOAST_LAYER_ID)?.style;
  for (const key of ["lift", "drop"] as const) {
    if (style && style.getPropertyValue(`--toast-${key}`) !== values[key])
      style.setProperty(`--toast-${key}`, values[key]);
  }
  return { lift, drop };
}

let frame: number | null = null;

/**
 * Measures in the next frame, once for all the bars that came or went until then: not while React mounts
 * them, where reading the page's layout makes the browser lay out a page it is still building.
 */
function measureSoon(): void {
  if (frame !== null) return;
  frame = requestAnimationFrame(() => {
    frame = null;
    measure();
  });
}

function countControls(band: Band): number {
  let count = 0;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (control.closest("[data-sonner-toaster]")) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < band.right && box.right > band.left && box.top < band.bottom && box.bottom > band.top)
      count++;
  }
  return count;
}

/**
 * The edge for a toast about `height` px tall, for the page as it is now: the bottom, unless fewer controls
 * lie under it at the top (a form whose button sits low on a phone).
 */
export function pickToastEdge(height: number): ToastEdge {
  const { lift, drop } = measure();
  const column = toastColumn();
  const gap = isPhone() ? TOAST_PLACE.phoneEdge : TOAST_PLACE.edge;
  const bottom = window.innerHeight - lift - gap;
  const atBottom = countControls({ ...column, top: bottom - height, bottom });
  const atTop = countControls({ ...column, top: drop + gap, bottom: drop + gap + height });
  return atTop < atBottom ? "top" : "bottom";
}

function keepToastsOff(edge: ToastEdge, element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  if (!observer) {
    // A ResizeObserver reports after layout, and once for each bar as it starts observing it.
    observer = new ResizeObserver(() => measure());
    window.addEventListener("resize", () => measure());
  }
  const remeasure = () => measure();
  bars[edge].add(element);
  observer.observe(element);
  // A bar that pops in is measured small while it grows; measure it again once it has.
  element.addEventListener("animationend", remeasure);
  measureSoon();
  return () => {
    bars[edge].delete(element);
    observer?.unobserve(element);
    element.removeEventListener("animationend", remeasure);
    measureSoon();
  };
}

/** A ref for a bar fixed to the bottom of the screen: toasts stay above it while it is mounted. */
export function keepToastsAbove(element: HTMLElement | null) {
  return keepToastsOff("bottom", element);
}

/** A ref for a bar along the top of the screen: toasts placed at the top stay below it. */
export function keepToastsBelow(element: HTMLElement | null) {
  return keepToastsOff("top", element);
}
