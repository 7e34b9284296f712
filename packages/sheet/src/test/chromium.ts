import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** How the server runs Chromium (its path and flags), provided by the root vitest.config.ts. */
    chromium: { executablePath: string; args: string[] };
  }
}

/** Launch options for the print tests: the Chromium the server's PDF renderer runs, with its flags. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return inject("chromium");
}
