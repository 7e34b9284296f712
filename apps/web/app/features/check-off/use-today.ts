import { type IsoDate, toIsoDate } from "@listful/checklist";
import { useEffect, useState } from "react";

/**
 * The person's own calendar day, known once the page runs in their browser (the server does not know their
 * time zone): null until then. Looked at again when the page comes back into view, so a page left open
 * overnight moves on to the new day.
 */
export function useToday(): IsoDate | null {
  const [today, setToday] = useState<IsoDate | null>(null);
  useEffect(() => {
    const update = () => setToday(toIsoDate(new Date()));
    update();
    const onVisible = () => {
      if (document.visibilityState === "visible") update();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
  return today;
}
