import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const SERVER = path.resolve(import.meta.dirname, "../../src/server.ts");

/** Where each part listens; all on 127.0.0.1, in the range kept for this test. */
export const PORTS = { balancer: 3200, s3: 3201, smtp: 3202, instances: [3211, 3212, 3213] } as const;
export const BALANCER = `http://127.0.0.1:${PORTS.balancer}`;

/** The HAProxy from Debian's packages, or a clear message saying how to get it. */
export function haproxyPath(): string {
  try {
    return execFileSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("The cluster test needs HAProxy: apt-get install -y haproxy");
  }
}

/**
 * Round robin over the instances, each health-checked on /healthz; says which one answered. Retries as
 * deploy/haproxy.cfg does: a refused connection, and a read whose instance closed without answering.
 */
export function startBalancer(): { stop(): void } {
  const directory = mkdtempSync(path.join(tmpdir(), "listful-haproxy-"));
  const servers = PORTS.instances
    .map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check inter 400 fall 3 rise 1`)
    .join("\n");
  const config = `global
  maxconn 1000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 5s
  timeout tunnel 1h
  retries 3
  option redispatch
  retry-on conn-failure empty-response
frontend web
  bind 127.0.0.1:${PORTS.balancer}
  option forwardfor
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /healthz
  http-request disable-l7-retry if !METH_GET
  http-response set-header x-served-by %s
${servers}
`;
  const file = path.join(directory, "haproxy.cfg");
  writeFileSync(file, config);
  const child = spawn(haproxyPath(), ["-db", "-f", file], { stdio: ["ignore", "ignore", "pipe"] });
  return { stop: () => child.kill("SIGTERM") };
}

export type Mail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpCatcher(): Promise<{ received: Mail[]; stop(): Promise<void> }> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(PORTS.smtp, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  if (port !== PORTS.smtp) throw new Error("SMTP catcher on the wrong port");
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type Instance = {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
};

/** One Listful instance as production runs it: the built server, on the shared services. */
export function startInstance(index: number, env: Record<string, string>): Instance {
  const port = PORTS.instances[index] as number;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name: `app${index + 1}`, port, child, exited, output: () => output };
}

export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A call through the balancer, from a client address of the test's choosing (the balancer passes it on). */
export async function call(
  method: string,
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; servedBy: string; body: unknown }> {
  const response = await fetch(`${BALANCER}${url}`, {
    method,
    headers: {
      origin: BALANCER,
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await response.json() : await response.arrayBuffer();
  return { status: response.status, servedBy: response.headers.get("x-served-by") ?? "", body };
}
