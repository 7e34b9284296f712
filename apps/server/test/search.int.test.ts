import { createPreset } from "@listful/checklist";
import { SEARCH_GROUP_SIZE, type SearchResponse, type SearchResult } from "@listful/contracts";
import { articles, count, eq, sql, templates } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { apiClient, createTestApp, dbKind, failure, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
});
afterAll(() => t.close());

const search = (q: string, type?: "all" | "templates" | "articles", page?: number) =>
  apiClient(t.app).request("GET /api/search", { query: { q, type, page } });
const titles = (answer: SearchResponse, kind: SearchResult["kind"]) =>
  answer.results.filter((r) => r.kind === kind).map((r) => r.title);
const marked = (result: SearchResult | undefined) =>
  result ? result.highlights.title.map(([start, end]) => result.title.slice(start, end)) : [];

/** A published template with a word none of the seed's has, "Zeppelin Logbook". */
async function addZeppelinTemplate(): Promise<{ id: number; slug: string }> {
  const slug = `zeppelin-${Date.now()}`;
  const [added] = await t.database.db
    .insert(templates)
    .values({ slug, title: "Zeppelin Logbook", data: createPreset("daily-checklist") })
    .returning({ id: templates.id });
  if (!added) throw new Error("insert returned no row");
  return { id: added.id, slug };
}

describe(`search over templates and articles (${dbKind})`, () => {
  it("ranks a title match first, labels each result by kind and marks the matched words", async () => {
    const answer = await search("gratitude journal");
    expect(titles(answer, "template")[0]).toMatch(/Gratitude Journal$/);
    const [first] = answer.results;
    expect(first).toMatchObject({ kind: "template", isPremium: false });
    expect(marked(first)).toEqual(["Gratitude", "Journal"]);
    const article = answer.results.find((r) => r.kind === "article");
    expect(article).toMatchObject({ kind: "article", slug: "how-to-keep-a-gratitude-journal", link: null });
    expect(answer.totals.templates).toBeGreaterThanOrEqual(1);
  });

  it("finds as you type, by the start of a word", async () => {
    expect(titles(await search("gratitud"), "template")[0]).toMatch(/Gratitude/);
    expect(titles(await search("hab"), "template")[0]).toMatch(/Habit/);
    expect(marked((await search("hab")).results[0])).toEqual(["Habit"]);
    expect(titles(await search("weekly to"), "template")[0]).toMatch(/^Weekly To-Do/);
  });

  it("finds a compound however it is written: apart, hyphenated or as one word", async () => {
    const compounds = [
      { queries: ["to do", "to-do", "todo"], template: /To-Do/, article: "A weekly to-do list that works" },
      {
        queries: ["self care", "self-care", "selfcare"],
        template: /Self-Care/,
        article: "Self-care checklists for real life",
      },
      {
        queries: ["30 day", "30-day", "30day"],
        template: /^30-Day/,
        article: "A 30-day challenge that works",
      },
    ];
    for (const { queries, template, article } of compounds) {
      for (const q of queries) {
        const dropdown = await search(q);
        expect(titles(dropdown, "template")[0], q).toMatch(template);
        expect(titles(dropdown, "article"), q).toContain(article);
        const page = await search(q, "templates");
        expect(titles(page, "template")[0], q).toMatch(template);
        expect(
          titles(page, "template")
            .slice(0, 3)
            .every((title) => template.test(title)),
          q,
        ).toBe(true);
      }
    }
    // The three ways of writing "to-do" find the same templates, and mark the compound in each title.
    const found = await Promise.all(["to do", "to-do", "todo"].map((q) => search(q, "templates")));
    expect(new Set(found.map((answer) => answer.totals.templates)).size).toBe(1);
    expect(marked(found[2]?.results[0])).toEqual(["To-Do"]);
    // As it is typed, before the second word is whole.
    expect(titles(await search("to d"), "template")[0]).toMatch(/To-Do/);
  });

  it("tolerates typos", async () => {
    expect(titles(await search("habbit"), "template")).toContain("Monthly Habit Tracker");
    expect(titles(await search("grattitude"), "template")).toContain("Daily Gratitude Journal");
    expect(titles(await search("calender"), "template")).toContain("Monthly Calendar, Monday First");
    // Each word is read as the known words most like it, in articles too, and words spelt right stay.
    const printing = await search("printting tips letter", "articles");
    expect(printing.results[0]).toMatchObject({ slug: "printing-tips-for-a4-and-letter" });
    expect(titles(await search("gratitude jurnal"), "template")).toContain("Daily Gratitude Journal");
  });

  it("reads each kind for its spelling in the dropdown only when its words find nothing of it", async () => {
    // An article that spells "zepelin" as its readers might: found by its words, the template by its spelling.
    const { id: templateId, slug } = await addZeppelinTemplate();
    const [article] = await t.database.db
      .insert(articles)
      .values({ source: "markdown", slug, title: "Riding a zepelin", publishedAt: new Date("2026-03-01") })
      .returning({ id: articles.id });
    if (!article) throw new Error("insert returned no row");
    try {
      const all = await search("zepelin");
      expect(titles(all, "template")).toEqual(["Zeppelin Logbook"]);
      expect(titles(all, "article")).toEqual(["Riding a zepelin"]);
      // The same as each kind's own results page, which tries the words and then the spelling in turn.
      for (const q of ["zepelin", "habbit", "gratitude", "calender"]) {
        const both = await search(q);
        const [ofTemplates, ofArticles] = [await search(q, "templates"), await search(q, "articles")];
        expect(titles(both, "template")).toEqual(titles(ofTemplates, "template").slice(0, SEARCH_GROUP_SIZE));
        expect(titles(both, "article")).toEqual(titles(ofArticles, "article").slice(0, SEARCH_GROUP_SIZE));
        expect(both.totals).toEqual({
          templates: ofTemplates.totals.templates,
          articles: ofArticles.totals.articles,
        });
      }
    } finally {
      await t.database.db.delete(articles).where(eq(articles.id, article.id));
      await t.database.db.delete(templates).where(eq(templates.id, templateId));
    }
  });

  it("keeps what it reads of an article in the article's row, its body apart", async () => {
    const stored = await t.database.db
      .select({ name: sql<string>`attname`, storage: sql<string>`attstorage` })
      .from(sql`pg_attribute`)
      .where(
        sql`attrelid = 'articles'::regclass and attname in ('search', 'headline', 'title', 'excerpt', 'body')`,
      )
      .orderBy(sql`attname`);
    expect(stored.map((row) => `${row.name} ${row.storage}`)).toEqual([
      "body x",
      "excerpt m",
      "headline m",
      "search m",
      "title m",
    ]);
  });

  it("learns the spelling of what is published, and forgets what is not", async () => {
    const added = await addZeppelinTemplate();
    expect(titles(await search("zepelin logbok"), "template")).toEqual(["Zeppelin Logbook"]);
    await t.database.db.update(templates).set({ isPublished: false }).where(eq(templates.id, added.id));
    expect(titles(await search("zepelin logbok"), "template")).not.toContain("Zeppelin Logbook");
    expect((await search("zepelin")).totals).toEqual({ templates: 0, articles: 0 });
    await t.database.db.delete(templates).where(eq(templates.id, added.id));
  });

  it("searches article bodies, weighing titles above them", async () => {
    const answer = await search("printer paper letter", "articles");
    expect(answer.results[0]).toMatchObject({ slug: "printing-tips-for-a4-and-letter" });
    const streak = await search("never miss twice", "articles");
    expect(streak.results[0]).toMatchObject({ slug: "how-to-build-a-habit-that-lasts" });
  });

  it("gives up to five of each kind for all, and pages of one kind", async () => {
    const all = await search("checklist");
    expect(all.results.filter((r) => r.kind === "template").length).toBeLessThanOrEqual(SEARCH_GROUP_SIZE);
    expect(all.results.filter((r) => r.kind === "article").length).toBeLessThanOrEqual(SEARCH_GROUP_SIZE);
    const first = await search("the", "articles", 1);
    expect(first.results.every((r) => r.kind === "article")).toBe(true);
    const past = await search("habit", "templates", 50);
    expect(past.results).toEqual([]);
    expect(past.totals.templates).toBeGreaterThanOrEqual(1);
  });

  it("marks premium templates only when the app is not free", async () => {
    await t.database.db.update(templates).set({ isPremium: true }).where(eq(templates.slug, "mood-tracker"));
    const answer = await search("mood tracker", "templates");
    expect(answer.results.find((r) => r.title === "Monthly Mood Tracker")).toMatchObject({
      isPremium: false,
    });
    expect(answer.results.every((r) => r.kind !== "template" || !r.isPremium)).toBe(true);
  });

  it("answers nothing found, not an error, for a query with no match", async () => {
    const answer = await search("zzqxv");
    expect(answer).toMatchObject({ results: [], totals: { templates: 0, articles: 0 } });
  });
});

