import type { PeriodUnitName } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { useId } from "react";
import { editorHref } from "../../lib/hrefs.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { useAppNavigate } from "../../ui/app-link.tsx";
import { FormModal } from "../../ui/modal.tsx";
import { nextPeriodLabel } from "./next-period.ts";

type NextPeriodModalProps = {
  id: string;
  title: string;
  period: PeriodUnitName;
  /** Whether it has lists to carry unfinished items over from; unknown (a card) offers the choice. */
  hasLists?: boolean;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
};

/** Asks for the next period's copy of a dated checklist, then opens it in the editor. */
export function NextPeriodModal({
  id,
  title,
  period,
  hasLists = true,
  onClose,
  returnFocus,
}: NextPeriodModalProps) {
  const navigate = useAppNavigate();
  const checkboxId = useId();
  const copying = useMutation<ChecklistResponse>("next-period", {
    onSuccess: ({ value }) => navigate(editorHref({ checklistId: value.id })),
  });
  const label = nextPeriodLabel(period);
  return (
    <FormModal
      onClose={onClose}
      {...(returnFocus ? { returnFocus } : {})}
      title={label}
      description={
        <>
          A new checklist like “{title}”, for the {period === "day" ? "next day" : `next ${period}`}: the same
          design and items, its dates moved on and nothing ticked.
        </>
      }
      onSubmit={copying.onSubmit}
      pending={copying.pending}
      actionLabel="Make the copy"
    >
      <input type="hidden" name="id" value={id} />
      {hasLists ? (
        <label htmlFor={checkboxId} className="flex items-start gap-0.75 text-ink">
          <input
            id={checkboxId}
            type="checkbox"
            name="carryUnfinished"
            className="mt-[0.2rem] size-1.25 shrink-0 accent-primary-600"
          />
          <span>
            Carry over unfinished items
            <span className="block text-sm text-muted">Lists keep only what is not ticked yet.</span>
          </span>
        </label>
      ) : null}
    </FormModal>
  );
}
