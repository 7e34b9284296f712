import type { Bookmark } from "@listful/contracts";
import { useState } from "react";
import { BookmarkIcon } from "../../ui/icons/bookmark-icon.tsx";
import { BookmarkCard } from "./bookmark-card.tsx";
import { CARD_GRID } from "./card-grid.ts";

/** The bookmarks tab: shared checklists of other people, still shared. */
export function BookmarkGrid({ initial }: { initial: Bookmark[] }) {
  const [bookmarks, setBookmarks] = useState(initial);
  if (bookmarks.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white px-1.5 py-3 text-center">
        <span className="grid size-3.5 place-items-center rounded-full bg-primary-50 text-primary-600">
          <BookmarkIcon width="24" height="24" />
        </span>
        <h2 className="mt-1 text-xl font-medium text-ink">No bookmarks yet</h2>
        <p className="mt-0.3 max-w-28 text-ink-soft">
          When someone shares a checklist with you, open it and choose Bookmark: it will be kept here.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="bookmarks-heading">
      <h2 id="bookmarks-heading" className="sr-only">
        Bookmarks
      </h2>
      <div className={CARD_GRID}>
        {bookmarks.map((bookmark) => (
          <BookmarkCard
            key={bookmark.id}
            bookmark={bookmark}
            onRemoved={(id) => setBookmarks((list) => list.filter((entry) => entry.id !== id))}
          />
        ))}
      </div>
    </section>
  );
}
