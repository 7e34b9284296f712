import { useId, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { CheckIcon } from "../../ui/icons/check-icon.tsx";
import { CopyIcon } from "../../ui/icons/copy-icon.tsx";
import { toast } from "../../ui/toast.ts";
import { copyText } from "./copy-text.ts";

/** A read-only value (a link, iframe code) with its copy button; the button confirms for a moment. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedMessage,
  disabled = false,
  multiline = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  disabled?: boolean;
  multiline?: boolean;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    if (!(await copyText(value))) {
      toast.error("Copying was blocked by the browser. Select the text and copy it instead.");
      return;
    }
    toast.success(copiedMessage);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  const control =
    "w-full min-w-0 rounded-xl border border-line bg-canvas px-0.75 text-[0.9rem] text-ink-soft focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none disabled:opacity-60";
  return (
    <div className="flex flex-col gap-0.3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className={`flex gap-0.5 ${multiline ? "flex-col" : "flex-row"}`}>
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            disabled={disabled}
            rows={4}
            onFocus={(event) => event.target.select()}
            className={`${control} resize-none py-0.5 font-mono text-[0.8rem] leading-relaxed`}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            disabled={disabled}
            onFocus={(event) => event.target.select()}
            className={`${control} h-2.75`}
          />
        )}
        <Button
          variant={multiline ? "primary" : "secondary"}
          disabled={disabled}
          onClick={onCopy}
          className={multiline ? "self-end" : "shrink-0"}
        >
          {copied ? <CheckIcon width="18" height="18" /> : <CopyIcon />}
          {copied ? "Copied" : copyLabel}
        </Button>
      </div>
    </div>
  );
}
