import { type ComponentProps, useState } from "react";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { TemplatePicker } from "../../../ui/template-picker.tsx";
import { DEFAULT_QUERY } from "./catalogue-query.ts";
import { TemplateCatalogue } from "./template-catalogue.tsx";
import { useCatalogue } from "./use-catalogue.ts";

/** The template picker with the gallery's catalogue and filters in it, loaded as it opens. */
export function TemplateCataloguePicker(props: Omit<ComponentProps<typeof TemplatePicker>, "children">) {
  return (
    <TemplatePicker {...props}>
      <TemplateChoices />
    </TemplatePicker>
  );
}

function TemplateChoices() {
  const catalogue = useCatalogue();
  const showPremium = usePremiumMarks();
  const [query, setQuery] = useState(DEFAULT_QUERY);
  if (catalogue.status === "loading") {
    return (
      <p className="flex items-center justify-center gap-0.5 py-2 text-muted" role="status">
        <Spinner /> Loading templates…
      </p>
    );
  }
  if (catalogue.status === "error") {
    return (
      <p className="py-2 text-center text-danger" role="alert">
        The templates could not be loaded. Please try again.
      </p>
    );
  }
  return (
    <TemplateCatalogue {...catalogue} query={query} onQueryChange={setQuery} showPremium={showPremium} />
  );
}
