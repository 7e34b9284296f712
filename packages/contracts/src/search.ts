import { z } from "zod";

export const SEARCH_TYPES = ["all", "templates", "articles"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest query the search takes: more is refused, not cut, so nobody wonders what was searched. */
export const SEARCH_QUERY_MAX = 200;
/** How many of each kind the `all` answer (the header's dropdown) holds. */
export const SEARCH_GROUP_SIZE = 5;
/** How many one page of a single kind holds. */
export const SEARCH_PAGE_SIZE = 10;

export const SearchQuerySchema = z.object({
  q: z
    .string()
    // Control characters (a NUL among them) mean nothing in a search and PostgreSQL refuses NUL in text.
    .transform((value) => value.replace(/\p{Cc}/gu, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Type a word or two to search for.")
        .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters.`),
    ),
  type: z.enum(SEARCH_TYPES).default("all"),
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/** [start, end) offsets, in UTF-16 code units, of a matched word in the text it goes with. */
const RangeSchema = z.tuple([z.number().int(), z.number().int()]);
export type HighlightRange = z.infer<typeof RangeSchema>;

const HighlightsSchema = z.object({ title: z.array(RangeSchema), snippet: z.array(RangeSchema) });

/**
 * One hit. Text is plain (never HTML); `highlights` say which parts matched, for the page to mark up itself.
 * A template opens in the editor by id; an article is Listful's own (`link` null, read at /blog/{slug}) or
 * WordPress's (its address).
 */
export const SearchResultSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("template"),
    id: z.number().int(),
    title: z.string(),
    snippet: z.string(),
    image: z.string().nullable(),
    /** Only ever true when the app is not free. */
    isPremium: z.boolean(),
    highlights: HighlightsSchema,
  }),
  z.object({
    kind: z.literal("article"),
    slug: z.string(),
    title: z.string(),
    snippet: z.string(),
    image: z.string().nullable(),
    link: z.string().nullable(),
    highlights: HighlightsSchema,
  }),
]);
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  query: z.string(),
  type: z.enum(SEARCH_TYPES),
  page: z.number().int(),
  /** How many of each kind match in all. */
  totals: z.object({ templates: z.number().int(), articles: z.number().int() }),
  /** Best first: for `all`, up to SEARCH_GROUP_SIZE templates then up to as many articles. */
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
