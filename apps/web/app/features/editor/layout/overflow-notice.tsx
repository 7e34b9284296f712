import { pluralForm } from "@listful/checklist";
import { AlertIcon } from "../../../ui/icons/alert-icon.tsx";
import type { OverflowField } from "./use-overflow-fields.ts";

const SHOWN = 3;

function reveal(field: OverflowField) {
  field.element.scrollIntoView({ block: "center", behavior: "smooth" });
  field.element.focus({ preventScroll: true });
}

/**
 * Warns that some text is longer than its printed line and will be cut off, naming the fields (up to
 * three) with a way to jump to each on the pages.
 */
export function OverflowNotice({ fields }: { fields: readonly OverflowField[] }) {
  if (fields.length === 0) return null;
  const count = fields.length;
  return (
    <div
      role="status"
      className="mx-1 mt-1 flex gap-0.5 rounded-xl border border-[#f5d48a] bg-[#fff8e6] p-0.75 text-sm text-[#6b4500]"
    >
      <AlertIcon width={18} height={18} className="mt-[0.05rem] shrink-0" />
      <div className="min-w-0">
        <p className="font-medium">
          {count} {pluralForm(count, { one: "text is", other: "texts are" })} too long for{" "}
          {pluralForm(count, { one: "its line", other: "their lines" })} and will be cut off in print.
        </p>
        <p className="mt-[0.125rem]">
          Shorten {pluralForm(count, { one: "it", other: "them" })}, or pick a smaller text size.{" "}
          {fields.slice(0, SHOWN).map((field, index) => (
            <span key={field.key}>
              {index > 0 ? ", " : "Show: "}
              <button
                type="button"
                onClick={() => reveal(field)}
                className="font-medium underline underline-offset-2"
              >
                {field.label}
              </button>
            </span>
          ))}
          {count > SHOWN ? `, and ${count - SHOWN} more` : ""}
        </p>
      </div>
    </div>
  );
}
