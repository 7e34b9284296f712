import type { SearchType } from "@listful/contracts";
import { searchHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";

const TAB =
  "relative inline-flex h-2.75 items-center px-0.3 text-[0.95rem] font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-primary-700 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-px aria-[current=page]:after:h-0.3 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-primary-600";

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
