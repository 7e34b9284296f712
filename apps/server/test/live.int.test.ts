import type { Checklist } from "@listful/checklist";
import { LIVE_CLOSE, LIVE_MESSAGES_PER_WINDOW } from "@listful/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, dbKind } from "./helpers.ts";
import { alice, bob, save, setUpCollectionApp, share, t } from "./support/collection-app.ts";
import { type LiveClient, openLive } from "./support/live-client.ts";

setUpCollectionApp();

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
const open: LiveClient[] = [];
afterAll(() => {
  for (const client of open) client.close();
});

async function live(id: string, options: Parameters<typeof openLive>[2] = {}) {
  const client = await openLive(baseUrl, id, options);
  open.push(client);
  return client;
}

async function refused(id: string, options: Parameters<typeof openLive>[2] = {}) {
  try {
    await live(id, options);
  } catch (error) {
    return (error as { status?: number }).status;
  }
  throw new Error("the live connection opened");
}

function firstItem(doc: Checklist) {
  for (const block of doc.blocks)
    if (block.kind === "interactive-list" && block.items[0]) return block.items[0];
  throw new Error("no list");
}

const guestTick = (id: string, itemId: string, isChecked = true) =>
  apiClient(t.app, { ip: "203.0.113.9" }).request("PATCH /api/checklist/preview/:id/check", {
    params: { id },
    body: { kind: "item", itemId, isChecked },
  });

