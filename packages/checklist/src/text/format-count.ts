/** The two English forms of a noun; the language's plural rules pick which one a count takes. */
export type CountNoun = { readonly one: string; readonly other: string };

const PLURAL_RULES = new Intl.PluralRules("en");

/** The form that goes with `count`: `one` for 1, `other` for 0, 2 or 1.5. */
export function pluralForm(count: number, forms: CountNoun): string {
  return PLURAL_RULES.select(count) === "one" ? forms.one : forms.other;
}

/** "1 checklist", "12 checklists": a count and its noun, the one way every count is shown or read out. */
export function formatCount(count: number, noun: CountNoun): string {
  return `${count} ${pluralForm(count, noun)}`;
}
