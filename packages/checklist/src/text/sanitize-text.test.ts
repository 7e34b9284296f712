import { describe, expect, it } from "vitest";
import { sanitizeMultiLine, sanitizeSingleLine } from "./sanitize-text.ts";

describe("sanitize text", () => {
  it("puts one-line text on one line without control characters", () => {
    expect(sanitizeSingleLine("a\r\nb\tc\u0000d\u001be\u2028f", 50)).toBe("a b cde f");
    expect(sanitizeSingleLine("<b>kept as text</b>", 50)).toBe("<b>kept as text</b>");
  });

  it("keeps line breaks in multi-line text, normalised to \\n", () => {
    expect(sanitizeMultiLine("a\r\nb\rc\td\u0007", 50)).toBe("a\nb\nc d");
  });

  it("cuts at the limit without splitting a surrogate pair", () => {
    expect(sanitizeSingleLine("abc", 2)).toBe("ab");
    expect(sanitizeSingleLine("a😀", 2)).toBe("a");
    expect(sanitizeSingleLine("😀😀", 4)).toBe("😀😀");
  });
});
