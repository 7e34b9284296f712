// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createAllKindsDoc, SheetHarness } from "../test/fixtures.tsx";
import { isPasteCut } from "./shortened-paste.ts";

afterEach(cleanup);

function field(tag: "input" | "textarea", value: string, maxLength: number) {
  const element = document.createElement(tag);
  element.maxLength = maxLength;
  element.value = value;
  return element;
}

describe("isPasteCut", () => {
  it("counts what the paste replaces, and what the field would hold after it", () => {
    const title = field("input", "Morning", 10);
    title.setSelectionRange(7, 7);
    expect(isPasteCut(title, "abc")).toBe(false);
    expect(isPasteCut(title, "abcd")).toBe(true);
    title.setSelectionRange(0, 7);
    expect(isPasteCut(title, "0123456789")).toBe(false);
    expect(isPasteCut(title, "0123456789X")).toBe(true);
  });

  it("leaves out the line breaks an input drops, and counts a text area's as one each", () => {
    expect(isPasteCut(field("input", "", 4), "ab\r\ncd")).toBe(false);
    expect(isPasteCut(field("textarea", "", 5), "ab\r\ncd")).toBe(false);
    expect(isPasteCut(field("textarea", "", 4), "ab\ncd")).toBe(true);
  });

  it("never cuts a field without a limit", () => {
    expect(isPasteCut(document.createElement("input"), "x".repeat(500))).toBe(false);
  });
});

describe("a page's field after a paste its limit cut", () => {
  it("says so under the field, as its description, until the next edit of the person's own", () => {
    render(<SheetHarness initial={createAllKindsDoc()} mode="edit" onDispatch={() => undefined} />);
    const title = screen.getByRole("textbox", { name: "Title" }) as HTMLTextAreaElement;
    title.setSelectionRange(0, title.value.length);
    fireEvent.paste(title, { clipboardData: { getData: () => "x".repeat(80) } });
    const note = screen.getByRole("status");
    expect(note.textContent).toBe("Shortened to 60 characters");
    expect(title.getAttribute("aria-describedby")).toBe(note.id);

    fireEvent.change(title, { target: { value: "x".repeat(59) } });
    expect(screen.queryByRole("status")).toBeNull();
    expect(title.hasAttribute("aria-describedby")).toBe(false);
  });

  it("says nothing after a paste that fits", () => {
    render(<SheetHarness initial={createAllKindsDoc()} mode="edit" onDispatch={() => undefined} />);
    const title = screen.getByRole("textbox", { name: "Title" }) as HTMLTextAreaElement;
    title.setSelectionRange(0, title.value.length);
    fireEvent.paste(title, { clipboardData: { getData: () => "Short and sweet" } });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
