import {
  entries,
  get,
  nameOf,
  type PdfObject,
  PdfTokens,
  type PdfValue,
  readPdfObjects,
  readStream,
  resolve,
} from "./pdf-objects.ts";

/** A raster image a PDF paints, and how finely: its pixels over the size it is drawn at. */
export type PrintedImage = {
  /** Where it is painted: "page 1", "page 1 pattern P5", "page 1 form X3". */
  readonly where: string;
  readonly width: number;
  readonly height: number;
  /** The lower of its horizontal and vertical resolutions as printed, in dots per inch. */
  readonly dpi: number;
};

/** A PDF matrix [a b c d e f]. */
type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` then `n`: the product m × n of PDF's row-vector convention (a `cm` operand `m` is applied before the CTM `n`). */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function matrixOf(value: PdfValue | undefined): Matrix {
  if (!Array.isArray(value) || value.length !== 6 || !value.every((n) => typeof n === "number"))
    return IDENTITY;
  return value as unknown as Matrix;
}

type Walk = {
  readonly objects: ReadonlyMap<number, PdfObject>;
  readonly found: PrintedImage[];
  /** Streams on the walk's path, so a form or pattern that paints itself is not followed for ever. */
  readonly path: Set<PdfValue>;
};

/**
 * Paints a content stream in the mind: follows q/Q/cm to know the transformation (CTM) at each `Do`, and
 * records each image with the resolution it is drawn at. Forms are followed with their matrix; the tiling
 * patterns the stream's resources hold are followed with theirs, which maps the pattern's space onto this
 * stream's default space (`base`), whatever CTM paints with them.
 */
function paint(content: Buffer, resources: PdfValue | undefined, base: Matrix, where: string, walk: Walk) {
  const { objects } = walk;
  const xobjects = new Map(entries(get(resolve(resources, objects), "XObject"), objects));
  const stack: Matrix[] = [];
  let ctm = base;
  const operands: PdfValue[] = [];
  const tokens: PdfTokens = new PdfTokens(content.toString("latin1"));
  for (let token = tokens.next(); token !== undefined; token = tokens.next()) {
    if (!(typeof token === "object" && token !== null && "op" in token)) {
      operands.push(token);
      continue;
    }
    if (token.op === "q") stack.push(ctm);
    else if (token.op === "Q") ctm = stack.pop() ?? base;
    else if (token.op === "cm") ctm = multiply(matrixOf(operands.slice(-6)), ctm);
    else if (token.op === "BI") skipInlineImage(tokens);
    else if (token.op === "Do") {
      const name = nameOf(operands.at(-1)) ?? "";
      const ref = xobjects.get(name);
      const object = ref && typeof ref === "object" && "ref" in ref ? objects.get(ref.ref) : undefined;
      if (object) paintObject(object, ctm, `${where} ${name}`, walk);
    }
    operands.length = 0;
  }
  for (const [name, ref] of entries(get(resolve(resources, objects), "Pattern"), objects)) {
    const object = ref && typeof ref === "object" && "ref" in ref ? objects.get(ref.ref) : undefined;
    if (!object?.stream || get(object.value, "PatternType") !== 1 || walk.path.has(object.value)) continue;
    walk.path.add(object.value);
    const matrix = multiply(matrixOf(get(object.value, "Matrix")), base);
    const stream = readStream(object, objects) ?? Buffer.alloc(0);
    paint(stream, get(object.value, "Resources"), matrix, `${where} pattern ${name}`, walk);
    walk.path.delete(object.value);
  }
}

function paintObject(object: PdfObject, ctm: Matrix, where: string, walk: Walk): void {
  const subtype = nameOf(get(object.value, "Subtype"));
  if (subtype === "Image") {
    const width = Number(resolve(get(object.value, "Width"), walk.objects));
    const height = Number(resolve(get(object.value, "Height"), walk.objects));
    // The unit square, drawn through the CTM: its sides' lengths are the image's size in points.
    const across = Math.hypot(ctm[0], ctm[1]) / 72;
    const down = Math.hypot(ctm[2], ctm[3]) / 72;
    const dpi = Math.min(width / across, height / down);
    walk.found.push({ where, width, height, dpi });
  } else if (subtype === "Form" && object.stream && !walk.path.has(object.value)) {
    walk.path.add(object.value);
    const matrix = multiply(matrixOf(get(object.value, "Matrix")), ctm);
    const stream = readStream(object, walk.objects) ?? Buffer.alloc(0);
    paint(stream, get(object.value, "Resources"), matrix, where, walk);
    walk.path.delete(object.value);
  }
}

function skipInlineImage(tokens: PdfTokens): void {
  const end = tokens.text.indexOf("EI", tokens.at);
  tokens.at = end < 0 ? tokens.text.length : end + 2;
}

/** The pages of a PDF in order, from its catalogue's page tree. */
function pagesOf(objects: ReadonlyMap<number, PdfObject>): PdfValue[] {
  const catalogue = [...objects.values()].find((object) => nameOf(get(object.value, "Type")) === "Catalog");
  const pages: PdfValue[] = [];
  const visit = (node: PdfValue | undefined) => {
    const value = resolve(node, objects);
    if (nameOf(get(value, "Type")) === "Page") pages.push(value ?? null);
    const kids = resolve(get(value, "Kids"), objects);
    if (Array.isArray(kids)) for (const kid of kids) visit(kid);
  };
  visit(get(catalogue?.value, "Pages"));
  return pages;
}

function contentOf(page: PdfValue, objects: ReadonlyMap<number, PdfObject>): Buffer {
  const contents = get(page, "Contents");
  const refs = Array.isArray(contents) ? contents : [contents];
  return Buffer.concat(
    refs.flatMap((ref) => {
      const object = ref && typeof ref === "object" && "ref" in ref ? objects.get(ref.ref) : undefined;
      const stream = object ? readStream(object, objects) : null;
      return stream ? [stream, Buffer.from("\n")] : [];
    }),
  );
}

/**
 * Every raster image a PDF paints, with its resolution as printed: images on the page, in forms, and in
 * tiling patterns (where Chromium puts a tiled picture, and `pdfimages -list` does not look).
 */
export function listPrintedImages(pdf: Buffer): PrintedImage[] {
  const objects = readPdfObjects(pdf);
  const walk: Walk = { objects, found: [], path: new Set() };
  pagesOf(objects).forEach((page, index) => {
    paint(contentOf(page, objects), get(page, "Resources"), IDENTITY, `page ${index + 1}`, walk);
  });
  return walk.found;
}

/** What a PDF weighs and the raster images it paints, as a buyer downloads it. */
export type PrintedFile = {
  readonly kb: number;
  readonly images: readonly PrintedImage[];
};

export function readPrintedFile(pdf: Buffer): PrintedFile {
  return { kb: pdf.length / 1024, images: listPrintedImages(pdf) };
}
