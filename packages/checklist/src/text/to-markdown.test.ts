import { describe, expect, it } from "vitest";
import { toggleItem } from "../operations/toggle-item.ts";
import { answerField, checklistBlock, printedList, sectionHeader } from "../templates/preset-builder.ts";
import { createDoc } from "../test/fixtures.ts";
import { escapeMarkdown, toMarkdown } from "./to-markdown.ts";

describe("toMarkdown", () => {
  it("writes headings, task lists, numbered lists and answers", () => {
    const doc = createDoc(
      (ids) => [
        sectionHeader(ids, "Morning"),
        checklistBlock(ids, "Tasks", "square", [{ text: "Pack", children: ["Passport"] }]),
        printedList(ids, "", "number", [{ text: "One", children: ["Detail"] }, "Two"]),
        answerField(ids, "Notes", 2),
      ],
      { headline: "Trip", header: { style: 1, showTitle: true, showHeadline: true } },
    );
    expect(toMarkdown(toggleItem(doc, { itemId: "i4" }))).toBe(
      [
        "# My Title",
        "",
        "_Trip_",
        "",
        "## Morning",
        "",
        "### Tasks",
        "",
        "- [x] Pack",
        "  - [x] Passport",
        "",
        "1. One",
        "   - Detail",
        "2. Two",
        "",
        "**Notes**",
        "",
      ].join("\n"),
    );
  });

  it("escapes text so user input never becomes markup", () => {
    expect(escapeMarkdown("<script>*bold*</script> [link](x) # tag")).toBe(
      "\\<script\\>\\*bold\\*\\</script\\> \\[link\\](x) \\# tag",
    );
    expect(escapeMarkdown("- not a list")).toBe("\\- not a list");
    expect(escapeMarkdown("1. not a list")).toBe("1\\. not a list");
  });
});
