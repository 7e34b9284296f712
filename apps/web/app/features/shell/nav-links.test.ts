import { describe, expect, it } from "vitest";
import { FOOTER_COLUMNS, MENUS, menuEntries, type Viewer } from "./nav-links.ts";

const paid = { isFree: false, blogUrl: "https://blog.listful.app" };
const guest: Viewer = { isSignedIn: false, config: paid };
const member: Viewer = { isSignedIn: true, config: paid };
const labels = (slots: Parameters<typeof menuEntries>[0], viewer: Viewer) =>
  menuEntries(slots, viewer).map((entry) => entry.label);

describe("the site's menus", () => {
  const everyone = ["Templates gallery", "Popular templates", "Pricing", "Blog"];
  it.each([
    ["the header's, for anyone", MENUS.header, guest, everyone],
    [
      "the mobile menu's, with the collection and settings",
      MENUS.mobile,
      member,
      ["Home", "My collection", ...everyone, "Settings"],
    ],
  ])("list %s links in order", (_, slots, viewer, expected) => {
    expect(labels(slots, viewer)).toEqual(expected);
  });

  it("list the template library in the mobile menu for admins only", () => {
    const admin: Viewer = { ...member, isAdmin: true };
    expect(labels(MENUS.mobile, admin).at(-1)).toBe("Template library");
    expect(labels(MENUS.mobile, member)).not.toContain("Template library");
  });

  it("give guests no collection and no settings in the mobile menu", () => {
    expect(labels(MENUS.mobile, guest)).not.toContain("My collection");
    expect(labels(MENUS.mobile, guest)).not.toContain("Settings");
  });

  it("hide Pricing everywhere in free mode", () => {
    const free: Viewer = { isSignedIn: true, config: { ...paid, isFree: true } };
    const everywhere = [MENUS.header, MENUS.mobile, ...FOOTER_COLUMNS.map((column) => column.slots)];
    for (const slots of everywhere) expect(labels(slots, free)).not.toContain("Pricing");
  });

  it("send the blog to its configured address, outside the app", () => {
    expect(menuEntries(MENUS.header, guest).at(-1)).toEqual({
      kind: "link",
      id: "blog",
      label: "Blog",
      href: "https://blog.listful.app",
      isExternal: true,
    });
  });

  it("keep Listful's own blog inside the app", () => {
    const ownBlog: Viewer = { isSignedIn: false, config: { ...paid, blogUrl: "/blog" } };
    expect(menuEntries(MENUS.header, ownBlog).at(-1)).toMatchObject({ href: "/blog", isExternal: false });
  });

  it("give the footer its Legal, Resources and Popular templates columns", () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(["Legal", "Resources", "Popular templates"]);
    expect(labels(FOOTER_COLUMNS[0].slots, guest)).toEqual([
      "Privacy policy",
      "Terms of use",
      "Cookies policy",
    ]);
    expect(labels(FOOTER_COLUMNS[1].slots, guest)).toEqual([
      "Templates gallery",
      "Blog",
      "Pricing",
      "Contact us",
    ]);
  });
});
