import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { AdminTemplate, TemplateCategory } from "@listful/contracts";
import { useEffect, useState } from "react";
import { useMutation } from "../../../lib/use-mutation.ts";
import { TemplateRow } from "./template-row.tsx";

const HEAD = "px-0.75 py-0.75 text-left text-sm font-medium whitespace-nowrap text-ink-soft";

/** The table's columns, in the order TemplateRow draws its cells: named for screen readers only when `hidden`. */
const COLUMNS: readonly { label: string; hidden?: boolean; numeric?: boolean }[] = [
  { label: "Order", hidden: true },
  { label: "Image" },
  { label: "Title" },
  { label: "Type" },
  { label: "Category" },
  { label: "Premium" },
  { label: "Published" },
  { label: "Views", numeric: true },
  { label: "Downloads", numeric: true },
  { label: "Last changed" },
  { label: "Actions", hidden: true },
];

/**
 * The library as a table in its own scrolling box (so a phone scrolls the table, not the page). Rows are
 * reordered by dragging their handle, or from the keyboard with the arrow keys on it; each move saves the order
 * of the rows shown, and a live region says where the template went.
 */
export function TemplateTable({
  templates,
  categories,
}: {
  templates: readonly AdminTemplate[];
  categories: readonly TemplateCategory[];
}) {
  const [order, setOrder] = useState(() => templates.map((template) => template.id));
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<number | null>(null);
  const reorder = useMutation("reorder-templates");
  // The page's data after each change is the truth again (another admin may have moved things too).
  useEffect(() => setOrder(templates.map((template) => template.id)), [templates]);
  useEffect(() => {
    if (focusAfterMove === null) return;
    document.querySelector<HTMLButtonElement>(`[data-order-handle="${focusAfterMove}"]`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);
  const byId = new Map(templates.map((template) => [template.id, template]));
  const titles = new Map(categories.map((category) => [category.slug, category.title]));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  function move(id: number, to: number) {
    const from = order.indexOf(id);
    if (from < 0 || to < 0 || to >= order.length || from === to) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    setAnnouncement(`${byId.get(id)?.title ?? "Template"} moved to position ${to + 1} of ${next.length}.`);
    reorder.submit({ ids: JSON.stringify(next) });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(Number(active.id), order.indexOf(Number(over.id)));
  }

  return (
    <>
      <p id="order-instructions" className="sr-only">
        Drag the handle, or press the up and down arrow keys on it, to change where the template stands.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* Positioned, so the headers' hidden words (absolutely placed) stay inside the box instead of widening the page. */}
      <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <table className="w-full min-w-70 border-collapse text-[0.95rem] text-ink">
            <caption className="sr-only">Templates in the order people see them</caption>
            <thead className="bg-canvas">
              <tr>
                {COLUMNS.map(({ label, hidden, numeric }) => (
                  <th key={label} scope="col" className={numeric ? `${HEAD} text-right` : HEAD}>
                    {hidden ? <span className="sr-only">{label}</span> : label}
                  </th>
                ))}
              </tr>
            </thead>
            <SortableContext items={order} strategy={verticalListSortingStrategy}>
              <tbody>
                {order.map((id, index) => {
                  const template = byId.get(id);
                  if (!template) return null;
                  return (
                    <TemplateRow
                      key={id}
                      template={template}
                      categoryTitle={
                        template.category ? (titles.get(template.category) ?? template.category) : null
                      }
                      position={index + 1}
                      count={order.length}
                      onStep={(moved, step) => {
                        move(moved, index + step);
                        setFocusAfterMove(moved);
                      }}
                    />
                  );
                })}
              </tbody>
            </SortableContext>
          </table>
        </DndContext>
      </div>
    </>
  );
}
