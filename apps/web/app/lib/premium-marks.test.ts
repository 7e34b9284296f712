import type { User } from "@listful/contracts";
import { describe, expect, it } from "vitest";
import { hasPremiumMarks } from "./premium-marks.ts";

const free: Pick<User, "plan"> = { plan: { type: "free", status: "active" } };
const subscribed: Pick<User, "plan"> = { plan: { type: "subscription", status: "active" } };

describe("hasPremiumMarks", () => {
  it("marks nothing in free mode, for anyone", () => {
    for (const user of [null, free, subscribed]) expect(hasPremiumMarks({ isFree: true }, user)).toBe(false);
  });

  it("marks premium things for guests and people without a subscription when payments are on", () => {
    expect(hasPremiumMarks({ isFree: false }, null)).toBe(true);
    expect(hasPremiumMarks({ isFree: false }, free)).toBe(true);
    expect(hasPremiumMarks({ isFree: false }, subscribed)).toBe(false);
  });
});
