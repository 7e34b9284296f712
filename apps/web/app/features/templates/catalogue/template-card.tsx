import type { Template } from "@listful/contracts";
import { editorHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { CardThumbnail } from "../../../ui/card-thumbnail.tsx";
import { DiamondIcon } from "../../../ui/icons/diamond-icon.tsx";

type TemplateCardProps = {
  template: Template;
  /** The type's name, under the title. */
  typeTitle: string | null;
  showPremium: boolean;
  /** Opens the template's preview; without it (or without script) the card opens the editor. */
  onOpen?: ((template: Template) => void) | undefined;
};

/**
 * A template in the catalogue: page one whole, at its true aspect (a landscape page lies across the frame), its
 * title, its type and, when payments are on, its premium mark.
 */
export function TemplateCard({ template, typeTitle, showPremium, onOpen }: TemplateCardProps) {
  const isPremium = showPremium && template.isPremium;
  return (
    <AppLink
      to={editorHref({ templateId: template.id })}
      {...(onOpen
        ? {
            "aria-haspopup": "dialog" as const,
            onClick: (event: React.MouseEvent) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(template);
            },
          }
        : {})}
      className="group flex flex-col gap-0.5 rounded-2xl p-0.3 outline-offset-2"
      data-template={template.slug}
    >
      <span className="relative block aspect-[797/1127] overflow-hidden rounded-xl border border-line bg-canvas shadow-soft transition-[box-shadow,border-color] duration-200 group-hover:border-primary-300 group-hover:shadow-lift">
        <CardThumbnail image={template.image} title={template.title} />
        {isPremium ? (
          <span className="absolute top-0.5 right-0.5 inline-flex items-center gap-[0.2rem] rounded-full bg-sun px-0.5 py-[0.1rem] text-xs font-medium text-primary-900">
            <DiamondIcon width="11" height="11" />
            Premium
          </span>
        ) : null}
      </span>
      <span className="flex flex-col px-0.3">
        <span className="text-sm leading-snug font-medium text-ink group-hover:text-primary-700">
          {template.title}
        </span>
        {typeTitle ? <span className="text-xs text-muted">{typeTitle}</span> : null}
      </span>
    </AppLink>
  );
}
