import type { AdminTemplate, TemplateCategory } from "@listful/contracts";
import type { AdminTemplatesTarget } from "../../../lib/hrefs.ts";
import { ADMIN_HREFS, adminTemplatesHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { AdminNav } from "../admin-nav.tsx";
import { hasFilters } from "./library-filters.ts";
import { LibraryFiltersForm } from "./library-filters-form.tsx";
import { TemplateTable } from "./template-table.tsx";

type TemplateLibraryPageProps = {
  templates: readonly AdminTemplate[];
  categories: readonly TemplateCategory[];
  filters: Required<AdminTemplatesTarget>;
};

/** /admin/templates: every template, drafts too, with what people did with them and what an admin can change. */
export function TemplateLibraryPage({ templates, categories, filters }: TemplateLibraryPageProps) {
  const published = templates.filter((template) => template.isPublished).length;
  return (
    <div className="mx-auto grid max-w-80 grid-cols-1 gap-1.5 px-1 pt-2 pb-4 md:pt-3">
      <AdminNav current={ADMIN_HREFS.templates} />
      <div>
        <h1 className="text-3xl font-medium tracking-tight text-ink md:text-4xl">Template library</h1>
        <p className="mt-0.5 max-w-45 text-ink-soft">
          People see published templates in this order, first at the top. New ones start in the editor: open
          any checklist and use “Save as template” in its Save tab.
        </p>
      </div>
      <LibraryFiltersForm filters={filters} categories={categories} />
      <p className="text-sm text-ink-soft" aria-live="polite">
        {templates.length} {templates.length === 1 ? "template" : "templates"}, {published} published.
        {hasFilters(filters) ? (
          <>
            {" "}
            <AppLink to={adminTemplatesHref()} className="font-medium text-primary-700 hover:underline">
              Show all
            </AppLink>
          </>
        ) : null}
      </p>
      {templates.length > 0 ? (
        <TemplateTable templates={templates} categories={categories} />
      ) : (
        <p className="rounded-2xl border border-dashed border-line bg-white p-2 text-center text-ink-soft">
          No template matches these filters.
        </p>
      )}
    </div>
  );
}
