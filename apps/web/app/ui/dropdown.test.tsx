import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Dropdown } from "./dropdown.tsx";

const menu = (
  <Dropdown trigger="Popular templates">
    <a href="/habit-tracker-template">Habit tracker</a>
    <a href="/mood-tracker-template">Mood tracker</a>
  </Dropdown>
);

function renderMenu() {
  // The menu stays mounted across pages, as the header's do.
  const router = createMemoryRouter([
    {
      element: (
        <>
          {menu}
          <Outlet />
        </>
      ),
      children: [
        { path: "/", element: null },
        { path: "/elsewhere", element: null },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, trigger: () => screen.getByRole("button", { name: "Popular templates" }) };
}

describe("Dropdown", () => {
  afterEach(cleanup);

  it("opens from the keyboard onto its first item and moves with the arrows", () => {
    const trigger = renderMenu().trigger();
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
    const trigger = renderMenu().trigger();
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(screen.getByRole("link", { name: "Mood tracker" }), { key: "Escape" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("closes on a new location, and opens again from there", async () => {
    const { router, trigger } = renderMenu();
    fireEvent.click(trigger());
    await act(() => router.navigate("/elsewhere"));
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(
      screen.getByRole("link", { name: "Habit tracker", hidden: true }).closest("[hidden]"),
    ).not.toBeNull();
    fireEvent.click(trigger());
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
  });

  it("closes when a click lands outside", () => {
    const trigger = renderMenu().trigger();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });
});
