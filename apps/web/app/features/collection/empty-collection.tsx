import { editorHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { PagePlaceholder } from "../../ui/card-thumbnail.tsx";
import { PlusIcon } from "../../ui/icons/plus-icon.tsx";

/** A collection with nothing in it yet: a placeholder card for the first checklist, and the templates. */
export function EmptyCollection({ onChooseTemplate }: { onChooseTemplate: (opener: HTMLElement) => void }) {
  return (
    <div className="grid items-center gap-2 rounded-3xl border border-line bg-white p-1.5 shadow-soft sm:grid-cols-[13rem_1fr] md:p-2.5">
      <AppLink
        to={editorHref()}
        className="group relative mx-auto block aspect-[797/1127] w-11 overflow-hidden rounded-2xl border-2 border-dashed border-primary-300 bg-canvas transition-colors hover:border-primary-500 sm:w-full"
      >
        <span className="block size-full opacity-60">
          <PagePlaceholder />
        </span>
        <span className="absolute inset-0 grid place-items-center">
          <span className="flex flex-col items-center gap-0.5 rounded-2xl bg-white/95 px-1 py-0.75 text-sm font-medium text-primary-700 shadow-soft">
            <PlusIcon width="22" height="22" />
            New checklist
          </span>
        </span>
      </AppLink>
      <div>
        <h2 className="text-2xl font-medium text-ink">Your collection is empty</h2>
        <p className="mt-0.5 max-w-32 text-ink-soft">
          Pick a template, make it yours and save it here. It will be waiting on every device you sign in on,
          ready to print, share or tick off.
        </p>
        <div className="mt-1.5 flex flex-wrap gap-0.75">
          <Button size="lg" onClick={(event) => onChooseTemplate(event.currentTarget)}>
            Choose a template
          </Button>
          <AppLink
            to={editorHref()}
            className="inline-flex h-3.5 items-center rounded-full px-1.5 font-medium text-primary-700 hover:bg-primary-50"
          >
            Open the editor
          </AppLink>
        </div>
      </div>
    </div>
  );
}
