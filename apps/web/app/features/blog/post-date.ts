const DATE = new Intl.DateTimeFormat("en", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** An article's date as people read it: "2 March 2026". */
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(iso));
}
