import { SEARCH_TYPES, type SearchResponse, type SearchType } from "@listful/contracts";
import type { RouterContextProvider } from "react-router";
import { isRefused } from "../../lib/api-errors.ts";
import { readApiFieldErrors } from "../../lib/field-errors.ts";
import { requestContext } from "../../request-context.ts";

export type SearchPageData =
  | { status: "blank"; q: ""; type: SearchType }
  | { status: "refused"; q: string; type: SearchType; message: string }
  | { status: "answered"; q: string; type: SearchType; answer: SearchResponse };

function readType(value: string | null): SearchType {
  return SEARCH_TYPES.find((type) => type === value) ?? "all";
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1;
}

/** What /search shows for its address: nothing asked yet, the server's reason for refusing, or the results. */
export async function loadSearch(
  context: Readonly<RouterContextProvider>,
  params: URLSearchParams,
): Promise<SearchPageData> {
  const q = (params.get("q") ?? "").trim();
  const type = readType(params.get("type"));
  if (!q) return { status: "blank", q: "", type };
  try {
    const answer = await context
      .get(requestContext)
      .api.request("GET /api/search", { query: { q, type, page: readPage(params.get("page")) } });
    return { status: "answered", q, type, answer };
  } catch (error) {
    if (!isRefused(error)) throw error;
    const details = error.envelope.errors ? readApiFieldErrors(error.envelope.errors) : null;
    const message = details?.fields.q ?? details?.general ?? error.envelope.error;
    return { status: "refused", q, type, message };
  }
}
