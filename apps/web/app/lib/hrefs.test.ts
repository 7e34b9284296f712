import { TEMPLATE_TYPE_SLUGS } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import {
  ADMIN_HREFS,
  absoluteUrl,
  adminTemplateHref,
  adminTemplatesHref,
  checkOffHref,
  dashboardHref,
  editorHref,
  embedHref,
  loginHref,
  registerHref,
  templateLandingHref,
  viewHref,
} from "./hrefs.ts";

const ID = "0b5c1a7e-2f4d-4c1a-9a43-6f1d2b3c4d5e";

describe("the app's addresses", () => {
  it("keeps the admin pages under /admin, with the library's filters only when set", () => {
    expect(ADMIN_HREFS.templates).toBe("/admin/templates");
    expect(ADMIN_HREFS.templateStats).toBe("/admin/templates/stats");
    expect(adminTemplateHref(12)).toBe("/admin/templates/12");
    expect(adminTemplatesHref({ type: "create", published: true })).toBe(
      "/admin/templates?type=create&published=true",
    );
    expect(adminTemplatesHref({ category: null, premium: null })).toBe("/admin/templates");
  });

  it("opens the editor on the default template, a template or a saved checklist", () => {
    expect(editorHref()).toBe("/editor");
    expect(editorHref({ templateId: 3 })).toBe("/editor?template=3");
    expect(editorHref({ checklistId: ID })).toBe(`/editor?checklist=${ID}`);
  });

  it("points at a checklist's view, its framed variant and its check-off page, encoding the id", () => {
    expect(viewHref(ID)).toBe(`/view?id=${ID}`);
    expect(embedHref(ID)).toBe(`/view?id=${ID}&embed=1`);
    expect(checkOffHref("a&b")).toBe("/check-off?id=a%26b");
    expect(absoluteUrl("https://listful.app", embedHref(ID))).toBe(
      `https://listful.app/view?id=${ID}&embed=1`,
    );
  });

  it("names the part of My collection with only what is set", () => {
    expect(dashboardHref()).toBe("/dashboard");
    expect(dashboardHref({ tab: "checklists", folder: null, search: "" })).toBe("/dashboard");
    expect(dashboardHref({ folder: "none", search: "gym plan" })).toBe("/dashboard?folder=none&q=gym+plan");
    expect(dashboardHref({ tab: "bookmarks", search: "ignored" })).toBe("/dashboard?tab=bookmarks");
  });

  it("carries the way back and the bookmark to make through the sign-in pages", () => {
    expect(loginHref()).toBe("/login");
    const target = { next: `/view?id=${ID}`, bookmark: ID };
    expect(loginHref(target)).toBe(`/login?next=%2Fview%3Fid%3D${ID}&bookmark=${ID}`);
    expect(registerHref({ next: "/dashboard", bookmark: null })).toBe("/register?next=%2Fdashboard");
  });

  it("gives each template type its landing page", () => {
    expect(TEMPLATE_TYPE_SLUGS.map(templateLandingHref)).toEqual([
      "/30-day-challenge-template",
      "/cute-checklist-template",
      "/daily-checklist-template",
      "/gratitude-journal-template",
      "/habit-tracker-template",
      "/monthly-calendar-template",
      "/mood-tracker-template",
      "/self-care-checklist-template",
      "/weekly-to-do-list-template",
    ]);
  });
});
