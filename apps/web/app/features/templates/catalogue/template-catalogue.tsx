import { formatCount } from "@listful/checklist";
import type { Template, TemplateCategory, TemplateStats } from "@listful/contracts";
import { CatalogueFilters } from "./catalogue-filters.tsx";
import { type CatalogueQuery, selectTemplates } from "./catalogue-query.ts";
import { TemplateCard } from "./template-card.tsx";

export type CatalogueData = {
  templates: Template[];
  categories: TemplateCategory[];
  stats: TemplateStats | null;
};

type TemplateCatalogueProps = CatalogueData & {
  query: CatalogueQuery;
  showPremium: boolean;
  /** Changes the filters in place; without it they are links to the gallery's address. */
  onQueryChange?: ((query: CatalogueQuery) => void) | undefined;
  /** Opens a template's preview; without it a card opens the editor. */
  onOpen?: ((template: Template) => void) | undefined;
};

const TEMPLATE_NOUN = { one: "template", other: "templates" };

/**
 * The one catalogue of templates: the gallery, My collection's new-checklist picker and the editor's picker
 * all show it, with the same type filter and sort.
 */
export function TemplateCatalogue(props: TemplateCatalogueProps) {
  const { templates, categories, stats, query, showPremium, onQueryChange, onOpen } = props;
  const shown = selectTemplates(templates, query, stats);
  const typeTitles = new Map(categories.map((category) => [category.slug, category.title]));
  return (
    <div className="flex flex-col gap-1.5">
      <CatalogueFilters categories={categories} query={query} onChange={onQueryChange} />
      <p className="text-sm text-muted" aria-live="polite">
        {formatCount(shown.length, TEMPLATE_NOUN)}
      </p>
      <ul className="grid grid-cols-2 gap-x-0.75 gap-y-1.5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
        {shown.map((template) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              typeTitle={template.category ? (typeTitles.get(template.category) ?? null) : null}
              showPremium={showPremium}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
