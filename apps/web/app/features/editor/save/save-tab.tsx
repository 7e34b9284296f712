import { isSmallPaper } from "@listful/checklist";
import { isAdmin } from "@listful/contracts";
import { lazy, Suspense } from "react";
import { useRootData } from "../../../lib/root-data.ts";
import { Button } from "../../../ui/button.tsx";
import { CopyIcon } from "../../../ui/icons/copy-icon.tsx";
import { DownloadIcon } from "../../../ui/icons/download-icon.tsx";
import { PrintIcon } from "../../../ui/icons/print-icon.tsx";
import { PanelSection } from "../controls/panel-section.tsx";
import { useEditorDoc } from "../state/editor-context.ts";
import { CollectionSave } from "./collection-save.tsx";
import { ImportExport } from "./import-export.tsx";
import { NameFields } from "./name-fields.tsx";
import { useSaveControls } from "./save-context.ts";
import { usePdfDownload } from "./use-pdf-download.ts";

// Only admins draw it, so only they load it: it stays out of everyone else's editor bundle.
const TemplateSave = lazy(() =>
  import("../../admin/template-save/template-save.tsx").then((module) => ({ default: module.TemplateSave })),
);

/** The Save tab: name the checklist, keep it in the collection, take it out as a PDF, print or JSON. */
export function SaveTab() {
  const doc = useEditorDoc();
  const { print } = useSaveControls();
  const { download, isDownloading } = usePdfDownload();
  const { user } = useRootData();
  return (
    <div>
      <div className="px-1.25 pt-1.25">
        <h2 className="text-lg font-medium text-ink">Save</h2>
        <p className="text-sm text-muted max-lg:hidden">Keep it, print it or take it with you.</p>
      </div>
      <PanelSection title="Name">
        <NameFields title={doc.title.text} headline={doc.headline} />
      </PanelSection>
      <PanelSection title="My collection">
        <CollectionSave />
      </PanelSection>
      <PanelSection title="Download and print" description="A crisp vector PDF, or straight to your printer.">
        <div className="grid grid-cols-2 gap-0.5">
          <Button variant="secondary" pending={isDownloading} onClick={() => void download()}>
            {isDownloading ? null : <DownloadIcon width={16} height={16} />} Download PDF
          </Button>
          <Button variant="secondary" onClick={print}>
            <PrintIcon width={16} height={16} /> Print
          </Button>
          {isSmallPaper(doc.pageFormat) ? (
            <Button
              variant="secondary"
              className="col-span-2"
              pending={isDownloading}
              onClick={() => void download({ twoUp: true })}
            >
              {isDownloading ? null : <CopyIcon width={16} height={16} />} Two on one sheet
            </Button>
          ) : null}
        </div>
      </PanelSection>
      <PanelSection title="Export and import">
        <ImportExport />
      </PanelSection>
      {user && isAdmin(user) ? (
        <PanelSection title="Template library" description="Only admins see this.">
          <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
            <TemplateSave />
          </Suspense>
        </PanelSection>
      ) : null}
    </div>
  );
}
