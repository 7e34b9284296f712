import type { ChecklistResponse } from "@listful/contracts";
import { useState } from "react";
import { useMutation } from "../../lib/use-mutation.ts";

/** Turns a checklist's public link on or off; off makes the link answer 404 at once. */
export function useSharing(id: string, initial: boolean, onChange?: (updated: ChecklistResponse) => void) {
  const [isShared, setShared] = useState(initial);
  const sharing = useMutation<ChecklistResponse>("share", {
    onSuccess: ({ value }) => {
      setShared(value.isShared);
      onChange?.(value);
    },
  });
  return {
    isShared,
    pending: sharing.pending,
    change: (next: boolean) => sharing.submit({ id, isShared: String(next) }),
  };
}
