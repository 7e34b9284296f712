import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { getContentBox, getFlowBox, getTitleFontSize, layoutFooterBox, layoutHeader } from "./page-frame.ts";

describe("page frame", () => {
  const doc = createChecklist();
  const a4 = getContentBox("a4");

  it("keeps a 40px margin on every side", () => {
    expect(a4).toEqual({ x: 40, y: 40, width: 717, height: 1047 });
    expect(getContentBox("letter")).toEqual({ x: 40, y: 40, width: 736, height: 976 });
  });

  it("sizes the header by style and what it shows", () => {
    expect(layoutHeader(doc, a4)?.box.height).toBe(48);
    const both = { ...doc, header: { style: 3, showTitle: true, showHeadline: true } } as const;
    const banner = layoutHeader(both, a4);
    expect(banner?.box.height).toBe(20 + 48 + 24 + 20);
    expect(banner?.title).toEqual({ x: 40, y: 60, width: 717, height: 48 });
    expect(banner?.headline).toEqual({ x: 40, y: 108, width: 717, height: 24 });
    const compact = layoutHeader({ ...both, header: { ...both.header, style: 4 } }, a4);
    expect(compact?.box.height).toBe(48);
    expect(compact?.headline?.y).toBe(compact?.title?.y);
    expect(
      layoutHeader({ ...doc, header: { style: 1, showTitle: false, showHeadline: false } }, a4),
    ).toBeNull();
  });

  it("reserves the footer at the bottom and flows between header and footer", () => {
    const footed = { ...doc, footer: { isVisible: true, text: "", showPageNumbers: true } };
    const footer = layoutFooterBox(footed, a4);
    expect(footer).toEqual({ x: 40, y: 1067, width: 717, height: 20 });
    expect(getFlowBox(a4, layoutHeader(doc, a4), footer)).toEqual({ x: 40, y: 112, width: 717, height: 947 });
    expect(getFlowBox(a4, null, null)).toEqual(a4);
  });

  it("shrinks long titles to stay on one line", () => {
    expect(getTitleFontSize("My Title")).toBe(34);
    expect(getTitleFontSize("x".repeat(30))).toBe(28);
    expect(getTitleFontSize("x".repeat(60))).toBe(22);
  });
});
