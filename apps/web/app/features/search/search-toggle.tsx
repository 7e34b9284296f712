import { useId, useRef } from "react";
import { useStateUntilNavigation } from "../../lib/use-state-until-navigation.ts";
import { CloseIcon } from "../../ui/icons/close-icon.tsx";
import { SearchIcon } from "../../ui/icons/search-icon.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { preloadSuggestions } from "./use-suggestions.ts";

/**
 * Where the header has no room for the search box (phones, tablets, small laptops): a button that opens the
 * box in a bar under the header, focused. Escape or a new page closes it, and focus returns to the button.
 */
export function SearchToggle() {
  const [isOpen, setOpen] = useStateUntilNavigation(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? "Close search" : "Search"}
        onClick={() => setOpen((open) => !open)}
        onPointerEnter={preloadSuggestions}
        className="grid size-2.75 place-items-center rounded-full text-ink transition-colors hover:bg-primary-50"
      >
        {isOpen ? <CloseIcon width="22" height="22" /> : <SearchIcon width="22" height="22" />}
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full border-b border-line bg-white px-1 py-0.75 shadow-header md:px-2"
        >
          <HeaderSearch
            className="mx-auto max-w-40"
            autoFocus
            onEscape={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </div>
      ) : null}
    </>
  );
}