describe(`search's bad input (${dbKind})`, () => {
  it("refuses an empty, blank or overlong query with a clear message", async () => {
    for (const q of ["", "   \t ", "x".repeat(500)]) {
      const refused = await failure(search(q));
      expect(refused.status).toBe(400);
      expect(refused.envelope.error).toMatch(/highlighted|search/i);
    }
    const refused = await failure(search("x".repeat(500)));
    expect(JSON.stringify(refused.envelope)).toMatch(/at most 200 characters/);
    expect((await failure(search("habit", "all", 0))).status).toBe(400);
  });

  it("takes operators, quotes, SQL and HTML as plain words", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(templates);
    const queries = [
      '"habit tracker" OR -calendar',
      "habit & | ! :* ( ) <-> ''",
      "'; drop table templates; --",
      "\\ % _ $1 ::text",
      "<script>alert('x')</script>",
      '"unbalanced',
      "-",
      "or",
      "habit\u0000tracker",
      "متتبع العادات",
      "שלום habit",
    ];
    for (const q of queries) {
      const answer = await search(q);
      expect(answer.results.every((r) => !/<script/.test(r.title))).toBe(true);
    }
    expect((await search('"habit tracker" OR -calendar')).results[0]?.title).toMatch(/Habit Tracker/);
    expect((await search("<script>alert('x')</script>")).query).toBe("<script>alert('x')</script>");
    const [row] = await t.database.db.select({ n: count() }).from(templates);
    expect(row?.n).toBe(before?.n);
    expect(row?.n).toBeGreaterThanOrEqual(45);
  });
});

describe(`search's rate limit (${dbKind})`, () => {
  it("slows down one address that searches too often", async () => {
    const limited = await createTestApp({ database: t.database, env: { RATE_LIMITS: "true" } });
    try {
      const client = apiClient(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 125; i += 1) {
        statuses.push(
          await client.request("GET /api/search", { query: { q: "habit" } }).then(
            () => 200,
            (e) => e.status,
          ),
        );
      }
      expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
