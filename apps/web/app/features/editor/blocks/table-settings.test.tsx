import { addBlock, type Checklist, createChecklist, type TableBlock } from "@listful/checklist";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { EditorActionsContext, EditorDocContext } from "../state/editor-context.ts";
import { createEditorStore, type EditorStore } from "../state/editor-store.ts";
import { TableSettings } from "./table-settings.tsx";

afterEach(cleanup);

function tableOf(doc: Checklist): TableBlock {
  const block = doc.blocks.find((candidate) => candidate.kind === "table");
  if (block?.kind !== "table") throw new Error("no table");
  return block;
}

function Harness({ store }: { store: EditorStore }) {
  const doc = useSyncExternalStore(store.subscribe, store.getDoc);
  return (
    <EditorActionsContext value={store}>
      <EditorDocContext value={doc}>
        <TableSettings block={tableOf(doc)} />
      </EditorDocContext>
    </EditorActionsContext>
  );
}

function renderSettings(locale = "en-US") {
  const store = createEditorStore(addBlock({ ...createChecklist(), locale }, { kind: "table" }));
  render(<Harness store={store} />);
  return () => tableOf(store.getDoc());
}

describe("the table's settings", () => {
  it("adds, renames and removes column headings, one to four", () => {
    const table = renderSettings();
    expect((screen.getByRole("button", { name: "Remove column 1" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const add = screen.getByRole("button", { name: /Add column/ });
    for (let count = 0; count < 3; count++) fireEvent.click(add);
    expect(table().columns).toHaveLength(4);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole("textbox", { name: "Column 2" }), { target: { value: "Saved today" } });
    expect(table().columns[1]).toBe("Saved today");
    fireEvent.click(screen.getByRole("button", { name: "Remove column 1" }));
    expect(table().columns).toEqual(["Saved today", "", ""]);
  });

  it("labels rows by numbers or times, and offers the clock only for times, on the locale's clock", () => {
    const table = renderSettings("de-DE");
    expect(screen.queryByRole("combobox", { name: "First hour" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Times" }));
    expect(table().rowLabels).toBe("times");
    const firstHour = screen.getByRole("combobox", { name: "First hour" });
    expect(screen.getByRole("option", { name: "07:00" })).toBeTruthy();
    fireEvent.change(firstHour, { target: { value: "7" } });
    fireEvent.click(screen.getByRole("radio", { name: "Half hour" }));
    expect(table()).toMatchObject({ firstHour: 7, minutesPerRow: 30 });
    fireEvent.click(screen.getByRole("radio", { name: "Numbers" }));
    expect(table().rowLabels).toBe("numbers");
    expect(screen.queryByRole("combobox", { name: "First hour" })).toBeNull();
  });
});
