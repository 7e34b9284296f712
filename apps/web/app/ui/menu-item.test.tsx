import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrashIcon } from "./icons/trash-icon.tsx";
import { MenuItem } from "./menu-item.tsx";

afterEach(cleanup);

const onClick = vi.fn();
const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());

function Items() {
  return (
    <>
      <MenuItem to="/profile">Settings</MenuItem>
      <MenuItem icon={TrashIcon} tone="danger" onClick={onClick}>
        Delete
      </MenuItem>
      <form onSubmit={onSubmit}>
        <MenuItem type="submit">Log out</MenuItem>
      </form>
    </>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: Items }]);

describe("MenuItem", () => {
  it("is a link with `to`, a button with `onClick`, and submits its form with type submit", () => {
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/profile");
    const remove = screen.getByRole("button", { name: "Delete" });
    expect(remove.getAttribute("type")).toBe("button");
    expect(remove.querySelector("svg")).not.toBeNull();
    fireEvent.click(remove);
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
