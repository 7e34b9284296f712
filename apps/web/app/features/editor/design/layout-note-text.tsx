import { addBlock, type BlockKind, type LayoutNote } from "@listful/checklist";
import { Button } from "../../../ui/button.tsx";
import { useEditorActions } from "../state/editor-context.ts";

const NOTES: Readonly<Record<LayoutNote, { text: string; add?: { kind: BlockKind; label: string } }>> = {
  "needs-dated-block": {
    text: "Planner puts calendars and habit grids at the top of the page. This checklist has none yet, so its pages look as before.",
    add: { kind: "calendar", label: "Add a calendar" },
  },
  "needs-checklist": {
    text: "Done last moves ticked items below the open ones. This checklist has no list with tick boxes yet.",
    add: { kind: "interactive-list", label: "Add a checklist" },
  },
  "needs-day-lists": {
    text: "Week across stands a weekly sheet's day lists side by side. This checklist has no lists titled by its days, so it flows in one column.",
  },
  "nothing-ticked": {
    text: "Nothing is ticked yet. Ticked items will move below the open ones as you tick them.",
  },
};

/**
 * Says, under the layout choice, why the pages look unchanged, and offers the missing part. Once it is
 * added the note goes, so focus moves to the chosen layout rather than being lost with the button.
 */
export function LayoutNoteText({ note, onAdded }: { note: LayoutNote; onAdded: () => void }) {
  const { change } = useEditorActions();
  const { text, add } = NOTES[note];
  const addPart = (kind: BlockKind) => {
    change((doc) => addBlock(doc, { kind }));
    onAdded();
  };
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-0.5 rounded-xl bg-canvas p-0.75 text-sm text-ink-soft"
    >
      {text}
      {add ? (
        <Button size="sm" variant="secondary" onClick={() => addPart(add.kind)}>
          {add.label}
        </Button>
      ) : null}
    </div>
  );
}
