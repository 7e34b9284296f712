import type { TemplateType } from "@listful/checklist";
import type { TemplateCategory } from "@listful/contracts";
import { type GallerySort, galleryHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import type { CatalogueQuery } from "./catalogue-query.ts";

const SORTS: readonly { sort: GallerySort; label: string }[] = [
  { sort: "popular", label: "Popular" },
  { sort: "newest", label: "Newest" },
];

const CHIP =
  "inline-flex min-h-2.25 items-center rounded-full border px-1 text-sm font-medium whitespace-nowrap transition-colors";
const CHIP_ON = "border-primary-600 bg-primary-600 text-white";
const CHIP_OFF = "border-line bg-white text-ink-soft hover:border-primary-300 hover:text-primary-700";

type CatalogueFiltersProps = {
  categories: readonly TemplateCategory[];
  query: CatalogueQuery;
  /** Changes the query in place (a modal); without it each filter is a link to the gallery's address. */
  onChange?: ((query: CatalogueQuery) => void) | undefined;
};

/** The type filter and the sort, as links to the gallery's addresses so they work before script. */
export function CatalogueFilters({ categories, query, onChange }: CatalogueFiltersProps) {
  function chip(key: string, label: string, next: CatalogueQuery, isOn: boolean) {
    return (
      <li key={key}>
        <AppLink
          to={galleryHref(next)}
          replace
          preventScrollReset
          aria-current={isOn ? "true" : undefined}
          onClick={(event) => {
            if (!onChange) return;
            event.preventDefault();
            onChange(next);
          }}
          className={`${CHIP} ${isOn ? CHIP_ON : CHIP_OFF}`}
        >
          {label}
        </AppLink>
      </li>
    );
  }
  const types: readonly { slug: TemplateType | null; title: string }[] = [
    { slug: null, title: "All templates" },
    ...categories.map((category) => ({ slug: category.slug as TemplateType, title: category.title })),
  ];
  return (
    <div className="flex flex-col gap-0.75 lg:flex-row lg:items-start lg:justify-between">
      <nav aria-label="Template types">
        <ul className="flex flex-wrap gap-0.5">
          {types.map((type) =>
            chip(type.slug ?? "all", type.title, { ...query, type: type.slug }, query.type === type.slug),
          )}
        </ul>
      </nav>
      <nav aria-label="Sort templates" className="flex shrink-0 items-center gap-0.5">
        <span className="text-sm text-muted">Sort by</span>
        <ul className="flex gap-0.5">
          {SORTS.map(({ sort, label }) => chip(sort, label, { ...query, sort }, query.sort === sort))}
        </ul>
      </nav>
    </div>
  );
}
