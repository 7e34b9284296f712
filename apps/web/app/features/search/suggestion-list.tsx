import type { SearchResult } from "@listful/contracts";
import { DiamondIcon } from "../../ui/icons/diamond-icon.tsx";
import { HighlightedText } from "./highlighted-text.tsx";
import { resultKey } from "./result-href.ts";

/** One row the keyboard can land on: a result, or the show-more row. */
export type Option = { id: string; href: string; isExternal: boolean; result: SearchResult | null };

type SuggestionListProps = {
  listId: string;
  options: readonly Option[];
  activeIndex: number;
  query: string;
  status: string;
  onChoose: (option: Option) => void;
  onHover: (index: number) => void;
};

const GROUPS = [
  { kind: "template", label: "Templates" },
  { kind: "article", label: "Articles" },
] as const;

export function optionId(listId: string, key: string) {
  return `${listId}-${key}`;
}

function SuggestionRow({
  option,
  isActive,
  ...handlers
}: {
  option: Option;
  isActive: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  const result = option.result;
  return (
    // The combobox pattern: focus stays in the input, which names the active option (aria-activedescendant)
    // and handles the keys; options are never focused themselves.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant).
    <div
      id={option.id}
      role="option"
      aria-selected={isActive}
      onMouseDown={(event) => event.preventDefault()}
      onClick={handlers.onChoose}
      onMouseMove={handlers.onHover}
      className={`flex cursor-pointer items-center gap-0.5 rounded-xl px-0.75 py-0.5 ${isActive ? "bg-primary-50 text-primary-700" : "text-ink"}`}
    >
      {result ? (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">
              <HighlightedText text={result.title} ranges={result.highlights.title} />
            </span>
            {result.snippet ? (
              <span className="block truncate text-sm text-muted">
                <HighlightedText text={result.snippet} ranges={result.highlights.snippet} />
              </span>
            ) : null}
          </span>
          {result.kind === "template" && result.isPremium ? (
            <span className="flex shrink-0 items-center text-primary-600">
              <DiamondIcon width="16" height="16" />
              <span className="sr-only">Premium</span>
            </span>
          ) : null}
        </>
      ) : (
        <span className="font-medium text-primary-700">Show all results</span>
      )}
    </div>
  );
}

/** The dropdown under the header's search box: results by kind, then a row to the full results page. */
export function SuggestionList({
  listId,
  options,
  activeIndex,
  query,
  status,
  onChoose,
  onHover,
}: SuggestionListProps) {
  const rows = options.map((option, index) => ({ option, index }));
  const more = rows.find((row) => row.option.result === null);
  const isEmpty = rows.length === 1 && status === "done";
  return (
    <div className="absolute inset-x-0 top-full z-40 mt-0.3 overflow-hidden rounded-2xl border border-line bg-white shadow-lift">
      {isEmpty ? (
        <p className="px-1 pt-0.75 text-sm text-muted">Nothing matches yet. Try another word.</p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={`Search results for ${query}`}
        className="max-h-[40rem] overflow-y-auto p-0.3"
      >
        {GROUPS.map((group) => {
          const members = rows.filter((row) => row.option.result?.kind === group.kind);
          if (members.length === 0) return null;
          const labelId = `${listId}-${group.kind}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, as ARIA defines it.
            <div key={group.kind} role="group" aria-labelledby={labelId}>
              <div
                id={labelId}
                className="px-0.75 pt-0.5 pb-0.3 text-xs font-medium tracking-wider text-muted uppercase"
              >
                {group.label}
              </div>
              {members.map(({ option, index }) => (
                <SuggestionRow
                  key={resultKey(option.result as SearchResult)}
                  option={option}
                  isActive={index === activeIndex}
                  onChoose={() => onChoose(option)}
                  onHover={() => onHover(index)}
                />
              ))}
            </div>
          );
        })}
        {more ? (
          <SuggestionRow
            option={more.option}
            isActive={more.index === activeIndex}
            onChoose={() => onChoose(more.option)}
            onHover={() => onHover(more.index)}
          />
        ) : null}
      </div>
    </div>
  );
}
