import type { PublicConfig, User } from "@listful/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { RootData } from "../../lib/root-data.ts";
import { SiteHeader } from "./site-header.tsx";

const PAID: PublicConfig = {
  publicUrl: "",
  isFree: false,
  blogUrl: "/blog",
  recaptchaSiteKey: null,
  signInProviders: [],
};
const FREE: PublicConfig = { ...PAID, isFree: true };

function user(plan: User["plan"]): User {
  return { id: "1", name: "dana", email: "dana@example.com", roles: ["ROLE_USER"], plan, created: "" };
}

function Header() {
  return <SiteHeader isStatic={false} />;
}

function Empty() {
  return null;
}

async function renderHeader(data: Omit<RootData, "nonce">, path = "/") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ nonce: "", ...data }),
      Component: Header,
      children: [{ path: "dashboard", Component: Empty }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  await screen.findByRole("banner");
}

describe("SiteHeader", () => {
  afterEach(cleanup);

  it("shows Pricing only when the app is not free", async () => {
    await renderHeader({ user: null, config: PAID });
    expect(screen.getAllByRole("link", { name: "Pricing" }).length).toBeGreaterThan(0);
    cleanup();
    await renderHeader({ user: null, config: FREE });
    expect(screen.queryByRole("link", { name: "Pricing" })).toBeNull();
  });

  it("marks a subscriber with the diamond when the app is not free", async () => {
    await renderHeader({ user: user({ type: "subscription", status: "active" }), config: PAID });
    expect(screen.getByRole("button", { name: "Account menu for dana (Premium)" }).textContent).toContain(
      "D",
    );
    expect(screen.getByTitle("Premium")).toBeTruthy();
  });

  it("shows no diamond in free mode, nor for a terminated subscription", async () => {
    await renderHeader({ user: user({ type: "subscription", status: "active" }), config: FREE });
    expect(screen.queryByTitle("Premium")).toBeNull();
    cleanup();
    await renderHeader({ user: user({ type: "subscription", status: "terminated" }), config: PAID });
    expect(screen.queryByTitle("Premium")).toBeNull();
  });

  it("offers My collection everywhere but on the collection", async () => {
    await renderHeader({ user: user({ type: "free", status: "active" }), config: FREE });
    expect(screen.getByRole("link", { name: "My collection" }).getAttribute("href")).toBe("/dashboard");
    cleanup();
    await renderHeader({ user: user({ type: "free", status: "active" }), config: FREE }, "/dashboard");
    expect(screen.queryByRole("link", { name: "My collection" })).toBeNull();
  });

  it("offers the add-checklist icon on the collection only", async () => {
    await renderHeader({ user: user({ type: "free", status: "active" }), config: FREE }, "/dashboard");
    expect(screen.getAllByRole("button", { name: "New checklist" }).length).toBeGreaterThan(0);
    cleanup();
    await renderHeader({ user: user({ type: "free", status: "active" }), config: FREE });
    expect(screen.queryByRole("button", { name: "New checklist" })).toBeNull();
  });
});
