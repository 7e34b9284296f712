import type { SearchResponse } from "@listful/contracts";
import { api } from "../../lib/api.ts";

/** The dropdown's call: the best few templates and articles for what has been typed so far. */
export function fetchSuggestions(q: string, signal: AbortSignal): Promise<SearchResponse> {
  return api.request("GET /api/search", { query: { q, type: "all" }, signal });
}
