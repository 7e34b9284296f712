import { type Checklist, createChecklistFromTemplate, getPageSize } from "@listful/checklist";
import { Sheet } from "@listful/sheet";
import type { CSSProperties } from "react";
import { useRootData } from "../../../lib/root-data.ts";
import { Button } from "../../../ui/button.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import type { EditorSource } from "../load/editor-source.ts";
import { PanelTabList } from "../panel/panel-tab-list.tsx";
import { EARLY_TAP_SCRIPT, REVEAL_SCRIPT } from "./early-taps.ts";
import { EDITOR_MODES } from "./editor-mode.ts";

const KEEP_SERVER_HTML = { __html: "" };
const REVEAL = { __html: REVEAL_SCRIPT };

/**
 * The first page as the server draws it: as the editor draws it (fields included, inert), fitted to the room by CSS (`.editor-first-page` in
 * styles/workspace.css) as the editor fits its pages. The browser keeps this markup
 * as it is until the editor replaces it (an empty inner HTML on the client tells React not to hydrate it):
 * drawing it again only to throw it away would hold up the editor on a slow phone.
 */
function ServerDrawnPage({ doc, source }: { readonly doc: Checklist; readonly source: EditorSource }) {
  const { nonce } = useRootData();
  const { width } = getPageSize(doc.pageFormat, doc.orientation);
  const style = { "--editor-page-width": `${width}px` } as CSSProperties;
  const reveal = (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={REVEAL} />
  );
  if (typeof document !== "undefined") {
    return (
      <>
        <div
          className="editor-first-page"
          style={style}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, to keep the server's markup.
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        />
        {reveal}
      </>
    );
  }
  // A template is drawn as the browser will start it: dated to today. The page is inert: the editor's own
  // fields replace these.
  const shown = source.kind === "template" ? createChecklistFromTemplate({ document: doc }) : doc;
  return (
    <>
      <div className="editor-first-page" style={style} data-fonts-pending="" inert>
        <Sheet doc={shown} mode="edit" pageLimit={1} />
      </div>
      {reveal}
    </>
  );
}

const noop = () => undefined;
const EARLY_TAPS = { __html: EARLY_TAP_SCRIPT };

/**
 * What shows while the editor loads: its frame with the toolbar's and the panel's main controls, and the
 * document's first page where the editor will draw it. A tap on a control here is carried out by the
 * editor once it is up (`early-taps.ts`).
 */
export function EditorSkeleton({ doc, source }: { readonly doc: Checklist; readonly source: EditorSource }) {
  const { nonce } = useRootData();
  return (
    <div
      aria-busy="true"
      className="grid h-[calc(100dvh-5rem-1px)] min-h-[30rem] grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] bg-[#f1eef7] lg:grid-cols-[auto_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)]"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={EARLY_TAPS} />
      <p role="status" className="sr-only">
        Loading the editor
      </p>
      <div className="relative flex h-3.5 min-w-0 items-center justify-between gap-0.5 border-b border-line bg-white px-0.5 sm:px-0.75 md:justify-center lg:col-span-2 lg:px-1.25">
        <Segmented
          label="Editor mode"
          value="edit"
          options={EDITOR_MODES}
          onChange={noop}
          control="editor-mode"
          className="shrink-0 min-[22.5rem]:w-9.5 md:w-10.5"
        />
        <Button size="sm" data-control="save" className="max-md:px-0.75 md:absolute md:right-1.25">
          Save
        </Button>
      </div>
      <div className="row-start-3 flex min-w-0 flex-col-reverse border-t border-line bg-white lg:col-start-1 lg:row-start-2 lg:flex-row lg:border-t-0 lg:border-r">
        <div className="flex shrink-0 items-stretch gap-0.3 px-0.5 py-0.3 lg:w-5 lg:flex-col lg:border-r lg:border-line lg:py-0.75">
          <PanelTabList selected="blocks" />
        </div>
        <div className="flex h-[min(20rem,42dvh)] flex-col gap-0.75 p-1.25 lg:h-auto lg:w-22 lg:flex-1 xl:w-26">
          {[70, 90, 60, 80].map((width) => (
            <div
              key={width}
              className="h-3 animate-pulse rounded-2xl bg-lilac"
              style={{ width: `${width}%` }}
            />
          ))}
        </div>
      </div>
      <div className="row-start-2 min-h-0 min-w-0 overflow-hidden px-1.5 py-1.5 lg:col-start-2 lg:py-2">
        <ServerDrawnPage doc={doc} source={source} />
      </div>
    </div>
  );
}
