/** What a query is made of, read once: the raw text and the words in it. */
export type SearchTerms = {
  /** The query as typed, for websearch_to_tsquery (which reads quotes, "or" and "-" and never fails). */
  text: string;
  /** Its words, lowercased, letters and digits only: safe to build a tsquery from, and to highlight. */
  words: string[];
  /**
   * `word:*` for each word of two characters or more, joined by `&`: the as-you-type prefix match (a single
   * letter would match nearly everything); empty when there are no such words.
   */
  prefixQuery: string;
  /**
   * The words as prefixes again, with two neighbours written as one, each pair in turn, or'ed: "to do" and
   * "to-do" as `todo:*`, which is how a hyphenated word is indexed joined (and how one may write it), while
   * "to" and "do" alone are stop words that match nothing. Empty for a single word.
   */
  joinedQuery: string;
  /**
   * Whether a word is long enough to be a misspelling worth looking for (three letters or more): trigram
   * likeness says nothing useful about one or two letters, and looking costs a pass over every title.
   */
  mayBeMisspelt: boolean;
};

const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 40;
const MIN_MISSPELT_LENGTH = 3;

/** `word:*` for each word of two characters or more (a single letter would match nearly everything). */
function asPrefixes(words: readonly string[]): string {
  return words
    .filter((word) => word.length >= 2)
    .map((word) => `${word}:*`)
    .join(" & ");
}

export function readSearchTerms(text: string): SearchTerms {
  const words = [
    ...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH))),
  ].slice(0, MAX_WORDS);
  const joinedQuery = words
    .slice(1)
    .map(
      (_, i) =>
        `(${asPrefixes([...words.slice(0, i), words.slice(i, i + 2).join(""), ...words.slice(i + 2)])})`,
    )
    .join(" | ");
  return {
    text,
    words,
    prefixQuery: asPrefixes(words),
    joinedQuery,
    mayBeMisspelt: words.some((word) => word.length >= MIN_MISSPELT_LENGTH),
  };
}
