import type { Template } from "@listful/contracts";
import { editorHref } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { DiamondIcon } from "../../ui/icons/diamond-icon.tsx";
import { PagePlaceholder } from "./card-thumbnail.tsx";

/** A template in the picker: its first page and title; choosing it starts a checklist in the editor. */
export function TemplateTile({ template, showPremium }: { template: Template; showPremium: boolean }) {
  return (
    <AppLink
      to={editorHref({ templateId: template.id })}
      className="group flex flex-col gap-0.5 rounded-2xl p-0.3 outline-offset-2"
      aria-label={`${template.title}${showPremium && template.isPremium ? " (Premium)" : ""}`}
    >
      <span className="relative block aspect-[797/1127] overflow-hidden rounded-xl border border-line bg-white shadow-soft transition-[box-shadow,border-color] duration-200 group-hover:border-primary-300 group-hover:shadow-lift">
        {template.image ? (
          <img
            src={template.image}
            alt=""
            width={240}
            height={340}
            loading="lazy"
            className="size-full object-cover object-top"
          />
        ) : (
          <PagePlaceholder title={template.title} />
        )}
        {showPremium && template.isPremium ? (
          <span className="absolute top-0.5 right-0.5 inline-flex items-center gap-[0.2rem] rounded-full bg-sun px-0.5 py-[0.1rem] text-xs font-medium text-primary-900">
            <DiamondIcon width="11" height="11" />
            Premium
          </span>
        ) : null}
      </span>
      <span className="truncate px-0.3 text-sm font-medium text-ink group-hover:text-primary-700">
        {template.title}
      </span>
    </AppLink>
  );
}
