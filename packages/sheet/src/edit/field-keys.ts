/** Focus keys of the fields the sheet moves focus between (see SheetActions.fields). */
export function itemFieldKey(itemId: string): string {
  return `item:${itemId}`;
}
