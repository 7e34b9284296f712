import { createPreset } from "@listful/checklist";
import { expect, it } from "vitest";
import { type LiveClient, openLive } from "../support/live-client.ts";
import { env, healthyBehindBalancer, instances, ip, run } from "./cluster-setup.ts";
import { BALANCER, call, type Instance, startInstance, waitUntil } from "./harness.ts";

type Stored = { id: string; revision: number; data: ReturnType<typeof createPreset> };

const openPage = (id: string) => openLive(BALANCER, id, { origin: BALANCER });

/** A visitor's tick through the balancer, tried again while a dead instance is still in its rotation. */
async function tick(id: string, itemId: string, isChecked: boolean): Promise<Stored> {
  let answer: Awaited<ReturnType<typeof call>> | undefined;
  await waitUntil("a tick to be stored", async () => {
    answer = await call("PATCH", `/api/checklist/preview/${id}/check`, {
      body: { kind: "item", itemId, isChecked },
      ip: ip(40),
    });
    return answer.status === 200;
  });
  return answer?.body as Stored;
}

/** A new person's list, shared for anyone with the link to tick off, and its first item. */
export async function sharedTickList(name: string): Promise<{ saved: Stored; itemId: string }> {
  const email = `${name}.${run}@example.com`;
  const password = "a live list of decent words";
  await call("POST", "/api/register", { body: { name: "Live Owner", email, password }, ip: ip(41) });
  const login = await call("POST", "/api/login", { body: { email, password }, ip: ip(41) });
  const { token } = login.body as { token: string };
  const created = await call("POST", "/api/checklist", {
    body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
    token,
  });
  const saved = created.body as Stored;
  await call("PUT", `/api/checklist/${saved.id}/share`, { body: { isShared: true, access: "tick" }, token });
  const block = saved.data.blocks.find((entry) => entry.kind === "interactive-list");
  return { saved, itemId: block?.kind === "interactive-list" ? (block.items[0]?.id ?? "") : "" };
}

/** The cluster's live lists: pages on two instances, one instance killed under them. */
export function liveAcrossInstances() {
  it("keeps a shared list live across instances; a page whose instance dies opens again on another and catches up", async () => {
    const { saved, itemId } = await sharedTickList("live");

    // Round robin puts the pages on different instances.
    const pages: LiveClient[] = [];
    while (new Set(pages.map((page) => page.servedBy)).size < 3 && pages.length < 9) {
      pages.push(await openPage(saved.id));
    }
    expect(new Set(pages.map((page) => page.servedBy)).size).toBe(3);
    for (const page of pages) await page.next("presence", (message) => message.count === pages.length);

    const first = await tick(saved.id, itemId, true);
    for (const page of pages) await page.next("ticked", (message) => message.revision === first.revision);

    const victim = instances[2] as Instance;
    const lost = pages.filter((page) => page.servedBy === victim.name);
    const kept = pages.filter((page) => page.servedBy !== victim.name);
    victim.child.kill("SIGKILL");
    for (const page of lost) await page.closed;
    const second = await tick(saved.id, itemId, false);
    for (const page of kept) await page.next("ticked", (message) => message.revision === second.revision);

    // The lost page opens again through the balancer and syncs from the last revision it saw.
    const reopened = await openPage(saved.id);
    pages.push(reopened);
    reopened.send(JSON.stringify({ type: "sync", revision: first.revision }));
    const state = await reopened.next("state");
    expect(state.revision).toBe(second.revision);
    // The dead instance's people leave the others' count once it has not been heard of for 30 s.
    const present = kept.length + 1;
    await (kept[0] as LiveClient).next("presence", (message) => message.count === present, 45_000);

    for (const page of pages) page.close();
    instances[2] = startInstance(2, env);
    await healthyBehindBalancer(["app1", "app2", "app3"]);
  }, 150_000);
}
