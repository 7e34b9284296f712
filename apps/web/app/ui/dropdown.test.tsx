import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Dropdown } from "./dropdown.tsx";

function renderMenu() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <Dropdown trigger="Popular templates">
          <a href="/habit-tracker-template">Habit tracker</a>
          <a href="/mood-tracker-template">Mood tracker</a>
        </Dropdown>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole("button", { name: "Popular templates" });
}

describe("Dropdown", () => {
  afterEach(cleanup);

  it("opens from the keyboard onto its first item and moves with the arrows", () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Habit tracker" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Mood tracker" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Habit tracker" }));
  });

  it("closes on Escape and gives focus back to the trigger", () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(screen.getByRole("link", { name: "Mood tracker" }), { key: "Escape" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("closes when a click lands outside", () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });
});
