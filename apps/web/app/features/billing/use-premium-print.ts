import { type Checklist, listPremiumFeatures, PREMIUM_FEATURE_NAMES } from "@listful/checklist";
import type { Background } from "@listful/contracts";
import { useCallback } from "react";
import { usePremiumMarks } from "../../lib/premium-marks.ts";
import { askForPremium } from "./premium-prompt.ts";

/**
 * The browser's print, guarded as the server guards PDFs: a document using premium features is printed by
 * subscribers (or in free mode); anyone else gets the pricing modal. The server cannot see a browser print,
 * so this check is the page's own, from the same model function.
 */
export function usePremiumPrint(
  print: () => void,
  getDoc: () => Checklist,
  backgrounds: readonly Background[] | null,
): () => void {
  const isLocked = usePremiumMarks();
  return useCallback(() => {
    const premiumBackgroundIds = new Set((backgrounds ?? []).filter((b) => b.isPremium).map((b) => b.id));
    const features = isLocked ? listPremiumFeatures(getDoc(), { premiumBackgroundIds }) : [];
    if (features.length === 0) return print();
    const names = features.map((feature) => PREMIUM_FEATURE_NAMES[feature]).join(", ");
    askForPremium(
      `This checklist uses ${names}, part of Premium. Upgrade, or reset the premium features to print it.`,
    );
  }, [isLocked, print, getDoc, backgrounds]);
}
