// @vitest-environment happy-dom
import {
  getPrintedLineColor,
  PRINTABLE_INSET,
  paginate,
  setBackground,
  setFooter,
  setPrintMode,
  setTitle,
} from "@listful/checklist";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "./sheet.tsx";
import { SHEET_MODES } from "./sheet-types.ts";
import { createAllKindsDoc, createPresetDoc } from "./test/fixtures.tsx";

afterEach(cleanup);

describe("Sheet", () => {
  it("draws every page of the pagination at the format's size", () => {
    const doc = createAllKindsDoc();
    for (const format of ["a4", "letter"] as const) {
      const { container, unmount } = render(<Sheet doc={doc} mode="view" format={format} />);
      const pages = container.querySelectorAll<HTMLElement>(".ls-page");
      const pagination = paginate(doc, format);
      expect(pages).toHaveLength(pagination.pages.length);
      expect(pages[0]?.style.width).toBe(`${pagination.width}px`);
      expect(pages[0]?.style.height).toBe(`${pagination.height}px`);
      expect(pages[0]?.getAttribute("aria-label")).toBe(`Page 1 of ${pagination.pages.length}`);
      unmount();
    }
  });

  it("draws only the first pages when given a page limit, still counting them all", () => {
    const doc = createAllKindsDoc();
    const total = paginate(doc, doc.pageFormat).pages.length;
    expect(total).toBeGreaterThan(1);
    const { container } = render(<Sheet doc={doc} mode="view" pageLimit={1} />);
    const pages = container.querySelectorAll<HTMLElement>(".ls-page");
    expect(pages).toHaveLength(1);
    expect(pages[0]?.getAttribute("aria-label")).toBe(`Page 1 of ${total}`);
  });

  it("leaves its fields out of the Tab order when told, and keeps them editable", () => {
    const doc = createAllKindsDoc();
    const { container, rerender } = render(<Sheet doc={doc} mode="edit" dispatch={() => undefined} />);
    const fields = () => [...container.querySelectorAll<HTMLElement>(".ls-input")];
    expect(fields().length).toBeGreaterThan(3);
    expect(fields().every((field) => field.tabIndex === 0)).toBe(true);
    rerender(<Sheet doc={doc} mode="edit" dispatch={() => undefined} tabbableFields={false} />);
    expect(
      fields()
        .filter((field) => field.tabIndex !== -1)
        .map((f) => f.outerHTML),
    ).toEqual([]);
    expect(fields().every((field) => !(field as HTMLInputElement).readOnly)).toBe(true);
  });

  it("gives every field an id of its own, as browsers ask of form fields", () => {
    const { container } = render(<Sheet doc={createAllKindsDoc()} mode="edit" dispatch={() => undefined} />);
    const ids = [...container.querySelectorAll<HTMLElement>(".ls-input")].map((field) => field.id);
    expect(ids.every((id) => id !== "")).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("places every piece at its pagination box", () => {
    const doc = createPresetDoc("weekly-to-do-list");
    const { container } = render(<Sheet doc={doc} mode="print" />);
    const drawn = [...container.querySelectorAll<HTMLElement>(".ls-piece")].map((piece) => [
      piece.dataset.blockId,
      piece.style.left,
      piece.style.top,
      piece.style.width,
      piece.style.height,
    ]);
    const expected = paginate(doc).pages.flatMap((page) =>
      page.pieces.map((piece) => [
        piece.blockId,
        `${piece.x}px`,
        `${piece.y}px`,
        `${piece.width}px`,
        `${piece.height}px`,
      ]),
    );
    expect(drawn).toEqual(expected);
  });

  it("puts the document's palette on each page as CSS variables", () => {
    const doc = createPresetDoc("cute-checklist");
    const { container } = render(<Sheet doc={doc} mode="view" />);
    const page = container.querySelector<HTMLElement>(".ls-page");
    const { colors } = doc.design;
    expect(page?.style.getPropertyValue("--ls-c1")).toBe(`#${colors.color1}`);
    expect(page?.style.getPropertyValue("--ls-c4")).toBe(`#${colors.color4}`);
    expect(page?.style.getPropertyValue("--ls-c6")).toBe(`#${colors.color6}`);
    expect(page?.style.getPropertyValue("--ls-title-font")).toContain("Rubik");
    expect(page?.style.getPropertyValue("--ls-line")).toBe(`#${getPrintedLineColor(colors)}`);
  });

  it("prints ink-friendly: black text, dark lines, white fills and no background", () => {
    const doc = setPrintMode(setBackground(createPresetDoc("cute-checklist"), { showBackground: true }), {
      printMode: "ink-friendly",
    });
    const url = "/media/backgrounds/floral.svg";
    const { container } = render(<Sheet doc={doc} mode="print" backgroundUrl={url} />);
    const page = container.querySelector<HTMLElement>(".ls-page");
    expect(page?.dataset.printMode).toBe("ink-friendly");
    expect(page?.style.getPropertyValue("--ls-c1")).toBe("#000000");
    expect(page?.style.getPropertyValue("--ls-line")).toBe("#404040");
    for (const fill of ["--ls-c4", "--ls-c5", "--ls-c6"]) {
      expect(page?.style.getPropertyValue(fill)).toBe("#FFFFFF");
    }
    expect(container.querySelector(".ls-background")).toBeNull();
  });

  it("keeps a colour that is not hex out of the CSS", () => {
    const doc = createPresetDoc("cute-checklist");
    const colors = { ...doc.design.colors, color1: "red;background:url(https://x.example)" };
    const { container } = render(<Sheet doc={{ ...doc, design: { ...doc.design, colors } }} mode="view" />);
    const page = container.querySelector<HTMLElement>(".ls-page");
    expect(page?.getAttribute("style")).not.toContain("url(");
    expect(page?.style.getPropertyValue("--ls-c1")).toBe("#262626");
  });

  it("renders a hostile title and items as text", () => {
    const doc = setFooter(
      setTitle(createPresetDoc("cute-checklist"), { text: "<img src=x onerror=alert(1)>" }),
      {
        isVisible: true,
        text: "<script>alert(2)</script>",
      },
    );
    for (const mode of SHEET_MODES) {
      const { container, unmount } = render(<Sheet doc={doc} mode={mode} />);
      expect(container.querySelector("img")).toBeNull();
      expect(container.querySelector("script")).toBeNull();
      const title = container.querySelector(".ls-header-title");
      const shown = title?.querySelector("input")?.value ?? title?.textContent;
      expect(shown).toBe("<img src=x onerror=alert(1)>");
      unmount();
    }
  });

  it("draws the background the app resolved, only when the document shows one", () => {
    const doc = createPresetDoc("cute-checklist");
    const url = "/media/backgrounds/floral.svg";
    const without = render(<Sheet doc={doc} mode="view" backgroundUrl={url} />);
    expect(without.container.querySelector(".ls-background")).toBeNull();
    without.unmount();
    const shown = setBackground(doc, { showBackground: true, backgroundId: 4 });
    const { container } = render(<Sheet doc={shown} mode="print" backgroundUrl={url} />);
    const images = container.querySelectorAll(".ls-background");
    expect(images).toHaveLength(paginate(shown).pages.length);
    expect(render(<Sheet doc={shown} mode="print" />).container.querySelector("img")).toBeNull();
    // A background the sheet does not draw itself is the picture the app named.
    const other = setBackground(doc, { showBackground: true, backgroundId: 999 });
    const named = render(<Sheet doc={other} mode="print" backgroundUrl={url} />).container;
    expect(named.querySelector(".ls-background")?.getAttribute("src")).toBe(url);
  });

  it("draws a built-in background for the page's printable area, as SVG without a tiling pattern", () => {
    const shown = setBackground(createPresetDoc("cute-checklist"), { showBackground: true, backgroundId: 5 });
    for (const orientation of ["portrait", "landscape"] as const) {
      const { container, unmount } = render(
        <Sheet
          doc={shown}
          mode="print"
          orientation={orientation}
          backgroundUrl="/media/backgrounds/stars.svg"
        />,
      );
      const src = container.querySelector(".ls-background")?.getAttribute("src") ?? "";
      expect(src.startsWith("data:image/svg+xml,")).toBe(true);
      const svg = decodeURIComponent(src.slice("data:image/svg+xml,".length));
      const page = paginate(shown, "a4", orientation);
      const area = [page.width - 2 * PRINTABLE_INSET, page.height - 2 * PRINTABLE_INSET];
      expect(svg).toContain(`viewBox="0 0 ${area.join(" ")}"`);
      expect(svg).not.toContain("<pattern");
      unmount();
    }
  });

  it("prints nothing interactive and marks the print root", () => {
    const { container } = render(<Sheet doc={createAllKindsDoc()} mode="print" />);
    expect(
      container.querySelectorAll("input, textarea, button, select, [tabindex], [contenteditable]"),
    ).toHaveLength(0);
    expect(container.querySelectorAll("[data-sheet-print-root]")).toHaveLength(1);
  });

  it("scales the pages on screen", () => {
    const { container } = render(<Sheet doc={createPresetDoc("habit-tracker")} mode="view" scale={0.5} />);
    const root = container.querySelector<HTMLElement>(".ls-sheet");
    expect(root?.style.getPropertyValue("--ls-zoom")).toBe("0.5");
  });
});
