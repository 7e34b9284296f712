const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A moment as the admin pages show it: the same on the server and in every browser (UTC). */
export function formatWhen(iso: string): string {
  return `${WHEN.format(new Date(iso))} UTC`;
}
