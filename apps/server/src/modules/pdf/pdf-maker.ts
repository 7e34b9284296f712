/** What every PDF names as its Creator and Producer. */
export const PDF_MAKER = "Listful";

const LITERAL_OR_HEX = String.raw`(?:\((?:\\[\s\S]|[^\\)])*\)|<[^>]*>)`;
const MAKER_ENTRY = new RegExp(String.raw`\/(?:Creator|Producer)\s*${LITERAL_OR_HEX}`, "g");

/**
 * Chromium names itself as the PDF's Creator and Producer; this names Listful. An incremental update
 * (ISO 32000-1, 7.5.6) appends a new document information dictionary, the old one's other entries kept
 * (the title, the dates), with its own cross-reference section and trailer: the printed bytes before it
 * stay as they are (pages, fonts, tags), and it takes no parsing of the pages.
 */
export function setPdfMaker(pdf: Buffer): Buffer {
  const text = pdf.toString("latin1");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1];
  const trailer = text.slice(text.lastIndexOf("trailer"));
  const size = /\/Size\s+(\d+)/.exec(trailer)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  if (startxref === undefined || size === undefined || root === undefined)
    throw new Error("The PDF has no cross-reference table to update");
  const info = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
  const old = info
    ? new RegExp(String.raw`(?:^|\s)${info[1]}\s+${info[2]}\s+obj\s*<<([\s\S]*?)>>\s*endobj`).exec(text)
    : null;
  const kept = (old?.[1] ?? "").replace(MAKER_ENTRY, "").trim();
  const id = Number(size);
  const head = text.endsWith("\n") ? "" : "\n";
  const object = `${id} 0 obj\n<<${kept}\n/Creator (${PDF_MAKER})\n/Producer (${PDF_MAKER})>>\nendobj\n`;
  const objectAt = pdf.length + head.length;
  const xrefAt = objectAt + Buffer.byteLength(object, "latin1");
  const update = [
    head,
    object,
    `xref\n${id} 1\n${String(objectAt).padStart(10, "0")} 00000 n \n`,
    `trailer\n<</Size ${id + 1}\n/Root ${root}\n/Info ${id} 0 R\n/Prev ${startxref}>>\n`,
    `startxref\n${xrefAt}\n%%EOF\n`,
  ].join("");
  return Buffer.concat([pdf, Buffer.from(update, "latin1")]);
}
