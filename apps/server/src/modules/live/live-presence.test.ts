import { describe, expect, it } from "vitest";
import { createPresence, PRESENCE_EXPIRY_MS } from "./live-presence.ts";

const ada = { key: "a", label: "AL" };
const guest = { key: "g", label: "Guest" };

describe("who is on a list, over instances", () => {
  it("counts each person once, here and on the other instances", () => {
    const presence = createPresence(() => 0);
    presence.setRemote("list", "b", [ada, guest]);
    expect(presence.people("list", [ada])).toEqual([ada, guest]);
    expect(presence.people("other", [ada])).toEqual([ada]);
  });

  it("drops an instance that says it has nobody, and one not heard of within the expiry", () => {
    let now = 0;
    const presence = createPresence(() => now);
    presence.setRemote("list", "b", [guest]);
    presence.setRemote("list", "c", [ada]);
    presence.setRemote("list", "c", []);
    expect(presence.people("list", [])).toEqual([guest]);

    now = PRESENCE_EXPIRY_MS;
    expect(presence.expire()).toEqual([]);
    now = PRESENCE_EXPIRY_MS + 1;
    expect(presence.expire()).toEqual(["list"]);
    expect(presence.people("list", [])).toEqual([]);
  });
});
