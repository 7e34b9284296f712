// `npm run test:cluster`: three instances of the built server behind HAProxy (Debian's package), on PostgreSQL,
// Redis and a local S3-compatible server, all on 127.0.0.1 (apps/server/test/cluster). Needs the web build
// (PDFs and pages) and HAProxy; says what to install when HAProxy is missing.
import { buildWebIfStale, hasHaproxy, run } from "./lib.ts";

if (!hasHaproxy()) {
  console.error("The cluster test needs HAProxy from Debian's packages: apt-get install -y haproxy");
  process.exit(1);
}
await buildWebIfStale();
process.exit(await run("vitest", ["run", "--project", "cluster"], { env: { LISTFUL_CLUSTER_TESTS: "1" } }));
