import type { AppConfig } from "../../env.ts";
import { createS3Storage } from "./s3-storage.ts";
import { createLocalStorage, type Storage } from "./storage.ts";

/** The storage the settings name: the S3-compatible bucket when S3_BUCKET is set, else the local folder. */
export function createStorage(config: Pick<AppConfig, "s3" | "uploadsDir">): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
