// Writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of the client build, at the
// strongest settings, once per build: the server sends the copy the browser accepts (decision
// 0018) and never compresses these files per request.
// Run by `npm run build` after `react-router build`.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../build/client");
/** Text formats; fonts (woff, woff2) and images other than SVG are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".map"]);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The .br and .gz copies for one file, when it is worth it; returns the bytes before and after Brotli. */
async function precompressFile(file: string): Promise<{ raw: number; br: number } | null> {
  if (!COMPRESSIBLE.has(path.extname(file))) return null;
  if ((await stat(file)).size < MIN_BYTES) return null;
  const body = await readFile(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  return { raw: body.length, br: br.length };
}

let files = 0;
let raw = 0;
let compressed = 0;
for await (const file of walk(CLIENT_DIR)) {
  const sizes = await precompressFile(file);
  if (!sizes) continue;
  files += 1;
  raw += sizes.raw;
  compressed += sizes.br;
}
console.log(
  `precompressed ${files} files: ${Math.round(raw / 1024)} KB, ${Math.round(compressed / 1024)} KB as Brotli`,
);
