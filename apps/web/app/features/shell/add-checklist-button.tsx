import { PlusIcon } from "../../ui/icons/plus-icon.tsx";
import { LazyTemplatePicker } from "../templates/catalogue/lazy-template-picker.tsx";

/** The header's add-checklist icon on My collection: opens the large template picker. */
export function AddChecklistButton() {
  return (
    <LazyTemplatePicker>
      {(opener) => (
        <button
          {...opener}
          type="button"
          aria-label="New checklist"
          title="New checklist"
          aria-haspopup="dialog"
          className="grid size-2.5 shrink-0 place-items-center rounded-full bg-primary-600 text-white shadow-[0_6px_16px_-6px_rgb(113_56_227/0.6)] transition-colors hover:bg-primary-700"
        >
          <PlusIcon width="20" height="20" strokeWidth="2.2" />
        </button>
      )}
    </LazyTemplatePicker>
  );
}
