import { PALETTES, setPalette } from "@listful/checklist";
import { ChoiceGrid } from "../controls/choice-grid.tsx";
import { useEditorActions } from "../state/editor-context.ts";

const SHOWN = ["color2", "color3", "color4", "color5"] as const;

/** The 12 colour palettes, each shown by its colours. */
export function PalettePicker({ palette }: { palette: number }) {
  const { change } = useEditorActions();
  return (
    <ChoiceGrid
      label="Colour palette"
      columns="grid-cols-3"
      value={String(palette)}
      onChange={(value) => change((doc) => setPalette(doc, { palette: Number(value) }))}
      choices={PALETTES.map((option) => ({
        value: String(option.id),
        label: option.name,
        picture: (
          <span className="flex h-2.5">
            {SHOWN.map((role) => (
              <span key={role} className="flex-1" style={{ background: `#${option.colors[role]}` }} />
            ))}
          </span>
        ),
      }))}
    />
  );
}
