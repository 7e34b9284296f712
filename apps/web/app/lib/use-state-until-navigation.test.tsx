import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useStateUntilNavigation } from "./use-state-until-navigation.ts";

afterEach(cleanup);

/** Every drawing of the menu, with the page it was drawn on. */
let drawn: { path: string; isOpen: boolean }[] = [];

function Menu() {
  const [isOpen, setOpen] = useStateUntilNavigation(false);
  const { pathname } = useLocation();
  drawn.push({ path: pathname, isOpen });
  return (
    <>
      <button type="button" aria-expanded={isOpen} onClick={() => setOpen((open) => !open)}>
        Menu
      </button>
      <Link to="/next">Next</Link>
      <Link to="/">Same page</Link>
    </>
  );
}

function renderMenu() {
  drawn = [];
  const router = createMemoryRouter(
    [
      { path: "/", element: <Menu /> },
      { path: "/next", element: <Menu /> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, button: () => screen.getByRole("button", { name: "Menu" }) };
}

describe("useStateUntilNavigation", () => {
  it("keeps a value on its page and toggles from it", () => {
    const { button } = renderMenu();
    fireEvent.click(button());
    expect(button().getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(button());
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it("is back to its first value on a new page, which is never drawn with the old one", async () => {
    const { router, button } = renderMenu();
    fireEvent.click(button());
    await act(() => router.navigate("/next"));
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(drawn.filter((drawing) => drawing.path === "/next" && drawing.isOpen)).toEqual([]);
  });

  it("is back to its first value when the same address is followed again", async () => {
    const { button } = renderMenu();
    fireEvent.click(button());
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Same page" })));
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it("toggles from the first value after a navigation, not from the value left on the page before", async () => {
    const { router, button } = renderMenu();
    fireEvent.click(button());
    await act(() => router.navigate("/next"));
    fireEvent.click(button());
    expect(button().getAttribute("aria-expanded")).toBe("true");
  });

  it("is back to its first value on going Back to the page it was set on", async () => {
    const { router, button } = renderMenu();
    fireEvent.click(button());
    await act(() => router.navigate("/next"));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/");
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });
});
