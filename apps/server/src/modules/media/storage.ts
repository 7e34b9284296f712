import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { UPLOADS_PATH } from "./media.routes.ts";

/** Where images live; local disk by default, behind one interface so an object store can replace it. */
export type Storage = {
  /** Stores bytes under a key (e.g. `templates/3.png`) and returns the path that serves them. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
};

export function createLocalStorage(directory: string): Storage {
  function resolve(key: string) {
    const full = path.resolve(directory, key);
    if (!full.startsWith(path.resolve(directory) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  }
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return `${UPLOADS_PATH}${key}`;
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
