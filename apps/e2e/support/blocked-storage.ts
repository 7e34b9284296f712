// A browser that refuses web storage, as Chromium does in a third-party frame when third-party cookies are
// blocked, or everywhere when a person blocks site data: reading `localStorage` or `sessionStorage` throws a
// SecurityError. Applies to every page and frame of the context, before any of their scripts run.
import type { BrowserContext } from "@playwright/test";

export type StorageName = "localStorage" | "sessionStorage";

export async function blockStorage(
  context: BrowserContext,
  names: readonly StorageName[] = ["localStorage", "sessionStorage"],
) {
  await context.addInitScript((blocked) => {
    for (const name of blocked) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            "SecurityError",
          );
        },
      });
    }
  }, names);
}
