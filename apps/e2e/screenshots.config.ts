import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/** Design screenshots (test-results/screens) for a person to look at; not part of the test suite. */
export default defineConfig({
  ...base,
  testDir: "screenshots",
  testMatch: "**/*.screens.ts",
  reporter: [["list"]],
});
