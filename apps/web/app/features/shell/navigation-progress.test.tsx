import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationProgress, PROGRESS_THROTTLE_MS } from "./navigation-progress.tsx";

let release: () => void = () => {};

function Shell() {
  return (
    <>
      <NavigationProgress />
      <Link to="/slow">Slow page</Link>
      <Outlet />
    </>
  );
}

function Slow() {
  return <h1>Slow page</h1>;
}

function renderApp() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Shell,
      children: [
        {
          path: "slow",
          Component: Slow,
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
        },
      ],
    },
  ]);
  render(<Stub />);
}

describe("NavigationProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("appears only once a navigation has taken longer than the throttle, and goes when it ends", async () => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Slow page" })));
    await act(async () => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50));
    expect(screen.queryByTestId("navigation-progress")).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByTestId("navigation-progress")).toBeTruthy();
    await act(async () => release());
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.getByRole("heading", { name: "Slow page" })).toBeTruthy();
    expect(screen.queryByTestId("navigation-progress")).toBeNull();
  });
});
