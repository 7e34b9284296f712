import { expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { blockStorage } from "../../support/blocked-storage.ts";
import { saveChecklist, shareChecklist } from "../../support/checklists.ts";
import { BASE_URL } from "../../support/env.ts";
import { openPage } from "../../support/navigation.ts";
import { startOtherSite } from "../../support/other-site.ts";
import { collectPageErrors } from "../../support/page-errors.ts";

async function openOtherSite(page: Page, src: string, width: number) {
  const site = await startOtherSite(src, width);
  await page.goto(site.url);
  return { frame: page.frameLocator('iframe[title="My checklist"]'), close: site.close };
}

for (const width of [375, 1280]) {
  test(`a shared checklist shows inside another site's frame at ${width} px, with no third-party script`, async ({
    context,
    browser,
  }) => {
    await signedInUser(context);
    const saved = await saveChecklist(context.request, "Embedded habits");
    await shareChecklist(context.request, saved.id);

    const reader = await browser.newContext({ viewport: { width, height: 900 } });
    const blog = await reader.newPage();
    const scripts: string[] = [];
    blog.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const { frame, close } = await openOtherSite(blog, `${BASE_URL}/view?id=${saved.id}&embed=1`, width);
    await expect(frame.getByRole("region", { name: /^Page 1 of / })).toBeVisible();
    await expect(frame.getByText("Embedded habits").first()).toBeVisible();
    await expect(frame.getByRole("banner")).toHaveCount(0);
    await expect(frame.getByRole("contentinfo")).toHaveCount(0);
    // The page fits the frame: no sideways scrolling inside it.
    const fits = await frame.locator("html").evaluate((html) => html.scrollWidth <= html.clientWidth + 1);
    expect(fits).toBe(true);
    // The bar appears on hover (and stays on touch screens).
    await frame.locator("main").hover();
    await expect(frame.getByRole("link", { name: "Open on Listful" })).toBeVisible();
    expect(scripts.filter((url) => !url.startsWith(BASE_URL))).toEqual([]);
    await reader.close();
    await close();
  });
}

test("the embed runs in a frame that may not use storage, as browsers blocking third-party storage have it", async ({
  context,
  browser,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "No storage here");
  await shareChecklist(context.request, saved.id);

  const reader = await browser.newContext({ viewport: { width: 375, height: 900 } });
  await blockStorage(reader);
  const blog = await reader.newPage();
  const errors = collectPageErrors(blog);
  const { frame, close } = await openOtherSite(blog, `${BASE_URL}/view?id=${saved.id}&embed=1`, 375);
  await expect(frame.locator("html[data-hydrated]")).toHaveCount(1);
  const storage = await frame.locator("html").evaluate(() => {
    try {
      return typeof window.sessionStorage;
    } catch (error) {
      return (error as DOMException).name;
    }
  });
  expect(storage).toBe("SecurityError");
  await expect(frame.getByRole("region", { name: /^Page 1 of / })).toBeVisible();
  await expect(frame.getByRole("button", { name: "Download" })).toBeEnabled();
  expect(errors).toEqual([]);
  await reader.close();
  await close();
});

test("only the embed view may be framed: the normal view and other pages refuse", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Not for frames");
  await shareChecklist(context.request, saved.id);

  const plain = await context.request.get(`/view?id=${saved.id}`);
  expect(plain.headers()["x-frame-options"]).toBe("DENY");
  expect(plain.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const embed = await context.request.get(`/view?id=${saved.id}&embed=1`);
  expect(embed.headers()["x-frame-options"]).toBeUndefined();
  expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");

  const framed = `${BASE_URL}/view?id=${saved.id}`;
  const refused = page.waitForEvent("requestfailed", (request) => request.url() === framed);
  const { frame, close } = await openOtherSite(page, framed, 800);
  // Chromium itself says it refused to show the page in the frame.
  expect((await refused).failure()?.errorText).toBe("net::ERR_BLOCKED_BY_RESPONSE");
  await expect(frame.getByText("Not for frames")).toHaveCount(0);
  await close();
});

test("the embed modal gives the iframe code with its size and a live preview", async ({ page, context }) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Blog checklist");
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Blog checklist" }).click();
  await page.getByRole("button", { name: "Embed", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Embed checklist" });
  await expect(dialog.getByText("Turn on link sharing to embed this checklist.")).toBeVisible();
  await dialog.getByRole("switch", { name: "Share with a link" }).click();
  await dialog.getByLabel("Width (px)").fill("480");
  await dialog.getByLabel("Height (px)").fill("640");
  const code = dialog.getByLabel("Embed code");
  await expect(code).toHaveValue(
    `<iframe src="${BASE_URL}/view?id=${saved.id}&embed=1" width="480" height="640" title="Blog checklist" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  );
  const preview = page.frameLocator('iframe[title="Preview: Blog checklist"]');
  await expect(preview.getByRole("region", { name: /^Page 1 of / })).toBeVisible();
});
