import type { Template } from "@listful/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { readCatalogueQuery } from "../catalogue/catalogue-query.ts";
import { type CatalogueData, TemplateCatalogue } from "../catalogue/template-catalogue.tsx";
import { TemplatePreviewModal } from "../catalogue/template-preview-modal.tsx";

/** The template gallery: every published design, filtered by type and sorted as its address says. */
export function GalleryPage({ catalogue }: { catalogue: CatalogueData }) {
  const [params] = useSearchParams();
  const query = readCatalogueQuery(params);
  const [preview, setPreview] = useState<Template | null>(null);
  const showPremium = usePremiumMarks();
  const type = catalogue.categories.find((category) => category.slug === query.type);
  return (
    <div className="mx-auto flex max-w-80 flex-col gap-2 px-1 py-2 md:px-2 md:py-3">
      <header className="flex max-w-48 flex-col gap-0.5">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">
          {type ? `${type.title} templates` : "Template gallery"}
        </h1>
        <p className="text-lg text-ink-soft">
          {type
            ? type.description
            : "Printable checklists, habit trackers, calendars and journals. Open one to see every page, then make it yours in the editor or download the PDF."}
        </p>
      </header>
      <TemplateCatalogue {...catalogue} query={query} showPremium={showPremium} onOpen={setPreview} />
      <TemplatePreviewModal template={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
