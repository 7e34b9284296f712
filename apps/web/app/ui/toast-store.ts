/**
 * Whether the page has asked for a toast yet. Sonner and its container load only then, so a page that never
 * shows a toast never downloads them.
 */
let wanted = false;
const listeners = new Set<() => void>();

/**
 * Toasts raised while a navigation is under way (an action that redirects, a loader) wait for the next page to
 * be on screen, so their two seconds start when a person can see them rather than while the page loads.
 */
let navigating = false;
let held: (() => void)[] = [];

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
  if (navigating) held.push(show);
  else show();
}

/** Told by the toast host whenever the router starts or finishes a navigation. */
export function setNavigating(value: boolean) {
  navigating = value;
  if (value) return;
  const waiting = held;
  held = [];
  for (const show of waiting) show();
}
