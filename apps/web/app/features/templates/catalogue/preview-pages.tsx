import "@listful/sheet/sheet.css";
import {
  blankCopy,
  type Checklist,
  createChecklistFromTemplate,
  type PageFormat,
  parseChecklist,
} from "@listful/checklist";
import { type Background, backgroundUrlFor, type Template } from "@listful/contracts";
import { Sheet } from "@listful/sheet";
import { useEffect, useState } from "react";
import { api } from "../../../lib/api.ts";
import { handleApiError } from "../../../lib/api-errors.ts";
import { Button } from "../../../ui/button.tsx";
import { DownloadIcon } from "../../../ui/icons/download-icon.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { downloadPdf, PDF_NEEDS_CONNECTION } from "../../print/download-pdf.ts";
import { SheetFit } from "../../view/sheet-fit.tsx";
import { reportTemplateEvent } from "../report-template-event.ts";

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; doc: Checklist; backgrounds: Background[] };

const FORMATS = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "Letter" },
] as const;

/** A template's document, dated to today as the editor would start it. */
function useTemplateDocument(templateId: number): Loaded {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let isCurrent = true;
    setState({ status: "loading" });
    Promise.all([
      api.request("GET /api/templates/:id/data", { params: { id: templateId } }),
      api.request("GET /api/backgrounds"),
    ])
      .then(([template, backgrounds]) => {
        const parsed = parseChecklist(template.data);
        if (!isCurrent) return;
        if (!parsed.ok) return setState({ status: "error" });
        setState({
          status: "ready",
          doc: createChecklistFromTemplate({ document: parsed.checklist }),
          backgrounds,
        });
      })
      .catch(() => isCurrent && setState({ status: "error" }));
    return () => {
      isCurrent = false;
    };
  }, [templateId]);
  return state;
}

/** Every page of the template, fitted to the modal, and its PDF on the paper the person picks. */
export function PreviewPages({ template }: { template: Template }) {
  const loaded = useTemplateDocument(template.id);
  const [format, setFormat] = useState<PageFormat | null>(null);
  /** Which download is on its way: the design as shown, or blank. */
  const [pending, setPending] = useState<"sample" | "blank" | null>(null);
  if (loaded.status === "loading") {
    return (
      <p className="flex items-center justify-center gap-0.5 py-2 text-muted" role="status">
        <Spinner /> Loading the preview…
      </p>
    );
  }
  if (loaded.status === "error") {
    return (
      <p className="py-2 text-center text-danger" role="alert">
        The preview could not be loaded. Please try again.
      </p>
    );
  }
  const { doc, backgrounds } = loaded;
  const paper = format ?? doc.pageFormat;
  async function download(kind: "sample" | "blank") {
    setPending(kind);
    try {
      const printed = kind === "blank" ? blankCopy(doc) : doc;
      await downloadPdf(printed, { format: paper, templateId: template.id });
      reportTemplateEvent(template.id, "download", "gallery");
    } catch (error) {
      handleApiError(error, { offline: PDF_NEEDS_CONNECTION });
    } finally {
      setPending(null);
    }
  }
  const backgroundUrl = backgroundUrlFor(doc, backgrounds);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-center gap-0.75">
        <Segmented label="Paper size" value={paper} options={FORMATS} onChange={setFormat} className="w-12" />
        <Button variant="secondary" pending={pending === "sample"} onClick={() => download("sample")}>
          <DownloadIcon /> Download PDF
        </Button>
        <Button
          variant="secondary"
          pending={pending === "blank"}
          onClick={() => download("blank")}
          title="The same design with empty lines, to fill in by hand"
        >
          <DownloadIcon /> Download blank
        </Button>
      </div>
      <div className="rounded-2xl bg-canvas p-0.5 sm:p-1">
        <SheetFit format={paper} orientation={doc.orientation}>
          {(scale) => (
            <Sheet
              doc={doc}
              mode="view"
              format={paper}
              scale={scale}
              {...(backgroundUrl ? { backgroundUrl } : {})}
            />
          )}
        </SheetFit>
      </div>
    </div>
  );
}
