import { memo } from "react";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { Button } from "../../../ui/button.tsx";
import { DownloadIcon } from "../../../ui/icons/download-icon.tsx";
import { GridIcon } from "../../../ui/icons/grid-icon.tsx";
import { RedoIcon } from "../../../ui/icons/redo-icon.tsx";
import { UndoIcon } from "../../../ui/icons/undo-icon.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { keepToastsBelow } from "../../../ui/toast-place.ts";
import { LazyTemplatePicker } from "../../templates/catalogue/lazy-template-picker.tsx";
import { IconButton } from "../controls/icon-button.tsx";
import { PremiumBadge } from "../controls/premium-badge.tsx";
import type { PeriodStepState } from "../design/period-controls.ts";
import { useSaveControls } from "../save/save-context.ts";
import { SaveIndicator } from "../save/save-indicator.tsx";
import { usePdfDownload } from "../save/use-pdf-download.ts";
import { useEditorActions } from "../state/editor-context.ts";
import { EDITOR_MODES, type EditorMode } from "./editor-mode.ts";
import { PeriodStepButtons } from "./period-step-buttons.tsx";

type EditorToolbarProps = {
  readonly title: string;
  readonly mode: EditorMode;
  readonly onModeChange: (mode: EditorMode) => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly periodStep: PeriodStepState;
};

/** Below 360 px the bar's parts shrink to their content, so the smallest phones (320 px) need no sideways scroll. */
const NARROW_ICON = "max-[22.5rem]:size-2";

/**
 * The bar above the pages: name and save state, edit or preview, the period back and on (for a sheet with
 * dates; on phones they are in the Design tab's Period group), undo and redo, download and save.
 */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { title, mode, onModeChange, canUndo, canRedo, periodStep } = props;
  const { undo, redo } = useEditorActions();
  const { checklistId, isDirty, status, template, requestSave } = useSaveControls();
  const { download, isDownloading } = usePdfDownload();
  const showPremium = usePremiumMarks();
  return (
    <div
      ref={keepToastsBelow}
      className="flex h-3.5 items-center gap-0.3 border-b border-line bg-white px-0.5 min-[22.5rem]:gap-0.5 sm:px-0.75 lg:gap-1 lg:px-1.25"
    >
      <div className="hidden min-w-0 flex-1 flex-col md:flex">
        <p className="flex min-w-0 items-center gap-0.5 font-medium text-ink">
          <span className="truncate">{title.trim() || "Untitled checklist"}</span>
          {showPremium && template?.isPremium ? <PremiumBadge /> : null}
        </p>
        <SaveIndicator />
      </div>
      <Segmented
        label="Editor mode"
        value={mode}
        options={EDITOR_MODES}
        onChange={onModeChange}
        control="editor-mode"
        className="shrink-0 min-[22.5rem]:w-9.5 md:w-10.5"
      />
      <div className="min-w-0 md:hidden">
        <SaveIndicator compact />
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-[0.125rem] md:ml-0 md:flex-1 md:justify-end md:gap-0.3">
        <LazyTemplatePicker title="Choose a template">
          {(opener) => (
            <IconButton {...opener} label="Templates" aria-haspopup="dialog" className="max-[22.5rem]:hidden">
              <GridIcon />
            </IconButton>
          )}
        </LazyTemplatePicker>
        {periodStep === "none" ? null : (
          <div
            className="mr-0.5 flex max-md:hidden"
            // The buttons are off while undated; hovering them says why.
            title={
              periodStep === "undated"
                ? "Undated: switch it off in the Design tab to move the dates"
                : undefined
            }
          >
            <PeriodStepButtons disabled={periodStep === "undated"} />
          </div>
        )}
        <IconButton label="Undo" shortcut="Ctrl+Z" disabled={!canUndo} onClick={undo} className={NARROW_ICON}>
          <UndoIcon />
        </IconButton>
        <IconButton
          label="Redo"
          shortcut="Ctrl+Shift+Z"
          disabled={!canRedo}
          onClick={redo}
          className={NARROW_ICON}
        >
          <RedoIcon />
        </IconButton>
        <Button
          variant="secondary"
          size="sm"
          pending={isDownloading}
          onClick={() => void download()}
          className="ml-0.5 max-xl:hidden"
        >
          {isDownloading ? null : <DownloadIcon width={16} height={16} />} Download PDF
        </Button>
        <Button
          size="sm"
          onClick={requestSave}
          pending={status === "saving"}
          data-control="save"
          className="min-[22.5rem]:ml-0.3 max-md:px-0.75"
        >
          {checklistId && !isDirty ? "Saved" : "Save"}
        </Button>
      </div>
    </div>
  );
});
