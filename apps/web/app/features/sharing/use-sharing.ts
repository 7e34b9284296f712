import type { ChecklistResponse } from "@listful/contracts";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { toast } from "../../ui/toast.ts";

/** Turns a checklist's public link on or off; off makes the link answer 404 at once. */
export function useSharing(id: string, initial: boolean, onChange?: (updated: ChecklistResponse) => void) {
  const [isShared, setShared] = useState(initial);
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    setPending(true);
    try {
      const updated = await api.request("PUT /api/checklist/:id/share", {
        params: { id },
        body: { isShared: next },
      });
      setShared(updated.isShared);
      onChange?.(updated);
      toast.success(
        updated.isShared
          ? "Link sharing is on: anyone with the link can view the checklist."
          : "Link sharing is off: the link no longer opens the checklist.",
      );
    } catch (error) {
      handleApiError(error);
    } finally {
      setPending(false);
    }
  }

  return { isShared, pending, change };
}
