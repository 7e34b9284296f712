import type { ShareAccess } from "@listful/contracts";
import { useId } from "react";
import { Segmented } from "../../ui/segmented.tsx";

const OPTIONS = [
  { value: "view", label: "View" },
  { value: "tick", label: "Tick off" },
] as const;

const HINTS: Record<ShareAccess, string> = {
  view: "Visitors can read and print it; their ticks stay in their own browser.",
  tick: "Everyone with the link ticks this one list: a family's chores, a team's checklist, a shopping list.",
};

/** The owner's choice of what anyone with the shared link may do: view it, or tick it off for everyone. */
export function ShareAccessChoice({
  access,
  pending,
  onChange,
}: {
  access: ShareAccess;
  pending: boolean;
  onChange: (next: ShareAccess) => void;
}) {
  const hintId = useId();
  return (
    // A fieldset, so the choice is off while a change is on its way; the radio group carries the name.
    <fieldset className="flex flex-col gap-0.5" disabled={pending} aria-describedby={hintId}>
      <p aria-hidden="true" className="font-medium text-ink">
        Anyone with the link can
      </p>
      <Segmented label="Anyone with the link can" value={access} options={OPTIONS} onChange={onChange} />
      <p id={hintId} className="text-sm text-ink-soft">
        {HINTS[access]}
      </p>
    </fieldset>
  );
}
