import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";

type SortableListProps = {
  readonly ids: readonly string[];
  /** Called with the moved id and the index it lands at once it is taken out of the list. */
  readonly onMove: (id: string, toIndex: number) => void;
  /** How the moved thing is called in screen-reader announcements ("item", "block"). */
  readonly noun: string;
  readonly children: ReactNode;
};

/**
 * A vertical list whose entries can be dragged by their handle, or moved from the keyboard: focus the
 * handle, Space to pick up, arrows to move, Space to drop, Escape to cancel.
 */
export function SortableList({ ids, onMove, noun, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = ids.indexOf(String(over.id));
    if (toIndex >= 0) onMove(String(active.id), toIndex);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To move this ${noun}, press Space. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${noun} ${position(active.id)} of ${ids.length}.`,
          onDragOver: ({ over }) =>
            over ? `Moved to position ${position(over.id)} of ${ids.length}.` : undefined,
          onDragEnd: ({ over }) =>
            over ? `Dropped at position ${position(over.id)} of ${ids.length}.` : "Dropped.",
          onDragCancel: () => `Moving cancelled.`,
        },
      }}
    >
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
