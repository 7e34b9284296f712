import type { SearchResult } from "@listful/contracts";
import { contentImageSrc } from "../../lib/images.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { DiamondIcon } from "../../ui/icons/diamond-icon.tsx";
import { HighlightedText } from "./highlighted-text.tsx";
import { resultHref } from "./result-href.ts";

const CARD =
  "group flex gap-1 rounded-2xl border border-line bg-white p-1 shadow-soft transition-shadow hover:shadow-lift";

/** A result on /search: what it is, its title and text with the matched words marked. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const body = (
    <>
      {result.image ? (
        <img
          src={contentImageSrc(result.image)}
          alt=""
          width={56}
          height={79}
          loading="lazy"
          className="h-5 w-3.5 shrink-0 rounded-md border border-line bg-white object-cover"
        />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-0.5 text-xs font-medium tracking-wider text-primary-700 uppercase">
          {result.kind === "template" ? "Template" : "Article"}
          {result.kind === "template" && result.isPremium ? (
            <>
              <DiamondIcon width="14" height="14" />
              Premium
            </>
          ) : null}
        </span>
        <span className="mt-0.2 block text-lg font-medium text-ink group-hover:text-primary-700">
          <HighlightedText text={result.title} ranges={result.highlights.title} />
        </span>
        {result.snippet ? (
          <span className="mt-0.2 block text-ink-soft">
            <HighlightedText text={result.snippet} ranges={result.highlights.snippet} />
          </span>
        ) : null}
      </span>
    </>
  );
  // A WordPress article's address is another site's: the router leaves it to the browser.
  return (
    <AppLink to={resultHref(result)} className={CARD}>
      {body}
    </AppLink>
  );
}
