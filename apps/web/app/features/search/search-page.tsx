import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchResult } from "@listful/contracts";
import { Form } from "react-router";
import { HREFS, searchHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { SearchIcon } from "../../ui/icons/search-icon.tsx";
import { PageBanner } from "../blog/page-banner.tsx";
import type { SearchPageData } from "./load-search.server.ts";
import { resultKey } from "./result-href.ts";
import { SearchResultItem } from "./search-result-item.tsx";
import { SearchTabs } from "./search-tabs.tsx";

function SearchForm({ q, type }: { q: string; type: string }) {
  return (
    <Form method="get" action={HREFS.search} role="search" className="mt-1.5 flex max-w-40 gap-0.5">
      <label className="flex h-2.75 flex-1 items-center gap-0.5 rounded-full border border-line bg-white px-1 text-muted focus-within:border-primary-400 focus-within:ring-3 focus-within:ring-primary-100">
        <SearchIcon />
        <span className="sr-only">Search for</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={200}
          placeholder="Habit tracker, gratitude, printing…"
          className="h-full min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted"
        />
      </label>
      {type === "all" ? null : <input type="hidden" name="type" value={type} />}
      <button type="submit" className={buttonClass()}>
        Search
      </button>
    </Form>
  );
}

function ResultList({ results }: { results: readonly SearchResult[] }) {
  return (
    <ul className="grid gap-0.75">
      {results.map((result) => (
        <li key={resultKey(result)}>
          <SearchResultItem result={result} />
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ q }: { q: string }) {
  return (
    <div className="rounded-3xl bg-canvas p-2 text-center">
      <p className="text-lg font-medium text-ink">
        {q ? `Nothing found for “${q}”` : "What are you looking for?"}
      </p>
      <p className="mt-0.5 text-ink-soft">
        {q
          ? "Check the spelling, try a shorter or more general word (like “habit” or “weekly”), or browse instead:"
          : "Search the templates and the blog's articles, or browse:"}
      </p>
      <p className="mt-1 flex flex-wrap justify-center gap-0.75">
        <AppLink to={HREFS.gallery} className={buttonClass({ variant: "secondary" })}>
          Templates gallery
        </AppLink>
        <AppLink to={HREFS.blog} className={buttonClass({ variant: "secondary" })}>
          The blog
        </AppLink>
      </p>
    </div>
  );
}

function Group({ answer, kind }: { answer: SearchResponse; kind: "template" | "article" }) {
  const results = answer.results.filter((result) => result.kind === kind);
  if (results.length === 0) return null;
  const total = kind === "template" ? answer.totals.templates : answer.totals.articles;
  const title = kind === "template" ? "Templates" : "Articles";
  const tab = kind === "template" ? "templates" : "articles";
  return (
    <section aria-labelledby={`results-${kind}`} className="grid gap-0.75">
      <h2 id={`results-${kind}`} className="text-xl font-medium text-ink">
        {title}
      </h2>
      <ResultList results={results} />
      {total > results.length ? (
        <AppLink
          to={searchHref({ q: answer.query, type: tab })}
          className="font-medium text-primary-700 underline underline-offset-3"
        >
          All {total} {title.toLowerCase()}
        </AppLink>
      ) : null}
    </section>
  );
}

function Pager({ answer }: { answer: SearchResponse }) {
  if (answer.type === "all") return null;
  const total = answer.type === "templates" ? answer.totals.templates : answer.totals.articles;
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  const to = (page: number) => searchHref({ q: answer.query, type: answer.type, page });
  return (
    <nav aria-label="Result pages" className="flex items-center justify-center gap-1">
      {answer.page > 1 ? (
        <AppLink to={to(answer.page - 1)} className={buttonClass({ variant: "secondary" })}>
          Previous
        </AppLink>
      ) : null}
      <span className="text-muted">
        Page {answer.page} of {pages}
      </span>
      {answer.page < pages ? (
        <AppLink to={to(answer.page + 1)} className={buttonClass({ variant: "secondary" })}>
          Next
        </AppLink>
      ) : null}
    </nav>
  );
}

function Results({ answer }: { answer: SearchResponse }) {
  if (answer.results.length === 0) {
    const anyElsewhere = answer.totals.templates + answer.totals.articles > 0;
    return anyElsewhere ? (
      <p className="text-ink-soft">No more results on this page.</p>
    ) : (
      <EmptyState q={answer.query} />
    );
  }
  return answer.type === "all" ? (
    <>
      <Group answer={answer} kind="template" />
      <Group answer={answer} kind="article" />
    </>
  ) : (
    <>
      <ResultList results={answer.results} />
      <Pager answer={answer} />
    </>
  );
}

/** /search: a form, tabs for all, templates and articles, the results a page at a time, and help when none. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const answer = data.status === "answered" ? data.answer : null;
  return (
    <>
      <PageBanner eyebrow="Search" title={data.q ? `Results for “${data.q}”` : "Search Listful"}>
        <SearchForm q={data.q} type={data.type} />
      </PageBanner>
      <div className="mx-auto grid max-w-45 gap-1.5 px-1 pb-4">
        {data.q ? <SearchTabs q={data.q} type={data.type} totals={answer ? answer.totals : null} /> : null}
        {data.status === "refused" ? (
          <p role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 p-1 text-ink">
            {data.message}
          </p>
        ) : null}
        {data.status === "blank" ? <EmptyState q="" /> : null}
        {answer ? (
          <div aria-live="polite" className="grid gap-2">
            <Results answer={answer} />
          </div>
        ) : null}
      </div>
    </>
  );
}
