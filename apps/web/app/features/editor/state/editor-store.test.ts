import { addItem, createChecklist, editItem, indentItem, setTitle } from "@listful/checklist";
import { describe, expect, it, vi } from "vitest";
import { createEditorStore } from "./editor-store.ts";

function listDoc() {
  let doc = editItem(createChecklist(), { itemId: "i2", text: "Milk" });
  doc = addItem(doc, { blockId: "b1", text: "Bread" });
  return doc;
}

describe("the editor store", () => {
  it("tells subscribers about each change, and undo and redo walk the steps", () => {
    const store = createEditorStore(createChecklist());
    const listener = vi.fn();
    store.subscribe(listener);
    store.change((doc) => setTitle(doc, { text: "Groceries" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getDoc().title.text).toBe("Groceries");
    store.undo();
    expect(store.getDoc().title.text).toBe("My Title");
    store.redo();
    expect(store.getDoc().title.text).toBe("Groceries");
    store.change((doc) => doc);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("keeps a burst of typing in one field as one step, but not a row added or indented on the way", () => {
    const store = createEditorStore(listDoc());
    const id = "i3";
    store.change((doc) => editItem(doc, { itemId: id, text: "Bread " }), "field:1");
    store.change((doc) => editItem(doc, { itemId: id, text: "Bread and" }), "field:1");
    expect(store.getHistory().past).toHaveLength(1);
    // Enter in the same field adds a row: its own step, even within the burst.
    store.change((doc) => addItem(doc, { blockId: "b1", text: "" }), "field:1");
    expect(store.getHistory().past).toHaveLength(2);
    store.change((doc) => indentItem(doc, { itemId: "i4" }), "field:1");
    expect(store.getHistory().past).toHaveLength(3);
    store.undo();
    store.undo();
    expect(store.getDoc().blocks[0]).toMatchObject({ items: [{ text: "Milk" }, { text: "Bread and" }] });
    store.undo();
    expect(store.getDoc().blocks[0]).toMatchObject({ items: [{ text: "Milk" }, { text: "Bread" }] });
  });

  it("stops telling a listener once it unsubscribes", () => {
    const store = createEditorStore(createChecklist());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.change((doc) => setTitle(doc, { text: "Later" }));
    expect(listener).not.toHaveBeenCalled();
  });
});
