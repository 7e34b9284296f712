import { api } from "./api.ts";

const KEY = "listful:chunk-reload-at";
/** Reload for a failed script chunk at most once a minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/**
 * Whether Listful's server answers now. A chunk that failed while it does was replaced by a deploy; one that
 * failed while it does not was lost to the connection, and a reload would only swap the page for the browser's
 * offline page. `navigator.onLine` alone cannot tell: it learns of a lost connection late, and some networks
 * answer nothing while it says online.
 */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  // The health check answers no-store: the browser asks the server every time.
  return api.request("GET /healthz").then(
    () => true,
    () => false,
  );
}

/** Reloads unless it already did so for a failed chunk in the last minute; says whether it did. */
function reloadOnce(now: number): boolean {
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
 * For a failed chunk: reloads the page if the server answers (a deploy replaced the chunk), at most once a
 * minute, and unless `isWanted` has turned false meanwhile; resolves to whether it did.
 */
export async function reloadForFailedChunk(
  now = Date.now(),
  isWanted: () => boolean = () => true,
): Promise<boolean> {
  if (!(await serverAnswers()) || !isWanted()) return false;
  return reloadOnce(now);
}

/**
 * For an error boundary: a page that failed for want of a chunk reloads, at once if the server answers, or
 * else once the connection is back. Returns the clean-up for an effect.
 */
export function reloadWhenChunkFailed(error: unknown): () => void {
  if (!isChunkLoadError(error)) return () => {};
  let isWanted = true;
  const reload = () => {
    void reloadForFailedChunk(Date.now(), () => isWanted);
  };
  window.addEventListener("online", reload);
  reload();
  return () => {
    isWanted = false;
    window.removeEventListener("online", reload);
  };
}
