import { useId } from "react";
import { GlobeIcon } from "../../ui/icons/globe-icon.tsx";

/** The owner's on/off for the public link, as a labelled switch. */
export function ShareSwitch({
  isShared,
  pending,
  onChange,
}: {
  isShared: boolean;
  pending: boolean;
  onChange: (next: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-1 rounded-2xl border border-line bg-canvas p-1">
      <span
        className={`grid size-2.5 shrink-0 place-items-center rounded-full ${isShared ? "bg-primary-100 text-primary-700" : "bg-white text-muted ring-1 ring-line"}`}
      >
        <GlobeIcon />
      </span>
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-medium text-ink">
          Share with a link
        </p>
        <p id={hintId} className="text-sm text-ink-soft">
          {isShared ? "Anyone with the link can open it." : "Only you can see it."}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isShared}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={pending}
        onClick={() => onChange(!isShared)}
        className="relative h-1.75 w-3 shrink-0 rounded-full bg-[#cfc8de] transition-colors aria-checked:bg-primary-600 disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.3 left-0.3 size-[1.15rem] rounded-full bg-white shadow-soft transition-transform ${isShared ? "translate-x-[1.25rem]" : ""}`}
        />
      </button>
    </div>
  );
}
