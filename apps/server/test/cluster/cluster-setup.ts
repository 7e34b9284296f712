import { randomBytes } from "node:crypto";
import { type S3StandIn, startS3StandIn } from "@listful/stand-ins/s3";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import {
  BALANCER,
  call,
  type Instance,
  PORTS,
  startBalancer,
  startInstance,
  startSmtpCatcher,
  waitUntil,
} from "./harness.ts";

// Three instances on PostgreSQL, Redis and a local S3-compatible server, behind HAProxy, all on 127.0.0.1.
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** A Redis database of this test's own, emptied at the start, so counters of earlier runs do not count. */
const REDIS_DB = 13;
/** This run's own names: its database, its people's addresses. */
export const run = randomBytes(3).toString("hex");
/** A client address of this run's own, so rate limits of earlier runs do not count. */
export const ip = (n: number) => `198.51.${Number.parseInt(run.slice(0, 2), 16) % 200}.${n}`;
const database = `listful_cluster_${run}`;

/** The instances' /metrics token, for tests that read an instance's own figures. */
export const METRICS_TOKEN = randomBytes(16).toString("hex");

let s3: S3StandIn;
export let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let balancer: { stop(): void };
export const instances: Instance[] = [];
/** The instances' environment, for starting one again. */
export let env: Record<string, string>;

/** Runs a query on the instances' database, as an operator would with psql. */
export async function inDatabase<T>(query: (db: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    return await query(db);
  } finally {
    await db.end();
  }
}

/** Waits until the balancer sends requests to each of these instances. */
export async function healthyBehindBalancer(names: string[]) {
  await waitUntil(`${names.join(", ")} behind the balancer`, async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) seen.add((await call("GET", "/healthz")).servedBy);
    return names.every((name) => seen.has(name));
  });
}

/**
 * Starts the cluster for the file's tests (a database of its own, Redis emptied, the S3 and SMTP stand-ins, three
 * instances and HAProxy) and takes it all down after them.
 */
export function setUpCluster() {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const redis = new Redis(`${REDIS}/${REDIS_DB}`);
    await redis.flushdb();
    redis.disconnect();
    s3 = await startS3StandIn("listful-cluster", PORTS.s3);
    smtp = await startSmtpCatcher();
    const url = new URL(POSTGRES);
    url.pathname = `/${database}`;
    env = {
      NODE_ENV: "production",
      PUBLIC_URL: BALANCER,
      JWT_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: "5",
      REDIS_URL: `${REDIS}/${REDIS_DB}`,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      MAIL_POLL_MS: "200",
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "warn",
      METRICS_TOKEN,
      PDF_PAGES: "1",
      SHUTDOWN_NOTICE_MS: "2500",
      SHUTDOWN_DEADLINE_MS: "20000",
      DATA_DIR: "/nonexistent-listful-data",
      ...s3.env,
    };
    // Started together: one migrates, the others wait on its lock.
    for (const index of [0, 1, 2]) instances.push(startInstance(index, env));
    balancer = startBalancer();
    await healthyBehindBalancer(["app1", "app2", "app3"]);
    // Fresh instances draw the seeded templates' images first (claimed: each by one instance); the checks below
    // start once that burst of printing is over.
    await waitUntil(
      "the templates' images",
      async () => {
        const templates = (await call("GET", "/api/templates")).body as { image: string | null }[];
        return templates.length > 0 && templates.every((t) => t.image?.includes("/previews/templates/"));
      },
      150_000,
    );
  }, 300_000);

  afterAll(async () => {
    if (process.env.CLUSTER_DEBUG) for (const i of instances) console.log(i.name, i.output().slice(-1500));
    balancer?.stop();
    for (const instance of instances) instance.child.kill("SIGKILL");
    await Promise.all(instances.map((instance) => instance.exited));
    await smtp?.stop();
    await s3?.close();
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }, 60_000);
}
