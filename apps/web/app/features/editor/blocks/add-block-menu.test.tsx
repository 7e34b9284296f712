import { createChecklist } from "@listful/checklist";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorActionsContext } from "../state/editor-context.ts";
import { createEditorStore } from "../state/editor-store.ts";
import { AddBlockMenu } from "./add-block-menu.tsx";

/** The idle callbacks asked for, run when the test says the browser is idle. */
let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMenu() {
  const store = createEditorStore(createChecklist());
  render(
    <EditorActionsContext value={store}>
      <AddBlockMenu doc={store.getDoc()} onAdded={() => undefined} onFocusAdded={() => undefined} />
    </EditorActionsContext>,
  );
  return screen.getByRole("button", { name: "Add block" });
}

const browserIsIdle = () =>
  act(() => {
    for (const callback of idle.splice(0)) callback();
  });

describe("the Add block button", () => {
  it("stands alone until the editor is idle, then opens its menu", async () => {
    renderMenu();
    expect(idle).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Add block" }).getAttribute("aria-haspopup")).toBe("menu");
    browserIsIdle();
    const trigger = screen.getByRole("button", { name: "Add block" });
    expect(trigger.getAttribute("data-state")).toBe("closed");
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(await screen.findByRole("menuitem", { name: /^Checklist/ })).toBeTruthy();
  });

  it("opens its menu when pressed before the editor is idle", async () => {
    fireEvent.click(renderMenu());
    expect(await screen.findByRole("menuitem", { name: /^Checklist/ })).toBeTruthy();
  });

  it("keeps focus on the button as the menu takes its place", () => {
    renderMenu().focus();
    browserIsIdle();
    const trigger = screen.getByRole("button", { name: "Add block" });
    expect(trigger.getAttribute("data-state")).toBe("closed");
    expect(document.activeElement).toBe(trigger);
  });
});
