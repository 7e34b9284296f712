import { describe, expect, it } from "vitest";
import { createFailureCounts } from "../../lib/failure-counts.ts";
import { createSignInThrottle, describeWait, SIGN_IN_FAILURE_WINDOW_MS } from "./sign-in-throttle.ts";

function setUp(isEnforced = true) {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const throttle = createSignInThrottle({
    counts: createFailureCounts({ windowMs: SIGN_IN_FAILURE_WINDOW_MS, now }),
    isEnforced,
    now,
  });
  return { clock, throttle };
}

const OWNER = "owner@example.com";

describe("sign-in throttle", () => {
  it("lets an address give five wrong passwords, then makes it wait twice as long after each", async () => {
    const { clock, throttle } = setUp();
    for (let i = 0; i < 4; i++) await throttle.failed(OWNER, "198.51.100.1");
    expect(await throttle.waitMs(OWNER, "198.51.100.1")).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      await throttle.failed(OWNER, "198.51.100.1");
      const wait = await throttle.waitMs(OWNER, "198.51.100.1");
      waits.push(wait);
      clock.now += wait;
      expect(await throttle.waitMs(OWNER, "198.51.100.1")).toBe(0);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900].map((s) => s * 1000));
  });

  it("holds back only the address that failed", async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 8; i++) await throttle.failed(OWNER, "198.51.100.1");
    expect(await throttle.waitMs(OWNER, "198.51.100.1")).toBeGreaterThan(0);
    expect(await throttle.waitMs(OWNER, "203.0.113.9")).toBe(0);
    expect(await throttle.waitMs("someone.else@example.com", "198.51.100.1")).toBe(0);
  });

  it("under attack from many addresses, makes each wait from its first failure but never a new one", async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 20; i++) await throttle.failed(OWNER, `198.51.100.${i}`);
    expect(await throttle.waitMs(OWNER, "203.0.113.9")).toBe(0);
    const { isRepeated } = await throttle.failed(OWNER, "203.0.113.9");
    expect(isRepeated).toBe(true);
    expect(await throttle.waitMs(OWNER, "203.0.113.9")).toBe(2000);
  });

  it("starts an address afresh after the right password, and forgets failures after the window", async () => {
    const { clock, throttle } = setUp();
    for (let i = 0; i < 6; i++) await throttle.failed(OWNER, "198.51.100.1");
    await throttle.succeeded(OWNER, "198.51.100.1");
    expect(await throttle.waitMs(OWNER, "198.51.100.1")).toBe(0);
    for (let i = 0; i < 6; i++) await throttle.failed(OWNER, "198.51.100.2");
    clock.now += SIGN_IN_FAILURE_WINDOW_MS;
    expect(await throttle.waitMs(OWNER, "198.51.100.2")).toBe(0);
    expect((await throttle.failed(OWNER, "198.51.100.2")).failures).toBe(1);
  });

  it("treats the e-mail's case as the same account", async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 5; i++) await throttle.failed(OWNER.toUpperCase(), "198.51.100.1");
    expect(await throttle.waitMs(OWNER, "198.51.100.1")).toBe(2000);
  });

  it("counts but holds no one back when rate limits are off", async () => {
    const { throttle } = setUp(false);
    for (let i = 0; i < 9; i++) await throttle.failed(OWNER, "198.51.100.1");
    expect(await throttle.waitMs(OWNER, "198.51.100.1")).toBe(0);
    expect((await throttle.failed(OWNER, "198.51.100.1")).isRepeated).toBe(true);
  });
});

describe("describeWait", () => {
  it("says a wait in whole seconds or minutes, rounded up, one in the singular", () => {
    const said = [1, 999, 1000, 1001, 2000, 59_000, 60_000, 61_000, 900_000].map(describeWait);
    expect(said).toEqual([
      "1 second",
      "1 second",
      "1 second",
      "2 seconds",
      "2 seconds",
      "59 seconds",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });
});
