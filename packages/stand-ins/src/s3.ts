import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types; it is used here only as a local S3-compatible server.
import S3rver from "s3rver";

export type S3StandIn = {
  /** The settings that point the app's S3 storage at this server, as environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** A local S3-compatible server on 127.0.0.1 with one empty bucket, speaking the real S3 protocol. */
export async function startS3StandIn(bucket = "listful-test", port = 0): Promise<S3StandIn> {
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "listful-s3-")),
    resetOnClose: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { port: number };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_REGION: "us-east-1",
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: () => server.close(),
  };
}
