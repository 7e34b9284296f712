import { inflateSync } from "node:zlib";

/**
 * Just enough of a PDF reader (ISO 32000-1, 7.3) to walk a printed page's resources: objects by number
 * (the last definition wins, as after an incremental update; object streams included), their values, and
 * their streams (`readStream` inflates one). Chromium writes plain objects with Flate streams; nothing else is needed.
 */
export type PdfRef = { readonly ref: number };
export type PdfName = { readonly name: string };
export type PdfValue =
  | number
  | boolean
  | null
  | string
  | PdfName
  | PdfRef
  | PdfOperator
  | readonly PdfValue[]
  | PdfDict;
export type PdfDict = { readonly dict: ReadonlyMap<string, PdfValue> };
/** A content stream's operator (only in content streams). */
export type PdfOperator = { readonly op: string };
export type PdfObject = { readonly value: PdfValue; readonly stream: Buffer | null };

const DELIMITERS = "()<>[]{}/%";
const isSpace = (c: string) =>
  c === " " || c === "\n" || c === "\r" || c === "\t" || c === "\f" || c === "\0";
const isRegular = (c: string | undefined) => c !== undefined && !isSpace(c) && !DELIMITERS.includes(c);

/** Reads PDF values (objects or content-stream tokens) from `text` (latin1), from `at` on. */
export class PdfTokens {
  readonly text: string;
  at: number;
  constructor(text: string, at = 0) {
    this.text = text;
    this.at = at;
  }

  private skipSpace(): void {
    const { text } = this;
    while (this.at < text.length) {
      const c = text[this.at] ?? "";
      if (isSpace(c)) this.at++;
      else if (c === "%") while (this.at < text.length && !"\r\n".includes(text[this.at] ?? "\n")) this.at++;
      else return;
    }
  }

  private word(): string {
    const start = this.at;
    while (isRegular(this.text[this.at])) this.at++;
    return this.text.slice(start, this.at);
  }

  private literal(): string {
    let depth = 0;
    let out = "";
    for (this.at++; this.at < this.text.length; this.at++) {
      const c = this.text[this.at] ?? "";
      if (c === "\\") out += this.text[++this.at] ?? "";
      else if (c === "(") depth++;
      else if (c === ")" && depth-- === 0) break;
      else out += c;
    }
    this.at++;
    return out;
  }

  /** The next value, or undefined at the end. References (`n g R`) are read as one value. */
  next(): PdfValue | undefined {
    this.skipSpace();
    const { text } = this;
    const c = text[this.at];
    if (c === undefined) return undefined;
    if (c === "/") {
      this.at++;
      return { name: this.word() };
    }
    if (c === "(") return this.literal();
    if (c === "<" && text[this.at + 1] === "<") {
      this.at += 2;
      const dict = new Map<string, PdfValue>();
      for (let key = this.next(); key !== undefined && !isOp(key, ">>"); key = this.next()) {
        if (typeof key === "object" && key !== null && "name" in key) dict.set(key.name, this.next() ?? null);
      }
      return { dict };
    }
    if (c === "<") {
      const end = text.indexOf(">", this.at);
      const hex = text.slice(this.at + 1, end);
      this.at = end + 1;
      return hex;
    }
    if (c === ">" && text[this.at + 1] === ">") {
      this.at += 2;
      return { op: ">>" };
    }
    if (c === "[") {
      this.at++;
      const items: PdfValue[] = [];
      for (let item = this.next(); item !== undefined && !isOp(item, "]"); item = this.next())
        items.push(item);
      return items;
    }
    if (c === "]" || c === "{" || c === "}" || c === ")" || c === ">") {
      this.at++;
      return { op: c };
    }
    const word = this.word();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      const back = this.at;
      const generation = /^\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/.exec(text.slice(this.at, this.at + 24));
      if (generation && /^\d+$/.test(word)) {
        this.at += generation[0].length;
        return { ref: Number(word) };
      }
      this.at = back;
      return Number(word);
    }
    if (word === "true" || word === "false") return word === "true";
    if (word === "null") return null;
    return { op: word };
  }
}

export function isOp(value: PdfValue | undefined, op: string): boolean {
  return typeof value === "object" && value !== null && "op" in value && value.op === op;
}

/** All objects of a PDF by number, with their streams' raw bytes. */
export function readPdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(?:^|[\s>])(\d+)\s+\d+\s+obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const tokens = new PdfTokens(text, match.index + match[0].length);
    const value = tokens.next() ?? null;
    const after = /^\s*stream\r?\n/.exec(text.slice(tokens.at, tokens.at + 16));
    let stream: Buffer | null = null;
    if (after) {
      // A stream's bytes are skipped whole: they may hold anything, "obj" included.
      const start = tokens.at + after[0].length;
      const length = resolve(get(value, "Length"), objects);
      const end = typeof length === "number" ? start + length : text.indexOf("endstream", start);
      stream = pdf.subarray(start, end);
      header.lastIndex = end;
    }
    objects.set(Number(match[1]), { value, stream });
  }
  for (const object of [...objects.values()]) {
    if (nameOf(get(object.value, "Type")) === "ObjStm" && object.stream) readObjectStream(object, objects);
  }
  return objects;
}

/** A stream's bytes, inflated (only when asked: a PDF's fonts and images are never read). */
export function readStream(object: PdfObject, objects: ReadonlyMap<number, PdfObject>): Buffer | null {
  const { stream } = object;
  if (!stream) return null;
  const length = resolve(get(object.value, "Length"), objects);
  const raw = typeof length === "number" ? stream.subarray(0, length) : stream;
  const filter = resolve(get(object.value, "Filter"), objects);
  const filters = Array.isArray(filter) ? filter.map(nameOf) : [nameOf(filter)];
  if (filters[0] !== "FlateDecode") return raw;
  try {
    return inflateSync(raw);
  } catch {
    return raw;
  }
}

function readObjectStream(object: PdfObject, objects: Map<number, PdfObject>): void {
  const text = readStream(object, objects)?.toString("latin1") ?? "";
  const first = Number(get(object.value, "First"));
  const header = new PdfTokens(text.slice(0, first));
  const count = Number(get(object.value, "N"));
  for (let i = 0; i < count; i++) {
    const number = Number(header.next());
    const offset = Number(header.next());
    if (!objects.has(number))
      objects.set(number, { value: new PdfTokens(text, first + offset).next() ?? null, stream: null });
  }
}

/** A dictionary's entry (a stream's dictionary included). */
export function get(value: PdfValue | undefined, key: string): PdfValue | undefined {
  return typeof value === "object" && value !== null && "dict" in value ? value.dict.get(key) : undefined;
}

export function nameOf(value: PdfValue | undefined): string | undefined {
  return typeof value === "object" && value !== null && "name" in value ? value.name : undefined;
}

/** A value with its reference followed. */
export function resolve(
  value: PdfValue | undefined,
  objects: ReadonlyMap<number, PdfObject>,
): PdfValue | undefined {
  return typeof value === "object" && value !== null && "ref" in value
    ? objects.get(value.ref)?.value
    : value;
}

/** The entries of a dictionary (a reference followed), as [key, value] pairs. */
export function entries(
  value: PdfValue | undefined,
  objects: ReadonlyMap<number, PdfObject>,
): [string, PdfValue][] {
  const dict = resolve(value, objects);
  return typeof dict === "object" && dict !== null && "dict" in dict ? [...dict.dict] : [];
}
