import {
  type Checklist,
  HEADER_STYLES,
  type HeaderStyle,
  LAYOUTS,
  type LayoutId,
  type LayoutNote,
  setHeader,
  setLayout,
} from "@listful/checklist";
import { useRef } from "react";
import { ChoiceGrid } from "../controls/choice-grid.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { HeaderThumbnail } from "./header-thumbnail.tsx";
import { LayoutNoteText } from "./layout-note-text.tsx";
import { LayoutThumbnail } from "./layout-thumbnail.tsx";

type PickerProps = {
  readonly layout: LayoutId;
  readonly header: Checklist["header"];
  readonly colors: Checklist["design"]["colors"];
};

type LayoutPickerProps = Omit<PickerProps, "header"> & {
  /** Why the chosen layout leaves the page as it was (getLayoutNote), said under the choice. */
  readonly note: LayoutNote | null;
};

/** The six page layouts, drawn as thumbnails. */
export function LayoutPicker({ layout, colors, note }: LayoutPickerProps) {
  const { change } = useEditorActions();
  const group = useRef<HTMLDivElement>(null);
  const focusChoice = () =>
    group.current?.querySelector<HTMLInputElement>("input[type=radio]:checked")?.focus();
  return (
    <div ref={group} className="flex flex-col gap-0.5">
      <ChoiceGrid
        label="Layout"
        columns="grid-cols-3"
        value={String(layout)}
        onChange={(value) => change((doc) => setLayout(doc, { layout: Number(value) as LayoutId }))}
        choices={LAYOUTS.map((option) => ({
          value: String(option.id),
          label: option.name,
          title: `${option.name}: ${option.description}`,
          picture: <LayoutThumbnail layout={option.id} colors={colors} />,
        }))}
      />
      {note ? <LayoutNoteText note={note} onAdded={focusChoice} /> : null}
    </div>
  );
}

/** The five header styles, drawn as thumbnails, and whether the title and headline show. */
export function HeaderPicker({ header, colors }: Omit<PickerProps, "layout">) {
  const { change } = useEditorActions();
  return (
    <div className="flex flex-col gap-0.5">
      <ChoiceGrid
        label="Header style"
        columns="grid-cols-3"
        value={String(header.style)}
        onChange={(value) => change((doc) => setHeader(doc, { style: Number(value) as HeaderStyle }))}
        choices={HEADER_STYLES.map((option) => ({
          value: String(option.id),
          label: option.name,
          title: `${option.name}: ${option.description}`,
          picture: <HeaderThumbnail style={option.id} colors={colors} />,
        }))}
      />
      <div className="mt-0.5">
        <SwitchField
          label="Show the title"
          checked={header.showTitle}
          onChange={(showTitle) => change((doc) => setHeader(doc, { showTitle }))}
        />
        <SwitchField
          label="Show the headline"
          checked={header.showHeadline}
          onChange={(showHeadline) => change((doc) => setHeader(doc, { showHeadline }))}
        />
      </div>
    </div>
  );
}
