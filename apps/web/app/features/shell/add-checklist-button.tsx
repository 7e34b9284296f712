import { lazy, Suspense, useRef, useState } from "react";
import { PlusIcon } from "../../ui/icons/plus-icon.tsx";

// The picker (and the modal code under it) loads on demand; a hover or focus on the icon fetches it early.
const loadPicker = () => import("../collection/select-template-modal.tsx");
const SelectTemplateModal = lazy(() =>
  loadPicker().then((module) => ({ default: module.SelectTemplateModal })),
);
const preloadPicker = () => void loadPicker().catch(() => {});

/** The header's add-checklist icon on My collection: opens the large template picker. */
export function AddChecklistButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="New checklist"
        title="New checklist"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preloadPicker}
        onFocus={preloadPicker}
        className="grid size-2.5 shrink-0 place-items-center rounded-full bg-primary-600 text-white shadow-[0_6px_16px_-6px_rgb(113_56_227/0.6)] transition-colors hover:bg-primary-700"
      >
        <PlusIcon width="20" height="20" strokeWidth="2.2" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SelectTemplateModal open={open} onOpenChange={setOpen} returnFocus={() => button.current} />
        </Suspense>
      ) : null}
    </>
  );
}
