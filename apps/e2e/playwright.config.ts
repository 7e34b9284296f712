import { defineConfig, devices } from "@playwright/test";
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from "./support/env.ts";
import { PAID_BASE_URL } from "./support/paid-env.ts";
import { EVERY_WIDTH } from "./support/widths.ts";

/** Specs that need the paid-mode copy of the app (Paddle Billing against local stand-ins). */
const PAID_SPECS = /specs\/billing\/paid-.*\.spec\.ts/;

export default defineConfig({
  testDir: "specs",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A sweep's other widths run on purpose (`npm run test:every-width`), not in every run: see support/widths.ts.
  grepInvert: process.env.E2E_EVERY_WIDTH ? undefined : new RegExp(EVERY_WIDTH),
  retries: 0,
  workers: 2,
  // Whole user journeys (design, register, save, reload) on a two-core machine running the server and Chromium;
  // a page load with its hydration, or a sign-in's round trip, can take several seconds there when it is busy.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: "test-results",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: PAID_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "paid",
      testMatch: PAID_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: PAID_BASE_URL },
    },
  ],
  webServer: [
    {
      command: "node support/start-server.ts",
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(E2E_PORT) },
    },
    {
      command: "node support/start-paid-server.ts",
      url: `${PAID_BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(E2E_PORT) },
    },
  ],
});
