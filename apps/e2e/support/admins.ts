import { type Browser, type BrowserContext, expect } from "@playwright/test";
import { signedInUser } from "./accounts.ts";
import { apiClient } from "./api.ts";
import { SUPER_ADMIN } from "./env.ts";
import { openPage } from "./navigation.ts";

/** Signs `context` in as a new account that the suite's super-admin makes an admin through Settings > Team. */
export async function newAdmin(browser: Browser, context: BrowserContext, name = "Ada Admin"): Promise<void> {
  const admin = await signedInUser(context, name);
  const superContext = await browser.newContext();
  try {
    await apiClient(superContext.request).request("POST /api/login", {
      body: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
    });
    const page = await superContext.newPage();
    await openPage(page, "/profile");
    const team = page.getByRole("region", { name: "Team" });
    await team.getByLabel("E-mail of the account to make an admin").fill(admin.email);
    await team.getByRole("button", { name: "Grant admin role" }).click();
    await expect(page.getByText("Admin role granted.")).toBeVisible();
    await expect(team.getByRole("list", { name: "Admins" })).toContainText(admin.email);
  } finally {
    await superContext.close();
  }
}
