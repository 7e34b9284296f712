import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import type { Storage } from "../media/storage.ts";
import type { PrintRenderer } from "./print-renderer.ts";

export type ThumbnailJob = {
  /** Storage key, e.g. `previews/checklists/<id>.webp` (see `THUMBNAILS_FOLDER`). */
  key: string;
  load(): Promise<{ doc: Parameters<PrintRenderer["firstPage"]>[0]; version: number } | undefined>;
  save(path: string): Promise<void>;
};

export type Thumbnails = {
  /** Redraws a thumbnail soon; repeated requests for the same key within the delay coalesce. */
  schedule(job: ThumbnailJob): void;
  /** Draws one now (used at start for templates that have none); nothing once stopped. */
  draw(job: ThumbnailJob): Promise<void>;
  /** Waits for scheduled work, for tests and shutdown. */
  idle(): Promise<void>;
  stop(): void;
};

const THUMBNAIL_WIDTH = 480;

/**
 * Where thumbnails are stored. The folder keeps the name it had when thumbnails were called previews: the
 * `image` of every checklist and template saved since points into it.
 */
export const THUMBNAILS_FOLDER = "previews";

/** Thumbnails: page-one images of checklists and templates, drawn by the print renderer and stored as WebP. */
export function createThumbnails(deps: {
  renderer: PrintRenderer;
  storage: Storage;
  log: FastifyBaseLogger;
  delayMs: number;
}): Thumbnails {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function draw(job: ThumbnailJob) {
    if (stopped) return;
    const loaded = await job.load();
    if (!loaded) return;
    const png = await deps.renderer.firstPage(loaded.doc);
    const webp = await sharp(png).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 80 }).toBuffer();
    const path = await deps.storage.put(job.key, webp);
    await job.save(`${path}?v=${loaded.version}`);
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  return {
    draw,
    schedule(job) {
      if (stopped) return;
      clearTimeout(timers.get(job.key));
      const timer = setTimeout(() => {
        timers.delete(job.key);
        track(
          draw(job).catch((error: unknown) =>
            deps.log.warn({ err: error, key: job.key }, "thumbnail failed"),
          ),
        );
      }, deps.delayMs);
      timer.unref();
      timers.set(job.key, timer);
    },
    async idle() {
      while (timers.size > 0 || running.size > 0) {
        await Promise.all([...running]);
        if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
