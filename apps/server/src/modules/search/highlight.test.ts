import { describe, expect, it } from "vitest";
import { highlightRanges } from "./highlight.ts";
import { readSearchTerms } from "./search-terms.ts";

const marks = (text: string, q: string) =>
  highlightRanges(text, readSearchTerms(q).words).map(([start, end]) => text.slice(start, end));

describe("highlightRanges", () => {
  it("marks words that start with a query word, whatever their case", () => {
    expect(marks("Gratitude Journal", "gratitud")).toEqual(["Gratitude"]);
    expect(marks("A habit tracker for habits", "HABIT")).toEqual(["habit", "habits"]);
  });

  it("marks a word a longer query word starts with", () => {
    expect(marks("Habit Tracker", "habits")).toEqual(["Habit"]);
  });

  it("marks a hyphenated word whole when its parts written as one match, else part by part", () => {
    expect(marks("Weekly To-Do List", "todo")).toEqual(["To-Do"]);
    expect(marks("Weekly To-Do List", "to do")).toEqual(["To-Do"]);
    expect(marks("A 30-Day Challenge", "30day")).toEqual(["30-Day"]);
    expect(marks("Daily Self-Care", "care")).toEqual(["Care"]);
  });

  it("marks nothing for operators, markup or a single letter", () => {
    expect(marks("<b>bold</b> & more", "<bold> &")).toEqual(["bold"]);
    expect(marks("A list", "a")).toEqual([]);
    expect(marks("Anything", '" - |')).toEqual([]);
  });

  it("gives offsets into right-to-left text too", () => {
    expect(marks("متتبع العادات اليومي", "العادات")).toEqual(["العادات"]);
  });
});

describe("readSearchTerms", () => {
  it("keeps letters and digits only for the prefix query", () => {
    expect(readSearchTerms("habit's & :* (tracker)").prefixQuery).toBe("habit:* & tracker:*");
    expect(readSearchTerms("!!! ---").prefixQuery).toBe("");
  });

  it("joins each pair of neighbouring words in turn, for words a hyphen joins in the text", () => {
    expect(readSearchTerms("to do").joinedQuery).toBe("(todo:*)");
    expect(readSearchTerms("weekly to-d").joinedQuery).toBe("(weeklyto:*) | (weekly:* & tod:*)");
    expect(readSearchTerms("todo").joinedQuery).toBe("");
  });

  it("looks for a misspelling only in a word of three letters or more", () => {
    expect(readSearchTerms("h").mayBeMisspelt).toBe(false);
    expect(readSearchTerms("a4 to").mayBeMisspelt).toBe(false);
    expect(readSearchTerms("a4 habbit").mayBeMisspelt).toBe(true);
  });
});
