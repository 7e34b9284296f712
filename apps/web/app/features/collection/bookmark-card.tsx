import type { Bookmark } from "@listful/contracts";
import { useId } from "react";
import { viewHref } from "../../lib/hrefs.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { CardThumbnail } from "../../ui/card-thumbnail.tsx";
import { BookmarkIcon } from "../../ui/icons/bookmark-icon.tsx";

/** Someone else's shared checklist the user keeps: it opens in the view; the ribbon removes it. */
export function BookmarkCard({
  bookmark,
  onRemoved,
}: {
  bookmark: Bookmark;
  onRemoved: (id: string) => void;
}) {
  const titleId = useId();
  const removing = useMutation("unbookmark", { onSuccess: () => onRemoved(bookmark.id) });

  return (
    <article aria-labelledby={titleId} className="group relative flex flex-col">
      <AppLink
        to={viewHref(bookmark.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[797/1127] overflow-hidden rounded-2xl border border-line bg-canvas shadow-soft transition-[box-shadow,border-color] duration-200 group-hover:border-primary-200 group-hover:shadow-lift"
      >
        <CardThumbnail image={bookmark.image} title={bookmark.title} />
      </AppLink>
      <button
        type="button"
        onClick={() => removing.submit({ id: bookmark.id })}
        disabled={removing.pending}
        aria-label={`Remove ${bookmark.title} from bookmarks`}
        title="Remove from bookmarks"
        className="absolute top-0.5 right-0.5 grid size-2.5 place-items-center rounded-full bg-white/95 text-primary-600 shadow-soft ring-1 ring-line transition-colors hover:bg-primary-50 disabled:opacity-60"
      >
        <BookmarkIcon filled />
      </button>
      <div className="mt-0.75 min-w-0 px-0.3">
        <h3 id={titleId} className="truncate text-[0.95rem] font-medium text-ink">
          <AppLink to={viewHref(bookmark.id)} className="hover:text-primary-700" title={bookmark.title}>
            {bookmark.title}
          </AppLink>
        </h3>
        <p className="mt-[0.1rem] truncate text-sm text-muted">by {bookmark.owner.name}</p>
      </div>
    </article>
  );
}
