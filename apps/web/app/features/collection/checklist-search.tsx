import { useEffect, useRef, useState } from "react";
import { dashboardHref } from "../../lib/hrefs.ts";
import { useAppNavigate } from "../../ui/app-link.tsx";
import { CloseIcon } from "../../ui/icons/close-icon.tsx";
import { SearchIcon } from "../../ui/icons/search-icon.tsx";
import { type CollectionView, SEARCH_MAX } from "./collection-view.ts";

/** How long typing pauses before the cards follow. */
const SEARCH_DELAY_MS = 300;

/** Finds checklists by title in the folder shown; the search lives in the address, so it survives a reload. */
export function ChecklistSearch({ view }: { view: Extract<CollectionView, { tab: "checklists" }> }) {
  const [value, setValue] = useState(view.search);
  const navigate = useAppNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The address changed without the box (a folder or tab link, back and forward): show what it says.
  // While the person types, the box leads and the address follows.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(view.search);
  }, [view.search]);

  function show(search: string) {
    clearTimeout(timer.current);
    if (search.trim() === view.search) return;
    navigate(dashboardHref({ ...view, search: search.trim() }), {
      replace: true,
      preventScrollReset: true,
    });
  }

  function change(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(next), SEARCH_DELAY_MS);
  }

  return (
    <search className="block w-full sm:w-18">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          show(value);
        }}
      >
        <label htmlFor="checklist-search" className="sr-only">
          Search checklists by title
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-0.75 -translate-y-1/2 text-muted" />
        <input
          ref={input}
          id="checklist-search"
          type="search"
          name="q"
          value={value}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          placeholder="Search by title"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && value) {
              event.preventDefault();
              setValue("");
              show("");
            }
          }}
          className="h-2.5 w-full appearance-none rounded-full border border-line bg-white pr-2.5 pl-2.25 text-[0.95rem] text-ink placeholder:text-muted/80 transition-[border-color,box-shadow] duration-150 focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear the search"
            onClick={() => {
              setValue("");
              show("");
            }}
            className="absolute top-1/2 right-0.5 grid size-1.75 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-primary-50 hover:text-primary-700"
          >
            <CloseIcon width="16" height="16" />
          </button>
        ) : null}
      </form>
    </search>
  );
}
