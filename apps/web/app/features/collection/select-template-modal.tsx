import type { ReactElement } from "react";
import { useRootData } from "../../lib/root-data.ts";
import { isSubscribed } from "../../lib/subscription.ts";
import { PlusIcon } from "../../ui/action-icons.tsx";
import { AppLink } from "../../ui/app-link.tsx";
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

/** The large picker behind "new checklist": a blank page, then every template by type. */
export function SelectTemplateModal({ open, onOpenChange, trigger, returnFocus }: SelectTemplateModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Start a new checklist"
      description="Pick a template to make it yours, or begin with a blank page."
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
  const { user, config } = useRootData();
  const showPremium = !config.isFree && !(user && isSubscribed(user));
  return (
    <div className="flex flex-col gap-2">
      <div className={GRID}>
        <AppLink to="/editor" className="group flex flex-col gap-0.5 rounded-2xl p-0.3 outline-offset-2">
          <span className="grid aspect-[797/1127] place-items-center rounded-xl border-2 border-dashed border-primary-300 bg-primary-50/60 text-primary-700 transition-colors group-hover:border-primary-500 group-hover:bg-primary-50">
            <span className="grid size-3 place-items-center rounded-full bg-white shadow-soft">
              <PlusIcon width="22" height="22" />
            </span>
          </span>
          <span className="px-0.3 text-sm font-medium text-ink group-hover:text-primary-700">
            Blank checklist
          </span>
        </AppLink>
      </div>
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
