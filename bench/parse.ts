// `npm run bench:parse`: what reading a document through `parseChecklist` (migrate, then validate) costs. The
// server parses every document it reads from the database and every one a client sends, so this is the price
// of that rule: the nine presets, the largest document the limits allow, and refusing a 10,000-item list.
// Prints JSON. Targets: a preset <= 1 ms and the largest document <= 5 ms at the median; the refusal <= 200 ms.
import {
  type Checklist,
  createChecklist,
  createPreset,
  LIMITS,
  parseChecklist,
  TEMPLATE_TYPE_SLUGS,
} from "@listful/checklist";

const RUNS = Number(process.env.BENCH_RUNS ?? 400);

function list(id: string, count: number, firstItem: number, text: string) {
  const items = Array.from({ length: count }, (_, index) => ({
    id: `i${firstItem + index}`,
    text,
    isChecked: index % 3 === 0,
    depth: 1,
  }));
  return { kind: "interactive-list", id, title: "List", marker: "square", items };
}

/** As many items as a document may hold, each as long as the longest item text allowed. */
function largest(): unknown {
  const doc = createChecklist();
  const perList = LIMITS.itemsPerList;
  const lists = LIMITS.itemsPerDocument / perList;
  const blocks = Array.from({ length: lists }, (_, index) =>
    list(`b${index + 1}`, perList, 100 + index * perList, "x".repeat(LIMITS.maxlengthMax)),
  );
  return {
    ...doc,
    nextId: 100 + LIMITS.itemsPerDocument,
    itemOptions: { ...doc.itemOptions, maxlength: LIMITS.maxlengthMax },
    blocks,
  };
}

function tooMany(): unknown {
  const doc = createChecklist();
  return { ...doc, nextId: 20_000, blocks: [list("b1", 10_000, 10, "Task")] };
}

/** Times parseChecklist on a copy of the stored form (what the database hands back), in microseconds. */
function measure(input: unknown, expectOk: boolean, runs = RUNS) {
  const stored = JSON.parse(JSON.stringify(input)) as unknown;
  const result = parseChecklist(stored);
  if (result.ok !== expectOk) throw new Error(`parse answered ok=${result.ok}, expected ${expectOk}`);
  // Warm up first: the figures are for a server that has been running, not for its first request.
  for (let index = 0; index < runs / 4; index++) parseChecklist(stored);
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    parseChecklist(stored);
    times.push((performance.now() - started) * 1000);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { runs, bytes: JSON.stringify(stored).length, p50Us: at(0.5), p99Us: at(0.99) };
}

const presets = Object.fromEntries(
  TEMPLATE_TYPE_SLUGS.map((slug) => [
    slug,
    measure(createPreset(slug, { start: "2025-03-01" }) satisfies Checklist, true),
  ]),
);
const worstPreset = Math.max(...Object.values(presets).map((figures) => figures.p50Us));
const biggest = measure(largest(), true, Math.max(20, RUNS / 10));
const refusal = measure(tooMany(), false, 20);

console.log(
  JSON.stringify(
    {
      presets,
      largestDocument: biggest,
      refuse10000Items: refusal,
      targets: {
        presetP50: { want: "<= 1000 us", ok: worstPreset <= 1000 },
        largestP50: { want: "<= 5000 us", ok: biggest.p50Us <= 5000 },
        refusalP50: { want: "<= 200000 us", ok: refusal.p50Us <= 200_000 },
      },
    },
    null,
    2,
  ),
);
