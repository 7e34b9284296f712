import { type Checklist, getPeriodUnitName, hasPeriod } from "@listful/checklist";
import { useRef, useState } from "react";
import { CalendarIcon } from "../../ui/icons/calendar-icon.tsx";
import { nextPeriodLabel } from "../collection/next-period.ts";
import { NextPeriodModal } from "../collection/next-period-modal.tsx";
import { ToolButton } from "./tool-button.tsx";

/** The owner's next period's copy of a dated checklist, from the view's and check-off's bars. */
export function NextPeriodButton({ id, title, doc }: { id: string; title: string; doc: Checklist }) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const period = hasPeriod(doc) ? getPeriodUnitName(doc) : null;
  if (!period) return null;
  const hasLists = doc.blocks.some((block) => block.kind === "interactive-list" || block.kind === "list");
  return (
    <>
      <ToolButton
        ref={button}
        icon={<CalendarIcon />}
        label={nextPeriodLabel(period)}
        onClick={() => setOpen(true)}
      />
      {isOpen ? (
        <NextPeriodModal
          id={id}
          title={title}
          period={period}
          hasLists={hasLists}
          onClose={() => setOpen(false)}
          returnFocus={() => button.current}
        />
      ) : null}
    </>
  );
}
