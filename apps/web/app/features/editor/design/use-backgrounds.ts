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
  const [status, setStatus] = useState<BackgroundsState["status"]>(initial ? "ready" : "loading");
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry is a new attempt.
  useEffect(() => {
    if (backgrounds) return;
    const controller = new AbortController();
    setStatus("loading");
    api
      .request("GET /api/backgrounds", { signal: controller.signal })
      .then((loaded) => {
        setBackgrounds(loaded);
        setStatus("ready");
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("failed");
      });
    return () => controller.abort();
  }, [backgrounds, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
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
