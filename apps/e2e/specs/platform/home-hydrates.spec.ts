import { expect, test } from "@playwright/test";

test("the home page is rendered on the server and hydrates", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toMatch(/<script[^>]+nonce="[^"]+"/);

  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(errors).toEqual([]);
});
