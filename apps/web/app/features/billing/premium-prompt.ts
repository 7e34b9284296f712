import { createListeners } from "../../lib/listeners.ts";

/**
 * What asks for Premium in the editor: a save, a download or a print of a document that uses premium features
 * (the server's 402, or the print's own check). The pricing modal listens and offers Upgrade or Reset.
 */
const listeners = createListeners();
let message: string | null = null;

export function askForPremium(reason: string): void {
  message = reason;
  listeners.notify();
}

export function dismissPremiumPrompt(): void {
  message = null;
  listeners.notify();
}

export const premiumPrompt = { subscribe: listeners.subscribe, get: (): string | null => message };
