import { dashboardHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { TAB_LINK_CLASS as TAB } from "../../ui/tab-link.ts";
import type { CollectionView } from "./collection-view.ts";

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
