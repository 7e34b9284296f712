import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { HREFS, searchHref } from "../../lib/hrefs.ts";
import { useStateUntilNavigation } from "../../lib/use-state-until-navigation.ts";
import { useAppNavigate } from "../../ui/app-link.tsx";
import { SearchIcon } from "../../ui/icons/search-icon.tsx";
import { isExternalResult, resultHref, resultKey } from "./result-href.ts";
import { type Option, optionId, SuggestionList } from "./suggestion-list.tsx";
import { preloadSuggestions, useSuggestions } from "./use-suggestions.ts";

/**
 * The header's search box (the combobox pattern): as people type, the best few templates and articles show
 * in a list under it; arrow keys move through them, Enter opens one (or, with none chosen, the results
 * page), Escape closes the list. Without script it is a plain form to /search.
 */
type HeaderSearchProps = {
  className?: string;
  autoFocus?: boolean;
  /** Escape with the list already closed (the search toggle closes its bar). */
  onEscape?: (() => void) | undefined;
};

export function HeaderSearch({ className = "", autoFocus = false, onEscape }: HeaderSearchProps) {
  // A new page closes the list and clears the box.
  const [query, setQuery] = useStateUntilNavigation("");
  const [isOpen, setOpen] = useStateUntilNavigation(false);
  const suggestions = useSuggestions(query);
  const navigate = useAppNavigate();
  const listId = useId().replace(/:/g, "");
  const inputRef = useRef<HTMLInputElement>(null);

  const options = useMemo<Option[]>(() => {
    if (suggestions.status !== "done") return [];
    const fromResults = suggestions.answer.results.map((result) => ({
      id: optionId(listId, resultKey(result)),
      href: resultHref(result),
      isExternal: isExternalResult(result),
      result,
    }));
    const more = {
      id: optionId(listId, "more"),
      href: searchHref({ q: suggestions.query }),
      isExternal: false,
      result: null,
    };
    return [...fromResults, more];
  }, [suggestions, listId]);

  // The chosen option is kept with the options it was chosen among: new options start with none chosen.
  const [chosen, setChosen] = useState({ index: -1, among: options });
  const activeIndex = chosen.among === options ? chosen.index : -1;
  const setActiveIndex = (index: number) => setChosen({ index, among: options });

  const isExpanded = isOpen && query.trim() !== "" && options.length > 0;
  const active = isExpanded ? options[activeIndex] : undefined;

  function choose(option: Option) {
    setOpen(false);
    if (option.isExternal) window.location.assign(option.href);
    else navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isOpen) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the input itself: moving past either end comes back to it, as in a listbox under a search box.
      const positions = options.length + 1;
      setActiveIndex(((((activeIndex + 1 + step) % positions) + positions) % positions) - 1);
    } else if (event.key === "Escape") {
      if (isExpanded) {
        event.preventDefault();
        setOpen(false);
      } else if (onEscape) onEscape();
      else setQuery("");
    } else if (event.key === "Enter" && active) {
      event.preventDefault();
      choose(active);
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form landmark that works before the script loads.
    <form
      role="search"
      action={HREFS.search}
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        if (!q) return inputRef.current?.focus();
        setOpen(false);
        navigate(searchHref({ q }));
      }}
    >
      <label className="flex h-2.75 items-center gap-0.5 rounded-full border border-line bg-white px-1 text-muted transition-colors focus-within:border-primary-400 focus-within:ring-3 focus-within:ring-primary-100 hover:border-primary-300">
        <SearchIcon />
        <span className="sr-only">Search templates and articles</span>
        <input
          ref={inputRef}
          type="search"
          name="q"
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: opened on purpose by the mobile search toggle.
          autoFocus={autoFocus}
          maxLength={200}
          placeholder="Search templates and articles"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            preloadSuggestions();
            setOpen(true);
          }}
          onPointerEnter={preloadSuggestions}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-[0.95rem] text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
      </label>
      {isExpanded ? (
        <SuggestionList
          listId={listId}
          options={options}
          activeIndex={activeIndex}
          query={query.trim()}
          status={suggestions.status}
          onChoose={choose}
          onHover={setActiveIndex}
        />
      ) : null}
    </form>
  );
}
