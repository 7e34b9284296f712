import { type Checklist, clearPlaceholderItems } from "@listful/checklist";
import type { SheetDispatch } from "@listful/sheet";
import { useMemo, useRef } from "react";
import { getPeriodStepState } from "../design/period-controls.ts";
import { EditorPanel } from "../panel/editor-panel.tsx";
import type { EditorMode } from "./editor-mode.ts";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { SheetCanvas } from "./sheet-canvas.tsx";
import { useOverflowFields } from "./use-overflow-fields.ts";

type EditorLayoutProps = {
  readonly doc: Checklist;
  readonly mode: EditorMode;
  readonly isPrinting: boolean;
  readonly onModeChange: (mode: EditorMode) => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly dispatch: SheetDispatch;
  readonly backgroundUrl: string | undefined;
  readonly initialOpenBlocks: ReadonlySet<string>;
};

/**
 * The editor's frame under the site header: the toolbar across the top, the panel on the left (at the
 * bottom below 1024 px) and the pages in the middle. Preview shows the pages alone.
 */
export function EditorLayout(props: EditorLayoutProps) {
  const {
    doc,
    mode,
    isPrinting,
    onModeChange,
    canUndo,
    canRedo,
    dispatch,
    backgroundUrl,
    initialOpenBlocks,
  } = props;
  const sheetRef = useRef<HTMLDivElement>(null);
  const isEditing = mode === "edit" && !isPrinting;
  const overflow = useOverflowFields(sheetRef, isEditing);
  const printed = useMemo(() => (isPrinting ? clearPlaceholderItems(doc) : null), [isPrinting, doc]);
  // The frame fills the screen under the header (5rem and its 1px rule): the page itself never scrolls.
  return (
    <div
      data-editor-mode={mode}
      className="grid h-[calc(100dvh-5rem-1px)] min-h-[30rem] grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] bg-[#f1eef7] lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)]"
    >
      <div className="min-w-0 lg:col-span-2">
        <EditorToolbar
          title={doc.title.text}
          mode={mode}
          onModeChange={onModeChange}
          canUndo={canUndo}
          canRedo={canRedo}
          periodStep={getPeriodStepState(doc)}
        />
      </div>
      {/* The panel comes first for the keyboard, as it does on screen from 1024 px up. */}
      {mode === "edit" ? (
        <div className="row-start-3 min-h-0 min-w-0 lg:col-start-1 lg:row-start-2">
          <EditorPanel overflow={overflow} initialOpenBlocks={initialOpenBlocks} />
        </div>
      ) : null}
      <div className="row-start-2 min-h-0 min-w-0 lg:col-start-2">
        <SheetCanvas
          doc={printed ?? doc}
          mode={isPrinting ? "print" : isEditing ? "edit" : "view"}
          dispatch={dispatch}
          backgroundUrl={backgroundUrl}
          sheetRef={sheetRef}
        />
      </div>
    </div>
  );
}
