import { describe, expect, it } from "vitest";
import { createSessionRevocations } from "./session-revocations.ts";

describe("session revocations in memory", () => {
  it("refuses an ended session for as long as its access tokens live, then forgets it", async () => {
    const clock = { now: 1_000_000 };
    const asked: string[] = [];
    const revocations = createSessionRevocations({
      ttlMs: 60_000,
      now: () => clock.now,
      isSessionLive: async (sessionId) => {
        asked.push(sessionId);
        return true;
      },
    });
    await revocations.revoke("s1");
    expect(await revocations.isRevoked("s1")).toBe(true);
    expect(await revocations.isRevoked("s2")).toBe(false);
    clock.now += 59_999;
    expect(await revocations.isRevoked("s1")).toBe(true);
    clock.now += 1;
    expect(await revocations.isRevoked("s1")).toBe(false);
    // Alone, an instance knows every ending: it never needs the database.
    expect(asked).toEqual([]);
  });
});
