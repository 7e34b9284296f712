import type { Background } from "@listful/contracts";
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { api } from "../../../lib/api.ts";

export type BackgroundsState = {
  readonly backgrounds: readonly Background[] | null;
  readonly status: "ready" | "loading" | "failed";
  readonly retry: () => void;
};

/** The backgrounds catalogue: from the page load, or fetched again when that failed. */
export function useBackgroundsCatalogue(initial: readonly Background[] | null): BackgroundsState {
  const [backgrounds, setBackgrounds] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (backgrounds) return;
    const controller = new AbortController();
    api
      .request("GET /api/backgrounds", { signal: controller.signal })
      .then(setBackgrounds)
      .catch(() => {
        if (!controller.signal.aborted) setFailedAttempt(attempt);
      });
    return () => controller.abort();
  }, [backgrounds, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Loading from the moment a retry is asked for, until that attempt answers.
  const status = backgrounds ? "ready" : failedAttempt === attempt ? "failed" : "loading";
  return { backgrounds, status, retry };
}

export const BackgroundsContext = createContext<BackgroundsState>({
  backgrounds: [],
  status: "ready",
  retry: () => undefined,
});

export function useBackgrounds(): BackgroundsState {
  return useContext(BackgroundsContext);
}
