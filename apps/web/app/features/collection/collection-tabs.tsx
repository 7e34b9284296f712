import { dashboardHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import type { CollectionView } from "./collection-view.ts";

const TAB =
  "relative inline-flex h-2.75 items-center px-0.3 text-[0.95rem] font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-primary-700 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-px aria-[current=page]:after:h-0.3 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-primary-600";

/** My checklists or bookmarks: two addresses, so each can be linked to and reloaded. */
export function CollectionTabs({ view }: { view: CollectionView }) {
  return (
    <nav aria-label="Collection" className="flex gap-1.5 border-b border-line sm:border-b-0">
      <AppLink
        to={dashboardHref()}
        aria-current={view.tab === "checklists" ? "page" : undefined}
        className={TAB}
      >
        My checklists
      </AppLink>
      <AppLink
        to={dashboardHref({ tab: "bookmarks" })}
        aria-current={view.tab === "bookmarks" ? "page" : undefined}
        className={TAB}
      >
        Bookmarks
      </AppLink>
    </nav>
  );
}
