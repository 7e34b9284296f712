// Accounts for the browser tests, made through the API so each test starts from a known state.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { type ApiCaller, apiClient } from "./api.ts";

export type TestUser = { name: string; email: string; password: string };

export function newUserDetails(name = "Robin Tester"): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name, email: `robin-${id}@example.com`, password: `Tick-${id}-boxes` };
}

/** Registers a user; the request context keeps the session cookies (a page's context is then signed in). */
export async function registerUser(request: ApiCaller, user = newUserDetails()): Promise<TestUser> {
  await apiClient(request).request("POST /api/register", { body: user });
  return user;
}

/** A new user, signed in in this browser context. */
export async function signedInUser(context: BrowserContext, name?: string): Promise<TestUser> {
  return registerUser(context.request, newUserDetails(name));
}

export async function fillLoginForm(page: Page, user: Pick<TestUser, "email" | "password">) {
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
}
