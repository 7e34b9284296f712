// Operations accept whatever an input field sends and turn it into text the schema accepts, so that
// an operation never produces an invalid document.

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\t]/g;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // Never leave half of a surrogate pair (an emoji) at the end.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function sanitizeSingleLine(text: string, max: number): string {
  return truncate(text.replace(LINE_BREAKS, " ").replace(CONTROL, ""), max);
}

export function sanitizeMultiLine(text: string, max: number): string {
  return truncate(
    text
      .replace(/\r\n?|[\u2028\u2029]/g, "\n")
      .replace(/\t/g, " ")
      .replace(CONTROL, ""),
    max,
  );
}