describe(`a list's live channel (${dbKind})`, () => {
  it("opens for the owner and, while it is shared, for anyone with the link; never for anyone else", async () => {
    const saved = await save(alice);
    const owner = await live(saved.id, { token: alice.token });
    expect(await owner.next("welcome")).toEqual({ type: "welcome", access: "view", isOwner: true });
    expect((await owner.next("presence")).people).toEqual([expect.objectContaining({ label: "AO" })]);

    // Private: a guest and another person are told what a missing list tells them.
    expect(await refused(saved.id)).toBe(404);
    expect(await refused(saved.id, { token: bob.token })).toBe(404);
    expect(await refused("8b7d1a9e-3f0e-4c55-9a51-2b7f1c6e0d42")).toBe(404);
    expect(await refused("not-a-list")).toBe(400);

    await share(alice, saved.id, true);
    const guest = await live(saved.id);
    expect(await guest.next("welcome")).toEqual({ type: "welcome", access: "view", isOwner: false });
  });

  it("opens only from a page of the site", async () => {
    const saved = await save(alice);
    expect(await refused(saved.id, { token: alice.token, origin: "https://evil.example" })).toBe(403);
    expect(await refused(saved.id, { token: alice.token, origin: null })).toBe(403);
  });

  it("tells every open page of a tick, with its revision, and of any other change", async () => {
    const saved = await save(alice);
    await share(alice, saved.id, true, "tick");
    const owner = await live(saved.id, { token: alice.token });
    const guest = await live(saved.id);
    const item = firstItem(saved.data);

    const ticked = await guestTick(saved.id, item.id);
    const told = {
      type: "ticked",
      revision: ticked.revision,
      tick: { kind: "item", itemId: item.id, isChecked: true },
    };
    expect(ticked.revision).toBe(saved.revision + 1);
    expect(await owner.next("ticked")).toEqual(told);
    expect(await guest.next("ticked")).toEqual(told);

    const renamed = await alice.api.request("PUT /api/checklist/:id", {
      params: { id: saved.id },
      body: { data: { ...ticked.data, title: { ...ticked.data.title, text: "Camping" } } },
    });
    expect(await guest.next("changed")).toEqual({ type: "changed", revision: renamed.revision });

    // A page behind syncs to the stored document; a page up to date is told so.
    guest.send(JSON.stringify({ type: "sync", revision: ticked.revision }));
    const state = await guest.next("state");
    expect(state.revision).toBe(renamed.revision);
    expect(state.data.title.text).toBe("Camping");
    guest.send(JSON.stringify({ type: "sync", revision: renamed.revision }));
    expect(await guest.next("current")).toEqual({ type: "current", revision: renamed.revision });
  });

  it("tells no page of another list's changes", async () => {
    const watched = await save(alice);
    const other = await save(alice);
    const owner = await live(watched.id, { token: alice.token });
    await owner.next("welcome");
    await alice.api.request("PATCH /api/checklist/:id/check", {
      params: { id: other.id },
      body: { kind: "item", itemId: firstItem(other.data).id, isChecked: true },
    });
    await alice.api.request("PATCH /api/checklist/:id/check", {
      params: { id: watched.id },
      body: { kind: "item", itemId: firstItem(watched.data).id, isChecked: true },
    });
    await owner.next("ticked");
    expect(owner.messages.filter((message) => message.type === "ticked")).toHaveLength(1);
  });

  it("stores ticks made at the same moment each as a revision of its own, told in order; a gone part alone is refused", async () => {
    const saved = await save(alice);
    await share(alice, saved.id, true, "tick");
    const guest = await live(saved.id);
    await guest.next("welcome");
    // Items with no group above or below them: each tick changes that item alone.
    const items = saved.data.blocks.flatMap((block) =>
      block.kind === "interactive-list"
        ? block.items.filter((item, n) => item.depth !== 2 && block.items[n + 1]?.depth !== 2)
        : [],
    );
    expect(items.length).toBeGreaterThanOrEqual(10);

    const answers = await Promise.allSettled([
      ...items.map((item) => guestTick(saved.id, item.id, !item.isChecked)),
      guestTick(saved.id, "i99999"),
      // Ticking the first item again the same way changes nothing: no revision of its own.
      guestTick(saved.id, firstItem(saved.data).id, !firstItem(saved.data).isChecked),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...items.map(() => "fulfilled"),
      "rejected",
      "fulfilled",
    ]);
    expect((answers[items.length] as PromiseRejectedResult).reason).toMatchObject({ status: 404 });

    const stored = await alice.api.request("GET /api/checklist/:id", { params: { id: saved.id } });
    expect(stored.revision).toBe(saved.revision + items.length);
    await guest.next("ticked", (message) => message.revision === stored.revision);
    const told = guest.messages.flatMap((message) => (message.type === "ticked" ? [message] : []));
    expect(told.map((message) => message.revision)).toEqual(items.map((_, n) => saved.revision + 1 + n));
    expect(
      told.map((message) => message.tick).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual(
      items
        .map((item) => ({ kind: "item", itemId: item.id, isChecked: !item.isChecked }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    const ids = new Set(items.map((item) => item.id));
    const checked = stored.data.blocks.flatMap((block) =>
      block.kind === "interactive-list" ? block.items.filter((item) => ids.has(item.id)) : [],
    );
    expect(checked.map((item) => item.isChecked)).toEqual(items.map((item) => !item.isChecked));
  });

  it("shows who is here: initials for a signed-in person, Guest for a visitor, each person once", async () => {
    const saved = await save(alice);
    await share(alice, saved.id, true, "tick");
    const owner = await live(saved.id, { token: alice.token });
    const again = await live(saved.id, { token: alice.token });
    const guest = await live(saved.id);
    const everyone = await owner.next("presence", (message) => message.count === 2);
    expect(everyone.people.map((person) => person.label).sort()).toEqual(["AO", "Guest"]);
    const own = await again.next("presence", (message) => message.count === 2);
    expect(own.you).toBe(everyone.you);
    // A third tab of the same person changes no count, and is still told who is here.
    const third = await live(saved.id, { token: alice.token });
    expect((await third.next("presence")).count).toBe(2);
    guest.close();
    await owner.next("presence", (message) => message.count === 1);
  });

  it("names a dozen people at most, this page's own among them, and counts everyone", async () => {
    const saved = await save(alice);
    await share(alice, saved.id, true, "tick");
    const guests = await Promise.all(Array.from({ length: 14 }, () => live(saved.id)));
    const owner = await live(saved.id, { token: alice.token });
    const told = await owner.next("presence", (message) => message.count === 15);
    expect(told.people).toHaveLength(12);
    expect(told.people.map((person) => person.key)).toContain(told.you);
    for (const guest of guests) guest.close();
    await owner.next("presence", (message) => message.count === 1);
  });

  it("closes visitors' pages when the link stops ticking or sharing, and every page when the list goes", async () => {
    const saved = await save(alice);
    await share(alice, saved.id, true, "tick");
    const owner = await live(saved.id, { token: alice.token });
    const ticking = await live(saved.id);
    await ticking.next("welcome");

    await share(alice, saved.id, true, "view");
    expect(await ticking.closed).toMatchObject({ code: LIVE_CLOSE.viewOnly });
    const viewing = await live(saved.id);
    await viewing.next("welcome", (message) => message.access === "view");

    await share(alice, saved.id, false);
    expect(await viewing.closed).toMatchObject({ code: LIVE_CLOSE.notShared });
    expect(await refused(saved.id)).toBe(404);

    await alice.api.request("DELETE /api/checklist/:id", { params: { id: saved.id } });
    expect(await owner.closed).toMatchObject({
      code: LIVE_CLOSE.deleted,
      reason: "This checklist was deleted.",
    });
  });

  it("closes a socket on a message that is not one of its own, too large, or one too many", async () => {
    const saved = await save(alice);
    const notJson = await live(saved.id, { token: alice.token });
    notJson.send("tick everything");
    expect(await notJson.closed).toMatchObject({ code: LIVE_CLOSE.badMessage });

    const unknown = await live(saved.id, { token: alice.token });
    unknown.send(JSON.stringify({ type: "rename", title: "Mine now" }));
    expect(await unknown.closed).toMatchObject({ code: LIVE_CLOSE.badMessage });

    const large = await live(saved.id, { token: alice.token });
    large.send(JSON.stringify({ type: "sync", revision: 1, padding: "x".repeat(2_000) }));
    expect((await large.closed).code).toBe(1009);

    const chatty = await live(saved.id, { token: alice.token });
    for (let count = 0; count <= LIVE_MESSAGES_PER_WINDOW; count += 1)
      chatty.send(JSON.stringify({ type: "sync", revision: saved.revision }));
    expect(await chatty.closed).toMatchObject({ code: LIVE_CLOSE.tooManyMessages });
  });
});
