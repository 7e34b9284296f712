import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Checklist, createPreset, paginate, parseChecklist, printedTexts } from "@listful/checklist";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { apiClient, browserHeaders, createTestApp, dbKind, failure, type TestApp } from "./helpers.ts";
import { inspectPdf, squash } from "./support/pdf-tools.ts";

const POINTS = { a4: { width: 595, height: 842 }, letter: { width: 612, height: 792 } } as const;

let t: TestApp;
let external: Server;
let externalHits = 0;
let externalUrl = "";
beforeAll(async () => {
  external = createServer((_req, res) => {
    externalHits += 1;
    res.end("x");
  });
  await new Promise<void>((resolve) => external.listen(0, "127.0.0.1", resolve));
  externalUrl = `http://127.0.0.1:${(external.address() as AddressInfo).port}/tracker.png`;
  t = await createTestApp({ web: {} });
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => external.close(() => resolve()));
});

/** A PDF as a guest downloads it: the answer's status and headers, and the file. */
async function pdf(data: unknown, format?: "a4" | "letter") {
  const response = await apiClient(t.app).requestRaw("POST /api/pdf", {
    // Malformed documents too: the server, not the client's types, must refuse them.
    body: { data: data as Checklist, ...(format ? { format } : {}) },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * The seeded library's first design of each type in each orientation: every kind of sheet the library prints,
 * portrait and landscape, without printing all of its designs (the print check covers the rest).
 */
async function seededTemplates(): Promise<{ id: number; slug: string; data: Checklist }[]> {
  const guest = apiClient(t.app);
  const list = await guest.request("GET /api/templates");
  const kinds = new Map<string, (typeof list)[number]>();
  for (const item of list) {
    const kind = `${item.category} ${item.orientation}`;
    if (!kinds.has(kind)) kinds.set(kind, item);
  }
  return Promise.all(
    [...kinds.values()].map(async (item) => {
      const { data } = await guest.request("GET /api/templates/:id/data", { params: { id: item.id } });
      const parsed = parseChecklist(data);
      if (!parsed.ok) throw new Error(`template ${item.slug} is invalid`);
      return { id: item.id, slug: item.slug, data: parsed.checklist };
    }),
  );
}

// The two walks over the library print about forty PDFs each, so they get two minutes beside the rest of the suite.
describe(`POST /api/pdf (${dbKind})`, () => {
  it("prints every kind of seeded template in A4 and Letter: pages, sizes, text and fonts", async () => {
    for (const template of await seededTemplates()) {
      for (const format of ["a4", "letter"] as const) {
        const label = `${template.slug} ${format}`;
        const response = await pdf(template.data, format);
        expect(response.status, label).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        const info = inspectPdf(response.bytes);
        expect(info.pages, label).toBe(paginate(template.data, format).pages.length);
        // A landscape design turns the sheet: the long side runs across.
        const { width, height } = POINTS[format];
        const expected =
          template.data.orientation === "landscape" ? { width: height, height: width } : { width, height };
        for (const size of info.sizes) {
          expect(Math.round(size.width), label).toBe(expected.width);
          expect(Math.round(size.height), label).toBe(expected.height);
        }
        const text = squash(info.text());
        for (const expected of printedTexts(template.data))
          expect(text, `${label}: "${expected}"`).toContain(squash(expected));
        expect(info.fonts(), label).not.toMatch(/\bno\s+no\b/); // every font embedded
      }
    }
  }, 120_000);

  it("keeps page one inside the page box, in A4 and in Letter", async () => {
    for (const template of await seededTemplates()) {
      for (const format of ["a4", "letter"] as const) {
        const response = await pdf(
          { ...template.data, design: { ...template.data.design, showBackground: false } },
          format,
        );
        const png = inspectPdf(response.bytes).firstPagePng(72);
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        // The outer 6 points are margin: nothing drawn may reach them, in any channel.
        const pageColor = data.subarray(0, info.channels);
        let stray = 0;
        for (let y = 0; y < info.height; y++) {
          for (let x = 0; x < info.width; x++) {
            if (x >= 6 && y >= 6 && x < info.width - 6 && y < info.height - 6) continue;
            const i = (y * info.width + x) * info.channels;
            for (let c = 0; c < info.channels; c++) {
              if (Math.abs((data[i + c] ?? 0) - (pageColor[c] ?? 0)) > 8) {
                stray += 1;
                break;
              }
            }
          }
        }
        expect(stray, `${template.slug} ${format}`).toBe(0);
      }
    }
  }, 120_000);

  it("prints a long checklist on the pages pagination predicts, every item on them", async () => {
    const base = createPreset("daily-checklist", { start: "2026-03-01" });
    const list = base.blocks.find((block) => block.kind === "interactive-list");
    if (list?.kind !== "interactive-list") throw new Error("the daily checklist has no list");
    const items = Array.from({ length: 90 }, (_, i) => ({
      id: `i${1000 + i}`,
      text: `Errand number ${i + 1}`,
      isChecked: i % 3 === 0,
      depth: 1 as const,
    }));
    const long: Checklist = { ...base, nextId: 2000, blocks: [{ ...list, items }] };
    for (const format of ["a4", "letter"] as const) {
      const expected = paginate(long, format).pages.length;
      expect(expected).toBeGreaterThan(2);
      const info = inspectPdf((await pdf(long, format)).bytes);
      expect(info.pages, format).toBe(expected);
      const text = squash(info.text());
      for (const item of items) expect(text, `${format}: ${item.text}`).toContain(squash(item.text));
    }
  });

  it("prints the document's own fonts and its background", async () => {
    const doc = createPreset("daily-checklist", { start: "2026-03-01" });
    const gingham = (await apiClient(t.app).request("GET /api/backgrounds")).find(
      (b) => b.slug === "gingham",
    );
    if (!gingham) throw new Error("no gingham background");
    const styled: Checklist = {
      ...doc,
      title: { ...doc.title, fontFamily: "Caveat" },
      design: {
        ...doc.design,
        fonts: { heading: "Playfair Display", body: "Nunito" },
        showBackground: true,
        backgroundId: gingham.id,
      },
    };
    const response = await pdf(styled, "a4");
    expect(response.status).toBe(200);
    const info = inspectPdf(response.bytes);
    const fonts = info.fonts();
    for (const family of ["Caveat", "PlayfairDisplay", "Nunito"])
      expect(fonts).toMatch(new RegExp(family, "i"));
    // Gingham tints the page pink inside its printable area (from 5 mm in); 8 mm from the corner shows it.
    const { data, info: png } = await sharp(info.firstPagePng(36))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (11 * png.width + 11) * png.channels;
    const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    expect(r).toBeGreaterThan(g);
    expect(r - b).toBeGreaterThan(3);
  });

  it("names the file after the title and answers the format the document says", async () => {
    const doc = createPreset("gratitude-journal", { start: "2026-03-01" });
    const response = await pdf({
      ...doc,
      pageFormat: "letter",
      title: { ...doc.title, text: "Café notes: 2026!" },
    });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="cafe-notes-2026.pdf"; filename*=UTF-8''${encodeURIComponent("Café notes 2026!.pdf")}`,
    );
    expect(Math.round(inspectPdf(response.bytes).sizes[0]?.height ?? 0)).toBe(792);
  });

  it("turns the pages to landscape when asked, or when the document says so, and titles the PDF", async () => {
    const doc = createPreset("habit-tracker", { start: "2026-03-01" });
    const asked = await apiClient(t.app).requestRaw("POST /api/pdf", {
      body: { data: doc, orientation: "landscape" },
    });
    const turned = inspectPdf(Buffer.from(await asked.arrayBuffer()));
    expect(turned.sizes.map((size) => [Math.round(size.width), Math.round(size.height)])).toEqual(
      turned.sizes.map(() => [842, 595]),
    );
    const stored = inspectPdf((await pdf({ ...doc, pageFormat: "letter", orientation: "landscape" })).bytes);
    expect(Math.round(stored.sizes[0]?.width ?? 0)).toBe(792);
    const info = execFileSync("pdfinfo", [stored.file], { encoding: "utf8" });
    expect(info).toMatch(/^Title:\s+Habit Tracker$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    // An orientation the typed client cannot send.
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/pdf",
      headers: browserHeaders(),
      payload: JSON.stringify({ data: doc, orientation: "sideways" }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps markup inert and never fetches a URL the document names", async () => {
    const doc = createPreset("daily-checklist", { start: "2026-03-01" });
    const hostile = `<img src=${externalUrl} onerror=alert(1)>`;
    const list = doc.blocks.find((b) => b.kind === "interactive-list");
    if (list?.kind !== "interactive-list") throw new Error("preset has no list");
    const blocks = doc.blocks.map((b) =>
      b.id === list.id
        ? {
            ...list,
            items: [
              { ...list.items[0], text: externalUrl } as (typeof list.items)[number],
              ...list.items.slice(1),
            ],
          }
        : b,
    );
    const response = await pdf({ ...doc, title: { ...doc.title, text: hostile.slice(0, 60) }, blocks });
    expect(response.status).toBe(200);
    const text = inspectPdf(response.bytes).text();
    expect(squash(text)).toContain(squash(hostile.slice(0, 40)));
    expect(externalHits).toBe(0);
  });

  it("draws the page it prints in-process: printing asks the app for no page and no file", async () => {
    const doc = createPreset("habit-tracker", { start: "2026-03-01" });
    const inject = vi.spyOn(t.app, "inject");
    try {
      expect((await pdf(doc)).status).toBe(200);
      // The one request is the PDF's own: no print route, no stylesheet, no font went through the app.
      const asked = (inject.mock.calls as unknown as [string | { url?: string }][]).map(([options]) =>
        typeof options === "string" ? options : options.url,
      );
      expect(asked).toEqual(["/api/pdf"]);
    } finally {
      inject.mockRestore();
    }
  });

  it("refuses an invalid document with field errors", async () => {
    const response = await failure(pdf({ version: 1, layout: 42 }));
    expect(response.status).toBe(400);
    expect(response.envelope.code).toBe("validation_error");
    expect(Object.keys(response.envelope.errors ?? {}).every((k) => k.startsWith("data"))).toBe(true);
  });

  it("still answers after Chromium is killed between two requests", async () => {
    const doc = createPreset("30-day-challenge", { start: "2026-03-01" });
    expect((await pdf(doc)).status).toBe(200);
    const children = execFileSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number)
      .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("chromium"));
    expect(children.length).toBeGreaterThan(0);
    for (const pid of children) process.kill(pid, "SIGKILL");
    const again = await pdf(doc);
    expect(again.status).toBe(200);
    expect(again.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
