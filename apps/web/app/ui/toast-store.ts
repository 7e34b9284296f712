/**
 * Whether the page has asked for a toast yet. Sonner and its container load only then, so a page that never
 * shows a toast never downloads them.
 */
let wanted = false;
const listeners = new Set<() => void>();

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
