import type { LivePresence } from "./use-live-list.ts";

/** At most this many faces; the rest are counted ("+3"). */
const FACES_SHOWN = 4;

export function presenceSummary(presence: LivePresence): string {
  const { count } = presence;
  if (count <= 1) return "Only you here";
  return `${count} people here`;
}

/**
 * Who has the list open now: the initials of signed-in people and "Guest" for visitors, this page's own
 * person first and ringed, and how many in all.
 */
export function LivePresenceRow({ presence }: { presence: LivePresence }) {
  const people = [...presence.people].sort(
    (a, b) => Number(b.key === presence.you) - Number(a.key === presence.you),
  );
  const shown = people.slice(0, FACES_SHOWN);
  const names = people.map((person) =>
    person.key === presence.you ? `${person.label} (you)` : person.label,
  );
  return (
    <span className="inline-flex items-center gap-0.5" data-testid="live-presence" title={names.join(", ")}>
      <span className="flex -space-x-0.3" aria-hidden="true">
        {shown.map((person) => (
          <span
            key={person.key}
            className={`inline-flex h-1.75 min-w-1.75 items-center justify-center rounded-full border-2 border-white px-0.3 text-[0.7rem] font-semibold ${
              person.label === "Guest" ? "bg-lilac text-ink-soft" : "bg-primary-100 text-primary-800"
            } ${person.key === presence.you ? "ring-2 ring-primary-500" : ""}`}
          >
            {person.label}
          </span>
        ))}
        {presence.count > FACES_SHOWN ? (
          <span className="inline-flex h-1.75 min-w-1.75 items-center justify-center rounded-full border-2 border-white bg-lilac px-0.3 text-[0.7rem] font-semibold text-ink-soft">
            +{presence.count - FACES_SHOWN}
          </span>
        ) : null}
      </span>
      <span>
        {presenceSummary(presence)}
        <span className="sr-only">: {names.join(", ")}</span>
      </span>
    </span>
  );
}
