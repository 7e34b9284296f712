const KEY = "listful:chunk-reload-at";
/** SPEC section 9: reload for a failed script chunk at most once a minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/**
 * Reloads the page unless it already did so for a failed chunk in the last minute, or the browser is offline
 * (the connection failed, not a deploy: a reload would only swap the page for the browser's offline page and
 * lose what is on screen); says whether it did.
 */
export function reloadForFailedChunk(now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    // Storage can be blocked; reloading once more is then the lesser evil.
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // See above.
  }
  window.location.reload();
  return true;
}

/**
 * For an error boundary: a page that failed for want of a chunk reloads, and when offline, once the connection
 * is back. Returns the clean-up for an effect.
 */
export function reloadWhenChunkFailed(error: unknown): () => void {
  if (!isChunkLoadError(error)) return () => {};
  if (navigator.onLine) {
    reloadForFailedChunk();
    return () => {};
  }
  const reload = () => reloadForFailedChunk();
  window.addEventListener("online", reload, { once: true });
  return () => window.removeEventListener("online", reload);
}
