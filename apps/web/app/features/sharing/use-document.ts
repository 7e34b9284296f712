import type { Checklist } from "@listful/checklist";
import { useEffect, useState } from "react";

/**
 * A checklist's document for a dialog that needs it (text copies, e-mail): fetched when the dialog opens, so a
 * click can copy at once and the clipboard still counts it as the user's gesture.
 */
export function useDocument(load: () => Promise<Checklist>): Checklist | null {
  const [doc, setDoc] = useState<Checklist | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per dialog.
  useEffect(() => {
    let isCurrent = true;
    load()
      .then((loaded) => isCurrent && setDoc(loaded))
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);
  return doc;
}
