import type { ReactElement } from "react";
import { usePremiumMarks } from "../../lib/premium-marks.ts";
import { Modal } from "../../ui/modal.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { TemplateTile } from "./template-tile.tsx";
import { useTemplates } from "./use-templates.ts";

type SelectTemplateModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactElement;
  returnFocus?: () => HTMLElement | null | undefined;
};

const GRID = "grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5";

/** The large picker behind "new checklist": every template, by type. */
export function SelectTemplateModal({ open, onOpenChange, trigger, returnFocus }: SelectTemplateModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Start a new checklist"
      description="Pick a template by type: you can change everything about it in the editor."
      width={1080}
      {...(trigger ? { trigger } : {})}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {open ? <TemplateChoices /> : null}
    </Modal>
  );
}

function TemplateChoices() {
  const templates = useTemplates();
  const showPremium = usePremiumMarks();
  return (
    <div className="flex flex-col gap-2">
      {templates.status === "loading" ? (
        <p className="flex items-center justify-center gap-0.5 py-2 text-muted" role="status">
          <Spinner /> Loading templates…
        </p>
      ) : null}
      {templates.status === "error" ? (
        <p className="py-2 text-center text-danger" role="alert">
          The templates could not be loaded. Please try again.
        </p>
      ) : null}
      {templates.status === "ready"
        ? templates.groups.map(({ category, templates: list }) => (
            <section key={category.slug} aria-labelledby={`type-${category.slug}`}>
              <h3 id={`type-${category.slug}`} className="text-lg font-medium text-ink">
                {category.title}
              </h3>
              {category.description ? <p className="text-sm text-muted">{category.description}</p> : null}
              <div className={`${GRID} mt-0.75`}>
                {list.map((template) => (
                  <TemplateTile key={template.id} template={template} showPremium={showPremium} />
                ))}
              </div>
            </section>
          ))
        : null}
    </div>
  );
}
