import type { LivePerson } from "@listful/contracts";

/** How often an instance tells the others who it has on each list. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** An instance not heard of for this long has gone (it died): its people leave the lists. */
export const PRESENCE_EXPIRY_MS = 30_000;

/**
 * Who has each list open on the other instances, as they last said, and everyone on a list: this instance's
 * people and theirs, each person once (a signed-in person with two tabs open is one).
 */
export function createPresence(now: () => number = Date.now) {
  const remote = new Map<string, Map<string, { people: LivePerson[]; at: number }>>();

  return {
    /** What `instance` says it has on `listId`; nobody drops it. */
    setRemote(listId: string, instance: string, people: LivePerson[]) {
      const instances = remote.get(listId) ?? new Map();
      if (people.length === 0) instances.delete(instance);
      else instances.set(instance, { people, at: now() });
      if (instances.size === 0) remote.delete(listId);
      else remote.set(listId, instances);
    },

    /** Drops instances not heard of within `PRESENCE_EXPIRY_MS`; answers the lists that lost people. */
    expire(): string[] {
      const changed: string[] = [];
      const oldest = now() - PRESENCE_EXPIRY_MS;
      for (const [listId, instances] of remote) {
        const before = instances.size;
        for (const [instance, entry] of instances) if (entry.at < oldest) instances.delete(instance);
        if (instances.size === 0) remote.delete(listId);
        if (instances.size < before) changed.push(listId);
      }
      return changed;
    },

    people(listId: string, local: readonly LivePerson[]): LivePerson[] {
      const everyone = new Map<string, LivePerson>();
      for (const person of local) everyone.set(person.key, person);
      for (const entry of remote.get(listId)?.values() ?? []) {
        for (const person of entry.people) everyone.set(person.key, person);
      }
      return [...everyone.values()];
    },
  };
}
