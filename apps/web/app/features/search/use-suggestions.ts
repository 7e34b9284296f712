import type { SearchResponse } from "@listful/contracts";
import { useEffect, useState } from "react";

/** How long typing must pause before the dropdown asks the server. */
const DEBOUNCE_MS = 200;
/** A single letter matches nearly everything: the dropdown waits for a second one. */
const MIN_LENGTH = 2;

// The API client (and the schemas behind it) loads the first time someone types, not with the page.
const loadFetcher = () => import("./fetch-suggestions.ts");

export type Suggestions =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; answer: SearchResponse }
  | { status: "failed"; query: string };

/** Preloads the fetcher when the box is about to be used (focus, hover), so the first results come quickly. */
export function preloadSuggestions() {
  void loadFetcher().catch(() => {});
}

/**
 * The results for a query, asked for once typing pauses; a newer query aborts the older request, so a slow
 * answer never replaces a newer one.
 */
export function useSuggestions(query: string): Suggestions {
  const [state, setState] = useState<Suggestions>({ status: "idle" });
  const q = query.trim();

  useEffect(() => {
    if (q.length < MIN_LENGTH) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === "done" ? previous : { status: "loading", query: q }));
    const timer = setTimeout(async () => {
      try {
        const { fetchSuggestions } = await loadFetcher();
        const answer = await fetchSuggestions(q, controller.signal);
        if (!controller.signal.aborted) setState({ status: "done", query: q, answer });
      } catch {
        if (!controller.signal.aborted) setState({ status: "failed", query: q });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return state;
}
