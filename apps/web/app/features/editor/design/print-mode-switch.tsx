import { type PrintMode, setPrintMode } from "@listful/checklist";
import { SwitchField } from "../controls/switch-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";

/** Ink-friendly printing: the same sheet with no filled areas, dark lines and black text. */
export function PrintModeSwitch({ printMode }: { readonly printMode: PrintMode }) {
  const { change } = useEditorActions();
  return (
    <div>
      <SwitchField
        label="Ink-friendly printing"
        checked={printMode === "ink-friendly"}
        onChange={(isOn) =>
          change((doc) => setPrintMode(doc, { printMode: isOn ? "ink-friendly" : "color" }))
        }
      />
      <p className="text-sm text-muted">No filled areas, dark lines and black text, for a home printer.</p>
    </div>
  );
}
