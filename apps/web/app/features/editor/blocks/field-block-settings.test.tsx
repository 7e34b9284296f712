import { addBlock, createChecklist, type TextFieldBlock } from "@listful/checklist";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EditorActionsContext } from "../state/editor-context.ts";
import { createEditorStore } from "../state/editor-store.ts";
import { FieldBlockSettings } from "./field-block-settings.tsx";

afterEach(cleanup);

function renderPanel() {
  const doc = addBlock(createChecklist(), { kind: "text-field" });
  const store = createEditorStore(doc);
  const field = () => store.getDoc().blocks.find((block) => block.kind === "text-field") as TextFieldBlock;
  const view = render(
    <EditorActionsContext value={store}>
      <FieldBlockSettings block={field()} />
    </EditorActionsContext>,
  );
  const rerender = () =>
    view.rerender(
      <EditorActionsContext value={store}>
        <FieldBlockSettings block={field()} />
      </EditorActionsContext>,
    );
  return { field, rerender };
}

describe("the text field's settings", () => {
  it("offers Lines or Box as one named radio group, Lines chosen for a field without a style", () => {
    const { field } = renderPanel();
    expect(field().style).toBeUndefined();
    const group = screen.getByRole("radiogroup", { name: "Field style" });
    expect(group).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Lines" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Box" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("spinbutton", { name: "Lines to write on" })).toBeTruthy();
  });

  it("makes the field a box to draw in, and back to lines", () => {
    const { field, rerender } = renderPanel();
    fireEvent.click(screen.getByRole("radio", { name: "Box" }));
    expect(field().style).toBe("box");
    rerender();
    expect((screen.getByRole("radio", { name: "Box" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("spinbutton", { name: "Box height in lines" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Lines" }));
    expect(field().style).toBe("lines");
  });
});
