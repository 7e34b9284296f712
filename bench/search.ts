// `npm run bench:search`: the header dropdown's query (GET /api/search with type=all: the best five templates and
// five articles) over 50 templates and 500 articles, 20 at a time on a pool of 20 connections, on PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the bench works in a database it creates
// and drops). It times the search service itself: the query the endpoint runs, without HTTP. Prints JSON.
// Budget: p99 <= 30 ms.
import { randomBytes } from "node:crypto";
import { createPreset, TEMPLATE_TYPES } from "@listful/checklist";
import { openDatabase, templateCategories, templates } from "@listful/db";
import pg from "pg";
import { loadMarkdownArticles } from "../apps/server/src/modules/blog/markdown-articles.ts";
import { createArticleIndex } from "../apps/server/src/modules/search/article-index.ts";
import { createSearchRepository } from "../apps/server/src/modules/search/search.repository.ts";
import { createSearchService } from "../apps/server/src/modules/search/search.service.ts";
import { seedDatabase } from "../apps/server/src/seed/seed-database.ts";

const BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TEMPLATES = 50;
const ARTICLES = 500;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 4000);
const BUDGET_P99_MS = 30;
/** What people type into the box, keystroke by keystroke, typos included. */
const TYPED = [
  "h",
  "ha",
  "hab",
  "habi",
  "habit",
  "habbit",
  "gratitud",
  "grattitude",
  "weekly to",
  "printing a4",
  "mood",
  "self care",
  "30 day",
  "calender",
  "chore chart kids",
  '"habit tracker" -calendar',
];

const name = `listful_bench_search_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(BASE_URL);
url.pathname = `/${name}`;
const database = await openDatabase({
  kind: "postgres",
  url: url.toString(),
  poolSize: CONNECTIONS,
  onPoolError: () => {},
});

try {
  await database.migrate();
  const { db } = database;
  // The real seed (nine templates, one per type, and their categories), then more of each type up to 50.
  await seedDatabase(db);
  const categories = await db.select().from(templateCategories);
  await db.insert(templates).values(
    Array.from({ length: TEMPLATES - TEMPLATE_TYPES.length }, (_, i) => {
      const type = TEMPLATE_TYPES[i % TEMPLATE_TYPES.length] ?? TEMPLATE_TYPES[0];
      return {
        slug: `${type?.slug}-${i}`,
        title: `${type?.title} ${["classic", "pastel", "minimal", "bold", "cute", "weekly"][i % 6]} ${i}`,
        description: type?.description ?? "",
        orderBy: 100 + i,
        categoryId: categories.find((c) => c.slug === type?.slug)?.id ?? null,
        data: createPreset(type?.slug ?? "daily-checklist"),
      };
    }),
  );
  // 500 articles written from the real ones: the same vocabulary and lengths, distinct titles and slugs.
  const sources = loadMarkdownArticles();
  const articles = Array.from({ length: ARTICLES }, (_, i) => {
    const { post, text } = sources[i % sources.length] ?? (sources[0] as (typeof sources)[number]);
    return {
      summary: { ...post, slug: `${post.slug}-${i}`, title: `${post.title} (part ${i})`, link: null },
      text,
    };
  });
  await createArticleIndex(db).replaceMarkdown(articles);
  await db.execute("analyze" as never);

  const search = createSearchService({
    repository: createSearchRepository(db),
    articleSource: "markdown",
    isFree: true,
  });
  for (const q of TYPED) await search.search({ q, type: "all", page: 1 });
  // Each query alone, one after another: what it costs without waiting behind the others.
  const aloneMs: Record<string, number> = {};
  for (const q of TYPED) {
    const runs: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      await search.search({ q, type: "all", page: 1 });
      runs.push(performance.now() - t0);
    }
    runs.sort((a, b) => a - b);
    aloneMs[q] = Number((runs[12] ?? 0).toFixed(2));
  }

  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < QUERIES) {
        const q = TYPED[next % TYPED.length] ?? "habit";
        next += 1;
        const t0 = performance.now();
        await search.search({ q, type: "all", page: 1 });
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (p: number) =>
    Number((timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? 0).toFixed(2));
  const p99 = at(99);
  console.log(
    JSON.stringify(
      {
        bench: "search",
        database: "postgres",
        templates: TEMPLATES,
        articles: ARTICLES,
        connections: CONNECTIONS,
        queries: timings.length,
        perSecond: Math.round(timings.length / seconds),
        dropdownMs: {
          p50: at(50),
          p95: at(95),
          p99,
          max: at(100),
          budgetP99: BUDGET_P99_MS,
          withinBudget: p99 <= BUDGET_P99_MS,
        },
        medianMsAlone: aloneMs,
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
