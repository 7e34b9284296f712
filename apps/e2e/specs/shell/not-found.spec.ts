import { expect, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";

test("an unknown address answers 404 with a way to the gallery", async ({ page, request }) => {
  const response = await request.get("/this-page-does-not-exist");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("The page you are looking for cannot be found");

  const visit = await openPage(page, "/this-page-does-not-exist");
  expect(visit?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "The page you are looking for cannot be found" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the gallery" })).toHaveAttribute(
    "href",
    "/template-gallery",
  );
  await expect(page).toHaveTitle(/Page not found/);
});
