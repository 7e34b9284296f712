import type { Tick } from "@listful/checklist";
import { LIVE_CLOSE, type LivePerson, type LiveServerMessage, type ShareAccess } from "@listful/contracts";
import type { LiveBus } from "./live-bus.ts";
import type { LinkAccess, LiveEvent } from "./live-events.ts";
import { createPresence, PRESENCE_HEARTBEAT_MS } from "./live-presence.ts";

/** How often lists are swept for instances that stopped answering. */
const SWEEP_MS = 5_000;
/** Arrivals and departures within this long are told as one, so a crowd coming or going costs one message each. */
const PRESENCE_BATCH_MS = 200;
/** The most people a presence message names; it counts them all. */
export const PRESENCE_NAMED = 12;

/** One open page of a list, on this instance. */
export type LiveClient = {
  readonly listId: string;
  readonly person: LivePerson;
  readonly isOwner: boolean;
  /** What the link allowed when the page opened. */
  readonly access: ShareAccess;
  readonly send: (message: LiveServerMessage) => void;
  readonly close: (code: number, reason: string) => void;
};

export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * This instance's open pages, by list: every change to a list, made on any instance, goes to each of them;
 * who is here goes to them on every arrival and departure; a link unshared or made view-only closes its
 * visitors' pages.
 */
export function createLiveHub(deps: {
  bus: LiveBus;
  /** A list's stored revision, to catch pages up after Redis was away. */
  revisionOf: (listId: string) => Promise<number | undefined>;
}) {
  const { bus } = deps;
  const lists = new Map<string, Set<LiveClient>>();
  const presence = createPresence();
  /** What each list's pages were last told of who is here, to tell them only of a change. */
  const lastSaid = new Map<string, string>();
  const told = new WeakSet<LiveClient>();

  const localPeople = (listId: string) => [...(lists.get(listId) ?? [])].map((client) => client.person);

  function tellPresence(listId: string) {
    const clients = lists.get(listId);
    if (!clients) return;
    const everyone = presence.people(listId, localPeople(listId));
    const said = JSON.stringify(everyone);
    const isNews = lastSaid.get(listId) !== said;
    lastSaid.set(listId, said);
    const named = everyone.slice(0, PRESENCE_NAMED);
    for (const client of clients) {
      // A page is told on arriving (a second tab of one person changes nobody's count) and on every change.
      if (!isNews && told.has(client)) continue;
      told.add(client);
      // Each page's own person is always among those named.
      const people = named.some((person) => person.key === client.person.key)
        ? named
        : [client.person, ...named.slice(0, PRESENCE_NAMED - 1)];
      client.send({ type: "presence", people, count: everyone.length, you: client.person.key });
    }
  }

  /** Who is here, told to the other instances and this one's pages once the arrivals of the moment are in. */
  const batched = new Map<string, ReturnType<typeof setTimeout>>();
  function presenceChanged(listId: string) {
    if (batched.has(listId)) return;
    batched.set(
      listId,
      setTimeout(() => {
        batched.delete(listId);
        sharePresence(listId);
        tellPresence(listId);
      }, PRESENCE_BATCH_MS),
    );
  }

  function sharePresence(listId: string) {
    bus.publish({ kind: "presence", listId, instance: bus.instance, people: localPeople(listId) });
  }

  function closeVisitors(listId: string, access: LinkAccess) {
    for (const client of lists.get(listId) ?? []) {
      if (access === "deleted") client.close(LIVE_CLOSE.deleted, "This checklist was deleted.");
      else if (client.isOwner) continue;
      else if (access === "none") client.close(LIVE_CLOSE.notShared, "This checklist is no longer shared.");
      else if (access === "view" && client.access === "tick")
        client.close(LIVE_CLOSE.viewOnly, "This shared checklist is now view-only.");
    }
  }

  function onEvent(event: LiveEvent) {
    const clients = lists.get(event.listId);
    if (!clients) return;
    switch (event.kind) {
      case "changed": {
        const message: LiveServerMessage = event.tick
          ? { type: "ticked", revision: event.revision, tick: event.tick }
          : { type: "changed", revision: event.revision };
        for (const client of clients) client.send(message);
        return;
      }
      case "access":
        return closeVisitors(event.listId, event.access);
      case "presence":
        if (event.instance === bus.instance) return;
        presence.setRemote(event.listId, event.instance, event.people);
        return presenceChanged(event.listId);
      case "presence-ask":
        if (event.instance !== bus.instance) sharePresence(event.listId);
        return;
    }
  }
  bus.subscribe(onEvent);

  // Back from a break in Redis: every page syncs, and the instances say again who they have.
  bus.onReconnect(() => {
    for (const listId of lists.keys()) {
      void deps.revisionOf(listId).then((revision) => {
        if (revision !== undefined) onEvent({ kind: "changed", listId, revision });
      });
      sharePresence(listId);
      bus.publish({ kind: "presence-ask", listId, instance: bus.instance });
    }
  });

  const heartbeat = setInterval(() => {
    for (const listId of lists.keys()) sharePresence(listId);
  }, PRESENCE_HEARTBEAT_MS);
  const sweep = setInterval(() => {
    for (const listId of presence.expire()) tellPresence(listId);
  }, SWEEP_MS);
  heartbeat.unref();
  sweep.unref();

  return {
    /** A page opens; the answer is what to call when it closes. */
    join(client: LiveClient): () => void {
      const clients = lists.get(client.listId) ?? new Set();
      const isFirst = clients.size === 0;
      clients.add(client);
      lists.set(client.listId, clients);
      if (isFirst) bus.publish({ kind: "presence-ask", listId: client.listId, instance: bus.instance });
      presenceChanged(client.listId);
      return () => {
        clients.delete(client);
        if (clients.size > 0) return presenceChanged(client.listId);
        sharePresence(client.listId);
        lists.delete(client.listId);
        lastSaid.delete(client.listId);
      };
    },

    /** A change stored as `revision`; with the tick it was, when it was one. */
    changed(listId: string, revision: number, tick?: Tick) {
      bus.publish({ kind: "changed", listId, revision, tick });
    },

    /** The list's link changed ("none": no longer shared), or the list is gone ("deleted"). */
    accessChanged(listId: string, access: LinkAccess) {
      bus.publish({ kind: "access", listId, access });
    },

    /** How many pages this instance has open, on all lists. */
    size: () => [...lists.values()].reduce((sum, clients) => sum + clients.size, 0),

    stop() {
      for (const timer of batched.values()) clearTimeout(timer);
      clearInterval(heartbeat);
      clearInterval(sweep);
      bus.close();
    },
  };
}
