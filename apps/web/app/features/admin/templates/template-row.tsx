import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { AdminTemplate } from "@listful/contracts";
import type { KeyboardEvent } from "react";
import { adminTemplateHref, editorHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { GripIcon } from "../../../ui/icons/grip-icon.tsx";
import { DeleteTemplate } from "./delete-template.tsx";
import { formatWhen } from "./format-when.ts";
import { PublishSwitch } from "./publish-switch.tsx";

type TemplateRowProps = {
  template: AdminTemplate;
  categoryTitle: string | null;
  position: number;
  count: number;
  /** Moves the template one place up (-1) or down (1). */
  onStep: (id: number, step: -1 | 1) => void;
};

const CELL = "px-0.75 py-0.5 align-middle";

/** One template of the library: drag it by its handle, or focus the handle and use the arrow keys. */
export function TemplateRow({ template, categoryTitle, position, count, onStep }: TemplateRowProps) {
  const sortable = useSortable({ id: template.id });
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    onStep(template.id, step);
  }
  return (
    <tr
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`border-t border-line bg-white ${sortable.isDragging ? "relative z-10 shadow-lift" : ""}`}
    >
      <td className={CELL}>
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.listeners}
          onKeyDown={onKeyDown}
          data-order-handle={template.id}
          aria-label={`Move ${template.title}, position ${position} of ${count}`}
          aria-describedby="order-instructions"
          className="grid size-2.25 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-primary-50 hover:text-primary-700 focus-visible:ring-4 focus-visible:ring-primary-100 focus-visible:outline-none"
        >
          <GripIcon width={18} height={18} />
        </button>
      </td>
      <td className={CELL}>
        {template.image ? (
          <img
            src={template.image}
            alt=""
            width={template.orientation === "landscape" ? 64 : 46}
            height={template.orientation === "landscape" ? 46 : 64}
            loading="lazy"
            className="rounded-md border border-line object-cover"
          />
        ) : (
          <span className="text-sm text-muted">None</span>
        )}
      </td>
      <th scope="row" className={`${CELL} min-w-12 text-left font-normal`}>
        <AppLink
          to={adminTemplateHref(template.id)}
          className="font-medium text-ink hover:text-primary-700 hover:underline"
        >
          {template.title}
        </AppLink>
        <span className="block text-sm text-muted">{template.slug}</span>
      </th>
      <td className={`${CELL} capitalize`}>{template.type}</td>
      <td className={CELL}>{categoryTitle ?? <span className="text-muted">None</span>}</td>
      <td className={CELL}>{template.isPremium ? "Premium" : "Free"}</td>
      <td className={CELL}>
        <PublishSwitch template={template} />
      </td>
      <td className={`${CELL} text-right tabular-nums`}>{template.views}</td>
      <td className={`${CELL} text-right tabular-nums`}>{template.downloads}</td>
      <td className={`${CELL} min-w-10 text-sm`}>
        {formatWhen(template.updatedAt)}
        {template.updatedBy ? <span className="block text-muted">by {template.updatedBy.name}</span> : null}
      </td>
      <td className={CELL}>
        <div className="flex items-center gap-0.3">
          <AppLink
            to={editorHref({ templateId: template.id })}
            className="rounded-full px-0.75 py-0.3 text-sm font-medium whitespace-nowrap text-primary-700 hover:bg-primary-50"
            aria-label={`Open in editor: ${template.title}`}
          >
            Open in editor
          </AppLink>
          {template.isPublished ? null : <DeleteTemplate template={template} />}
        </div>
      </td>
    </tr>
  );
}
