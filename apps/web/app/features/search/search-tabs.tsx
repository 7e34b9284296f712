import type { SearchType } from "@listful/contracts";
import { searchHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { TAB_LINK_CLASS as TAB } from "../../ui/tab-link.ts";

const TABS: readonly { type: SearchType; label: string }[] = [
  { type: "all", label: "All" },
  { type: "templates", label: "Templates" },
  { type: "articles", label: "Articles" },
];

/** All, templates or articles: three addresses, so each can be linked to and reloaded. */
export function SearchTabs({
  q,
  type,
  totals,
}: {
  q: string;
  type: SearchType;
  totals: { templates: number; articles: number } | null;
}) {
  const countOf = (tab: SearchType) =>
    !totals ? null : tab === "all" ? totals.templates + totals.articles : totals[tab];
  return (
    <nav aria-label="Kinds of results" className="flex gap-1.5 border-b border-line">
      {TABS.map((tab) => {
        const count = countOf(tab.type);
        return (
          <AppLink
            key={tab.type}
            to={searchHref({ q, type: tab.type })}
            aria-current={tab.type === type ? "page" : undefined}
            className={TAB}
          >
            {tab.label}
            {count === null ? null : <span className="ml-0.3 text-sm font-normal text-muted">({count})</span>}
          </AppLink>
        );
      })}
    </nav>
  );
}
