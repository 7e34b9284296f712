import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmModal, FormModal, Modal } from "./modal.tsx";

function describedBy(dialog: HTMLElement): string {
  const ids = dialog.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("Modal", () => {
  afterEach(cleanup);

  it("says its title once: a modal without a description has none", () => {
    render(
      <Modal open onOpenChange={() => {}} title="Rename checklist">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Rename checklist" });
    expect(describedBy(dialog)).toBe("");
    expect(screen.getAllByText("Rename checklist")).toHaveLength(1);
  });

  it("is described by its description when it has one", () => {
    render(
      <Modal open onOpenChange={() => {}} title="Delete this checklist?" description="This cannot be undone.">
        <p>Body</p>
      </Modal>,
    );
    expect(describedBy(screen.getByRole("dialog", { name: "Delete this checklist?" }))).toBe(
      "This cannot be undone.",
    );
  });
});

describe("FormModal and ConfirmModal", () => {
  afterEach(cleanup);

  it("submits the form with its action, closes with Cancel, and holds the action while pending", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = vi.fn();
    const { rerender } = render(
      <FormModal
        title="Rename checklist"
        onClose={onClose}
        onSubmit={onSubmit}
        actionLabel="Save title"
        pending={false}
      >
        <input aria-label="Title" name="title" defaultValue="Packing" />
      </FormModal>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save title" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <FormModal
        title="Rename checklist"
        onClose={onClose}
        onSubmit={onSubmit}
        actionLabel="Save title"
        pending
      >
        <input aria-label="Title" name="title" defaultValue="Packing" />
      </FormModal>,
    );
    const action = screen.getByRole("button", { name: "Save title" });
    expect(action.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(action);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("asks before an irreversible change: Keep it closes, the action confirms", () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmModal
        title="Delete this checklist?"
        onClose={onClose}
        onConfirm={onConfirm}
        actionLabel="Delete checklist"
        pending={false}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Delete checklist" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
