import { describe, expect, it } from "vitest";
import { ListChecklistsQuerySchema, RenameChecklistBodySchema } from "./checklists.ts";
import { ContactBodySchema } from "./contact.ts";
import { EmailSchema, NameSchema, NewPasswordSchema } from "./fields.ts";
import { FolderBodySchema } from "./folders.ts";

const ONE_LINE = "Must be one line of text, without line breaks, tabs or control characters.";

/** Every single-line text a person sends, as the API reads it. */
const singleLineFields: [string, (text: string) => unknown][] = [
  ["a name", (name) => NameSchema.safeParse(name)],
  ["a folder name", (name) => FolderBodySchema.safeParse({ name })],
  ["a checklist title", (title) => RenameChecklistBodySchema.safeParse({ title })],
  ["a search", (search) => ListChecklistsQuerySchema.safeParse({ search })],
  [
    "a contact subject",
    (subject) =>
      ContactBodySchema.safeParse({
        name: "Ada",
        email: "ada@example.com",
        subject,
        message: "Hello there!",
      }),
  ],
];

function messagesOf(result: unknown): string[] {
  const parsed = result as { success: boolean; error?: { issues: { message: string }[] } };
  return parsed.success ? [] : (parsed.error?.issues.map((issue) => issue.message) ?? []);
}

describe("single-line text fields", () => {
  it.each(singleLineFields)(
    "%s refuses line breaks, tabs and control characters anywhere",
    (_label, parse) => {
      for (const text of [
        "Ada\r\nLovelace",
        "Ada\nLovelace",
        "Ada\rLovelace",
        "Ada\tLovelace",
        "Ada Lovelace\n",
        "\u0000Ada",
        "Ada\u001b[31m",
        "Ada\u007f",
        "Ada\u0085Lovelace",
        "Ada\u2028Lovelace",
      ]) {
        expect(messagesOf(parse(text)), JSON.stringify(text)).toContain(ONE_LINE);
      }
    },
  );

  it.each(singleLineFields)("%s keeps what people write on one line", (_label, parse) => {
    for (const text of ["Zoë O'Brien-Łukasiewicz", "今日のやること ✅", "Robert'); DROP TABLE users;--"]) {
      expect(messagesOf(parse(text)), text).toEqual([]);
    }
  });

  it("a message keeps its line breaks but refuses other controls", () => {
    const message = (text: string) =>
      messagesOf(
        ContactBodySchema.safeParse({ name: "Ada", email: "a@example.com", subject: "Hi", message: text }),
      );
    expect(message("Dear Listful,\r\n\r\nthank you.\tAda")).toEqual([]);
    expect(message("Dear Listful,\u0007 thank you.")).toEqual(["Must not contain control characters."]);
  });

  it("an e-mail address and a new password refuse control characters too", () => {
    expect(messagesOf(EmailSchema.safeParse("ada@example.com\r\nBcc: x@example.com"))).toContain(
      "Enter a valid e-mail address.",
    );
    expect(messagesOf(EmailSchema.safeParse("ada@example.com\n"))).toContain("Enter a valid e-mail address.");
    expect(messagesOf(NewPasswordSchema.safeParse("correct horse\tbattery"))).toEqual([
      "Password must not contain control characters.",
    ]);
  });
});
