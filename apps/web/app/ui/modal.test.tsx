import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Modal } from "./modal.tsx";

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
