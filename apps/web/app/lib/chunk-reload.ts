const KEY = "listful:chunk-reload-at";
/** SPEC section 9: reload for a failed script chunk at most once a minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/** Reloads the page unless it already did so for a failed chunk in the last minute; says whether it did. */
export function reloadForFailedChunk(now = Date.now()): boolean {
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
