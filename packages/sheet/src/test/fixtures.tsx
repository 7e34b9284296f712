import {
  type Block,
  type Checklist,
  createPreset,
  parseChecklistOrThrow,
  type TemplateType,
} from "@listful/checklist";
import { type ReactElement, useCallback, useState } from "react";
import { Sheet } from "../sheet.tsx";
import type { SheetMode, SheetUpdate } from "../sheet-types.ts";

/** A dated month sheet with one block of every kind, each with something in it. */
export function createAllKindsDoc(): Checklist {
  const base = createPreset("monthly-calendar", { start: "2026-03-01" });
  const blocks: Block[] = [
    { kind: "text-header", id: "b101", text: "Morning" },
    {
      kind: "interactive-list",
      id: "b102",
      title: "Tasks",
      marker: "square",
      items: [
        { id: "i103", text: "Make the bed", isChecked: false, depth: 1 },
        { id: "i104", text: "Water the plants", isChecked: true, depth: 1 },
        { id: "i105", text: "The big ones", isChecked: false, depth: 2 },
        { id: "i106", text: "", isChecked: false, depth: 1 },
      ],
    },
    {
      kind: "list",
      id: "b107",
      title: "Good things",
      marker: "number",
      items: [
        { id: "i108", text: "Sunshine", isChecked: false, depth: 1 },
        { id: "i109", text: "Coffee", isChecked: false, depth: 2 },
      ],
    },
    { kind: "text-field", id: "b110", label: "Notes", lines: 2 },
    {
      kind: "interactive-text-field",
      id: "b111",
      label: "How was today?",
      lines: 2,
      value: "Calm and sunny",
    },
    {
      kind: "icon-field",
      id: "b112",
      title: "Mood",
      icon: "circle",
      grid: "days",
      goal: false,
      days: 31,
      legend: [
        { symbol: "★", label: "Great", color: "F2B233" },
        { symbol: "▼", label: "Low", color: "6C8EBF" },
      ],
      rows: [
        { id: "r113", text: "Morning", cells: Array.from({ length: 31 }, (_, day) => (day === 2 ? 1 : 0)) },
      ],
    },
    {
      kind: "icon-field",
      id: "b114",
      title: "Habits",
      icon: "star",
      grid: "days",
      goal: false,
      days: 31,
      legend: [],
      rows: [{ id: "r115", text: "Read", cells: Array.from({ length: 31 }, () => 0) }],
    },
    { kind: "calendar", id: "b116" },
    {
      kind: "table",
      id: "b117",
      title: "Schedule",
      columns: ["Plan", "Done"],
      rowLabels: "times",
      rowCount: 3,
      firstHour: 11,
      minutesPerRow: 30,
    },
  ];
  // The classic layout, so the blocks are drawn in the order above (the planner would put dated ones first).
  return parseChecklistOrThrow({ ...base, layout: 1, nextId: 200, blocks });
}

export function createPresetDoc(type: TemplateType): Checklist {
  return createPreset(type, { start: "2026-03-01" });
}

type SheetHarnessProps = {
  readonly initial: Checklist;
  readonly mode: SheetMode;
  /** Sees every update and the document it was applied to. */
  readonly onDispatch?: (update: SheetUpdate, before: Checklist) => void;
};

/** A sheet whose dispatch applies updates, as the editor and the check-off page do. */
export function SheetHarness({ initial, mode, onDispatch }: SheetHarnessProps): ReactElement {
  const [doc, setDoc] = useState(initial);
  const dispatch = useCallback(
    (update: SheetUpdate) => {
      setDoc((current) => {
        onDispatch?.(update, current);
        return update(current);
      });
    },
    [onDispatch],
  );
  return <Sheet doc={doc} mode={mode} dispatch={dispatch} />;
}
