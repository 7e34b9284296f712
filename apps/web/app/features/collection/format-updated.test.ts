import { describe, expect, it } from "vitest";
import { formatUpdated } from "./format-updated.ts";

const NOW = Date.parse("2026-03-10T12:00:00Z");

describe("formatUpdated", () => {
  it("says just now for the last few seconds", () => {
    expect(formatUpdated("2026-03-10T11:59:40Z", NOW)).toBe("Edited just now");
  });

  it("counts minutes, hours and days back in whole units", () => {
    expect(formatUpdated("2026-03-10T11:55:00Z", NOW)).toBe("Edited 5 minutes ago");
    expect(formatUpdated("2026-03-10T09:00:00Z", NOW)).toBe("Edited 3 hours ago");
    expect(formatUpdated("2026-03-09T11:00:00Z", NOW)).toBe("Edited yesterday");
    expect(formatUpdated("2025-01-01T00:00:00Z", NOW)).toBe("Edited last year");
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatUpdated("not a date", NOW)).toBe("");
  });
});
