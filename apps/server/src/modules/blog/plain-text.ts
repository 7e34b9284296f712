const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

function decodeEntity(whole: string, name: string): string {
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED[name] ?? whole;
}

/**
 * Text of an HTML fragment (WordPress's rendered title and excerpt, our rendered Markdown): tags dropped,
 * entities decoded, white space folded. The result is text, to be escaped wherever it is shown.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?[0-9A-Za-z]+);/g, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}
