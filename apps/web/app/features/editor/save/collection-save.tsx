import { dashboardHref } from "../../../lib/hrefs.ts";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { CloudCheckIcon } from "../../../ui/icons/cloud-check-icon.tsx";
import { PremiumBadge } from "../controls/premium-badge.tsx";
import { useSaveControls } from "./save-context.ts";

/** Saving to the collection: what state the checklist is in, and the button that saves it. */
export function CollectionSave() {
  const { checklistId, status, isDirty, isGuest, draft, template, requestSave, startOver } =
    useSaveControls();
  const showPremium = usePremiumMarks();
  const isSaving = status === "saving";
  let note: string;
  if (checklistId) note = "It is in your collection, and every change saves itself.";
  else if (isGuest)
    note =
      draft === "stored"
        ? "Your draft is kept on this device. Sign in or create a free account to keep it in your collection."
        : "Sign in or create a free account to keep it in your collection and open it anywhere.";
  else note = "Keep it in your collection to open, print and tick it off anywhere.";
  return (
    <div className="flex flex-col gap-0.75">
      {showPremium && template?.isPremium ? (
        <p className="flex items-center gap-0.5 text-sm text-ink-soft">
          <PremiumBadge /> Made from the premium template “{template.title}”.
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">{note}</p>
      <Button
        onClick={requestSave}
        pending={isSaving}
        variant={checklistId && !isDirty ? "secondary" : "primary"}
        className="w-full"
      >
        {checklistId && !isDirty ? <CloudCheckIcon width={16} height={16} /> : null}
        {checklistId ? (isDirty ? "Save changes now" : "Saved to my collection") : "Save to my collection"}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-0.5 text-sm">
        {checklistId ? (
          <AppLink to={dashboardHref()} className="font-medium text-primary-700 hover:underline">
            Open My collection
          </AppLink>
        ) : null}
        {startOver ? (
          <button
            type="button"
            onClick={startOver}
            className="font-medium text-ink-soft hover:text-danger hover:underline"
          >
            Start over from the template
          </button>
        ) : null}
      </div>
    </div>
  );
}
