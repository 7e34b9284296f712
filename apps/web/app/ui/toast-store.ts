/**
 * Whether the page has asked for a toast yet. Sonner and its container load only then, so a page that never
 * shows a toast never downloads them.
 */
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Toasts raised while a navigation is under way (an action that redirects, a loader) wait for the next page to
 * be on screen, so their two seconds start when a person can see them rather than while the page loads, and
 * they are placed (toast-place.ts) against the page they will be seen on. Two sources say a navigation is under
 * way: the router itself, from the moment it starts one (`holdToastsDuringNavigations`, before React has drawn
 * anything), and the toast host, until React has drawn the page the navigation ended on.
 */
let routerNavigations = 0;
let isDrawingNavigation = false;
let held: (() => void)[] = [];
const drawRequests = new Set<() => void>();

export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isToasterWanted() {
  return wanted;
}

/** Shows a toast now, or once the navigation under way has settled. */
export function whenSettled(show: () => void) {
  if (routerNavigations > 0 || isDrawingNavigation) held.push(show);
  else show();
}

function release() {
  if (routerNavigations > 0 || isDrawingNavigation) return;
  const waiting = held;
  held = [];
  for (const show of waiting) show();
}

/**
 * Told by the toast host whenever React has drawn the router's state: whether a navigation was under way in
 * what it drew. Held toasts show after a draw with none, once the router has none either.
 */
export function setNavigating(value: boolean) {
  isDrawingNavigation = value;
  release();
}

/**
 * Asks the toast host to draw again once React has drawn what the router holds now; the host then tells
 * `setNavigating`. Used when a navigation ends, as its last state may never show as a change to the host.
 */
export function subscribeDrawRequests(listener: () => void) {
  drawRequests.add(listener);
  return () => {
    drawRequests.delete(listener);
  };
}

/**
 * Wraps each router navigation and fetcher call (entry.client.tsx): toasts raised from its start wait for the
 * page it ends on.
 */
export async function holdToastsDuringNavigation<T>(navigate: () => Promise<T>): Promise<void> {
  routerNavigations++;
  try {
    await navigate();
  } finally {
    routerNavigations--;
    if (drawRequests.size === 0) release();
    for (const request of drawRequests) request();
  }
}
