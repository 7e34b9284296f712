// `npm run check:print`: prints every stock template and the full set of generated variants through the
// real PDF route, checks the rules every printed page must keep (packages/checklist README), and prints a
// report table. Writes each case's PDF pages as PNGs to .artifacts/print-check/ to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { seedDatabase } from "../apps/server/src/seed/seed-database.ts";
import { createTestApp } from "../apps/server/test/helpers.ts";
import { stockCases, variantCases } from "../apps/server/test/print/print-cases.ts";
import {
  checkPrint,
  formatReport,
  loadTemplates,
  type PrintResult,
} from "../apps/server/test/print/print-check.ts";
import { writePagePngs } from "../apps/server/test/print/print-measure.ts";
import { ensureChromium } from "./ensure-chromium.mjs";
import { buildWebIfStale, ROOT } from "./lib.ts";

ensureChromium();
await buildWebIfStale();
const artifacts = path.join(ROOT, ".artifacts/print-check");
mkdirSync(artifacts, { recursive: true });
const started = Date.now();
const t = await createTestApp({ web: {} });
try {
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
  // CHECK_PRINT_FILTER=regex checks only the cases whose name and paper match; CHECK_PRINT_SET=templates
  // checks every template of the library and leaves the generated variants out.
  const filter = new RegExp(process.env.CHECK_PRINT_FILTER ?? "");
  const variants = process.env.CHECK_PRINT_SET === "templates" ? [] : variantCases(true);
  const cases = [...stockCases(await loadTemplates(t.app), true), ...variants].filter((print) =>
    filter.test(`${print.name} ${print.format} ${print.orientation}`),
  );
  const results: PrintResult[] = [];
  for (const print of cases) {
    const result = await checkPrint(t.app, print);
    results.push(result);
    const file = `${print.name} ${result.paper}`.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
    writePagePngs(result.pdf, path.join(artifacts, file), 40);
  }
  console.log(formatReport(results));
  const failed = results.filter((result) => result.problems.length > 0).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${results.length - failed} passed, ${failed} failed (${seconds} s)`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await t.close();
}
