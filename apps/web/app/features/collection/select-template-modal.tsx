import { type ReactElement, useState } from "react";
import { usePremiumMarks } from "../../lib/premium-marks.ts";
import { Modal } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { DEFAULT_QUERY } from "../templates/catalogue/catalogue-query.ts";
import { TemplateCatalogue } from "../templates/catalogue/template-catalogue.tsx";
import { useCatalogue } from "../templates/catalogue/use-catalogue.ts";

type SelectTemplateModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactElement;
  returnFocus?: () => HTMLElement | null | undefined;
  title?: string;
};

/** The large picker behind "new checklist" (and the editor's Templates): the gallery's catalogue and filters. */
export function SelectTemplateModal({
  open,
  onOpenChange,
  trigger,
  returnFocus,
  title = "Start a new checklist",
}: SelectTemplateModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Pick a template: you can change everything about it in the editor."
      width={1080}
      {...(trigger ? { trigger } : {})}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {open ? <TemplateChoices /> : null}
    </Modal>
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
