import { shiftPeriod } from "@listful/checklist";
import { ChevronLeftIcon } from "../../../ui/icons/chevron-left-icon.tsx";
import { ChevronRightIcon } from "../../../ui/icons/chevron-right-icon.tsx";
import { IconButton } from "../controls/icon-button.tsx";
import { useEditorActions } from "../state/editor-context.ts";

type PeriodStepButtonsProps = {
  /** An undated sheet has no period to move. */
  readonly disabled: boolean;
  readonly className?: string;
};

/** Previous period and Next period: the sheet one month, week or day back or on, each move one undo step. */
export function PeriodStepButtons({ disabled, className = "" }: PeriodStepButtonsProps) {
  const { change } = useEditorActions();
  return (
    <>
      <IconButton
        label="Previous period"
        disabled={disabled}
        onClick={() => change((doc) => shiftPeriod(doc, { by: -1 }))}
        className={className}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        label="Next period"
        disabled={disabled}
        onClick={() => change((doc) => shiftPeriod(doc, { by: 1 }))}
        className={className}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}
