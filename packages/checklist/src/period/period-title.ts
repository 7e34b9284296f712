import type { IsoDate, WeekStart } from "../calendar/iso-date.ts";
import { formatWeekday, getMonthNames } from "../calendar/names.ts";
import type { TimeframeLike } from "../calendar/timeframe.ts";
import { getWeekNumber } from "../calendar/week-numbers.ts";
import { LIMITS } from "../schema/limits.ts";

type Renaming = { readonly from: string; readonly to: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `text` as a whole word, whatever its case: "Nov" in "Nov habits", not in "Novel". */
function wordPattern(text: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, "giu");
}

/** The new name in the case the title wrote the old one in: "november" stays lower-case, "Novembre" capital. */
function matchCase(found: string, name: string, locale: string): string {
  if (found === found.toLocaleLowerCase(locale)) return name.toLocaleLowerCase(locale);
  const first = name.slice(0, 1).toLocaleUpperCase(locale);
  return `${first}${name.slice(1)}`;
}

/** The title with `from` renamed, if the title names it exactly once; else null. */
function rename(title: string, renaming: Renaming, locale: string): string | null {
  const pattern = wordPattern(renaming.from);
  const found = title.match(pattern);
  if (found?.length !== 1) return null;
  return title.replace(pattern, (match) => matchCase(match, renaming.to, locale));
}

function monthRenamings(before: IsoDate, after: IsoDate, locale: string): Renaming[] {
  const month = (date: IsoDate) => Number(date.slice(5, 7)) - 1;
  return (["long", "short"] as const).flatMap((width) => {
    const names = getMonthNames(locale, width);
    const from = names[month(before)] ?? "";
    const to = names[month(after)] ?? "";
    return [
      { from: `${from} ${before.slice(0, 4)}`, to: `${to} ${after.slice(0, 4)}` },
      { from, to },
    ];
  });
}

function weekRenamings(before: IsoDate, after: IsoDate, weekStart: WeekStart): Renaming[] {
  const from = getWeekNumber(before, weekStart);
  const to = getWeekNumber(after, weekStart);
  return ["Week", "Wk", "W"].flatMap((word) => [
    { from: `${word} ${from}`, to: `${word} ${to}` },
    { from: `${word}${from}`, to: `${word}${to}` },
  ]);
}

/**
 * A title that names its period follows it to the new one: "November habits" becomes "December habits",
 * "November 2026 budget" "January 2027 budget", "Week 48 plan" (by the sheet's week numbering) "Week 49
 * plan", "Monday reset" "Tuesday reset". Only a name the title holds once, as a whole word, of the same
 * unit, is changed; any other title stays as the person wrote it.
 */
export function retitleForPeriod(
  title: string,
  before: TimeframeLike,
  after: TimeframeLike,
  options: { readonly locale: string; readonly weekStart: WeekStart },
): string {
  if (before.unit !== after.unit || before.count !== 1 || after.count !== 1) return title;
  const { locale, weekStart } = options;
  const renamings =
    before.unit === "month"
      ? monthRenamings(before.start, after.start, locale)
      : before.unit === "week"
        ? weekRenamings(before.start, after.start, weekStart)
        : [{ from: formatWeekday(before.start, locale), to: formatWeekday(after.start, locale) }];
  for (const renaming of renamings) {
    if (renaming.from === "" || renaming.from === renaming.to) continue;
    const renamed = rename(title, renaming, locale);
    if (renamed !== null) return renamed.slice(0, LIMITS.titleText);
  }
  return title;
}
