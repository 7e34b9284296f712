import { type Checklist, toMarkdown, toPlainText } from "@listful/checklist";
import { Button } from "../../ui/button.tsx";
import { TextIcon } from "../../ui/icons/text-icon.tsx";
import { toast } from "../../ui/toast.ts";
import { copyText } from "./copy-text.ts";

const FORMATS = [
  { label: "Plain text", toText: toPlainText, message: "The list has been copied as plain text." },
  { label: "Markdown", toText: toMarkdown, message: "The list has been copied as Markdown." },
] as const;

/** Copies the list's words, for a note, a chat or a README. */
export function TextCopyButtons({ doc }: { doc: Checklist | null }) {
  async function copy(format: (typeof FORMATS)[number]) {
    if (!doc) return;
    if (await copyText(format.toText(doc))) toast.success(format.message);
    else toast.error("Copying was blocked by the browser.");
  }
  return (
    <section aria-labelledby="copy-text-heading">
      <h3 id="copy-text-heading" className="text-sm font-medium text-ink">
        Copy the list as text
      </h3>
      <div className="mt-0.5 grid grid-cols-2 gap-0.5">
        {FORMATS.map((format) => (
          <Button
            key={format.label}
            variant="secondary"
            disabled={!doc}
            onClick={() => copy(format)}
            aria-label={`Copy as ${format.label}`}
          >
            <TextIcon />
            {format.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
