import { type Checklist, createPreset, paginate, printedTexts } from "@listful/checklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createTestApp, dbKind, failure, type TestApp } from "./helpers.ts";
import { inspectPdf, squash } from "./support/pdf-tools.ts";

/** A5 is 148x210 mm, US half-letter 5.5x8.5 in, in PDF points (1/72 in), portrait. */
const POINTS = {
  a5: { width: 419.53, height: 595.28 },
  "half-letter": { width: 396, height: 612 },
} as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
});
afterAll(async () => {
  await t.close();
});

async function pdf(body: { data: Checklist; format?: "a5" | "half-letter"; orientation?: "landscape" }) {
  const response = await apiClient(t.app).requestRaw("POST /api/pdf", { body });
  expect(response.status).toBe(200);
  return inspectPdf(Buffer.from(await response.arrayBuffer()));
}

describe(`POST /api/pdf on small paper (${dbKind})`, () => {
  it("prints A5 and half-letter pages at their paper's size, both ways, with every text", async () => {
    const doc = createPreset("daily-checklist", { start: "2026-03-01" });
    for (const format of ["a5", "half-letter"] as const) {
      for (const orientation of ["portrait", "landscape"] as const) {
        const label = `${format} ${orientation}`;
        const info = await pdf({
          data: doc,
          format,
          ...(orientation === "landscape" ? { orientation } : {}),
        });
        expect(info.pages, label).toBe(paginate({ ...doc, orientation }, format, orientation).pages.length);
        const { width, height } = POINTS[format];
        const expected = orientation === "landscape" ? { width: height, height: width } : { width, height };
        for (const size of info.sizes) {
          expect(Math.abs(size.width - expected.width), label).toBeLessThanOrEqual(0.5);
          expect(Math.abs(size.height - expected.height), label).toBeLessThanOrEqual(0.5);
        }
        const text = squash(info.text());
        for (const printed of printedTexts(doc))
          expect(text, `${label}: "${printed}"`).toContain(squash(printed));
      }
    }
  }, 60_000);

  it("prints on the document's own small paper when no format is asked", async () => {
    const doc = createPreset("gratitude-journal", { start: "2026-03-01" });
    const info = await pdf({ data: { ...doc, pageFormat: "a5" } });
    expect(Math.abs((info.sizes[0]?.height ?? 0) - POINTS.a5.height)).toBeLessThanOrEqual(0.5);
  });

  it("refuses a paper it does not know with a clear message", async () => {
    const doc = createPreset("gratitude-journal", { start: "2026-03-01" });
    const error = await failure(
      apiClient(t.app).requestRaw("POST /api/pdf", {
        body: { data: doc, format: "a3" as "a5" },
      }),
    );
    expect(error.status).toBe(400);
    expect(JSON.stringify(error)).toContain("a4, letter, a5, half-letter");
  });
});
