import type { ChecklistResponse, ShareAccess } from "@listful/contracts";
import { useState } from "react";
import { useMutation } from "../../lib/use-mutation.ts";

type Sharing = { readonly isShared: boolean; readonly access: ShareAccess };

/**
 * Turns a checklist's public link on or off (off makes the link answer 404 at once) and says what anyone with
 * it may do: view it, or tick it off for everyone.
 */
export function useSharing(id: string, initial: Sharing, onChange?: (updated: ChecklistResponse) => void) {
  const [current, setCurrent] = useState<Sharing>(initial);
  const sharing = useMutation<ChecklistResponse>("share", {
    onSuccess: ({ value }) => {
      setCurrent({ isShared: value.isShared, access: value.access });
      onChange?.(value);
    },
  });
  const submit = (next: Sharing) =>
    sharing.submit({ id, isShared: String(next.isShared), access: next.access });
  return {
    ...current,
    pending: sharing.pending,
    change: (isShared: boolean) => submit({ ...current, isShared }),
    changeAccess: (access: ShareAccess) => submit({ ...current, access }),
  };
}
