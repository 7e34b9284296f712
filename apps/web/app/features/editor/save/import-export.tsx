import {
  checklistFileName,
  clearPlaceholderItems,
  exportChecklist,
  importChecklist,
} from "@listful/checklist";
import { useId, useRef, useState } from "react";
import { downloadBlob } from "../../../lib/download-blob.ts";
import { Button } from "../../../ui/button.tsx";
import { FileCodeIcon } from "../../../ui/icons/file-code-icon.tsx";
import { UploadIcon } from "../../../ui/icons/upload-icon.tsx";
import { toast } from "../../../ui/toast.ts";
import { useEditorActions } from "../state/editor-context.ts";
import { describeImportError } from "./import-error.ts";

/**
 * Export the checklist as a JSON file, and import one back. An invalid file is explained and changes
 * nothing; a valid one replaces the document as one undo step.
 */
export function ImportExport() {
  const { getDoc, change } = useEditorActions();
  const [error, setError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const exportJson = () => {
    const doc = clearPlaceholderItems(getDoc());
    const file = new Blob([exportChecklist(doc)], { type: "application/json" });
    downloadBlob(file, checklistFileName(doc, "listful.json"));
  };

  const importFile = async (file: File) => {
    setReading(true);
    try {
      const result = importChecklist(await file.text());
      if (!result.ok) {
        const message = describeImportError(file.name, result.error);
        setError(message);
        toast.error(message);
        return;
      }
      setError(null);
      change(() => result.checklist);
      toast.success(`“${result.checklist.title.text || file.name}” has been imported.`);
    } catch {
      setError(`“${file.name}” could not be read, and your checklist is unchanged.`);
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className="flex flex-col gap-0.75">
      <div className="grid grid-cols-2 gap-0.5">
        <Button variant="secondary" onClick={exportJson}>
          <FileCodeIcon width={16} height={16} /> Export JSON
        </Button>
        <Button
          variant="secondary"
          pending={isReading}
          aria-describedby={error ? errorId : undefined}
          onClick={() => fileInput.current?.click()}
        >
          {isReading ? null : <UploadIcon width={16} height={16} />} Import JSON
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Checklist file to import"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void importFile(file);
        }}
      />
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-xl border border-[#ffcdc9] bg-[#fff0ef] p-0.75 text-sm text-danger"
        >
          {error}
        </p>
      ) : (
        <p className="text-sm text-muted">
          Importing a file replaces what is on the pages; Undo brings it back.
        </p>
      )}
    </div>
  );
}
