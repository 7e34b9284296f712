import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import type { JobClaims } from "../../lib/job-claims.ts";
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
/** Longer than a drawing takes: a claim left by an instance that died runs out after this. */
const CLAIM_MS = 60_000;

/** Thumbnails: page-one images of checklists and templates, drawn by the print renderer and stored as WebP. */
export function createThumbnails(deps: {
  renderer: PrintRenderer;
  storage: Storage;
  log: FastifyBaseLogger;
  delayMs: number;
  /**
   * Shared by every instance: one draws a given image at a time, from the newest document it reads after
   * claiming, so no instance saves an older drawing over a newer one.
   */
  claims: JobClaims;
}): Thumbnails {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  /** Draws and stores one image; false when another instance is drawing it now. */
  async function drawClaimed(job: ThumbnailJob): Promise<boolean> {
    if (stopped) return true;
    if (!(await deps.claims.claim(job.key, CLAIM_MS))) return false;
    try {
      const loaded = await job.load();
      if (!loaded) return true;
      const png = await deps.renderer.firstPage(loaded.doc);
      const webp = await sharp(png).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 80 }).toBuffer();
      const path = await deps.storage.put(job.key, webp);
      await job.save(`${path}?v=${loaded.version}`);
      return true;
    } finally {
      await deps.claims.release(job.key);
    }
  }

  async function draw(job: ThumbnailJob) {
    await drawClaimed(job);
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
  }

  function schedule(job: ThumbnailJob) {
    if (stopped) return;
    clearTimeout(timers.get(job.key));
    const timer = setTimeout(() => {
      timers.delete(job.key);
      track(
        drawClaimed(job).then(
          // Another instance is drawing it from an older document, perhaps: draw again after it.
          (drawn) => (drawn ? undefined : schedule(job)),
          (error: unknown) => deps.log.warn({ err: error, key: job.key }, "thumbnail failed"),
        ),
      );
    }, deps.delayMs);
    timer.unref();
    timers.set(job.key, timer);
  }

  return {
    draw,
    schedule,
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
