import type { ReactNode } from "react";
import { AlertIcon } from "../../../ui/icons/alert-icon.tsx";
import { CloudCheckIcon } from "../../../ui/icons/cloud-check-icon.tsx";
import { CloudOffIcon } from "../../../ui/icons/cloud-off-icon.tsx";
import { SaveIcon } from "../../../ui/icons/save-icon.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { type SaveControls, useSaveControls } from "./save-context.ts";

type Indicator = {
  readonly icon: ReactNode;
  readonly text: string;
  readonly tone: string;
  readonly action?: ReactNode;
};

const ACTION = "ml-0.3 font-medium text-primary-700 underline-offset-2 hover:underline";

function describe(controls: SaveControls): Indicator | null {
  const { checklistId, status, isDirty, isGuest, draft, requestSave, showConflict } = controls;
  const quiet = "text-muted";
  if (status === "saving") return { icon: <Spinner />, text: "Saving…", tone: quiet };
  if (status === "conflict") {
    const action = (
      <button type="button" className={ACTION} onClick={showConflict}>
        Resolve
      </button>
    );
    return {
      icon: <AlertIcon width={16} height={16} />,
      text: "Changed elsewhere",
      tone: "text-danger",
      action,
    };
  }
  if (status === "offline") {
    return {
      icon: <CloudOffIcon width={16} height={16} />,
      text: "Offline, will save when back",
      tone: "text-[#9a5b00]",
    };
  }
  if (status === "failed" && isDirty) {
    const action = (
      <button type="button" className={ACTION} onClick={requestSave}>
        Retry
      </button>
    );
    return { icon: <AlertIcon width={16} height={16} />, text: "Not saved", tone: "text-danger", action };
  }
  if (checklistId) {
    return isDirty
      ? { icon: <SaveIcon width={16} height={16} />, text: "Unsaved changes", tone: quiet }
      : { icon: <CloudCheckIcon width={16} height={16} />, text: "Saved", tone: "text-success" };
  }
  if (!isDirty) return null;
  if (draft === "unavailable") {
    return {
      icon: <AlertIcon width={16} height={16} />,
      text: "Not saved on this device",
      tone: "text-[#9a5b00]",
    };
  }
  if (isGuest || draft === "stored") {
    return { icon: <SaveIcon width={16} height={16} />, text: "Draft on this device", tone: quiet };
  }
  return { icon: <SaveIcon width={16} height={16} />, text: "Not saved yet", tone: quiet };
}

/**
 * Where the checklist's changes are: saving, saved, kept as a draft, or stuck (with the way out).
 * `compact` (phones) shows the icon alone, its words for screen readers and as a tooltip.
 */
export function SaveIndicator({ compact = false }: { compact?: boolean }) {
  const indicator = describe(useSaveControls());
  return (
    <p
      role="status"
      title={compact ? indicator?.text : undefined}
      className={`flex min-w-0 items-center gap-0.3 text-sm whitespace-nowrap ${indicator?.tone ?? ""}`}
    >
      {indicator ? (
        <>
          <span className="shrink-0">{indicator.icon}</span>
          <span className={compact ? "sr-only" : "truncate"}>{indicator.text}</span>
          {indicator.action}
        </>
      ) : null}
    </p>
  );
}
