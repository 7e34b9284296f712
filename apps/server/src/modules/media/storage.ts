import { createHash } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where thumbnails are stored. The folder keeps the name it had when thumbnails were called previews: the
 * `image` of every checklist and template saved since points into it.
 */
export const THUMBNAILS_FOLDER = "previews";

/** Where stored images are served from; a key `templates/3.png` is served at `/media/u/templates/3.png`. */
export const UPLOADS_PATH = "/media/u/";

/** A stored file as it is served. */
export type StoredFile = { bytes: Buffer; contentType: string; etag: string; modified: Date };

/**
 * Where images live: a local folder by default, an S3-compatible bucket when configured. Every instance of
 * the app reads and writes through this one interface, and the app serves what it holds (media.routes.ts).
 */
export type Storage = {
  /** Stores bytes under a key (e.g. `templates/3.png`) and returns the path that serves them. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** The file under a key, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under a key; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Lets go of connections when the app closes. */
  close(): void;
};

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
};

/** The content type a key's extension names; anything else is served as bytes. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

/** Keys are relative paths of plain segments: nothing may climb out of the store or hide in a dot file. */
export function isStorageKey(key: string): boolean {
  const segments = key.split("/");
  return key.length <= 300 && segments.every((segment) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(segment));
}

export function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
}

/** A strong validator from the bytes themselves, the same on every instance. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

export function createLocalStorage(directory: string): Storage {
  const root = path.resolve(directory);
  function resolve(key: string) {
    assertKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  }
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return `${UPLOADS_PATH}${key}`;
    },
    async get(key) {
      const full = resolve(key);
      try {
        const [bytes, info] = await Promise.all([readFile(full), stat(full)]);
        return { bytes, contentType: contentTypeOf(key), etag: etagOf(bytes), modified: info.mtime };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    close() {},
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR";
}
